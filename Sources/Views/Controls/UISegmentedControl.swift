import Foundation

/// A horizontal row of segments (titles or images), at most one selected.
///
/// Sizes are chosen (uikit-view-metrics.md §6: the height is unknown, 31–32 pt by folklore): 32 pt tall; each
/// segment is as wide as the widest segment's content (titles in the system font at 13 pt, chosen, rounded up to
/// the pixel grid) plus 12 pt on each side (chosen), or its own content width plus padding when
/// `apportionsSegmentWidthsByContent`; a width set with `setWidth(_:forSegmentAt:)` wins.
///
/// UIKit parity: `UISegmentedControl` (`init(items:)`, `init(frame:actions:)`, `insertSegment(withTitle:at:animated:)`,
/// `insertSegment(with:at:animated:)`, `insertSegment(action:at:animated:)`, `removeSegment(at:animated:)`,
/// `removeAllSegments()`, `numberOfSegments`, `selectedSegmentIndex`, `setTitle(_:forSegmentAt:)`,
/// `titleForSegment(at:)`, images, enabled flags, widths, `isMomentary`, `selectedSegmentTintColor`,
/// `apportionsSegmentWidthsByContent`, `actionForSegment(at:)`, `segmentIndex(identifiedBy:)`). Content hugging
/// 250 horizontally and 750 vertically for a control made in code (§5.2, SO-HUG). `tapSegment(at:)` is a headless
/// addition that does what a tap does.
@MainActor
open class UISegmentedControl: UIControl {
  /// `selectedSegmentIndex` when no segment is selected: −1.
  ///
  /// UIKit parity: `UISegmentedControl.noSegment`.
  public static let noSegment = -1
  /// The title font size in points (chosen).
  static let titleFontSize: CGFloat = 13
  /// Padding on each side of a segment's content in points (chosen).
  static let segmentPadding: CGFloat = 12
  /// The control's height in points (chosen; §6 unknown, "31–32 after iOS 13").
  static let controlHeight: CGFloat = 32

  struct Segment {
    var title: String?
    var image: UIImage?
    var action: UIAction?
    var isEnabled = true
    var width: CGFloat = 0
  }

