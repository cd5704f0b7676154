import CompositionalLayout
import Foundation
import Gallery
import Testing

@testable import LayoutRendering

/// Helpers for checking Apple sample screens against the WA rules (layout-semantics.md §2.16b).
enum AppleSampleCheck {
  /// The sample called `name`, laid out with `pixelRounding = .none`: the WA rules are computed with exact
  /// arithmetic, while the gallery itself floors to the 1/3-pt grid.
  static func exactLayout(_ name: String) throws -> UICollectionViewCompositionalLayout {
    let screen = try #require(Gallery.appleSampleScreen(named: name)).screen
    var context = screen.context
    context.pixelRounding = .none
    let layout = screen.makeLayout()
    layout.prepare(context: context)
    return layout
  }

  /// Whether two rects agree to within 0.001 pt on every edge.
  static func same(_ actual: CGRect?, _ expected: CGRect) -> Bool {
    guard let actual else { return false }
    return abs(actual.minX - expected.minX) < 0.001 && abs(actual.minY - expected.minY) < 0.001
      && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
  }

  /// The frame of item `item` of `section`.
  static func item(_ layout: UICollectionViewCompositionalLayout, _ section: Int, _ item: Int) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }
}

@Suite("Apple sample screens")
struct AppleSampleScreensTests {
  private typealias Check = AppleSampleCheck

  @Test("Names are unique and file-safe; screens are 375 × 667 except the wide adaptive one")
  func catalogue() {
    let samples = Gallery.appleSampleScreens()
    #expect(samples.count == 17)
    #expect(Set(samples.map(\.screen.name)).count == samples.count)
    for sample in samples {
      let screen = sample.screen
      #expect(screen.name.hasPrefix("apple-"))
      #expect(screen.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      let expected = screen.name.hasSuffix("-768") ? Gallery.appleSampleWideSize : Gallery.appleSampleSize
      #expect(screen.size == expected, "\(screen.name)")
    }
    // The existing gallery is untouched.
    #expect(Gallery.screens().count == 4)
  }

  @Test(
    "Every sample and every picture lays out without diagnostics",
    arguments: Gallery.appleSampleScreens().map(\.screen.name))
  func noDiagnostics(name: String) throws {
    let sample = try #require(Gallery.appleSampleScreen(named: name))
    let layout = sample.screen.preparedLayout()
    #expect(layout.diagnostics.isEmpty, "\(sample.screen.name): \(layout.diagnostics)")
    #expect(LayoutElementQuery.allElements(of: layout).count >= sample.screen.itemCount)
    for picture in sample.pictures() {
      #expect(picture.layout.diagnostics.isEmpty, "\(picture.name): \(picture.layout.diagnostics)")
      #expect(picture.name.hasPrefix(sample.screen.name + "-"))
    }
  }

  @Test("Pictures: two for the pinned headers and each orthogonal behaviour, none otherwise")
  func pictures() {
    for sample in Gallery.appleSampleScreens() {
      let names = sample.pictures().map(\.name)
      let name = sample.screen.name
      if name == "apple-pinned-section-headers" {
        #expect(names == ["\(name)-at-rest", "\(name)-scrolled"])
      } else if name.hasPrefix("apple-orthogonal-") && name != "apple-orthogonal-sections" {
        #expect(names == ["\(name)-at-rest", "\(name)-after-swipe"])
      } else {
        #expect(names.isEmpty, "\(name)")
      }
    }
  }

  @Test("WA-1 grid: 75 × 75 cells, five per row at x = 75c, rows 75 apart")
  func grid() throws {
    // 0.2 × 375 = 75 exactly, so the floored gallery layout agrees with the exact one.
    for layout in [
      try Check.exactLayout("apple-grid"),
      try #require(Gallery.appleSampleScreen(named: "apple-grid"))
        .screen.preparedLayout(),
    ] {
      for index in 0..<AppleGridSamples.gridItemCount {
        let (row, column) = (CGFloat(index / 5), CGFloat(index % 5))
        let expected = CGRect(x: 75 * column, y: 75 * row, width: 75, height: 75)
        #expect(Check.same(Check.item(layout, 0, index), expected), "item \(index)")
      }
      #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 900))
    }
  }

  @Test("WA-2 inset grid: cells (75c + 5, 75r + 5, 65, 65)")
  func insetGrid() throws {
    let layout = try Check.exactLayout("apple-inset-items-grid")
    for index in 0..<AppleGridSamples.gridItemCount {
      let (row, column) = (CGFloat(index / 5), CGFloat(index % 5))
      let expected = CGRect(x: 75 * column + 5, y: 75 * row + 5, width: 65, height: 65)
      #expect(Check.same(Check.item(layout, 0, index), expected), "item \(index)")
    }
  }

