import CompositionalLayout
import Foundation
import TextMeasurement

extension UICellAccessory {
  /// A trailing chevron saying the row leads somewhere.
  ///
  /// UIKit parity: `UICellAccessory.disclosureIndicator(displayed:options:)`.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(.disclosureIndicator, displayed: displayed)
  }

  /// A trailing checkmark.
  ///
  /// UIKit parity: `UICellAccessory.checkmark(displayed:options:)`.
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(.checkmark, displayed: displayed)
  }

  /// A leading red delete control, shown while editing by default.
  ///
  /// UIKit parity: `UICellAccessory.delete(displayed:options:actionHandler:)`.
  public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(.delete, displayed: displayed)
  }

  /// A leading green insert control, shown while editing by default.
  ///
  /// UIKit parity: `UICellAccessory.insert(displayed:options:actionHandler:)`.
  public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(.insert, displayed: displayed)
  }

  /// A trailing reorder grip, shown while editing by default.
  ///
  /// UIKit parity: `UICellAccessory.reorder(displayed:options:)`.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(.reorder, displayed: displayed)
  }

  /// A leading selection circle, shown while editing by default.
  ///
  /// UIKit parity: `UICellAccessory.multiselect(displayed:options:)`.
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(.multiselect, displayed: displayed)
  }

  /// A rotating chevron that expands and collapses an outline row: trailing in the `.header` style, leading in
  /// the `.cell` style (chosen; see `ListMetrics`).
  ///
  /// UIKit parity: `UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)`; expanding is done through
  /// the diffable data source (`expand(_:)`, `collapse(_:)`).
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, style: OutlineDisclosureStyle = .automatic
  ) -> UICellAccessory {
    UICellAccessory(.outlineDisclosure(style: style), displayed: displayed)
  }

  /// A rotating chevron with `options`; `actionHandler` is kept as UIKit's replacement for the default
  /// expand/collapse (headless it is not called).
  ///
  /// UIKit parity: `UICellAccessory.outlineDisclosure(displayed:options:actionHandler:)`.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions,
    actionHandler: (@MainActor () -> Void)? = nil
  ) -> UICellAccessory {
    var accessory = UICellAccessory(.outlineDisclosure(style: options.style), displayed: displayed)
    accessory.isHidden = options.isHidden
    accessory.tintColor = options.tintColor
    if let width = options.reservedLayoutWidth {
      switch width {
      case .actual: break
      case .standard: accessory.reservedLayoutWidth = ListMetrics.outlineDisclosureWidth
      case .custom(let points): accessory.reservedLayoutWidth = max(0, points)
      }
    }
    return accessory
  }

  /// A trailing secondary-coloured text.
  ///
  /// UIKit parity: `UICellAccessory.label(text:displayed:options:)`.
  public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(.label(text: text), displayed: displayed)
  }

  /// A trailing info button.
  ///
  /// UIKit parity: `UICellAccessory.detail(displayed:options:actionHandler:)` (iOS 15.4).
  public static func detail(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(.detail, displayed: displayed)
  }

  /// Trailing up/down chevrons that open a menu titled `menuTitle`.
  ///
  /// UIKit parity: `UICellAccessory.popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)` (iOS 16); the
  /// menu is its title.
  public static func popUpMenu(_ menuTitle: String, displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(.popUpMenu(title: menuTitle), displayed: displayed)
  }

  /// A custom view at the configuration's placement.
  ///
  /// UIKit parity: `UICellAccessory.customView(configuration:)`.
  public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
    var accessory: UICellAccessory
    switch configuration.placement {
    case .leading(let displayed), .trailing(let displayed):
      accessory = UICellAccessory(.customView(configuration), displayed: displayed)
    }
    accessory.isHidden = configuration.isHidden
    accessory.tintColor = configuration.tintColor
    return accessory
  }

  /// Whether the accessory sits at the leading edge; `headerStyle` says whether the cell's content is a header
  /// style (for `.automatic` outline disclosures).
  public func isLeading(headerStyle: Bool) -> Bool {
    switch kind {
    case .delete, .insert, .multiselect: return true
    case .outlineDisclosure(let style):
      switch style {
      case .header: return false
      case .cell: return true
      case .automatic: return !headerStyle
      }
    case .customView(let configuration):
      if case .leading = configuration.placement { return true }
      return false
    case .disclosureIndicator, .checkmark, .reorder, .label, .detail, .popUpMenu: return false
    }
  }

  /// Whether the accessory shows when the cell is (or is not) editing.
  public func isDisplayed(editing: Bool) -> Bool {
    switch displayed {
    case .always: return true
    case .whenEditing: return editing
    case .whenNotEditing: return !editing
    }
  }

  /// The width the accessory takes, in points (`reservedLayoutWidth`, else the kind's width from `ListMetrics`;
  /// a label's width is its text's in 17-pt system font; a custom view's its own).
  @MainActor public var layoutWidth: CGFloat {
    if let reservedLayoutWidth { return reservedLayoutWidth }
    switch kind {
    case .disclosureIndicator: return ListMetrics.disclosureIndicatorWidth
    case .checkmark: return ListMetrics.checkmarkWidth
    case .outlineDisclosure: return ListMetrics.outlineDisclosureWidth
    case .delete, .insert, .multiselect, .detail: return ListMetrics.circularControlWidth
    case .reorder: return ListMetrics.reorderWidth
    case .popUpMenu: return ListMetrics.popUpMenuWidth
    case .label(let text):
      return TextMeasurer(emptyTextSize: .zero).size(
        of: text, font: .systemFont(ofSize: ListMetrics.labelAccessoryFontSize), numberOfLines: 1
      ).width
    case .customView(let configuration):
      switch configuration.reservedLayoutWidth {
      case .actual: return configuration.viewSize.width
      case .standard: return ListMetrics.standardCustomViewWidth
      case .custom(let width): return max(0, width)
      }
    }
  }

  /// The accessory's height, in points (a custom view's own height; 22 for the rest).
  @MainActor public var layoutHeight: CGFloat {
    if case .customView(let configuration) = kind { return configuration.viewSize.height }
    return ListMetrics.circularControlWidth
  }
}
