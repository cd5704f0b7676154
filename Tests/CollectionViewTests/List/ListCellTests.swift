import CollectionView
import CompositionalLayout
import Foundation
import Testing
import TextMeasurement

/// List content styles, accessories, indentation and separator guides of `UICollectionViewListCell`.
@MainActor
@Suite("List cells")
struct ListCellTests {
  /// Height of one line of `size`-pt system text (Inter: (2728 + 680)/2816 em).
  func line(_ size: CGFloat) -> CGFloat {
    TextMeasurer().size(of: "Xg", font: .systemFont(ofSize: size)).height
  }

  /// A list cell of `width` × 44 inside a list with 20-pt margins (a 390-wide collection view).
  func cell(width: CGFloat = 350, text: String = "Title") -> UICollectionViewListCell {
    let cell = UICollectionViewListCell(frame: CGRect(x: 20, y: 0, width: width, height: 44))
    cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
    var content = UIListContentConfiguration.cell()
    content.text = text
    cell.contentConfiguration = content
    return cell
  }

  func preferredHeight(_ cell: UICollectionViewListCell) -> CGFloat {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = cell.frame
    return cell.preferredLayoutAttributesFitting(attributes).size.height
  }

  @Test("One line of default text is 44 pt; a subtitle row is taller; a value row stays one line")
  func rowHeights() {
    var one = UIListContentConfiguration.cell()
    one.text = "Wi-Fi"
    // 11 + 20.57 + 11 = 42.57 < the 44-pt minimum.
    #expect(one.sizeThatFits(CGSize(width: 350, height: 44)).height == 44)
    var subtitle = UIListContentConfiguration.subtitleCell()
    subtitle.text = "Wi-Fi"
    subtitle.secondaryText = "Connected"
    // 11 + 17-pt line + 3 + 15-pt line + 11 ≈ 62.25.
    let expected = 11 + line(17) + 3 + line(15) + 11
    #expect(abs(subtitle.sizeThatFits(CGSize(width: 350, height: 44)).height - expected) < 0.001)
    #expect(expected > 44)
    var value = UIListContentConfiguration.valueCell()
    value.text = "Version"
    value.secondaryText = "18.0"
    #expect(value.prefersSideBySideTextAndSecondaryText)
    #expect(value.sizeThatFits(CGSize(width: 350, height: 44)).height == 44)
  }

  @Test("Header and footer styles: grouped header 16 + footnote line + 6; prominent headers are larger")
  func headerStyles() {
    var header = UIListContentConfiguration.groupedHeader()
    header.text = "SETTINGS"
    let height = header.sizeThatFits(CGSize(width: 350, height: 44)).height
    #expect(abs(height - (16 + line(13) + 6)) < 0.001)  // ≈ 37.1 (spec: ≈ 37.7 with SF)
    var prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
    prominent.text = "Settings"
    var extra = UIListContentConfiguration.extraProminentInsetGroupedHeader()
    extra.text = "Settings"
    let prominentHeight = prominent.sizeThatFits(CGSize(width: 350, height: 44)).height
    #expect(prominentHeight > height)
    #expect(extra.sizeThatFits(CGSize(width: 350, height: 44)).height > prominentHeight)
    #expect(UIListContentConfiguration.header(for: .insetGrouped) == .groupedHeader())
    #expect(UIListContentConfiguration.footer(for: .plain) == .plainFooter())
    #expect(UIListContentConfiguration.sidebarHeader().isHeaderStyle)
    #expect(UIListContentConfiguration.cell(for: .sidebar) == .sidebarCell())
  }

  @Test("Without accessories the content spans the cell and the text starts at the 20-pt margin")
  func plainContent() {
    let cell = cell()
    #expect(cell.contentLayoutFrame == CGRect(x: 0, y: 0, width: 350, height: 44))
    #expect(cell.textLayoutLeading == 20)
    // Separator: from the text (20) to the trailing edge, one pixel at the bottom: screen x 40…370 (spec W1).
    #expect(isOnPixel(cell.separatorLayoutFrame, [20, 131.0 / 3, 330, 1.0 / 3]))
  }

  @Test("A trailing disclosure indicator narrows the content; a leading delete control moves the text")
  func accessoriesNarrowContent() throws {
    let cell = cell()
    cell.accessories = [.disclosureIndicator()]
    // Chevron box ends at the margin: 350 − 20 = 330, 12 wide → 318…330; content ends 11 before: 307.
    let chevron = try #require(cell.accessoryLayoutFrames.first)
    #expect(chevron.frame == CGRect(x: 318, y: 11, width: 12, height: 22))
    #expect(cell.contentLayoutFrame.width == 307)
    #expect(cell.textLayoutLeading == 20)
    cell.accessories = [.delete(), .disclosureIndicator()]
    #expect(cell.accessoryLayoutFrames.count == 1)  // delete shows only while editing
    cell.isEditing = true
    // Delete at the margin 20…42; content from 42 + 16 = 58 to 307; its own leading margin is 0.
    #expect(cell.contentLayoutFrame == CGRect(x: 58, y: 0, width: 249, height: 44))
    #expect(cell.textLayoutLeading == 58)
    cell.accessories = [.label(text: "Off"), .checkmark(), .reorder(displayed: .always)]
    // Trailing from the margin inwards: label, 8, checkmark (14), 8, reorder (22).
    let label = TextMeasurer(emptyTextSize: .zero).size(of: "Off", font: .systemFont(ofSize: 17)).width
    let end = 330 - label - 8 - 14 - 8 - 22
    #expect(abs(cell.contentLayoutFrame.maxX - (end - 11)) < 0.001)
  }

