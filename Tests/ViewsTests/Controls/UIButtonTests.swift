import Foundation
import Testing
import Views

@MainActor
final class PillButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    var configuration = UIButton.Configuration.filled()
    configuration.cornerStyle = .capsule
    self.configuration = configuration
  }
  required init?(coder: NSCoder) { fatalError("not used") }
}

@MainActor
@Suite("UIButton")
struct UIButtonTests {
  /// One DejaVu line at `size` points: 2384 × size / 2048, rounded up to thirds of a point.
  func line(_ size: CGFloat) -> CGFloat { (2384 * size / 2048 * 3).rounded(.up) / 3 }
  func width(_ text: String, _ size: CGFloat, bold: Bool = false) -> CGFloat {
    let font: UIFont = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    return (TextMeasurer().size(of: text, font: font).width * 3).rounded(.up) / 3
  }

  @Test func classicTitleAndState() {
    let button = UIButton(type: .system)
    #expect(button.buttonType == .system)
    button.setTitle("Go", for: .normal)
    button.setTitle("Stop", for: .selected)
    #expect(button.currentTitle == "Go")
    #expect(button.titleLabel?.text == "Go")
    button.isSelected = true
    #expect(button.currentTitle == "Stop")
    #expect(button.titleLabel?.text == "Stop")
    #expect(button.title(for: .highlighted) == "Go")  // falls back to normal
    #expect(button.titleColor(for: .normal) == button.tintColor)
    button.setTitleColor(.systemRed, for: .normal)
    #expect(button.currentTitleColor == UIColor.systemRed)
  }

  @Test func classicIntrinsicSize() {
    let button = UIButton(type: .system)
    // Empty classic button: 30 × 34 (chosen).
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
    button.setTitle("Go", for: .normal)
    // Title in system 15 pt plus 6 pt above and below (chosen): 2384 × 15 / 2048 = 17.46 → 17.667 + 12.
    #expect(button.intrinsicContentSize == CGSize(width: width("Go", 15), height: line(15) + 12))
    button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(button.intrinsicContentSize == CGSize(width: width("Go", 15) + 6, height: line(15) + 16))
  }

  @Test func configurationIntrinsicSize() throws {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Save"
    let button = UIButton(configuration: configuration)
    // Medium: body 17 pt title (chosen) + insets 7/12/7/12 (chosen).
    #expect(button.intrinsicContentSize == CGSize(width: width("Save", 17) + 24, height: line(17) + 14))
    configuration.image = UIImage(systemName: "square.and.arrow.down")  // 20 × 20 placeholder
    configuration.imagePadding = 8
    button.configuration = configuration
    // Image leading: 20 + 8 + title; height max(20, line) = line (20).
    #expect(button.intrinsicContentSize == CGSize(width: 20 + 8 + width("Save", 17) + 24, height: 20 + 14))
    configuration.imagePlacement = .top
    configuration.contentInsets = .zero
    button.configuration = configuration
    #expect(button.intrinsicContentSize == CGSize(width: width("Save", 17), height: 20 + 8 + line(17)))
    configuration.buttonSize = .large
    configuration.setDefaultContentInsets()
    #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
  }

  @Test func layoutPlacesImageBeforeTitle() throws {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Save"
    configuration.image = UIImage(systemName: "star")
    configuration.imagePadding = 4
    let button = UIButton(configuration: configuration)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
    button.layoutIfNeeded()
    let image = try #require(button.imageView)
    let title = try #require(button.titleLabel)
    // Content 20 + 4 + title, centred in 200 − 24 starting at 12.
    let content = 24 + width("Save", 17)
    #expect(abs(image.frame.minX - (12 + (176 - content) / 2)) < 1e-9)
    #expect(abs(title.frame.minX - (image.frame.maxX + 4)) < 1e-9)
    #expect(abs(image.frame.midY - 25) < 1e-9)
  }

  @Test func updateHandlerRunsOnStateChanges() {
    var configuration = UIButton.Configuration.tinted()
    configuration.title = "Off"
    let button = UIButton(configuration: configuration)
    var runs = 0
    button.configurationUpdateHandler = { button in
      runs += 1
      var updated = button.configuration
      updated?.title = button.isSelected ? "On" : "Off"
      button.configuration = updated
    }
    button.layoutIfNeeded()
    #expect(runs == 1)
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(runs == 2)
    #expect(button.configuration?.title == "On")
    #expect(button.currentTitle == "On")
    #expect(button.titleLabel?.text == "On")
    button.layoutIfNeeded()
    #expect(runs == 2)  // setting the configuration inside the handler does not loop
  }

  @Test func changesSelectionAsPrimaryAction() {
    var taps = 0
    let button = UIButton(primaryAction: UIAction(title: "Like") { _ in taps += 1 })
    #expect(button.buttonType == .system)
    #expect(button.currentTitle == "Like")
    button.changesSelectionAsPrimaryAction = true
    button.performPrimaryAction()
    #expect(button.isSelected)
    #expect(taps == 1)
  }

  @Test func menuAsPrimaryActionSendsNoTap() {
    var taps = 0
    let button = UIButton(configuration: .plain(), primaryAction: UIAction { _ in taps += 1 })
    button.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
    button.showsMenuAsPrimaryAction = true
    button.performPrimaryAction()
    #expect(taps == 0)
  }

  @Test func resolvedColoursPerStyle() {
    let filled = UIButton(configuration: .filled())
    #expect(filled.resolvedForegroundColor == UIColor.white)
    #expect(filled.resolvedBackgroundColor == filled.tintColor)
    let plain = UIButton(configuration: .plain())
    #expect(plain.resolvedForegroundColor == plain.tintColor)
    #expect(plain.resolvedBackgroundColor == nil)
    let gray = UIButton(configuration: .gray())
    #expect(gray.resolvedBackgroundColor == UIColor.tertiarySystemFill)
    gray.isEnabled = false
    #expect(gray.resolvedForegroundColor == UIColor.tertiaryLabel)
  }

  @Test func cornerStyles() {
    let button = PillButton(frame: CGRect(x: 0, y: 0, width: 100, height: 34))
    #expect(button.resolvedCornerRadius == 17)  // capsule: half the shorter side
    var configuration = UIButton.Configuration.filled()
    configuration.cornerStyle = .fixed
    configuration.background.cornerRadius = 5
    button.configuration = configuration
    #expect(button.resolvedCornerRadius == 5)
  }

  @Test func systemTypeGlyphs() {
    #expect(UIButton(type: .infoLight).intrinsicContentSize == CGSize(width: 22, height: 22))
    #expect(UIButton(type: .close).intrinsicContentSize == CGSize(width: 30, height: 30))
  }

  @Test func defaultPriorities() {
    let button = UIButton(type: .system)
    // §5.2 SO-HUG: 250 / 750 on both axes.
    #expect(button.contentHuggingPriority(for: .vertical) == .defaultLow)
    #expect(button.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
  }
}
