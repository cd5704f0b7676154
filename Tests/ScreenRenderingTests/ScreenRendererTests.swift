import Foundation
import Testing
import Views

@testable import ScreenRendering

@MainActor
@Suite("Screen renderer: drawing order, colours, text, controls, PNG")
struct ScreenRendererTests {
  /// The profile screen on an iPhone 15, with its host kept alive while reading the tree.
  func profile(_ style: UIUserInterfaceStyle = .light) -> (ScreenHost, ProfileViewController) {
    let navigation = profileNavigationController()
    let host = ScreenHost(rootViewController: navigation, device: .iPhone15, userInterfaceStyle: style)
    let controller = navigation.topViewController as? ProfileViewController
    return (host, controller ?? ProfileViewController())
  }

  func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func numbersAndEscaping() {
    #expect(SVGWriter.number(12) == "12")
    #expect(SVGWriter.number(12.5) == "12.5")
    #expect(SVGWriter.number(97.666666) == "97.67")
    #expect(SVGWriter.number(-0.004) == "0")
    #expect(SVGWriter.number(-3.05) == "-3.05")
    #expect(SVGWriter.coefficient(0.70710678) == "0.7071")
    #expect(SVGWriter.escaped("a < b & \"c\" > 'd'") == "a &lt; b &amp; &quot;c&quot; &gt; &apos;d&apos;")
    #expect(SVGWriter.escaped("bell\u{7}") == "bell")
  }

  @Test func everyTextIsDrawnOnceAndHiddenViewsAreSkipped() {
    let (host, _) = profile()
    let svg = ScreenRenderer().svg(of: host.window)
    // Bar: back "Settings", "Edit", title "Profile" (3); search placeholder (1); card name (1) and two detail lines
    // (2); two row labels (2); three segments (3); the button title (1); the avatar placeholder's name (1) = 14.
    #expect(count("<text ", in: svg) == 14)
    #expect(!svg.contains("never drawn"))
    #expect(svg.contains(">Settings</text>"))
    #expect(svg.contains(">Profile</text>"))
    #expect(svg.contains(">person.crop.circle.fill</text>"))
    // Text is escaped.
    #expect(svg.contains("&lt;Analytical"))
    #expect(!svg.contains("<Analytical"))
  }

  @Test func labelsAreDrawnAtTheirLineFragmentsInTheirFont() throws {
    let (host, controller) = profile()
    let svg = ScreenRenderer().svg(of: host.window)
    let name = try #require(controller.nameLabel.lineFragments.first)
    // The name label is 24 pt tall at (88, 16) in the card: its one line starts at x 0 of the label's bounds.
    #expect(name.frame.minX == 0)
    let element =
      "<text x=\"0\" y=\"\(SVGWriter.number(name.baseline))\" font-family=\"Inter\" font-weight=\"bold\" "
      + "font-size=\"20\" fill=\"#000000\""
    #expect(svg.contains(element))
    // The label is placed by a translation to its frame in the card: (88, 16).
    #expect(svg.contains("<g transform=\"translate(88 16)\">"))
    let detail = controller.detailLabel.lineFragments
    #expect(detail.count == 2)
    // Secondary label: #3c3c43 at 60 % opacity (light).
    #expect(svg.contains("fill=\"#3c3c43\" fill-opacity=\"0.6\" xml:space=\"preserve\">\(detail[0].text)</text>"))
  }

  @Test func backgroundsResolveForLightAndDark() {
    let (light, _) = profile(.light)
    let lightSVG = ScreenRenderer().svg(of: light.window)
    // systemGroupedBackground: light 242,242,247; secondarySystemGroupedBackground: white.
    #expect(lightSVG.contains("width=\"393\" height=\"852\" fill=\"#f2f2f7\""))
    #expect(lightSVG.contains("rx=\"12\" ry=\"12\" fill=\"#ffffff\""))
    let (dark, _) = profile(.dark)
    let darkSVG = ScreenRenderer().svg(of: dark.window)
    // Dark: black, and the card 28,28,30.
    #expect(darkSVG.contains("width=\"393\" height=\"852\" fill=\"#000000\""))
    #expect(darkSVG.contains("rx=\"12\" ry=\"12\" fill=\"#1c1c1e\""))
    // The on switch is systemGreen: 52,199,89 light, 48,209,88 dark.
    #expect(lightSVG.contains("fill=\"#34c759\""))
    #expect(darkSVG.contains("fill=\"#30d158\""))
  }

