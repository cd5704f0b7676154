import Foundation

/// Something the engine noticed while laying out and handled in a defined way, instead of crashing or looping.
///
/// Read them from `UICollectionViewCompositionalLayout.diagnostics` after `prepare()`. Each names the section
/// (when there is one) and says what was done and how to fix the layout. A cause is reported once per declared
/// element (the item or group as written, not each slot or instance it fills), with `count` saying how many times
/// it occurred in the pass.
///
/// UIKit parity: none; where UIKit logs to the console (content insets on an estimated axis) or throws (a group
/// that cannot fit, a nil section), this engine records a diagnostic and continues, as DESIGN.md asks.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem was found.
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// A dimension, spacing, inset or offset was NaN or infinite; it was treated as 0.
    case nonFiniteValue
    /// A length was beyond ±1e9 points; it was clamped.
    case valueOutOfRange
    /// A section has too many items to keep measured sizes for (more than 100,000,000 groups); its estimates stay.
    case tooManyItemsToMeasure
    /// Group instances of zero length stack on one spot; rect queries vend at most 100,000 of them.
    case degenerateStacking
    /// A dimension resolved to a negative size; it was clamped to 0.
    case negativeDimension
    /// Insets left no room (negative effective content size); the extent was clamped to 0 (case B13).
    case negativeEffectiveContentSize
    /// Content insets on an estimated axis are ignored, as in UIKit (spec I-2).
    case contentInsetsIgnoredOnEstimatedAxis
    /// A subitem was larger than its group; it was placed anyway, overflowing (spec G-6).
    case subitemLargerThanGroup
    /// Subitems with no extent along the group axis: one pass of the subitems was placed, instead of looping.
    case zeroExtentSubitems
    /// A group holds no items (for example a custom group that returned no frames); the section's items are
    /// not laid out.
    case groupHoldsNoItems
    /// The section provider returned nil; the section was laid out as empty with zero extent (case B14).
    case sectionProviderReturnedNil
    /// Two supplementaries or decorations in one scope share an element kind (spec B-17).
    case duplicateElementKind
    /// A custom group returned a frame outside the group's bounds; it was kept as given.
    case customItemOutsideGroup
    /// A group produced more slots than the engine allows in one group; the rest were dropped.
    case tooManySlotsInGroup
    /// An item count was negative; it was treated as 0.
    case negativeItemCount
    /// The container has a zero or negative size; elements have zero size.
    case emptyContainer
    /// Measured sizes kept changing; the sizing passes stopped at their limit (spec Q-13).
    case sizingDidNotConverge
  }

  /// The kind of problem.
  public let code: Code
  /// The section it concerns, or nil for the whole layout.
  public let section: Int?
  /// What happened and what to change, in words.
  public let message: String
  /// How many times the cause occurred in the layout pass (for example once per slot of a repeated item); at
  /// least 1. Measured-size updates after `prepare()` merge their diagnostics into the pass's, keeping the larger
  /// count, so repeated updates never grow the list.
  public internal(set) var count: Int

  /// Creates a diagnostic.
  public init(code: Code, section: Int?, message: String, count: Int = 1) {
    self.code = code
    self.section = section
    self.message = message
    self.count = max(1, count)
  }

  public var description: String {
    let place = section.map { "section \($0)" } ?? "layout"
    let times = count > 1 ? " (\(count) times)" : ""
    return "[\(code.rawValue)] \(place): \(message)\(times)"
  }

  /// What identifies a cause: the code, the section and the message (not the count).
  struct Key: Hashable {
    var code: Code
    var section: Int?
    var message: String
  }

  var key: Key { Key(code: code, section: section, message: message) }
}

/// Diagnostics without duplicates: one entry per cause, with a count. Adding is O(1) (a hash lookup), so merging n
/// diagnostics is O(n).
struct DiagnosticList {
  private(set) var entries: [LayoutDiagnostic] = []
  private var positions: [LayoutDiagnostic.Key: Int] = [:]

  init(_ diagnostics: [LayoutDiagnostic] = []) {
    merge(diagnostics)
  }

  /// Counts one more occurrence of a cause, adding it when new.
  mutating func record(_ key: LayoutDiagnostic.Key) {
    if let position = positions[key] {
      entries[position].count += 1
    } else {
      positions[key] = entries.count
      entries.append(LayoutDiagnostic(code: key.code, section: key.section, message: key.message))
    }
  }

  /// Adds diagnostics of another pass over part of the layout: new causes are appended, known ones keep the larger
  /// count (the same element re-solved reports its causes again; that is not a new occurrence).
  mutating func merge(_ diagnostics: [LayoutDiagnostic]) {
    for diagnostic in diagnostics {
      let key = diagnostic.key
      if let position = positions[key] {
        entries[position].count = max(entries[position].count, diagnostic.count)
      } else {
        positions[key] = entries.count
        entries.append(diagnostic)
      }
    }
  }
}

