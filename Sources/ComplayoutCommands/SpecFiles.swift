import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a command could not read or write.
///
/// UIKit parity: none; part of the complayout tool.
public struct SpecFileError: Error, Equatable, CustomStringConvertible {
  /// Whether reading or writing failed.
  public enum Operation: String, Sendable {
    /// Reading the spec.
    case read
    /// Writing the output.
    case write
  }

  /// What failed.
  public var operation: Operation
  /// The path as given.
  public var path: String
  /// Why, e.g. "it is a directory".
  public var reason: String

  /// Creates an error.
  public init(_ operation: Operation, path: String, reason: String) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// "cannot read 'spec.json': no such file".
  /// The path's control characters are escaped (`\n`, `\u{1b}`), so a hostile name cannot forge lines or terminal
  /// escapes.
  public var description: String {
    "cannot \(operation.rawValue) '\(path.escapingControlCharacters)': \(reason)"
  }
}

/// Reading specs and writing outputs: bounded reads, and writes that touch only the one file named.
///
/// UIKit parity: none; part of the complayout tool.
public enum SpecFiles {
  /// Why a FIFO, device or socket is refused as input.
  static let notRegularFile =
    "it is not a regular file (a pipe, device or socket); give a file, or '-' to read standard input"

  /// Reads the file at `path` ("-" reads `io`'s standard input), at most `limit` bytes.
  ///
  /// - Throws: `SpecFileError` when the file is missing, a directory, not a regular file (a FIFO would block
  ///   forever) or unreadable.
  public static func read(_ path: String, io: CommandIO, limit: Int) throws(SpecFileError) -> Data {
    do {
      if path == "-" { return try io.readInput(limit) }
    } catch {
      throw SpecFileError(.read, path: "-", reason: "standard input: \(reason(error))")
    }
    var status = stat()
    guard stat(path, &status) == 0 else { throw SpecFileError(.read, path: path, reason: lastErrorReason()) }
    if status.st_mode & S_IFMT == S_IFDIR { throw SpecFileError(.read, path: path, reason: "it is a directory") }
    // Only regular files: opening a FIFO waits for a writer forever, and devices never end. Opened without blocking
    // and checked again on the descriptor, so a file swapped after the first check is refused too.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw SpecFileError(.read, path: path, reason: lastErrorReason()) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    defer { try? handle.close() }
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw SpecFileError(.read, path: path, reason: Self.notRegularFile)
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    do {
      return try read(handle, limit: limit)
    } catch {
      throw SpecFileError(.read, path: path, reason: reason(error))
    }
  }

  /// Reads `handle` to its end or until `limit` bytes, whichever comes first.
  public static func read(_ handle: FileHandle, limit: Int) throws -> Data {
    var data = Data()
    while data.count < limit {
      guard let chunk = try handle.read(upToCount: min(limit - data.count, 1 << 16)), !chunk.isEmpty else { break }
      data.append(chunk)
    }
    return data
  }

  /// Writes `text` to `path` and nothing else: creates or atomically replaces that one regular file.
  ///
  /// The text goes to a new temporary file in the same directory, which is then renamed over `path`; a failure
  /// (a full disk) therefore leaves any old file as it was and no partial file behind. The file's directory must
  /// exist (none is created); an existing directory, symbolic link or other non-regular file at `path` is refused,
  /// and a symbolic link that appears in the meantime is replaced, never followed. A replaced file keeps its
  /// permissions; a new one gets 0644 less the umask.
  ///
  /// - Throws: `SpecFileError` naming the path and the reason.
  public static func write(_ text: String, to path: String) throws(SpecFileError) {
    try write(Data(text.utf8), to: path) { try $0.write(contentsOf: $1) }
  }

