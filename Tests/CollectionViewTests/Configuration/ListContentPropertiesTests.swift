import CollectionView
import CompositionalLayout
import Foundation
import Testing
import TextMeasurement

@MainActor
@Suite("List content text and image properties")
struct ListContentPropertiesTests {
  let fitting = CGSize(width: 390, height: 44)

  func cell(_ text: String) -> UIListContentConfiguration {
    var content = UIListContentConfiguration.cell()
    content.text = text
    return content
  }

  @Test(arguments: [
    (UIListContentConfiguration.TextProperties.TextTransform.uppercase, "HELLO WORLD"),
    (.lowercase, "hello world"),
    (.capitalized, "Hello World"),
    (.none, "hElLo wOrLd"),
  ])
  func transformIsMeasured(transform: UIListContentConfiguration.TextProperties.TextTransform, expected: String) {
    var transformed = cell("hElLo wOrLd")
    transformed.textProperties.transform = transform
    #expect(transformed.sizeThatFits(fitting) == cell(expected).sizeThatFits(fitting))
  }

  @Test func uppercaseIsWiderThanLowercase() {
    var upper = cell("hello world")
    upper.textProperties.transform = .uppercase
    #expect(upper.sizeThatFits(fitting).width > cell("hello world").sizeThatFits(fitting).width)
  }

  @Test func adjustsFontSizeShrinksAOneLineText() {
    var content = cell(String(repeating: "Wide words ", count: 8))
    content.textProperties.numberOfLines = 1
    let plain = content.sizeThatFits(fitting)
    content.textProperties.adjustsFontSizeToFitWidth = true
    // Minimum scale 0 means the font size itself: nothing shrinks.
    #expect(content.sizeThatFits(fitting) == plain)
    content.textProperties.minimumScaleFactor = 0.5
    let shrunk = content.sizeThatFits(fitting)
    // The natural width is measured at the smaller font: at least half, less than the full width.
    #expect(shrunk.width < plain.width)
    #expect(shrunk.width - 32 >= (plain.width - 32) * 0.5 - 1)
  }

  @Test func maximumSizeScalesTheImageDown() {
    var content = cell("Photo")
    content.image = UIImage(named: "photo", size: CGSize(width: 100, height: 100))
    // 11 + 100 + 11 tall.
    #expect(content.sizeThatFits(fitting).height == 122)
    content.imageProperties.maximumSize = CGSize(width: 40, height: 0)
    // Scaled to 40 × 40: 11 + 40 + 11 = 62 tall; the text starts 40 + 16 = 56 after the margin.
    #expect(content.sizeThatFits(fitting).height == 62)
    #expect(content.imageLeadingExtent == 56)
  }

  @Test func reservedLayoutSizeAndStandardDimension() {
    var content = cell("Photo")
    content.image = UIImage(named: "photo", size: CGSize(width: 20, height: 20))
    content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 50)
    // 30 + 16 wide slot; 11 + 50 + 11 tall.
    #expect(content.imageLeadingExtent == 46)
    #expect(content.sizeThatFits(fitting).height == 72)
    let standard = UIListContentConfiguration.ImageProperties.standardDimension
    content.imageProperties.reservedLayoutSize = CGSize(width: standard, height: standard)
    // The standard slot is 40 − 16 = 24 wide; the height is the image's own (under the 44 minimum).
    #expect(content.imageLeadingExtent == 40)
    #expect(content.sizeThatFits(fitting).height == 44)
  }

  @Test func drawingPropertiesKeepTheSize() {
    var content = cell("Row")
    let size = content.sizeThatFits(fitting)
    #expect(content.alpha == 1 && content.textProperties.alignment == .natural)
    #expect(content.textProperties.adjustsFontForContentSizeCategory)
    #expect(!content.textProperties.allowsDefaultTighteningForTruncation)
    content.alpha = 0.5
    content.textProperties.alignment = .center
    content.textProperties.allowsDefaultTighteningForTruncation = true
    content.textProperties.adjustsFontForContentSizeCategory = false
    content.imageProperties.cornerRadius = 8
    #expect(content.sizeThatFits(fitting) == size)
    #expect(content != cell("Row"))
  }
}
