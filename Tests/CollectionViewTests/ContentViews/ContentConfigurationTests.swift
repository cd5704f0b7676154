import CollectionView
import CompositionalLayout
import Foundation
import Testing
import TextMeasurement

/// A configuration of another type than list content, with its own view.
struct SwatchConfiguration: UIContentConfiguration, Hashable {
  var name = "red"

  func makeContentView() -> any UIView & UIContentView { SwatchView(configuration: self) }

  func updated(for state: any UIConfigurationState) -> SwatchConfiguration {
    guard let state = state as? UICellConfigurationState, state.isSelected else { return self }
    var selected = self
    selected.name += " (selected)"
    return selected
  }
}

/// The view of `SwatchConfiguration`: a fixed 60-pt-tall swatch.
final class SwatchView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: SwatchConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { fatalError("unused") }

  override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 60) }
}

@MainActor
@Suite("Content configurations and content views")
struct ContentConfigurationTests {
  func listContent(_ text: String) -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
    content.text = text
    return content
  }

  @Test func cellInstallsTheContentViewFillingContentView() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.contentConfiguration = listContent("Hello")
    let installed = try #require(cell.contentView.subviews.first as? UIListContentView)
    #expect(cell.contentView.subviews.count == 1)
    #expect(installed.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    // The cell grows: the content view follows it (flexible width and height).
    cell.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
    #expect(installed.frame == CGRect(x: 0, y: 0, width: 390, height: 80))
  }

  @Test func aSupportedConfigurationUpdatesTheInstalledView() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.contentConfiguration = listContent("One")
    let first = try #require(cell.contentView.subviews.first as? UIListContentView)
    cell.contentConfiguration = listContent("Two")
    let second = try #require(cell.contentView.subviews.first as? UIListContentView)
    #expect(first === second)
    #expect((second.configuration as? UIListContentConfiguration)?.text == "Two")
  }

  @Test func anotherConfigurationTypeReplacesTheViewAndNilRemovesIt() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.contentConfiguration = listContent("One")
    cell.contentConfiguration = SwatchConfiguration()
    #expect(cell.contentView.subviews.count == 1)
    let swatch = try #require(cell.contentView.subviews.first as? SwatchView)
    // The default `supports(_:)`: the same configuration type only.
    #expect(swatch.supports(SwatchConfiguration(name: "blue")))
    #expect(!swatch.supports(listContent("x")))
    cell.contentConfiguration = nil
    #expect(cell.contentView.subviews.isEmpty)
  }

  @Test func stateUpdatesReachTheInstalledView() throws {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.contentConfiguration = SwatchConfiguration()
    let swatch = try #require(cell.contentView.subviews.first as? SwatchView)
    cell.isSelected = true
    #expect((swatch.configuration as? SwatchConfiguration)?.name == "red (selected)")
    #expect(cell.contentView.subviews.first === swatch)
  }

  @Test func listContentViewMeasuresAsItsConfiguration() {
    let long = String(repeating: "A long line of words that wraps. ", count: 6)
    let view = UIListContentView(configuration: listContent(long))
    let fitted = view.systemLayoutSizeFitting(
      CGSize(width: 390, height: 44), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    // Text column: 390 − 16 − 16 = 358 pt; height 11 + wrapped text + 11.
    let text = TextMeasurer(emptyTextSize: .zero).size(of: long, font: .systemFont(ofSize: 17), width: 358).height
    #expect(fitted.width == 390)
    #expect(abs(fitted.height - (22 + text)) < 0.001)
    #expect(view.sizeThatFits(CGSize(width: 390, height: 44)).height == fitted.height)
  }

  @Test func listContentViewPlacesItsLabelAndGuides() throws {
    var content = listContent("Hello")
    content.secondaryText = nil
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    view.layoutIfNeeded()
    let labels = view.subviews.compactMap { $0 as? UILabel }
    #expect(labels.count == 1)
    #expect(labels.first?.text == "Hello")
    #expect(view.secondaryTextLayoutGuide == nil && view.imageLayoutGuide == nil)
    let guide = try #require(view.textLayoutGuide)
    // One 17-pt line of height h, centred between the 11-pt margins: y = 11 + (22 − h) / 2; x = 16.
    let line = TextMeasurer(emptyTextSize: .zero).size(of: "Hello", font: .systemFont(ofSize: 17))
    #expect(guide.layoutFrame.minX == 16)
    #expect(abs(guide.layoutFrame.minY - (11 + (22 - line.height) / 2)) < 0.001)
    #expect(abs(guide.layoutFrame.width - line.width) < 0.001)
    #expect(labels.first?.frame == guide.layoutFrame)
  }

  @Test func listContentViewMirrorsRightToLeft() throws {
    var content = listContent("Hello")
    content.secondaryText = nil
    let view = UIListContentView(configuration: content)
    view.semanticContentAttribute = .forceRightToLeft
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    view.layoutIfNeeded()
    let guide = try #require(view.textLayoutGuide)
    // The text starts at the leading margin, now the right one: maxX = 390 − 16 = 374, x = 374 − line width.
    let line = TextMeasurer(emptyTextSize: .zero).size(of: "Hello", font: .systemFont(ofSize: 17))
    #expect(abs(guide.layoutFrame.maxX - 374) < 0.001)
    #expect(abs(guide.layoutFrame.width - line.width) < 0.001)
    #expect(view.subviews.compactMap { $0 as? UILabel }.first?.frame == guide.layoutFrame)
  }

  @Test func centredListTextSpansTheTextColumn() throws {
    var content = listContent("Hello")
    content.secondaryText = nil
    content.textProperties.alignment = .center
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    view.layoutIfNeeded()
    let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
    // The column runs from the leading margin (16) to the trailing one: 390 − 16 − 16 = 358 wide; the label spans
    // it and centres its text.
    #expect(label.frame.minX == 16)
    #expect(label.frame.width == 358)
    #expect(label.textAlignment == .center)
  }

  @Test func aSymbolTakesThePreferredPointSize() throws {
    var content = listContent("Hello")
    content.image = UIImage(systemName: "star")
    content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
    view.layoutIfNeeded()
    let guide = try #require(view.imageLayoutGuide)
    // A symbol placeholder at point size p is 1.2 p square (UIImage.withConfiguration): 40 × 1.2 = 48 pt high.
    #expect(guide.layoutFrame.height == 48)
    // The cell grows with it: at least the image and the 11-pt top and bottom margins, 48 + 22 = 70.
    #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height >= 70)
  }

  @Test func attributedTextTakesPrecedenceWithItsFirstRunsFont() throws {
    var content = listContent("Plain")
    content.secondaryText = nil
    let big = UIFont.systemFont(ofSize: 30)
    let attributed = NSMutableAttributedString(string: "Styled", attributes: [.font: big])
    content.attributedText = attributed
    // The configuration keeps a copy, as UIKit's copy property does: changing the original afterwards does nothing.
    attributed.mutableString.setString("Changed")
    #expect(content.attributedText?.string == "Styled")
    let view = UIListContentView(configuration: content)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 80)
    view.layoutIfNeeded()
    let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.text == "Styled")
    #expect(label.font == big)
    // Measured with the 30-pt font: the guide is as wide as "Styled" at 30 pt.
    let line = TextMeasurer(emptyTextSize: .zero).size(of: "Styled", font: big)
    let guide = try #require(view.textLayoutGuide)
    #expect(abs(guide.layoutFrame.width - line.width) < 0.001)
    // 11-pt margins above and below one 30-pt line (about 36 pt high: 36 + 22 = 58, above the 44-pt minimum row).
    #expect(abs(view.sizeThatFits(CGSize(width: 390, height: 0)).height - max(44, line.height + 22)) < 0.5)
  }

  @Test func selfSizingMeasuresTheInstalledContentView() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    cell.contentConfiguration = SwatchConfiguration()
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.size = CGSize(width: 390, height: 44)
    // Vertical: width required (390), height fitted: the swatch's intrinsic 60.
    #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 390, height: 60))
  }

  @Test func customStatesAreStoredByKey() {
    let archived = UIConfigurationStateCustomKey("com.example.isArchived")
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    #expect(state[archived] == nil)
    let plain = state
    state[archived] = true
    #expect(state[archived] as? Bool == true)
    #expect(state != plain)
    state[archived] = nil
    #expect(state == plain)
    #expect(UIConfigurationStateCustomKey(rawValue: "k") == UIConfigurationStateCustomKey("k"))
  }

  @Test func backgroundColoursResolveWithTransformers() {
    var background = UIBackgroundConfiguration.clear()
    #expect(background.backgroundColor == .clear)
    background.backgroundColor = nil
    // nil is the tint colour.
    #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
    background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.3) }
    #expect(background.resolvedBackgroundColor(for: .systemBlue).components().alpha == 0.3)
    // The stroke defaults to the resolved background colour.
    #expect(background.resolvedStrokeColor(for: .systemBlue).components().alpha == 0.3)
    let copy = background
    #expect(copy == background)
  }

  @Test func grayscaleUsesRec709Weights() {
    let grey = UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    // 0.2126 × 1 + 0.7152 × 0 + 0.0722 × 0.
    #expect(abs(grey.components().red - 0.2126) < 1e-9)
    #expect(grey.components().green == grey.components().red)
    #expect(grey.components().alpha == 0.5)
  }

  @Test func textAndImagePropertiesResolveTheirColours() {
    var content = UIListContentConfiguration.cell()
    content.textProperties.colorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
    #expect(content.textProperties.resolvedColor().components().alpha == 0.5)
    #expect(content.imageProperties.resolvedTintColor(for: .systemRed) == .systemRed)
    content.imageProperties.tintColor = .systemGreen
    #expect(content.imageProperties.resolvedTintColor(for: .systemRed) == .systemGreen)
  }
}