  @Test func pngHasTheDeviceScaleAndTheColoursWhereTheViewsAre() throws {
    let (host, _) = profile()
    let image = try ScreenRenderer().image(of: host.window)
    #expect(image.width == 1179)
    #expect(image.height == 2556)
    // Background at (5, 700) pt: systemGroupedBackground.
    #expect(image.hex(x: 15, y: 2100) == "#f2f2f7")
    // The on switch's track at (326 + 8, 277.67 + 15.5) pt: systemGreen.
    #expect(image.hex(x: 334 * 3, y: Int(293.17 * 3)) == "#34c759")
    // The filled button at (30, 562) pt: systemBlue.
    #expect(image.hex(x: 90, y: 1686) == "#007aff")
    // Dark appearance: systemBlue dark is 10,132,255.
    let (dark, _) = profile(.dark)
    let darkImage = try ScreenRenderer().image(of: dark.window)
    #expect(darkImage.hex(x: 90, y: 1686) == "#0a84ff")
    #expect(darkImage.hex(x: 15, y: 2100) == "#000000")
  }

  @Test func pngRoundTripsThroughLibpng() throws {
    var pixels: [UInt8] = []
    for y in 0..<37 {
      for x in 0..<53 {
        let flat = y < 20 && x < 30
        pixels += flat ? [10, 20, 30, 255] : [UInt8(x * 4), UInt8(y * 6), UInt8((x * y) % 256), UInt8(128 + x)]
      }
    }
    let image = RasterImage(width: 53, height: 37, pixels: pixels)
    let data = try image.pngData()
    #expect(try RasterImage(png: data) == image)
    #expect(try image.pngData() == data)
    let flat = RasterImage(width: 1000, height: 700, red: 242, green: 242, blue: 247, alpha: 255)
    #expect(try RasterImage(png: flat.pngData()) == flat)
    #expect(throws: RasterImageError.self) { try RasterImage(png: Data([1, 2, 3])) }
  }

  @Test func clippingAlphaTransformsAndMaskedCorners() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let clipper = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    clipper.clipsToBounds = true
    clipper.layer.cornerRadius = 10
    clipper.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    clipper.backgroundColor = .systemRed
    let faded = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    faded.alpha = 0.5
    faded.backgroundColor = .black
    let invisible = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    invisible.alpha = 0
    invisible.backgroundColor = .systemPink
    let turned = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
    turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
    turned.backgroundColor = .white
    turned.layer.borderWidth = 2
    turned.layer.borderColor = UIColor.systemBlue.cgColor
    root.addSubview(clipper)
    for view in [faded, invisible, turned] { clipper.addSubview(view) }
    let svg = ScreenRenderer().svg(of: root)
    // Top corners rounded by 10, bottom square: M10 0 H70 A10 10 0 0 1 80 10 V80 H0 V10 A10 10 0 0 1 10 0 Z.
    #expect(svg.contains("<path d=\"M10 0H70A10 10 0 0 1 80 10V80H0V10A10 10 0 0 1 10 0Z\"/>"))
    #expect(svg.contains("clip-path=\"url(#c1)\""))
    #expect(svg.contains("opacity=\"0.5\""))
    #expect(!svg.contains("#ff2d55"))  // systemPink at alpha 0 is skipped
    // A quarter turn about the centre (50, 50): matrix(0 1 -1 0 e f) with e = 50 + 10 = 60, f = 50 − 10 = 40.
    #expect(svg.contains("transform=\"matrix(0 1 -1 0 60 40)\""))
    // The border is drawn inside: inset by 1, stroke width 2.
    #expect(
      svg.contains(
        "<rect x=\"1\" y=\"1\" width=\"18\" height=\"18\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"2\"/>"))
  }

  @Test func descriptionListsClassFrameAndKeyProperties() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.backgroundColor = .systemBackground
    let label = UILabel(frame: CGRect(x: 10, y: 10.333333, width: 180, height: 20))
    label.text = "It's \"here\""
    let toggle = UISwitch(frame: CGRect(x: 10, y: 40, width: 51, height: 31))
    toggle.isOn = true
    toggle.isHidden = true
    let tinted = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
    tinted.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
    tinted.alpha = 0.25
    for view in [label, toggle, tinted] { root.addSubview(view) }
    #expect(
      viewTreeDescription(of: root) == """
        <UIView; frame = (0.00 0.00; 200.00 100.00); backgroundColor = systemBackground>
           | <UILabel; frame = (10.00 10.33; 180.00 20.00); text = 'It\\'s "here"'; font = Inter-Regular 17.00; textColor = label>
           | <UISwitch; frame = (10.00 40.00; 51.00 31.00); hidden; on>
           | <UIView; frame = (0.00 0.00; 1.00 1.00); alpha = 0.25; backgroundColor = #ff800080>

        """)
  }
}
