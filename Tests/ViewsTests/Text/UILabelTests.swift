import Foundation
import Testing
import Views

/// A view that counts its layout passes, to observe a subview's `invalidateIntrinsicContentSize()`.
@MainActor
final class LayoutCountingView: UIView {
  var layoutCount = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
  }
}

/// A user subclass with UIKit's initialiser pattern (must compile and run).
@MainActor
final class BadgeLabel: UILabel {
  var invalidations = 0
  override init(frame: CGRect) {
    super.init(frame: frame)
    textAlignment = .center
  }
  required init?(coder: NSCoder) { fatalError("not used") }
  override var intrinsicContentSize: CGSize {
    invalidations += 1
    let size = super.intrinsicContentSize
    return CGSize(width: size.width + 8, height: size.height + 4)
  }
}

@MainActor
@Suite("UILabel")
struct UILabelTests {
  /// "Hello" in DejaVu Sans 17: H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191 units × 17 / 2048 = 43.0894 pt;
  /// line height 2384 × 17 / 2048 = 19.7890625 pt (see TextMeasurerTests).
  let helloWidth: CGFloat = 43.08935546875
  let lineHeight17: CGFloat = 19.7890625

  @Test func defaults() {
    let label = UILabel()
    #expect(label.font == UIFont.systemFont(ofSize: 17))  // §4.2
    #expect(label.textColor == UIColor.label)
    #expect(label.numberOfLines == 1)
    #expect(label.textAlignment == .natural)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.text == nil)
    #expect(label.isUserInteractionEnabled == false)
    // §5.2 SO-HUG: a label made in code hugs at 250 and resists compression at 750 on both axes.
    #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(label.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
    #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }

  @Test func emptyLabelHasZeroIntrinsicSize() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = ""
    #expect(label.intrinsicContentSize == .zero)
  }

  @Test func oneLineIntrinsicSizeIsRoundedUpToThirdsAt3x() {
    let label = UILabel()
    label.text = "Hello"
    // Width 43.0894 × 3 = 129.27 px → 130 px = 43.333 pt; height 19.789 × 3 = 59.37 px → 60 px = 20 pt.
    let size = label.intrinsicContentSize
    #expect(size.width == 130.0 / 3)
    #expect(size.height == 20)
    #expect(size.width == (TextMeasurer().size(of: "Hello", font: .systemFont(ofSize: 17)).width * 3).rounded(.up) / 3)
  }

  @Test func roundingFollowsTheDisplayScale() {
    let label = UILabel()
    label.overrideTraitCollection = UITraitCollection(displayScale: 2)
    label.text = "Hello"
    // 43.0894 × 2 = 86.18 px → 87 px = 43.5 pt; 19.789 × 2 = 39.58 px → 40 px = 20 pt.
    #expect(label.intrinsicContentSize == CGSize(width: 43.5, height: 20))
  }

