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

/// The CPU time the process has used, in seconds: cases are timed by CPU, not by the wall clock, so a run starved
/// by other work on the machine does not report hangs.
public func processCPUSeconds() -> Double {
  cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
}

/// The CPU time the calling thread has used, in seconds (cases are timed with it: tests run several at once).
public func threadCPUSeconds() -> Double {
  cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
}

private func cpuSeconds(_ clock: clockid_t) -> Double {
  var time = timespec()
  clock_gettime(clock, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Names the running case when the process traps, and ends the process naming it when a case uses more than
/// `limit` seconds of CPU (a hang), so a long run always reports the seed that broke it.
public final class FuzzWatchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var current: (seed: UInt64, kind: String, start: Double)?
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
        if let running, processCPUSeconds() - running.start > self.limit {
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
    current = (seed, kind, processCPUSeconds())
    lock.unlock()
  }

  func end() {
    lock.lock()
    current = nil
    crashLength = 0
    lock.unlock()
  }
}
