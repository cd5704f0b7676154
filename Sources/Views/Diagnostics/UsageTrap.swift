/// Traps with `message` unless `condition` holds, in every build configuration.
///
/// For misuse that UIKit answers with an exception (an invalid index path, a group with no subitems). Swift's
/// `precondition` drops its message in optimised (`-c release`) builds and traps silently; this keeps the message,
/// which names the offending value and says what to do, in debug and release alike.
/// Inlinable: inlined where it is called in other modules too, the check costs a comparison there (a call with two
/// closure contexts otherwise, about 80 instructions, several times per cell a collection view displays).
@inlinable @inline(__always)
package func usagePrecondition(
  _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
  line: UInt = #line
) {
  if !condition() { usageFailure(message(), file: file, line: line) }
}

/// Traps with `message` in every build configuration (see `usagePrecondition`).
@usableFromInline
package func usageFailure(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line)
  -> Never
{
  fatalError(message(), file: file, line: line)
}
