import CompositionalLayout
import Foundation
import Testing

/// spec/list-configuration.md §4: the worked frames at 390 × 844 pt, scale 3. One third of a point is one device
/// pixel; 17.5 pt rounds to 53 px = 17.667 pt.
@Suite("List worked frames (spec §4)")
struct ListWorkedFrameTests {
  @Test("W1 insetGrouped, no header, 3 rows (M; content height I)")
  func w1() {
    let layout = listLayout(listConfiguration(.insetGrouped), counts: [3])
    // x = margin 20; w = 390 − 2·20 = 350; y0 = round(17.5) = 53 px = 17.667; then + 44 each.
    #expect(isOnPixel(cellRect(layout, 0), [20, 53.0 / 3, 350, 44]))
    #expect(isOnPixel(cellRect(layout, 1), [20, 185.0 / 3, 350, 44]))  // 61.667
    #expect(isOnPixel(cellRect(layout, 2), [20, 317.0 / 3, 350, 44]))  // 105.667
    // 105.667 + 44 = 149.667; + 17.667 = 167.333 (502 px).
    #expect(abs(layout.collectionViewContentSize.height - 502.0 / 3) < 0.0034)
  }

  @Test("W2 insetGrouped, supplementary header (39.667 measured) + 3 rows")
  func w2() {
    let layout = listLayout(listConfiguration(.insetGrouped, header: .supplementary), counts: [3])
    measureHeader(layout, height: 119.0 / 3, width: 350, section: 0)
    // Header at the section top (no padding, iOS 14), following the section insets: (20, 0, 350, 39.667).
    #expect(isOnPixel(headerRect(layout), [20, 0, 350, 119.0 / 3]))
    #expect(isOnPixel(cellRect(layout, 0), [20, 119.0 / 3, 350, 44]))  // 39.667
    #expect(isOnPixel(cellRect(layout, 1), [20, 251.0 / 3, 350, 44]))  // 83.667
    #expect(isOnPixel(cellRect(layout, 2), [20, 383.0 / 3, 350, 44]))  // 127.667
    // 171.667 + 17.667 = 189.333 (568 px).
    #expect(abs(layout.collectionViewContentSize.height - 568.0 / 3) < 0.0034)
  }

  @Test("W3 grouped, two sections with custom headers (SHOT-D, fully measured)")
  func w3() {
    let layout = listLayout(listConfiguration(.grouped, header: .supplementary), counts: [2, 4])
    measureHeader(layout, height: 119.0 / 3, width: 390, section: 0)
    measureHeader(layout, height: 119.0 / 3, width: 390, section: 1)
    measureRows(layout, [62, 62], width: 390, section: 0)
    measureRows(layout, [62, 44, 44, 62], width: 390, section: 1)
    // header 0: 16 + 15.667 + 8 = 39.667 at y 0.
    #expect(isOnPixel(headerRect(layout, section: 0), [0, 0, 390, 119.0 / 3]))
    #expect(isOnPixel(cellRect(layout, 0, section: 0), [0, 119.0 / 3, 390, 62]))
    #expect(isOnPixel(cellRect(layout, 1, section: 0), [0, 305.0 / 3, 390, 62]))  // 101.667, ends 163.667
    // header 1: 163.667 + 17.5 = 181.167 → 181.333 (544 px).
    #expect(isOnPixel(headerRect(layout, section: 1), [0, 544.0 / 3, 390, 119.0 / 3]))
    #expect(isOnPixel(cellRect(layout, 0, section: 1), [0, 221, 390, 62]))  // 181.333 + 39.667
    #expect(isOnPixel(cellRect(layout, 1, section: 1), [0, 283, 390, 44]))
    #expect(isOnPixel(cellRect(layout, 2, section: 1), [0, 327, 390, 44]))
    #expect(isOnPixel(cellRect(layout, 3, section: 1), [0, 371, 390, 62]))  // ends 433
    // 433 + 17.5 = 450.5 → 450.667 (1352 px).
    #expect(abs(layout.collectionViewContentSize.height - 1352.0 / 3) < 0.0034)
  }

  @Test("W4 insetGrouped, three header-less sections of 6 rows (SHOT-C, measured)")
  func w4() {
    let layout = listLayout(listConfiguration(.insetGrouped), counts: [6, 6, 6])
    // Section 0 first row 17.667; rows end 17.667 + 264 = 281.667; + 17.667 + 17.667 = 317.0.
    #expect(isOnPixel(cellRect(layout, 0, section: 0), [20, 53.0 / 3, 350, 44]))
    #expect(isOnPixel(cellRect(layout, 5, section: 0), [20, 53.0 / 3 + 220, 350, 44]))
    #expect(isOnPixel(cellRect(layout, 0, section: 1), [20, 317, 350, 44]))
    // 317 + 264 = 581; + 17.667 + 17.667 = 616.333 (1849 px).
    #expect(isOnPixel(cellRect(layout, 0, section: 2), [20, 1849.0 / 3, 350, 44]))
    // 616.333 + 264 + 17.667 = 898.
    #expect(abs(layout.collectionViewContentSize.height - 898) < 0.0034)
  }

  @Test("W5 plain, one section, 3 rows, no header (I)")
  func w5() {
    let layout = listLayout(listConfiguration(.plain), counts: [3])
    #expect(isOnPixel(cellRect(layout, 0), [0, 0, 390, 44]))
    #expect(isOnPixel(cellRect(layout, 1), [0, 44, 390, 44]))
    #expect(isOnPixel(cellRect(layout, 2), [0, 88, 390, 44]))
    #expect(layout.collectionViewContentSize.height == 132)  // 3 × 44
  }

  @Test("SHOT-A insetGrouped at 375 wide: 16-pt margins and the 35.333 gap (M)")
  func shotA() {
    let layout = listLayout(listConfiguration(.insetGrouped), counts: [5, 10], width: 375)
    // x = 16, w = 375 − 32 = 343; 17.667 + 5·44 = 237.667; + 17.667 + 17.667 = 273.0 (screen 88 + 273 = 361).
    #expect(isOnPixel(cellRect(layout, 0), [16, 53.0 / 3, 343, 44]))
    #expect(isOnPixel(cellRect(layout, 0, section: 1), [16, 273, 343, 44]))
  }
}
