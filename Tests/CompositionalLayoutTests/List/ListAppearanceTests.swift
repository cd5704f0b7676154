import CompositionalLayout
import Foundation
import Testing

/// Each appearance, header and footer mode, pinning, spacing rounding and `headerTopPadding`.
@Suite("List appearances and header/footer modes")
struct ListAppearanceTests {
  /// An appearance and the frame of its first row.
  struct AppearanceCase: Sendable, CustomTestStringConvertible {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var firstRow: [Double]
    init(_ appearance: UICollectionLayoutListConfiguration.Appearance, _ firstRow: [Double]) {
      (self.appearance, self.firstRow) = (appearance, firstRow)
    }
    var testDescription: String { "\(appearance)" }
  }

  @Test("Defaults match UIKit's documented ones")
  func defaults() {
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(configuration.showsSeparators)
    #expect(configuration.headerMode == .none)
    #expect(configuration.footerMode == .none)
    #expect(configuration.headerTopPadding == nil)
    #expect(configuration.backgroundColor == nil)
    #expect(configuration.contentHuggingElements.isEmpty)
    #expect(configuration.itemSeparatorHandler == nil)
    #expect(configuration.separatorConfiguration.listAppearance == .insetGrouped)
    #expect(configuration.resolvedBackgroundColor == .systemGroupedBackground)
    // Plain lists show the dynamic system background (white in light mode, black in dark), not a fixed white.
    #expect(UICollectionLayoutListConfiguration(appearance: .plain).resolvedBackgroundColor == .systemBackground)
    #expect(UICollectionLayoutListConfiguration.Appearance.sidebarPlain.rawValue == 4)
  }

  @Test(
    "Row x-extent and first-row y per appearance at 390 wide",
    arguments: [
      // plain / sidebarPlain: full width, no spacing; grouped / sidebar: full width, 17.667 above;
      // insetGrouped: 20…370, 17.667 above.
      Self.AppearanceCase(.plain, [0, 0, 390, 44]),
      Self.AppearanceCase(.grouped, [0, 53.0 / 3, 390, 44]),
      Self.AppearanceCase(.insetGrouped, [20, 53.0 / 3, 350, 44]),
      Self.AppearanceCase(.sidebar, [0, 53.0 / 3, 390, 44]),
      Self.AppearanceCase(.sidebarPlain, [0, 0, 390, 44]),
    ])
  func appearance(_ example: AppearanceCase) {
    let layout = listLayout(listConfiguration(example.appearance), counts: [2])
    #expect(isOnPixel(cellRect(layout, 0), example.firstRow))
  }

  @Test("Section spacing rounds per step to the device pixel: 17.5 at 2×, 18 at 1×")
  func scales() {
    // 2×: 17.5 = 35 px exactly; content 17.5 + 44 + 17.5 = 79. 1×: 17.5 px rounds up to 18; 18 + 44 + 18 = 80.
    let twice = listLayout(listConfiguration(.grouped), counts: [1], scale: 2)
    #expect(isOnPixel(cellRect(twice, 0), [0, 17.5, 390, 44]))
    #expect(twice.collectionViewContentSize.height == 79)
    let once = listLayout(listConfiguration(.grouped), counts: [1], scale: 1)
    #expect(once.collectionViewContentSize.height == 80)
  }

  @Test("insetGrouped header follows the 16-pt margins at 375 wide")
  func insetGroupedHeader375() {
    let layout = listLayout(listConfiguration(.insetGrouped, header: .supplementary), counts: [1], width: 375)
    // Estimated header 44 at the top, x 16, w 375 − 32 = 343; row below it, no 17.5 above the row.
    #expect(isOnPixel(headerRect(layout), [16, 0, 343, 44]))
    #expect(isOnPixel(cellRect(layout, 0), [16, 44, 343, 44]))
  }

  @Test("Footer: flush below the last row, no 17.5 below it (chosen); header and footer together")
  func footer() {
    let layout = listLayout(listConfiguration(.grouped, header: .supplementary, footer: .supplementary), counts: [2])
    // header 0…44, rows 44 and 88, footer at 132 (estimate 44), content 176.
    #expect(isOnPixel(headerRect(layout), [0, 0, 390, 44]))
    #expect(isOnPixel(cellRect(layout, 1), [0, 88, 390, 44]))
    #expect(isOnPixel(footerRect(layout), [0, 132, 390, 44]))
    #expect(layout.collectionViewContentSize.height == 176)
    let footerOnly = listLayout(listConfiguration(.insetGrouped, footer: .supplementary), counts: [1])
    // 17.667 above the row, row to 61.667, footer (20, 61.667, 350, 44), content 105.667.
    #expect(isOnPixel(footerRect(footerOnly), [20, 185.0 / 3, 350, 44]))
  }

  @Test("firstItemInSection adds no supplementary: item 0 is an ordinary row")
  func firstItemInSection() {
    let layout = listLayout(listConfiguration(.insetGrouped, header: .firstItemInSection), counts: [3])
    #expect(headerRect(layout) == nil)
    #expect(isOnPixel(cellRect(layout, 0), [20, 53.0 / 3, 350, 44]))
  }

  @Test("Plain headers are pinned to the visible bounds; grouped headers scroll away")
  func pinning() {
    let plain = listLayout(listConfiguration(.plain, header: .supplementary), counts: [30])
    plain.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: 0, y: 300))
    // Section spans 0…44 + 30·44 = 1364; the header sticks at the visible top, y = 300.
    #expect(isOnPixel(headerRect(plain), [0, 300, 390, 44]))
    let grouped = listLayout(listConfiguration(.grouped, header: .supplementary), counts: [30])
    grouped.scrollPosition = ScrollPosition(contentOffset: CGPoint(x: 0, y: 300))
    #expect(isOnPixel(headerRect(grouped), [0, 0, 390, 44]))
  }

  @Test("headerTopPadding in list(using:) adds space above every header after the first section")
  func headerTopPadding() {
    var configuration = listConfiguration(.grouped, header: .supplementary)
    configuration.headerTopPadding = 10
    #expect(configuration.resolvedHeaderTopPadding == 10)
    let layout = listLayout(configuration, counts: [1, 1])
    // Section 0: header 0…44, row 44…88, + 17.667 = 105.667; + padding 10 = 115.667 (347 px).
    #expect(isOnPixel(headerRect(layout, section: 1), [0, 347.0 / 3, 390, 44]))
    var negative = configuration
    negative.headerTopPadding = -5
    #expect(negative.resolvedHeaderTopPadding == 0)
  }

  @Test("list(using:) remembers its configuration; sections stay live for interGroupSpacing")
  func liveSection() {
    let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration(.sidebar))
    #expect(layout.listConfiguration?.appearance == .sidebar)
    #expect(UICollectionViewCompositionalLayout(section: rowSection(height: 10)).listConfiguration == nil)
    let spaced = UICollectionViewCompositionalLayout { _, environment in
      let section = NSCollectionLayoutSection.list(using: listConfiguration(.plain), layoutEnvironment: environment)
      section.interGroupSpacing = 8
      return section
    }
    spaced.prepare(context: context(counts: [2]))
    #expect(isOnPixel(cellRect(spaced, 1), [0, 52, 390, 44]))  // 44 + 8
  }

  @Test("contentHuggingElements: a hugging header takes its own (estimated) width at the leading edge")
  func hugging() {
    var configuration = listConfiguration(.plain, header: .supplementary)
    configuration.contentHuggingElements = .supplementaryHeader
    let layout = listLayout(configuration, counts: [1])
    #expect(isOnPixel(headerRect(layout), [0, 0, 44, 44]))
  }
}
