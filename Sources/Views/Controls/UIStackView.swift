import Foundation

/// A view that arranges a list of views in a row or a column (the API; the arranging is built on Auto Layout).
///
/// Arranged subviews are also subviews: adding one adds it as a subview; `removeArrangedSubview(_:)` only takes it
/// out of the arrangement (it stays a subview, as in UIKit), while `removeFromSuperview()` removes it from both.
/// Every change of the arrangement calls the internal `arrangedSubviewsDidChange()`, which marks the stack for
/// layout.
///
/// UIKit parity: `UIStackView` (`init(arrangedSubviews:)`, `arrangedSubviews`, `addArrangedSubview(_:)`,
/// `removeArrangedSubview(_:)`, `insertArrangedSubview(_:at:)`, `axis`, `distribution`, `alignment`, `spacing`,
/// `setCustomSpacing(_:after:)`, `customSpacing(after:)`, `isBaselineRelativeArrangement`,
/// `isLayoutMarginsRelativeArrangement`, `spacingUseDefault`, `spacingUseSystem`); semantics in
/// uikit-view-metrics.md §5.4, arranged with constraints the stack installs on itself (see
/// `UIStackView+Arrangement.swift` for the rules and the choices where UIKit's are undocumented).
@MainActor
open class UIStackView: UIView {
  /// How arranged views share the stack's length along its axis.
  ///
  /// UIKit parity: `UIStackView.Distribution`; same cases and raw values (§5.4).
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  /// How arranged views are placed across the stack's axis.
  ///
  /// UIKit parity: `UIStackView.Alignment`; same cases and raw values (`top` is `leading`, `bottom` is
  /// `trailing`; §5.4).
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5
    /// The top edge (vertical stacks' leading), raw value 1.
    public static var top: Alignment { .leading }
    /// The bottom edge, raw value 4.
    public static var bottom: Alignment { .trailing }
  }

  /// `customSpacing(after:)` when no custom spacing is set, and a custom spacing that restores `spacing`:
  /// `FLT_MAX` (uikit-view-metrics.md §5.3, HDR UIStackView.h).
  ///
  /// UIKit parity: `UIStackView.spacingUseDefault`.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// A spacing that asks for the system spacing between the views: `FLT_MIN` (§5.3, HDR).
  ///
  /// UIKit parity: `UIStackView.spacingUseSystem`.
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The arranged views, in order.
  ///
  /// UIKit parity: `arrangedSubviews`.
  open private(set) var arrangedSubviews: [UIView] = []

  /// The direction views are arranged in. Default `.horizontal`.
  ///
  /// UIKit parity: `axis`.
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangedSubviewsDidChange() } }
  }
  /// How views share the length. Default `.fill`.
  ///
  /// UIKit parity: `distribution`.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangedSubviewsDidChange() } }
  }
  /// How views are placed across the axis. Default `.fill`.
  ///
  /// UIKit parity: `alignment`.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangedSubviewsDidChange() } }
  }
  /// The gap between neighbours in points (exact for the fill distributions, a minimum for the equal ones;
  /// negative overlaps; `spacingUseSystem` for the system spacing). Default 0.
  ///
  /// UIKit parity: `spacing`.
  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrangedSubviewsDidChange() } }
  }
  /// Whether vertical gaps are measured between baselines. Default false.
  ///
  /// UIKit parity: `isBaselineRelativeArrangement`.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { arrangedSubviewsDidChange() } }
  }
  /// Whether the arrangement is inset by the layout margins. Default false.
  ///
  /// UIKit parity: `isLayoutMarginsRelativeArrangement`.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangedSubviewsDidChange() } }
  }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack installs on itself to arrange its views (rebuilt when the arrangement changes).
  var arrangementConstraints: [NSLayoutConstraint] = []
  /// The properties `arrangementConstraints` were built from.
  var builtArrangement: ArrangementInputs?

  /// The properties the arrangement constraints follow.
  struct ArrangementInputs: Equatable {
    var axis: NSLayoutConstraint.Axis
    var distribution: Distribution
    var alignment: Alignment
    var spacing: CGFloat
    var isBaselineRelativeArrangement: Bool
    var isLayoutMarginsRelativeArrangement: Bool
  }

  /// The current arrangement properties.
  var arrangementInputs: ArrangementInputs {
    ArrangementInputs(
      axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
      isBaselineRelativeArrangement: isBaselineRelativeArrangement,
      isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement)
  }

  /// Rebuilds the arrangement when a property changed without its observer running (Swift runs no observers for
  /// properties set in the class's own initialisers, such as a convenience `init(axis:…)` in an extension).
  ///
  /// UIKit parity: `updateConstraints()`; subclasses call `super`.
  open override func updateConstraints() {
    if builtArrangement != arrangementInputs { rebuildArrangementConstraints() }
    super.updateConstraints()
  }

  // MARK: Initialisers

  /// Creates an empty horizontal stack with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates an empty stack from an archive (headless: zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Creates a horizontal stack arranging `views` (each added as a subview).
  ///
  /// UIKit parity: `init(arrangedSubviews:)`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Arrangement

  /// Appends `view` to the arrangement and, if it is not one already, as the frontmost subview.
  ///
  /// UIKit parity: `addArrangedSubview(_:)`.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arrangement at `stackIndex` (0…count; moved when already arranged) and adds it as a
  /// subview when it is not one.
  ///
  /// UIKit parity: `insertArrangedSubview(_:at:)`; UIKit raises for an index out of range, here it is clamped.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: existing) }
    arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
    if view.superview !== self { addSubview(view) }
    arrangedSubviewsDidChange()
  }

  /// Takes `view` out of the arrangement; it stays a subview. Its custom spacing is dropped.
  ///
  /// UIKit parity: `removeArrangedSubview(_:)`.
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    arrangedSubviewsDidChange()
  }

  /// Sets the gap after `arrangedSubview` in points (`spacingUseDefault` restores `spacing`).
  ///
  /// UIKit parity: `setCustomSpacing(_:after:)`; kept while the view is arranged (§5.4).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    arrangedSubviewsDidChange()
  }

  /// The custom gap after `arrangedSubview`, or `spacingUseDefault` when none is set.
  ///
  /// UIKit parity: `customSpacing(after:)`.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// A subview leaving the stack also leaves the arrangement.
  ///
  /// UIKit parity: `willRemoveSubview(_:)`; subclasses call `super`.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  // MARK: Hooks

  /// The arrangement or its parameters changed: the stack's constraints are rebuilt and the stack lays out again.
  func arrangedSubviewsDidChange() {
    rebuildArrangementConstraints()
    setNeedsLayout()
  }

  /// An arranged view's intrinsic size changed: the `.fill` order constraint that keeps it at its intrinsic length
  /// takes the new length (`.fillProportionally` ratios are rebuilt).
  override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
    super.subviewIntrinsicContentSizeDidChange(subview)
    guard !subview.isHidden, arrangedSubviews.contains(where: { $0 === subview }) else { return }
    switch distribution {
    case .fill:
      let size = subview.intrinsicContentSize
      let length = axis == .horizontal ? size.width : size.height
      let existing = arrangementConstraints.first { $0.identifier == "UISV-fill-order" && $0.firstItem === subview }
      if let existing, length != UIView.noIntrinsicMetric {
        if existing.constant != length { existing.constant = length }
      } else if existing != nil || length != UIView.noIntrinsicMetric {
        arrangedSubviewsDidChange()
      }
    case .fillProportionally:
      arrangedSubviewsDidChange()
    case .fillEqually, .equalSpacing, .equalCentering:
      break
    }
  }

  override func arrangedSubviewVisibilityDidChange(_ subview: UIView) {
    super.arrangedSubviewVisibilityDidChange(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) { arrangedSubviewsDidChange() }
  }
}
