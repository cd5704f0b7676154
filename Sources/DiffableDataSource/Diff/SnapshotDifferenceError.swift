/// Why a `SnapshotDifference` cannot be applied to a snapshot: the first contradiction found.
///
/// UIKit parity: stands in for UICollectionView's "Invalid update" exceptions; UIKit has no such type.
public struct SnapshotDifferenceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming the index and identifier involved.
  public var message: String

  /// Creates an error with a message.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
