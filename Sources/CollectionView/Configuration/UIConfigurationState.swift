import CompositionalLayout
import Foundation

/// The state a configuration resolves itself against: the traits of the view it is for, plus custom states an app
/// adds under its own keys.
///
/// UIKit parity: `UIConfigurationState` (iOS 14): `init(traitCollection:)`, `traitCollection`,
/// `subscript(_:)` for custom states (`AnyHashable?`, as UIKit's Swift overlay declares it).
public protocol UIConfigurationState {
  /// A state with the given traits and nothing else set.
  init(traitCollection: UITraitCollection)
  /// The traits of the view the state belongs to.
  var traitCollection: UITraitCollection { get set }
  /// The custom state stored under `key`, or nil when none is.
  subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom configuration state, usually a reverse-DNS string (`"com.example.MyCell.isArchived"`).
///
/// Apps declare keys as static members in an extension and read them through a typed property on
/// `UICellConfigurationState` that uses the state's subscript.
///
/// UIKit parity: `UIConfigurationStateCustomKey` (iOS 14): `init(_:)`, `init(rawValue:)`, `rawValue`; Hashable.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
  /// The key's string.
  public var rawValue: String

  /// Creates a key from its string.
  ///
  /// UIKit parity: `UIConfigurationStateCustomKey.init(rawValue:)`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a key from its string.
  ///
  /// UIKit parity: `UIConfigurationStateCustomKey.init(_:)`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }
}
