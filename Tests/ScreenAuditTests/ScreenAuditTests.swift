import Foundation
import Gallery
import ScreenAudit
import ScreenAuditTesting
import Testing
import Views

/// iPhone SE portrait (375 × 667, safe area top 20), Large and accessibility XXXL, light and dark, both directions:
/// 1 × 2 × 2 × 2 = 8 configurations.
@MainActor let smallMatrix = AuditMatrix(
  devices: [.iPhoneSE], contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge])

@MainActor
@Suite struct BrokenScreenTests {
  let auditor = ScreenAuditor(matrix: smallMatrix)

  @Test func singleLineLabelTruncatesAtTheLargestTextSize() throws {
    let report = auditor.audit(named: "truncating") { TruncatingLabelViewController(fixed: false) }
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.rule == .truncatedText)
    #expect(finding.path == "UIWindow/UIView/UILabel")
    // Body is 17 pt at Large and 53 pt at AX5 (uikit-view-metrics.md §4.1). "Free delivery" in Inter measures
    // 325.98 pt at 53 pt; advances scale with the point size, so 325.98 × 17 / 53 = 104.56 pt at Large, which fits
    // the 150-pt label: only the AX5 configurations fail (2 appearances × 2 directions = 4 of 8).
    #expect(finding.message.contains("needs 325.98 pt on one line"))
    #expect(finding.configurations.count == 4)
    #expect(finding.configurations.allSatisfy { $0.contains("AX5") })
    // The label sits at the safe area's leading edge + 20: x 20, y 20 + 20 = 40; 150 wide.
    #expect(finding.frame.x == 20 && finding.frame.y == 40 && finding.frame.width == 150)
    #expect(finding.pictureSVG?.contains("stroke=\"#ff2d55\"") == true)
  }

  @Test func thirtyPointButtonIsTooSmallToTap() throws {
    let report = auditor.audit(named: "small button") { SmallButtonViewController(fixed: false) }
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.rule == .smallTapTarget)
    #expect(finding.path == "UIWindow/UIView/UIButton")
    // 30 < 44 in both directions, in every configuration (its size does not depend on text size or direction).
    #expect(finding.message.contains("30 × 30 pt"))
    #expect(finding.configurations.count == 8)
  }

  @Test func headerThatDoesNotExtendItsBoundarySitsOnTheFirstRow() throws {
    let report = auditor.audit(named: "header over row") { HeaderOverRowViewController(fixed: false) }
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.rule == .overlap)
    #expect(finding.path == "UIWindow/UIView/UICollectionView/UICollectionViewCell{*}")
    #expect(finding.examplePath == "UIWindow/UIView/UICollectionView/UICollectionViewCell{0,0}")
    // Content starts below the 20-pt status bar (adjusted content inset): the header is (0, 20, 375, 44) and, with
    // extendsBoundary false, row 0 starts at the same y: (0, 20, 375, 60). Intersection 375 × min(44, 60) = 375 × 44.
    #expect(finding.message.contains("by 375 × 44 pt"))
    #expect(finding.message.contains("UICollectionReusableView{UICollectionElementKindSectionHeader 0,0}"))
  }

  @Test func greyTextOnGreyPanelFailsContrast() throws {
    let report = auditor.audit(named: "grey on grey") { GreyOnGreyViewController(fixed: false) }
    let finding = try #require(report.findings.first)
    #expect(report.findings.count == 1)
    #expect(finding.rule == .lowContrast)
    #expect(finding.path == "UIWindow/UIView/UIView/UILabel")
    // L(0.6) = ((0.6 + 0.055) / 1.055)^2.4 = 0.31855, L(0.8) = (0.855 / 1.055)^2.4 = 0.60383;
    // (0.60383 + 0.05) / (0.31855 + 0.05) = 1.774 < 4.5 (15-pt regular text is not large). Fixed colours: both
    // appearances fail.
    #expect(finding.message.contains("#999999 on #cccccc: contrast 1.77:1, WCAG AA asks 4.5:1"))
    #expect(finding.configurations.count == 8)
  }

  @Test(arguments: [0, 1, 2, 3])
  func fixedScreensPass(_ index: Int) {
    let make: () -> UIViewController = [
      { TruncatingLabelViewController(fixed: true) }, { SmallButtonViewController(fixed: true) },
      { HeaderOverRowViewController(fixed: true) }, { GreyOnGreyViewController(fixed: true) },
    ][index]
    let report = assertScreenAudit(of: make, matrix: smallMatrix)
    #expect(report.passed)
    #expect(report.configurationCount == 8)
  }

  @Test func assertionFailsWithTheReport() {
    withKnownIssue {
      assertScreenAudit(of: { SmallButtonViewController(fixed: false) }, matrix: smallMatrix)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("[small-tap-target] UIWindow/UIView/UIButton") }
    }
  }

  @Test func ignoringARuleOrAPathDropsTheFinding() {
    let byRule = ScreenAuditor(matrix: smallMatrix, ignoring: [.rule(.smallTapTarget)]).audit(named: "b") {
      SmallButtonViewController(fixed: false)
    }
    #expect(byRule.passed && byRule.ignoredRules == [.smallTapTarget])
    let byPath = ScreenAuditor(matrix: smallMatrix, ignoring: [.path(containing: "UIButton")]).audit(named: "b") {
      SmallButtonViewController(fixed: false)
    }
    #expect(byPath.passed)
  }
}