  @Test func multiLineWrapsAtPreferredMaxLayoutWidth() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "Hello Hello"
    // Unwrapped: Hello + space + Hello on one line.
    #expect(label.intrinsicContentSize.height == 20)
    // At 50 pt the second "Hello" cannot join the first (43.09 + 651 × 17 / 2048 + 43.09 > 50): two lines,
    // 2 × 19.789 = 39.578 → ×3 = 118.73 px → 119 px = 39.667 pt; width is the widest line, 43.333.
    label.preferredMaxLayoutWidth = 50
    #expect(label.intrinsicContentSize == CGSize(width: 130.0 / 3, height: 119.0 / 3))
  }

  @Test func multiLineWrapsAtTheBoundsWidthWithoutAPreferredWidth() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
    label.numberOfLines = 2
    label.text = "Hello Hello Hello"
    // Two lines allowed; the third word is dropped from the measurement (tail truncation on line 2).
    #expect(label.intrinsicContentSize.height == 119.0 / 3)
  }

  @Test func oneLineLabelDoesNotWrapAtItsBounds() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    label.text = "Hello Hello"
    #expect(label.intrinsicContentSize.height == 20)
    #expect(label.intrinsicContentSize.width > 80)
  }

  @Test func sizeThatFitsWrapsMultiLineLabelsAtTheGivenWidth() {
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "Hello Hello"
    #expect(label.sizeThatFits(CGSize(width: 50, height: 0)) == CGSize(width: 130.0 / 3, height: 119.0 / 3))
    label.numberOfLines = 1
    #expect(label.sizeThatFits(CGSize(width: 50, height: 0)).height == 20)
  }

  @Test func textChangesInvalidateTheIntrinsicSize() {
    let container = LayoutCountingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel()
    container.addSubview(label)
    container.layoutIfNeeded()
    let before = container.layoutCount
    label.text = "Changed"
    container.layoutIfNeeded()
    #expect(container.layoutCount == before + 1)
    label.font = .systemFont(ofSize: 30)
    container.layoutIfNeeded()
    #expect(container.layoutCount == before + 2)
    label.numberOfLines = 0
    container.layoutIfNeeded()
    #expect(container.layoutCount == before + 3)
  }

  @Test func adjustsFontForContentSizeCategoryFollowsATraitChange() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let label = UILabel()
    label.adjustsFontForContentSizeCategory = true
    label.font = .preferredFont(forTextStyle: .body)
    label.text = "Hello"
    container.addSubview(label)
    #expect(label.font.pointSize == 17)  // body at Large, §4.1
    container.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
    #expect(label.font.pointSize == 40)  // body at AX3, §4.1
    // Intrinsic height follows: one line at 40 pt = 2384 × 40 / 2048 = 46.5625 → ×3 = 139.69 px → 140 px.
    #expect(label.intrinsicContentSize.height == 140.0 / 3)
  }

  @Test func fontsWithoutATextStyleOrWithoutTheFlagStay() {
    let container = UIView()
    let plain = UILabel()
    plain.adjustsFontForContentSizeCategory = true
    plain.font = .systemFont(ofSize: 17)
    let unflagged = UILabel()
    unflagged.font = .preferredFont(forTextStyle: .body)
    container.addSubview(plain)
    container.addSubview(unflagged)
    container.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(plain.font.pointSize == 17)
    #expect(unflagged.font.pointSize == 17)
  }

  @Test func attributedTextSetsTextFontAndColour() {
    let label = UILabel()
    let font = UIFont.boldSystemFont(ofSize: 20)
    label.attributedText = NSAttributedString(
      string: "Bold", attributes: [.font: font, .foregroundColor: UIColor.systemRed])
    #expect(label.text == "Bold")
    #expect(label.font == font)
    #expect(label.textColor == UIColor.systemRed)
    label.text = "Plain"
    #expect(label.attributedText?.string == "Plain")
    #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
  }

  @Test func resettableProperties() {
    let label = UILabel()
    label.font = .systemFont(ofSize: 30)
    label.font = nil
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    label.textColor = .red
    label.textColor = nil
    #expect(label.textColor == UIColor.label)
  }

  @Test func lineFragmentsAreAlignedAndCentredVertically() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    label.text = "Hello"
    label.textAlignment = .center
    let line = try #require(label.lineFragments.first)
    #expect(label.lineFragments.count == 1)
    // x = (100 − 43.0894) / 2; y = (40 − 19.789) / 2; baseline = y + ascender 1901 × 17 / 2048.
    #expect(abs(line.frame.minX - (100 - helloWidth) / 2) < 1e-9)
    #expect(abs(line.frame.minY - (40 - lineHeight17) / 2) < 1e-9)
    #expect(abs(line.baseline - ((40 - lineHeight17) / 2 + 1901.0 * 17 / 2048)) < 1e-9)
    label.textAlignment = .right
    #expect(abs((label.lineFragments.first?.frame.maxX ?? 0) - 100) < 1e-9)
  }

  @Test func oneLineLabelTruncatesAtItsWidth() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    label.text = "Hello Hello Hello"
    let line = try #require(label.lineFragments.first)
    #expect(label.lineFragments.count == 1)
    #expect(line.isTruncated)
    #expect(line.text.hasSuffix("\u{2026}"))
    #expect(line.frame.width <= 60)
  }

  @Test func linesThatDoNotFitTheHeightAreDropped() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    label.numberOfLines = 0
    label.text = "Hello Hello Hello"
    // Three lines of 19.789 pt; only one fits in 30 pt, and it is truncated.
    #expect(label.lineFragments.count == 1)
    #expect(label.lineFragments.first?.isTruncated == true)
    #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0).height == lineHeight17)
  }

  @Test func userSubclassWithInitFrameCompilesAndOverrides() {
    let label = BadgeLabel(frame: .zero)
    label.text = "Hello"
    #expect(label.textAlignment == .center)
    #expect(label.intrinsicContentSize == CGSize(width: 130.0 / 3 + 8, height: 24))
  }

  @Test func resolvedTextColorFollowsState() {
    let label = UILabel()
    label.highlightedTextColor = .white
    label.isHighlighted = true
    #expect(label.resolvedTextColor == UIColor.white)
    label.isHighlighted = false
    label.isEnabled = false
    #expect(label.resolvedTextColor == UIColor.tertiaryLabel)
  }
}
