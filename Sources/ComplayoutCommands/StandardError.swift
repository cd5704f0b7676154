import Foundation

/// Writes text to the process's standard error.
public enum StandardError {
  /// Writes `text` as UTF-8, unbuffered; a failure is ignored (there is nowhere left to report it).
  public static func write(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
  }
}
