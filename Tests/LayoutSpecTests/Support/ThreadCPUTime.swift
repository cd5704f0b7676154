import Foundation

/// This thread's CPU time so far.
///
/// The hostile-input tests bound work with it instead of wall time: their bounds guard against quadratic or
/// unbounded work, and must not fail because other processes load the machine.
func threadCPUTime() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}
