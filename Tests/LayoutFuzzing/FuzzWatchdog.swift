import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The message a crash prints: which case was running. A fixed buffer, so the signal handler only calls write(2).
nonisolated(unsafe) private let crashBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
nonisolated(unsafe) private var crashLength = 0

private func onCrash(_ signal: Int32) {
  _ = write(2, crashBuffer, crashLength)
  _ = Glibc.signal(signal, SIG_DFL)
  _ = raise(signal)
}

/// Names the running case when the process traps, and ends the process naming it when a case runs longer than
/// `limit` seconds (a hang), so a long run always reports the seed that broke it.
public final class FuzzWatchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var current: (seed: UInt64, kind: String, start: Date)?
  private let limit: Double

  /// Starts watching; `limit` is the most seconds one case may take.
  public init(limit: Double) {
    self.limit = limit
    for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT] { _ = Glibc.signal(signal, onCrash) }
    let thread = Thread { [weak self] in
      while let self {
        Thread.sleep(forTimeInterval: 0.25)
        self.lock.lock()
        let running = self.current
        self.lock.unlock()
        if let running, Date().timeIntervalSince(running.start) > self.limit {
          FileHandle.standardError.write(
            Data("HANG: \(running.kind) seed \(running.seed) ran longer than \(self.limit) s\n".utf8))
          exit(2)
        }
      }
    }
    thread.start()
  }

  func begin(seed: UInt64, kind: String) {
    let message = Array("\nCRASH: \(kind) seed \(seed) trapped\n".utf8.prefix(255))
    lock.lock()
    for (index, byte) in message.enumerated() { crashBuffer[index] = byte }
    crashLength = message.count
    current = (seed, kind, Date())
    lock.unlock()
  }

  func end() {
    lock.lock()
    current = nil
    crashLength = 0
    lock.unlock()
  }
}