@MainActor
@Suite struct AuditReportTests {
  @Test func defaultMatrixHas384Configurations() {
    // 4 devices × 2 orientations × 12 text sizes × 2 appearances × 2 directions = 384.
    #expect(AuditMatrix.default.configurations.count == 384)
    #expect(AuditMatrix.quick.configurations.count == 8)
  }

  @Test func reportsAsTextJSONAndHTML() throws {
    let report = ScreenAuditor(matrix: smallMatrix).audit(named: "grey") { GreyOnGreyViewController(fixed: false) }
    let text = report.textReport()
    #expect(text.hasPrefix("Screen audit of grey: 8 configurations, 8 states checked, 1 finding (1 low-contrast)"))
    let json = try #require(String(data: try report.jsonData(), encoding: .utf8))
    #expect(json.contains("\"rule\" : \"low-contrast\""))
    #expect(!json.contains("pictureSVG"))
    let decoded = try JSONDecoder().decode(ScreenAuditReport.self, from: try report.jsonData())
    #expect(decoded.findings.map(\.path) == report.findings.map(\.path))
    let html = report.htmlReport()
    #expect(html.contains("<img alt=\"UIWindow/UIView/UIView/UILabel\" src=\"data:image/svg+xml;base64,"))
  }

  @Test func wcagArithmetic() {
    let white = UIColor.Components(red: 1, green: 1, blue: 1, alpha: 1)
    let black = UIColor.Components(red: 0, green: 0, blue: 0, alpha: 1)
    // (1 + 0.05) / (0 + 0.05) = 21.
    #expect(abs(WCAGContrast.ratio(white, black) - 21) < 1e-9)
    // 50 % black over white: 0.5 per channel; L = ((0.5 + 0.055) / 1.055)^2.4 = 0.21404; (1.05) / 0.26404 = 3.977.
    let grey = WCAGContrast.composite(UIColor.Components(red: 0, green: 0, blue: 0, alpha: 0.5), over: white)
    #expect(abs(WCAGContrast.ratio(white, grey) - 3.977) < 0.001)
    #expect(WCAGContrast.requiredRatio(pointSize: 17, isBold: false) == 4.5)
    #expect(WCAGContrast.requiredRatio(pointSize: 18, isBold: false) == 3)
    #expect(WCAGContrast.requiredRatio(pointSize: 14, isBold: true) == 3)
  }
}

@MainActor
@Suite struct SeedScreenAuditTests {
  @Test func commentThreadMetadataUsesSecondaryLabelBelowAA() throws {
    let entry = try #require(SeedScreens.all.first { $0.name == "comment-thread" })
    let report = ScreenAuditor(matrix: .quick, drawsPictures: false).audit(named: entry.name) {
      UINavigationController(rootViewController: entry.makeViewController())
    }
    // .secondaryLabel is #3c3c43 at 60 % over white: red and green 0.6 × 60 + 0.4 × 255 = 138 (8a), blue
    // 0.6 × 67 + 102 = 142 (8e); linearised 0.2541, 0.2541, 0.2706, L = 0.9278 × 0.2541 + 0.0722 × 0.2706 = 0.2553;
    // (1 + 0.05) / (0.2553 + 0.05) = 3.44 < 4.5 for the 13-pt byline. UIKit draws the same colour.
    let byline = "CommentCollectionViewCell{*}/CellContentView/UILabel[0]"
    let finding = try #require(report.findings.first { $0.rule == .lowContrast && $0.path.hasSuffix(byline) })
    #expect(finding.message.contains("#8a8a8e on #ffffff: contrast 3.44:1"))
    #expect(finding.note?.contains("secondaryLabel") == true)
  }

  @Test func orthogonalSectionsAreSwipedAndContentScrolled() throws {
    let entry = try #require(SeedScreens.all.first { $0.name == "item-grid-pages" })
    let matrix = AuditMatrix(
      devices: [.iPhone15], contentSizeCategories: [.large], appearances: [.light], layoutDirections: [.leftToRight])
    let swiped = ScreenAuditor(matrix: matrix, drawsPictures: false).audit(named: entry.name) {
      UINavigationController(rootViewController: entry.makeViewController())
    }
    var still = matrix
    still.scrollsThroughContent = false
    still.swipesOrthogonalSections = false
    let unswiped = ScreenAuditor(matrix: still, drawsPictures: false).audit(named: entry.name) {
      UINavigationController(rootViewController: entry.makeViewController())
    }
    // One configuration: without scrolling one state; the paging grid adds a state per page swiped.
    #expect(unswiped.statesChecked == 1)
    #expect(swiped.statesChecked > 1)
  }
}
