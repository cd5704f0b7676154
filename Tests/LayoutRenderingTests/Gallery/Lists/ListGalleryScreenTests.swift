import CompositionalLayout
import Foundation
import Gallery
import Testing

/// The list gallery screens: frames from the list rules and the gallery text rules, and what their pictures draw.
///
/// Line heights (Inter, the system face: (2728 + 680)/2816 em), rounded up per label: 17 pt → ⌈20.57⌉ = 21;
/// 15 pt → ⌈18.15⌉ = 19; 13 pt → ⌈15.73⌉ = 16. Rows: 12 + 21 + 12 = 45. Grouped headers: 16 + 16 + 6 = 38; footers
/// 6 + 16 + 10 = 32.
/// Set LIST_GALLERY_SVG_DIR to write the pictures there.
@Suite("List gallery screens")
struct ListGalleryScreenTests {
  static func drawing(_ content: ListScreenContent, _ screen: GalleryScreen) -> ListScreenDrawing {
    let drawing = ListScreenDrawing(content: content, screen: screen)
    if let directory = ProcessInfo.processInfo.environment["LIST_GALLERY_SVG_DIR"] {
      try? drawing.svg().write(toFile: "\(directory)/\(screen.name).svg", atomically: true, encoding: .utf8)
      try? drawing.svg(offset: CGPoint(x: 0, y: 300)).write(
        toFile: "\(directory)/\(screen.name)-300.svg", atomically: true, encoding: .utf8)
    }
    return drawing
  }

  func frame(_ layout: UICollectionViewCompositionalLayout, _ item: Int, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func supplementary(_ layout: UICollectionViewCompositionalLayout, _ kind: String, section: Int) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
  }

  @Test("Settings: headers, 45-pt rows inset by 20, footers; a subtitle row is taller")
  func settingsFrames() throws {
    let drawing = Self.drawing(ListGalleryScreens.settings, ListGalleryScreens.settingsScreen())
    let layout = drawing.layout
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    // Header 0 at the top (no padding), x/w from the section insets: (20, 0, 350, 38).
    #expect(supplementary(layout, header, section: 0) == CGRect(x: 20, y: 0, width: 350, height: 38))
    #expect(frame(layout, 0) == CGRect(x: 20, y: 38, width: 350, height: 45))
    #expect(frame(layout, 2) == CGRect(x: 20, y: 128, width: 350, height: 45))
    // Footer flush under the last row: 38 + 3 × 45 = 173; 32 tall; section 1's header follows at 205.
    #expect(supplementary(layout, footer, section: 0) == CGRect(x: 20, y: 173, width: 350, height: 32))
    #expect(supplementary(layout, header, section: 1)?.minY == 205)
    let subtitleRow = try #require(frame(layout, 0, section: 1))
    #expect(subtitleRow.minY == 243)  // 205 + 38
    #expect(subtitleRow.height > 45)
  }

  @Test("Settings picture: rounded section backgrounds, one-pixel separators except under last rows")
  func settingsPicture() {
    let drawing = Self.drawing(ListGalleryScreens.settings, ListGalleryScreens.settingsScreen())
    let backgrounds = drawing.sectionBackgrounds()
    #expect(backgrounds.count == 3)
    #expect(backgrounds.allSatisfy { $0.radius == 10 })
    #expect(backgrounds[0].frame == CGRect(x: 20, y: 38, width: 350, height: 135))
    let separators = drawing.separatorFrames()
    // (3 − 1) + (2 − 1) + (3 − 1) = 5; each 1/3 pt; the first from the text after the symbol (20 + 20 + 40 = 80)
    // to the row's end (370), at the row's last pixel row 38 + 45 − 1/3.
    #expect(separators.count == 5)
    #expect(separators.allSatisfy { abs($0.height - 1.0 / 3) < 1e-9 })
    #expect(abs(separators[0].minX - 80) < 1e-9 && abs(separators[0].maxX - 370) < 1e-9)
    #expect(abs(separators[0].minY - (83 - 1.0 / 3)) < 1e-9)
    let svg = drawing.svg()
    #expect(svg.contains("rx=\"10\""))
    #expect(svg.contains("rx=\"15.5\""))  // switch track
    #expect(svg.contains(">Wi-Fi</text>"))
    #expect(svg.contains("text-anchor=\"end\""))  // values
    #expect(svg.contains("rgb(242,242,247)"))  // grouped background
  }

  @Test("Sidebar outline: 17.667 above the first row, children indented 10 pt, no separators")
  func sidebar() throws {
    let drawing = Self.drawing(ListGalleryScreens.sidebar, ListGalleryScreens.sidebarScreen())
    let first = try #require(frame(drawing.layout, 0))
    #expect(abs(first.minY - 53.0 / 3) < 0.0034)
    #expect(first.minX == 0 && first.width == 390)
    // Child text: margin 20 + one level 10 + symbol 40 = 70; parent 60.
    let child = try #require(ListGalleryScreens.sidebar.row(at: IndexPath(item: 1, section: 0)))
    let parent = try #require(ListGalleryScreens.sidebar.row(at: IndexPath(item: 0, section: 0)))
    #expect(ListScreenContent.textLeading(child) == 70)
    #expect(ListScreenContent.textLeading(parent) == 60)
    #expect(drawing.separatorFrames().isEmpty)
    #expect(drawing.sectionBackgrounds().isEmpty)
  }

  @Test("Contacts: full-width rows, 27-pt letter headers, the current letter pinned at the top of the viewport")
  func contacts() {
    let drawing = Self.drawing(ListGalleryScreens.contacts, ListGalleryScreens.contactsScreen())
    let layout = drawing.layout
    let header = UICollectionView.elementKindSectionHeader
    // Header A: 4 + ⌈18.15⌉ 19 + 4 = 27; rows from 27; section A ends 27 + 3 × 45 = 162; B: 162 + 27 + 90 = 279.
    #expect(supplementary(layout, header, section: 0) == CGRect(x: 0, y: 0, width: 390, height: 27))
    #expect(frame(layout, 0) == CGRect(x: 0, y: 27, width: 390, height: 45))
    #expect(supplementary(layout, header, section: 2)?.minY == 279)
    // Scrolled to 300, section C (279…486) pins its header at y 300.
    let svg = drawing.svg(offset: CGPoint(x: 0, y: 300))
    #expect(svg.contains("viewBox=\"0 300 390 844\""))
    #expect(svg.contains("<rect x=\"0\" y=\"300\" width=\"390\" height=\"27\""))
    // Plain separators run under every row, last included: 20 rows.
    #expect(drawing.separatorFrames().count == ListGalleryScreens.contacts.sections.map(\.rows.count).reduce(0, +))
  }
}
