import Foundation

/// Writes text to the process's standard error.
enum StandardError {
  /// Writes `text` as UTF-8, unbuffered; a failure is ignored (there is nowhere left to report it).
  static func write(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }
}
