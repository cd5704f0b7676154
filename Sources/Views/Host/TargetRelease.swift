import Foundation

/// The iOS release whose collection-view arithmetic a headless layout reproduces.
///
/// UIKit's compositional layout changed observable details between releases (how fractional sizes snap to device
/// pixels, what an empty section occupies). Say which release you compare against — on `LayoutContext`, on a
/// `UICollectionView` or on a `ScreenHost` — and every release-dependent rule follows it. The rules and the evidence
/// for each boundary are in the CompositionalLayout documentation (Behaviour, "Target release").
///
/// UIKit parity: none — on a device the release is simply the one running. Default `.current`.
public struct TargetRelease: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The major version (14 for iOS 14.5).
  public var major: Int
  /// The minor version (5 for iOS 14.5).
  public var minor: Int

  /// iOS `major`.`minor`.
  public static func iOS(_ major: Int, _ minor: Int = 0) -> TargetRelease {
    TargetRelease(major: major, minor: minor)
  }

  /// iOS 14 (the first release with list layouts; empty orthogonal sections reserve a row).
  public static let iOS14 = TargetRelease.iOS(14)
  /// iOS 15 (the last release observed to round fractional sizes to the nearest device pixel).
  public static let iOS15 = TargetRelease.iOS(15)
  /// iOS 16 (fractional sizes are floored to device pixels).
  public static let iOS16 = TargetRelease.iOS(16)
  /// iOS 17 (empty sections keep only their boundary items and the inter-section spacing).
  public static let iOS17 = TargetRelease.iOS(17)
  /// iOS 18.
  public static let iOS18 = TargetRelease.iOS(18)
  /// The current release, the default everywhere: iOS 18.
  public static let current = iOS18

  /// "iOS 14.5".
  public var description: String { minor == 0 ? "iOS \(major)" : "iOS \(major).\(minor)" }

  public static func < (lhs: TargetRelease, rhs: TargetRelease) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}