  var segments: [Segment] = []
  var titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The selected segment, or `noSegment` (−1). Setting it sends no actions; out-of-range values become −1.
  ///
  /// UIKit parity: `selectedSegmentIndex`.
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
      setNeedsDisplay()
    }
  }
  /// Whether a tapped segment springs back to unselected. Default false.
  ///
  /// UIKit parity: `isMomentary`.
  open var isMomentary = false
  /// Whether segments are as wide as their content instead of equal. Default false.
  ///
  /// UIKit parity: `apportionsSegmentWidthsByContent`.
  open var apportionsSegmentWidthsByContent = false {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The selected segment's colour; nil is the system's. Default nil.
  ///
  /// UIKit parity: `selectedSegmentTintColor`.
  open var selectedSegmentTintColor: UIColor?

  /// The number of segments.
  ///
  /// UIKit parity: `numberOfSegments`.
  open var numberOfSegments: Int { segments.count }

  // MARK: Initialisers

  /// Creates an empty control with a frame in points.
  ///
  /// UIKit parity: `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setDefaultContentHugging(horizontal: .defaultLow, vertical: .defaultHigh)
  }

  /// Creates an empty control from an archive (headless: zero frame).
  ///
  /// UIKit parity: `init?(coder:)`.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setDefaultContentHugging(horizontal: .defaultLow, vertical: .defaultHigh)
  }

  /// Creates a control with one segment per item: a `String` becomes a title, a `UIImage` an image (other values
  /// are skipped).
  ///
  /// UIKit parity: `init(items:)`.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(Segment(title: title))
      } else if let image = item as? UIImage {
        segments.append(Segment(image: image))
      }
    }
    invalidateIntrinsicContentSize()
  }

  /// Creates a control with one segment per action (its title and image), the action run when the segment is
  /// tapped.
  ///
  /// UIKit parity: `init(frame:actions:)` (iOS 14).
  public convenience init(frame: CGRect, actions: [UIAction]) {
    self.init(frame: frame)
    segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    invalidateIntrinsicContentSize()
  }

  // MARK: Segments

  /// Inserts a title segment at `segment` (clamped to 0…numberOfSegments).
  ///
  /// UIKit parity: `insertSegment(withTitle:at:animated:)`.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }
  /// Inserts an image segment.
  ///
  /// UIKit parity: `insertSegment(with:at:animated:)`.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }
  /// Inserts a segment for an action.
  ///
  /// UIKit parity: `insertSegment(action:at:animated:)`.
  open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
    insert(Segment(title: action.title, image: action.image, action: action), at: segment)
  }
  /// Removes a segment (out-of-range indexes do nothing); the selection follows its segment.
  ///
  /// UIKit parity: `removeSegment(at:animated:)`.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    invalidateIntrinsicContentSize()
  }
  /// Removes every segment.
  ///
  /// UIKit parity: `removeAllSegments()`.
  open func removeAllSegments() {
    segments.removeAll()
    selectedSegmentIndex = Self.noSegment
    invalidateIntrinsicContentSize()
  }

  private func insert(_ newSegment: Segment, at index: Int) {
    let position = max(0, min(index, segments.count))
    segments.insert(newSegment, at: position)
    if selectedSegmentIndex >= position { selectedSegmentIndex += 1 }
    invalidateIntrinsicContentSize()
  }

  /// Sets a segment's title (replacing its image).
  ///
  /// UIKit parity: `setTitle(_:forSegmentAt:)`.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
    invalidateIntrinsicContentSize()
  }
  /// A segment's title, nil out of range or for image segments.
  ///
  /// UIKit parity: `titleForSegment(at:)`.
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }
  /// Sets a segment's image (replacing its title).
  ///
  /// UIKit parity: `setImage(_:forSegmentAt:)`.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
    invalidateIntrinsicContentSize()
  }
  /// A segment's image.
  ///
  /// UIKit parity: `imageForSegment(at:)`.
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }
  /// Enables or disables one segment.
  ///
  /// UIKit parity: `setEnabled(_:forSegmentAt:)`.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }
  /// Whether a segment is enabled (false out of range).
  ///
  /// UIKit parity: `isEnabledForSegment(at:)`.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) && segments[segment].isEnabled
  }
  /// Sets a segment's width in points; 0 means automatic.
  ///
  /// UIKit parity: `setWidth(_:forSegmentAt:)`.
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].width = max(0, width)
    invalidateIntrinsicContentSize()
  }
  /// A segment's set width (0: automatic).
  ///
  /// UIKit parity: `widthForSegment(at:)`.
  open func widthForSegment(at segment: Int) -> CGFloat {
    segments.indices.contains(segment) ? segments[segment].width : 0
  }
  /// The action of a segment made from an action.
  ///
  /// UIKit parity: `actionForSegment(at:)`.
  open func actionForSegment(at segment: Int) -> UIAction? {
    segments.indices.contains(segment) ? segments[segment].action : nil
  }
  /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
  ///
  /// UIKit parity: `segmentIndex(identifiedBy:)`.
  open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
    segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
  }
  /// Sets text attributes for a state (kept as data; the `.font` attribute sizes titles).
  ///
  /// UIKit parity: `setTitleTextAttributes(_:for:)`.
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
    titleTextAttributes[state.rawValue] = attributes
    invalidateIntrinsicContentSize()
  }
  /// The text attributes for a state.
  ///
  /// UIKit parity: `titleTextAttributes(for:)`.
  open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
    titleTextAttributes[state.rawValue]
  }

  /// Headless: does what tapping segment `index` does when it and the control are enabled — selects it (unless
  /// momentary), runs its action, then sends `.valueChanged` and `.primaryActionTriggered`.
  ///
  /// UIKit parity: none (a touch on the segment).
  public func tapSegment(at index: Int) {
    guard isEnabled, isEnabledForSegment(at: index) else { return }
    selectedSegmentIndex = isMomentary ? Self.noSegment : index
    if let action = segments[index].action { sendAction(action) }
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  // MARK: Sizing

  /// The segments' widths in points (see the type for the rule).
  public var segmentWidths: [CGFloat] {
    let font =
      (titleTextAttributes[State.normal.rawValue]?[.font] as? UIFont) ?? .systemFont(ofSize: Self.titleFontSize)
    let scale = traitCollection.displayScale
    let content = segments.map { segment -> CGFloat in
      if let title = segment.title {
        return UILabel.measurer.size(of: title, font: font, numberOfLines: 1).width.roundedUpToPixel(scale: scale)
      }
      return segment.image?.size.width ?? 0
    }
    let equal = (content.max() ?? 0) + 2 * Self.segmentPadding
    return zip(segments, content).map { segment, width in
      if segment.width > 0 { return segment.width }
      return apportionsSegmentWidthsByContent ? width + 2 * Self.segmentPadding : equal
    }
  }

  /// The segments' widths summed by 32 pt (chosen); 0 wide without segments.
  ///
  /// UIKit parity: `intrinsicContentSize`.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: segmentWidths.reduce(0, +), height: Self.controlHeight)
  }

  /// The intrinsic size.
  ///
  /// UIKit parity: `sizeThatFits(_:)`.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