/// Collects diagnostics during one layout pass: one entry per cause, counted.
struct DiagnosticLog {
  private var list = DiagnosticList()
  var entries: [LayoutDiagnostic] { list.entries }
  var section: Int?
  /// How resolved fractional sizes snap to the device-pixel grid.
  var pixelGrid = PixelGrid(scale: 0, rounding: .none)

  /// How many times `report` was called (repeats of a cause included): a step that leaves it unchanged reported
  /// nothing.
  private(set) var reportCount = 0

  mutating func report(_ code: LayoutDiagnostic.Code, _ message: String) {
    reportCount += 1
    list.record(LayoutDiagnostic.Key(code: code, section: section, message: message))
  }

  /// The largest magnitude a length may have, in points; larger finite values are clamped so that sums of lengths
  /// stay finite and exact enough (a billion points is far beyond any screen or content).
  static let maximumLength: CGFloat = 1e9

  /// `value` if finite and at most `maximumLength` in magnitude; NaN and infinities become 0 and larger values are
  /// clamped, each with a diagnostic naming `what`.
  mutating func finite(_ value: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
    if value.isFinite && abs(value) <= Self.maximumLength { return value }
    if value.isFinite {
      let clamped = value < 0 ? -Self.maximumLength : Self.maximumLength
      report(
        .valueOutOfRange, "\(what()) is \(value); using \(clamped). Lengths are limited to ±\(Self.maximumLength) pt.")
      return clamped
    }
    report(.nonFiniteValue, "\(what()) is \(value); using 0. Use a finite number of points.")
    return 0
  }

  mutating func finite(_ insets: NSDirectionalEdgeInsets, _ what: @autoclosure () -> String) -> NSDirectionalEdgeInsets
  {
    func isOrdinary(_ value: CGFloat) -> Bool { value.isFinite && abs(value) <= Self.maximumLength }
    if isOrdinary(insets.top) && isOrdinary(insets.leading) && isOrdinary(insets.bottom) && isOrdinary(insets.trailing)
    {
      return insets
    }
    let name = what()
    return NSDirectionalEdgeInsets(
      top: finite(insets.top, "\(name).top"), leading: finite(insets.leading, "\(name).leading"),
      bottom: finite(insets.bottom, "\(name).bottom"), trailing: finite(insets.trailing, "\(name).trailing"))
  }

  /// `rect` shrunk by `insets`, never to a negative size: when the insets need more room than `rect` has on an
  /// axis, the leading (top) inset still applies and the length on that axis is 0, with a
  /// `negativeEffectiveContentSize` diagnostic naming `what`. Every inset frame of the solver goes through here, so
  /// no accessor can vend a negative size.
  mutating func inset(_ rect: CGRect, by insets: NSDirectionalEdgeInsets, _ what: @autoclosure () -> String) -> CGRect {
    var result = insets.inset(rect)
    guard result.size.width < 0 || result.size.height < 0 else { return result }
    let axes =
      result.size.width < 0 && result.size.height < 0 ? "width and height" : result.size.width < 0 ? "width" : "height"
    report(
      .negativeEffectiveContentSize,
      "\(what()) is inset by more than its \(axes); its content is clamped to 0 pt there. Reduce the insets.")
    result.size.width = max(0, result.size.width)
    result.size.height = max(0, result.size.height)
    return result
  }

  /// Content insets of an element of `size`: finite, and zero on estimated axes, where UIKit ignores them and logs
  /// (spec I-2, E-11, Q-1).
  mutating func contentInsets(_ insets: NSDirectionalEdgeInsets, of size: FrozenSize, path: @autoclosure () -> String)
    -> NSDirectionalEdgeInsets
  {
    var result = finite(insets, "\(path()).contentInsets")
    if size.width.isEstimated && (result.leading != 0 || result.trailing != 0) {
      report(
        .contentInsetsIgnoredOnEstimatedAxis,
        "\(path()) has an estimated width, so its leading/trailing contentInsets are ignored (as UIKit does). "
          + "Use edgeSpacing or a group's interItemSpacing instead.")
      result.leading = 0
      result.trailing = 0
    }
    if size.height.isEstimated && (result.top != 0 || result.bottom != 0) {
      report(
        .contentInsetsIgnoredOnEstimatedAxis,
        "\(path()) has an estimated height, so its top/bottom contentInsets are ignored (as UIKit does). "
          + "Use edgeSpacing or the section's interGroupSpacing instead.")
      result.top = 0
      result.bottom = 0
    }
    return result
  }
}