  /// `write(_:to:)` with the step that writes the bytes to the temporary file injected, for tests.
  static func write(
    _ data: Data, to path: String, writer: (FileHandle, Data) throws -> Void
  ) throws(SpecFileError) {
    var status = stat()
    var mode: mode_t
    if lstat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG:
        mode = status.st_mode & 0o7777
        guard access(path, W_OK) == 0 else {
          throw SpecFileError(.write, path: path, reason: "it is not writable (\(lastErrorReason()))")
        }
      case S_IFDIR: throw SpecFileError(.write, path: path, reason: "it is a directory")
      case S_IFLNK: throw SpecFileError(.write, path: path, reason: "it is a symbolic link; remove it first")
      default: throw SpecFileError(.write, path: path, reason: "it is not a regular file")
      }
    } else {
      let mask = umask(0o022)
      umask(mask)
      mode = 0o644 & ~mask
    }
    let url = URL(fileURLWithPath: path)
    let parent = url.deletingLastPathComponent().path
    var parentStatus = stat()
    guard stat(parent, &parentStatus) == 0, parentStatus.st_mode & S_IFMT == S_IFDIR else {
      throw SpecFileError(.write, path: path, reason: "its directory '\(parent)' does not exist")
    }
    var template = Array((parent + "/." + url.lastPathComponent + ".complayout-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    guard descriptor >= 0 else {
      // The directory exists (checked above), so ENOENT here means its file system creates no files (/proc, /sys).
      let reason =
        errno == ENOENT
        ? "it is not writable: its directory '\(parent)' does not accept new files"
        : "it is not writable: cannot create a file in its directory '\(parent)' (\(lastErrorReason()))"
      throw SpecFileError(.write, path: path, reason: reason)
    }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var renamed = false
    defer { if !renamed { unlink(temporary) } }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try writer(handle, data)
      guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
        throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
      }
      try handle.close()
    } catch {
      throw SpecFileError(.write, path: path, reason: reason(error))
    }
    guard rename(temporary, path) == 0 else { throw SpecFileError(.write, path: path, reason: lastErrorReason()) }
    renamed = true
  }

  /// Whether `first` and `second` name the same file: the same device and inode when both exist, otherwise the
  /// same absolute path once `.` and `..` components and symbolic links in the existing part are resolved.
  public static func isSameFile(_ first: String, _ second: String) -> Bool {
    var firstStatus = stat()
    var secondStatus = stat()
    if stat(first, &firstStatus) == 0, stat(second, &secondStatus) == 0 {
      return firstStatus.st_dev == secondStatus.st_dev && firstStatus.st_ino == secondStatus.st_ino
    }
    return normalized(first) == normalized(second)
  }

  /// `path` made absolute, with `.` and `..` removed and symbolic links resolved where the path exists.
  private static func normalized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `error` in plain words: the operating system's reason ("No space left on device") rather than a Foundation
  /// error domain and code.
  public static func reason(_ error: any Error) -> String {
    let error = error as NSError
    for candidate in [error.userInfo[NSUnderlyingErrorKey] as? NSError, error].compactMap({ $0 })
    where candidate.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(truncatingIfNeeded: candidate.code)))
    }
    guard error.domain == NSCocoaErrorDomain else { return error.localizedDescription }
    switch error.code {
    case NSFileWriteOutOfSpaceError: return "no space left on device"
    case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return "permission denied"
    case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file or directory"
    case NSFileWriteVolumeReadOnlyError: return "the file system is read-only"
    case NSFileReadTooLargeError: return "the file is too large"
    case NSFileReadInapplicableStringEncodingError: return "the file's text encoding is not supported"
    default:
      return error.code >= NSFileWriteUnknownError
        ? "the operating system refused the write" : "the operating system refused the read"
    }
  }

  private static func lastErrorReason() -> String {
    switch errno {
    case ENOENT: "no such file or directory"
    case EISDIR: "it is a directory"
    case ELOOP: "it is a symbolic link; remove it first"
    case EACCES: "permission denied"
    default: String(cString: strerror(errno))
    }
  }
}