  @Test("Narrower content wraps long text onto more lines, so accessories make the row taller")
  func accessoriesChangeHeight() {
    let long = "Allow apps to request to track your activity across other companies' apps and websites"
    let bare = cell(text: long)
    let accessorised = cell(text: long)
    accessorised.accessories = [.disclosureIndicator(), .detail(), .popUpMenu("Options")]
    let custom = UICellAccessory.CustomViewConfiguration(
      customView: UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31)), placement: .trailing())
    accessorised.accessories.append(.customView(configuration: custom))
    // Text width without accessories: 350 − 20 − 20 = 310; with them: 330 − 12 − 8 − 22 − 8 − 12 − 8 − 51 − 11 − 20.
    let narrow = accessorised.contentLayoutFrame.width - 20
    #expect(abs(narrow - (330 - 12 - 8 - 22 - 8 - 12 - 8 - 51 - 11 - 20)) < 0.001)
    let font = UIFont.systemFont(ofSize: 17)
    let measurer = TextMeasurer(emptyTextSize: .zero)
    let expectedBare = max(44, 22 + measurer.size(of: long, font: font, width: 310).height)
    let expectedNarrow = max(44, 22 + measurer.size(of: long, font: font, width: narrow).height)
    #expect(abs(preferredHeight(bare) - expectedBare) < 0.001)
    #expect(abs(preferredHeight(accessorised) - expectedNarrow) < 0.001)
    #expect(expectedNarrow > expectedBare)
  }

  @Test("Indentation: 10 pt per level moves the text, leading accessories and the separator (SHOT-C: 90)")
  func indentation() throws {
    let cell = cell()
    var content = UIListContentConfiguration.valueCell()
    content.text = "Child"
    content.image = UIImage(systemName: "folder")
    cell.contentConfiguration = content
    cell.indentationLevel = 1
    // 10 (indent) + 20 (margin) + 40 (symbol) = 70 in the cell at x 20 → screen 90, as measured.
    #expect(cell.textLayoutLeading == 70)
    #expect(cell.separatorLayoutFrame.minX == 70)
    cell.accessories = [.outlineDisclosure(style: .cell)]
    let disclosure = try #require(cell.accessoryLayoutFrames.first)
    // Leading: margin 20 + indent 10 = 30; content from 30 + 14 + 16 = 60; text 60 + 40 = 100.
    #expect(disclosure.frame.minX == 30)
    #expect(cell.textLayoutLeading == 100)
    cell.indentsAccessories = false
    #expect(cell.accessoryLayoutFrames.first?.frame.minX == 20)
    var header = UIListContentConfiguration.groupedHeader()
    header.text = "Parent"
    cell.contentConfiguration = header
    cell.indentationLevel = 0
    cell.accessories = [.outlineDisclosure()]
    // An automatic outline disclosure on a header style sits trailing: 330 − 14 = 316.
    #expect(cell.accessoryLayoutFrames.first?.frame.minX == 316)
  }

  @Test("Separator configuration insets and visibility drive the separator frames")
  func separatorFrames() {
    let cell = cell()
    #expect(cell.bottomSeparatorFrame == nil)  // not in a list layout
    var separators = UIListSeparatorConfiguration(listAppearance: .grouped)
    separators.bottomSeparatorVisibility = .visible
    separators.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    separators.topSeparatorVisibility = .visible
    separators.topSeparatorInsets.trailing = 0
    cell.separatorConfiguration = separators
    #expect(isOnPixel(cell.bottomSeparatorFrame, [0, 131.0 / 3, 350, 1.0 / 3]))
    // Top: automatic leading → the text (20), trailing 0.
    #expect(isOnPixel(cell.topSeparatorFrame, [20, 0, 330, 1.0 / 3]))
  }
}

/// Whether `frame` equals `expected` ([x, y, width, height]) to a hundredth of a 3× device pixel.
@MainActor
func isOnPixel(_ frame: CGRect?, _ expected: [Double]) -> Bool {
  guard let frame else { return false }
  let actual = [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) }
  return zip(actual, expected).allSatisfy { abs($0 - $1) <= 0.0034 }
}
