import Foundation
import Testing

@testable import Views

/// `UIVisualEffectView` and its effects: the code apps write for blurred bars and cards compiles and lays out; the
/// effect is recorded, not drawn.
@MainActor
@Suite("Visual effect views")
struct VisualEffectViewTests {
  @Test func contentViewFillsTheEffectView() {
    let blur = UIBlurEffect(style: .systemMaterial)
    let effectView = UIVisualEffectView(effect: blur)
    effectView.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
    effectView.layoutIfNeeded()
    #expect(effectView.contentView.superview === effectView)
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(effectView.effect === blur)
    effectView.frame.size = CGSize(width: 120, height: 60)
    effectView.layoutIfNeeded()
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 60))
    let plain = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(plain.effect == nil)
    #expect(plain.frame.size == CGSize(width: 50, height: 40))
  }

  /// A blurred card pinned by constraints, with a vibrant label inside a nested effect view, as apps write it.
  @Test func constraintsInsideTheContentView() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let blurEffect = UIBlurEffect(style: .systemThinMaterial)
    let card = UIVisualEffectView(effect: blurEffect)
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect, style: .secondaryLabel))
    vibrancy.translatesAutoresizingMaskIntoConstraints = false
    card.contentView.addSubview(vibrancy)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      card.heightAnchor.constraint(equalToConstant: 80),
      vibrancy.leadingAnchor.constraint(equalTo: card.contentView.leadingAnchor, constant: 12),
      vibrancy.trailingAnchor.constraint(equalTo: card.contentView.trailingAnchor, constant: -12),
      vibrancy.centerYAnchor.constraint(equalTo: card.contentView.centerYAnchor),
      vibrancy.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    // Card: x 16, width 390 − 2 · 16 = 358, y 100, height 80. Vibrancy: x 12, width 358 − 24 = 334,
    // y (80 − 20) / 2 = 30 in the card's content view.
    #expect(card.frame == CGRect(x: 16, y: 100, width: 358, height: 80))
    #expect(card.contentView.frame == CGRect(x: 0, y: 0, width: 358, height: 80))
    #expect(vibrancy.frame == CGRect(x: 12, y: 30, width: 334, height: 20))
  }

  @Test func effectsKeepTheirParameters() {
    // UIKit's header lists the blur styles in order from 0 (extraLight) with tvOS's extraDark at 3.
    #expect(UIBlurEffect.Style.extraLight.rawValue == 0)
    #expect(UIBlurEffect.Style.regular.rawValue == 4)
    #expect(UIBlurEffect.Style.systemMaterial.rawValue == 8)
    #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    #expect(UIBlurEffect.Style.allCases.count == 20)
    #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
    let blur = UIBlurEffect(style: .dark)
    #expect(blur.style == .dark)
    let vibrancy = UIVibrancyEffect(blurEffect: blur)
    #expect(vibrancy.blurEffect === blur)
    #expect(vibrancy.style == .label)
    #expect((blur.copy() as? UIBlurEffect) === blur)
  }
}