  @Test("WA-3 two columns: 172.5 wide at x 10 and 192.5, rows 54 apart; floored: 172⅓ wide")
  func twoColumns() throws {
    let layout = try Check.exactLayout("apple-two-columns")
    for index in 0..<AppleGridSamples.twoColumnItemCount {
      let x: CGFloat = index % 2 == 0 ? 10 : 192.5
      let expected = CGRect(x: x, y: 54 * CGFloat(index / 2), width: 172.5, height: 44)
      #expect(Check.same(Check.item(layout, 0, index), expected), "item \(index)")
    }
    // Pixel-floored (the gallery's default): (355 − 10) / 2 = 172.5 floors to 172⅓ on the 1/3-pt grid.
    let floored = try #require(Gallery.appleSampleScreen(named: "apple-two-columns")).screen.preparedLayout()
    let first = try #require(Check.item(floored, 0, 0))
    #expect(abs(first.width - (172 + 1.0 / 3)) < 0.001)
    #expect(first.minX == 10)
  }

  @Test("WA-4 distinct sections: list, 67-pt five-column slots, 111⅔-pt three-column slots; rows 20 below tops")
  func distinctSections() throws {
    let layout = try Check.exactLayout("apple-distinct-sections")
    // Section 0 (list): 10 rows of 44 from y 20; cells inset 2. Section height 20 + 440 + 20 = 480.
    for index in 0..<10 {
      let expected = CGRect(x: 22, y: 20 + 44 * CGFloat(index) + 2, width: 331, height: 40)
      #expect(Check.same(Check.item(layout, 0, index), expected), "list item \(index)")
    }
    // Section 1 (five columns): slots 67 × 67 (0.2 × 335) from y 480 + 20; two rows → ends at 500 + 134 + 20.
    for index in 0..<10 {
      let (row, column) = (CGFloat(index / 5), CGFloat(index % 5))
      let expected = CGRect(x: 20 + 67 * column + 2, y: 500 + 67 * row + 2, width: 63, height: 63)
      #expect(Check.same(Check.item(layout, 1, index), expected), "grid5 item \(index)")
    }
    // Section 2 (three columns): slots 335/3 × 67 from y 654 + 20.
    let slot: CGFloat = 335.0 / 3
    for index in 0..<10 {
      let (row, column) = (CGFloat(index / 3), CGFloat(index % 3))
      let expected = CGRect(x: 20 + slot * column + 2, y: 674 + 67 * row + 2, width: slot - 4, height: 63)
      #expect(Check.same(Check.item(layout, 2, index), expected), "grid3 item \(index)")
    }
    #expect(abs(layout.collectionViewContentSize.height - (674 + 4 * 67 + 20)) < 0.001)
  }

  @Test("WA-5 badges: cell 0 (25, 25, 73.75, 57); its badge anchored to the inset cell (84.75, 19, 20, 20)")
  func badges() throws {
    let layout = try Check.exactLayout("apple-badges")
    for index in 0..<AppleSupplementarySamples.badgeItemCount {
      let (row, column) = (CGFloat(index / 4), CGFloat(index % 4))
      let cell = CGRect(x: 20 + 83.75 * column + 5, y: 20 + 67 * row + 5, width: 73.75, height: 57)
      #expect(Check.same(Check.item(layout, 0, index), cell), "item \(index)")
      let badge = layout.layoutAttributesForSupplementaryView(
        ofKind: AppleSupplementarySamples.badgeKind, at: IndexPath(item: index, section: 0))
      // top-trailing corner of the cell after insets, moved by (0.3, −0.3) × 20.
      let expected = CGRect(x: cell.maxX - 20 + 6, y: cell.minY - 6, width: 20, height: 20)
      #expect(Check.same(badge?.frame, expected), "badge \(index): \(String(describing: badge?.frame))")
      #expect(badge.map { $0.zIndex > 0 } == true)
    }
  }

  @Test("Adaptive sections: 1/5/3 columns at 375 pt, doubled at 768 pt")
  func adaptive() throws {
    for (name, width) in [("apple-adaptive-sections-375", 375.0), ("apple-adaptive-sections-768", 768.0)] {
      let layout = try #require(Gallery.appleSampleScreen(named: name)).screen.preparedLayout()
      for (section, kind) in AppleGridSamples.SectionKind.allCases.enumerated() {
        let columns = AppleGridSamples.adaptiveColumns(for: kind, width: width)
        #expect(columns == (width > 600 ? 2 : 1) * kind.columns)
        let frames = layout.itemFrames(inSection: section)
        try #require(frames.count == AppleGridSamples.itemsPerSection && columns <= frames.count)
        // The first `columns` items share a row; the next one (if any) starts a new row at the leading edge.
        #expect(frames[0..<columns].allSatisfy { $0.minY == frames[0].minY }, "\(name) section \(section)")
        if columns < frames.count {
          #expect(frames[columns].minY > frames[0].minY, "\(name) section \(section)")
          #expect(frames[columns].minX == frames[0].minX)
        }
        #expect(frames[0].minX == 22)
        let slot = (width - 40) / CGFloat(columns)
        #expect(abs(frames[0].width - (slot - 4)) <= 1.0 / 3 + 0.001, "\(name) section \(section)")
      }
    }
  }
}
