import CompositionalLayout
import Foundation
import TextMeasurement

/// A control or label at the leading or trailing edge of a list cell; accessories narrow the cell's content.
///
/// Placement (cell coordinates, points): leading accessories start at the cell's leading layout margin (indented
/// with the cell when `indentsAccessories`), trailing ones end at its trailing layout margin; neighbours are 8 pt
/// apart and the content keeps 16 pt (leading) or 11 pt (trailing) from them. Widths are in `ListMetrics`.
///
/// UIKit parity: `UICellAccessory` (iOS 14; `detail` 15.4; `popUpMenu` 16) with the same factory names and
/// `DisplayedState`. Differences: handlers are kept but never called; a custom view is a named size
/// (`UICellAccessory.CustomView`) because there is no UIView; options other than `isHidden`, `reservedLayoutWidth`
/// and `tintColor` are not modelled.
public struct UICellAccessory: Sendable {
  /// When an accessory shows.
  ///
  /// UIKit parity: `UICellAccessory.DisplayedState`; same cases and raw values.
  public enum DisplayedState: Int, Hashable, Sendable {
    /// In and out of editing.
    case always = 0
    /// Only while editing.
    case whenEditing = 1
    /// Only while not editing.
    case whenNotEditing = 2
  }

  /// The width an accessory reserves.
  ///
  /// UIKit parity: `UICellAccessory.LayoutDimension`.
  public enum LayoutDimension: Hashable, Sendable {
    /// The accessory's own width.
    case actual
    /// The system's standard width (`ListMetrics.standardCustomViewWidth`).
    case standard
    /// A width in points.
    case custom(CGFloat)
  }

  /// Which edge an accessory sits on.
  ///
  /// UIKit parity: `UICellAccessory.Placement` (`leading(displayed:at:)`, `trailing(displayed:at:)`); the position
  /// closure is replaced by the order in `accessories`.
  public enum Placement: Hashable, Sendable {
    /// The leading edge.
    case leading(displayed: DisplayedState = .always)
    /// The trailing edge.
    case trailing(displayed: DisplayedState = .always)
  }

  /// How an outline disclosure looks.
  ///
  /// UIKit parity: `UICellAccessory.OutlineDisclosureOptions.Style`.
  public enum OutlineDisclosureStyle: Int, Hashable, Sendable {
    /// `.header` when the cell's content is a header style, `.cell` otherwise.
    case automatic = 0
    /// A trailing chevron for header rows.
    case header = 1
    /// A leading chevron for ordinary rows.
    case cell = 2
  }

  /// The configuration of a custom accessory: a view, where it sits and how much room it takes.
  ///
  /// UIKit parity: `UICellAccessory.CustomViewConfiguration` (`customView`, `placement`, `isHidden`,
  /// `reservedLayoutWidth`, `tintColor`, `maintainsFixedSize`). The view's size is its frame's, or its intrinsic
  /// content size while its frame is empty.
  public struct CustomViewConfiguration: Hashable, Sendable {
    /// The view shown.
    public var customView: UIView
    /// Where it sits.
    public var placement: Placement
    /// Whether it is hidden (it still reserves space). Default false.
    public var isHidden = false
    /// The width reserved. Default `.actual`.
    public var reservedLayoutWidth: LayoutDimension = .actual
    /// The tint colour; nil means the cell's tint.
    public var tintColor: UIColor?
    /// Whether the view keeps its frame's size instead of being sized to fit. Default false.
    public var maintainsFixedSize = false

    /// Creates a configuration.
    ///
    /// UIKit parity: `CustomViewConfiguration.init(customView:placement:isHidden:reservedLayoutWidth:tintColor:
    /// maintainsFixedSize:)`.
    public init(
      customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .actual
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }

    /// The view's size in points: its frame's, or, while that is empty, its intrinsic size (0 on axes without one).
    @MainActor var viewSize: CGSize {
      let frame = customView.frame.size
      if frame.width > 0 || frame.height > 0 { return frame }
      let intrinsic = customView.intrinsicContentSize
      return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }
  }

  /// The options of an outline disclosure.
  ///
  /// UIKit parity: `UICellAccessory.OutlineDisclosureOptions` (`style`, `isHidden`, `reservedLayoutWidth`,
  /// `tintColor`).
  public struct OutlineDisclosureOptions: Hashable, Sendable {
    /// How the disclosure looks.
    ///
    /// UIKit parity: `UICellAccessory.OutlineDisclosureOptions.Style`.
    public typealias Style = OutlineDisclosureStyle
    /// The style. Default `.automatic`.
    public var style: Style
    /// Whether it is hidden (it still reserves space). Default false.
    public var isHidden: Bool
    /// The width reserved; nil means the standard width.
    public var reservedLayoutWidth: LayoutDimension?
    /// The tint colour; nil means the system colour.
    public var tintColor: UIColor?

    /// Creates options.
    ///
    /// UIKit parity: `OutlineDisclosureOptions.init(style:isHidden:reservedLayoutWidth:tintColor:)`.
    public init(
      style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      self.style = style
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// What an accessory is.
  ///
  /// UIKit parity: the private kinds behind `UICellAccessory`'s factories.
  public enum Kind: Hashable, Sendable {
    case disclosureIndicator
    case checkmark
    case delete
    case insert
    case reorder
    case multiselect
    case outlineDisclosure(style: OutlineDisclosureStyle)
    case label(text: String)
    case detail
    case popUpMenu(title: String)
    case customView(CustomViewConfiguration)
  }

  /// What the accessory is.
  public var kind: Kind
  /// When it shows.
  public var displayed: DisplayedState
  /// Whether it is hidden while displayed (it still reserves space).
  public var isHidden = false
  /// The reserved width, or nil for the standard width of the kind.
  public var reservedLayoutWidth: CGFloat?
  /// The tint colour; nil means the kind's system colour.
  public var tintColor: UIColor?

  init(_ kind: Kind, displayed: DisplayedState) {
    self.kind = kind
    self.displayed = displayed
  }
}
