import Foundation

// The system palette. Values: uikit-view-metrics.md §7.1 (HIG-COLOR-23, the iOS 15–18 generation; columns light,
// dark, accessible light, accessible dark) and §7.2 (FLUT-COL semantic colours: light, dark, dark elevated, high
// contrast light / dark / dark elevated). Dark elevated system colours equal their dark values.

private func c(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor.Components {
  UIColor.Components(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
}

extension UIColor {
  /// `systemRed`: light 255,59,48, dark 255,69,58 (sRGB 0–255); increased contrast 215,0,21 / 255,105,97.
  public static let systemRed: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemRed", light: c(255, 59, 48, 1), dark: c(255, 69, 58, 1), darkElevated: nil,
        highContrastLight: c(215, 0, 21, 1), highContrastDark: c(255, 105, 97, 1), highContrastDarkElevated: nil)))
  /// `systemOrange`: light 255,149,0, dark 255,159,10 (sRGB 0–255); increased contrast 201,52,0 / 255,179,64.
  public static let systemOrange: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemOrange", light: c(255, 149, 0, 1), dark: c(255, 159, 10, 1), darkElevated: nil,
        highContrastLight: c(201, 52, 0, 1), highContrastDark: c(255, 179, 64, 1), highContrastDarkElevated: nil)))
  /// `systemYellow`: light 255,204,0, dark 255,214,10 (sRGB 0–255); increased contrast 178,80,0 / 255,212,38.
  public static let systemYellow: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemYellow", light: c(255, 204, 0, 1), dark: c(255, 214, 10, 1), darkElevated: nil,
        highContrastLight: c(178, 80, 0, 1), highContrastDark: c(255, 212, 38, 1), highContrastDarkElevated: nil)))
  /// `systemGreen`: light 52,199,89, dark 48,209,88 (sRGB 0–255); increased contrast 36,138,61 / 48,219,91.
  public static let systemGreen: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemGreen", light: c(52, 199, 89, 1), dark: c(48, 209, 88, 1), darkElevated: nil,
        highContrastLight: c(36, 138, 61, 1), highContrastDark: c(48, 219, 91, 1), highContrastDarkElevated: nil)))
  /// `systemMint`: light 0,199,190, dark 102,212,207 (sRGB 0–255); increased contrast 12,129,123 / 102,212,207.
  public static let systemMint: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemMint", light: c(0, 199, 190, 1), dark: c(102, 212, 207, 1), darkElevated: nil,
        highContrastLight: c(12, 129, 123, 1), highContrastDark: c(102, 212, 207, 1), highContrastDarkElevated: nil)))
  /// `systemTeal`: light 48,176,199, dark 64,200,224 (sRGB 0–255); increased contrast 0,130,153 / 93,230,255.
  public static let systemTeal: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemTeal", light: c(48, 176, 199, 1), dark: c(64, 200, 224, 1), darkElevated: nil,
        highContrastLight: c(0, 130, 153, 1), highContrastDark: c(93, 230, 255, 1), highContrastDarkElevated: nil)))
  /// `systemCyan`: light 50,173,230, dark 100,210,255 (sRGB 0–255); increased contrast 0,113,164 / 112,215,255.
  public static let systemCyan: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemCyan", light: c(50, 173, 230, 1), dark: c(100, 210, 255, 1), darkElevated: nil,
        highContrastLight: c(0, 113, 164, 1), highContrastDark: c(112, 215, 255, 1), highContrastDarkElevated: nil)))
  /// `systemBlue`: light 0,122,255, dark 10,132,255 (sRGB 0–255); increased contrast 0,64,221 / 64,156,255.
  public static let systemBlue: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemBlue", light: c(0, 122, 255, 1), dark: c(10, 132, 255, 1), darkElevated: nil,
        highContrastLight: c(0, 64, 221, 1), highContrastDark: c(64, 156, 255, 1), highContrastDarkElevated: nil)))
  /// `systemIndigo`: light 88,86,214, dark 94,92,230 (sRGB 0–255); increased contrast 54,52,163 / 125,122,255.
  public static let systemIndigo: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemIndigo", light: c(88, 86, 214, 1), dark: c(94, 92, 230, 1), darkElevated: nil,
        highContrastLight: c(54, 52, 163, 1), highContrastDark: c(125, 122, 255, 1), highContrastDarkElevated: nil)))
  /// `systemPurple`: light 175,82,222, dark 191,90,242 (sRGB 0–255); increased contrast 137,68,171 / 218,143,255.
  public static let systemPurple: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemPurple", light: c(175, 82, 222, 1), dark: c(191, 90, 242, 1), darkElevated: nil,
        highContrastLight: c(137, 68, 171, 1), highContrastDark: c(218, 143, 255, 1), highContrastDarkElevated: nil)))
  /// `systemPink`: light 255,45,85, dark 255,55,95 (sRGB 0–255); increased contrast 211,15,69 / 255,100,130.
  public static let systemPink: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemPink", light: c(255, 45, 85, 1), dark: c(255, 55, 95, 1), darkElevated: nil,
        highContrastLight: c(211, 15, 69, 1), highContrastDark: c(255, 100, 130, 1), highContrastDarkElevated: nil)))
  /// `systemBrown`: light 165,132,94, dark 172,142,104 (sRGB 0–255); increased contrast 127,101,69 / 181,148,105.
  public static let systemBrown: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemBrown", light: c(165, 132, 94, 1), dark: c(172, 142, 104, 1), darkElevated: nil,
        highContrastLight: c(127, 101, 69, 1), highContrastDark: c(181, 148, 105, 1), highContrastDarkElevated: nil)))
  /// `systemGray`: light 142,142,147, dark 142,142,147 (sRGB 0–255); increased contrast 108,108,112 / 174,174,178.
  public static let systemGray: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemGray", light: c(142, 142, 147, 1), dark: c(142, 142, 147, 1), darkElevated: nil,
        highContrastLight: c(108, 108, 112, 1), highContrastDark: c(174, 174, 178, 1), highContrastDarkElevated: nil)))
  /// `systemGray2`: light 174,174,178, dark 99,99,102 (sRGB 0–255); increased contrast 142,142,147 / 124,124,128.
  public static let systemGray2: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemGray2", light: c(174, 174, 178, 1), dark: c(99, 99, 102, 1), darkElevated: nil,
        highContrastLight: c(142, 142, 147, 1), highContrastDark: c(124, 124, 128, 1), highContrastDarkElevated: nil)))
  /// `systemGray3`: light 199,199,204, dark 72,72,74 (sRGB 0–255); increased contrast 174,174,178 / 84,84,86.
  public static let systemGray3: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemGray3", light: c(199, 199, 204, 1), dark: c(72, 72, 74, 1), darkElevated: nil,
        highContrastLight: c(174, 174, 178, 1), highContrastDark: c(84, 84, 86, 1), highContrastDarkElevated: nil)))
  /// `systemGray4`: light 209,209,214, dark 58,58,60 (sRGB 0–255); increased contrast 188,188,192 / 68,68,70.
  public static let systemGray4: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemGray4", light: c(209, 209, 214, 1), dark: c(58, 58, 60, 1), darkElevated: nil,
        highContrastLight: c(188, 188, 192, 1), highContrastDark: c(68, 68, 70, 1), highContrastDarkElevated: nil)))
  /// `systemGray5`: light 229,229,234, dark 44,44,46 (sRGB 0–255); increased contrast 216,216,220 / 54,54,56.
  public static let systemGray5: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemGray5", light: c(229, 229, 234, 1), dark: c(44, 44, 46, 1), darkElevated: nil,
        highContrastLight: c(216, 216, 220, 1), highContrastDark: c(54, 54, 56, 1), highContrastDarkElevated: nil)))
  /// `systemGray6`: light 242,242,247, dark 28,28,30 (sRGB 0–255); increased contrast 235,235,240 / 36,36,38.
  public static let systemGray6: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemGray6", light: c(242, 242, 247, 1), dark: c(28, 28, 30, 1), darkElevated: nil,
        highContrastLight: c(235, 235, 240, 1), highContrastDark: c(36, 36, 38, 1), highContrastDarkElevated: nil)))
  /// `label`: light 0,0,0,1, dark 255,255,255,1 (sRGB 0–255, alpha 0–1).
  public static let label: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "label", light: c(0, 0, 0, 1), dark: c(255, 255, 255, 1), darkElevated: c(255, 255, 255, 1),
        highContrastLight: c(0, 0, 0, 1), highContrastDark: c(255, 255, 255, 1),
        highContrastDarkElevated: c(255, 255, 255, 1))))
  /// `secondaryLabel`: light 60,60,67,0.60, dark 235,235,245,0.60 (sRGB 0–255, alpha 0–1).
  public static let secondaryLabel: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "secondaryLabel", light: c(60, 60, 67, 0.60), dark: c(235, 235, 245, 0.60),
        darkElevated: c(235, 235, 245, 0.60),
        highContrastLight: c(60, 60, 67, 0.68), highContrastDark: c(235, 235, 245, 0.68),
        highContrastDarkElevated: c(235, 235, 245, 0.68))))
  /// `tertiaryLabel`: light 60,60,67,0.30, dark 235,235,245,0.30 (sRGB 0–255, alpha 0–1).
  public static let tertiaryLabel: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "tertiaryLabel", light: c(60, 60, 67, 0.30), dark: c(235, 235, 245, 0.30),
        darkElevated: c(235, 235, 245, 0.30),
        highContrastLight: c(60, 60, 67, 0.38), highContrastDark: c(235, 235, 245, 0.38),
        highContrastDarkElevated: c(235, 235, 245, 0.38))))
  /// `quaternaryLabel`: light 60,60,67,0.18, dark 235,235,245,0.16 (sRGB 0–255, alpha 0–1).
  public static let quaternaryLabel: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "quaternaryLabel", light: c(60, 60, 67, 0.18), dark: c(235, 235, 245, 0.16),
        darkElevated: c(235, 235, 245, 0.16),
        highContrastLight: c(60, 60, 67, 0.26), highContrastDark: c(235, 235, 245, 0.24),
        highContrastDarkElevated: c(235, 235, 245, 0.24))))
  /// `systemFill`: light 120,120,128,0.20, dark 120,120,128,0.36 (sRGB 0–255, alpha 0–1).
  public static let systemFill: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemFill", light: c(120, 120, 128, 0.20), dark: c(120, 120, 128, 0.36),
        darkElevated: c(120, 120, 128, 0.36),
        highContrastLight: c(120, 120, 128, 0.28), highContrastDark: c(120, 120, 128, 0.44),
        highContrastDarkElevated: c(120, 120, 128, 0.44))))
  /// `secondarySystemFill`: light 120,120,128,0.16, dark 120,120,128,0.32 (sRGB 0–255, alpha 0–1).
  public static let secondarySystemFill: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "secondarySystemFill", light: c(120, 120, 128, 0.16), dark: c(120, 120, 128, 0.32),
        darkElevated: c(120, 120, 128, 0.32),
        highContrastLight: c(120, 120, 128, 0.24), highContrastDark: c(120, 120, 128, 0.40),
        highContrastDarkElevated: c(120, 120, 128, 0.40))))
  /// `tertiarySystemFill`: light 118,118,128,0.12, dark 118,118,128,0.24 (sRGB 0–255, alpha 0–1).
  public static let tertiarySystemFill: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "tertiarySystemFill", light: c(118, 118, 128, 0.12), dark: c(118, 118, 128, 0.24),
        darkElevated: c(118, 118, 128, 0.24),
        highContrastLight: c(118, 118, 128, 0.20), highContrastDark: c(118, 118, 128, 0.32),
        highContrastDarkElevated: c(118, 118, 128, 0.32))))
  /// `quaternarySystemFill`: light 116,116,128,0.08, dark 118,118,128,0.18 (sRGB 0–255, alpha 0–1).
  public static let quaternarySystemFill: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "quaternarySystemFill", light: c(116, 116, 128, 0.08), dark: c(118, 118, 128, 0.18),
        darkElevated: c(118, 118, 128, 0.18),
        highContrastLight: c(116, 116, 128, 0.16), highContrastDark: c(118, 118, 128, 0.26),
        highContrastDarkElevated: c(118, 118, 128, 0.26))))
  /// `systemBackground`: light 255,255,255, dark 0,0,0 (sRGB 0–255, alpha 0–1).
  public static let systemBackground: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemBackground", light: c(255, 255, 255, 1), dark: c(0, 0, 0, 1), darkElevated: c(28, 28, 30, 1),
        highContrastLight: c(255, 255, 255, 1), highContrastDark: c(0, 0, 0, 1),
        highContrastDarkElevated: c(36, 36, 38, 1))))
  /// `secondarySystemBackground`: light 242,242,247, dark 28,28,30 (sRGB 0–255, alpha 0–1).
  public static let secondarySystemBackground: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "secondarySystemBackground", light: c(242, 242, 247, 1), dark: c(28, 28, 30, 1),
        darkElevated: c(44, 44, 46, 1),
        highContrastLight: c(235, 235, 240, 1), highContrastDark: c(36, 36, 38, 1),
        highContrastDarkElevated: c(54, 54, 56, 1))))
  /// `tertiarySystemBackground`: light 255,255,255, dark 44,44,46 (sRGB 0–255, alpha 0–1).
  public static let tertiarySystemBackground: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "tertiarySystemBackground", light: c(255, 255, 255, 1), dark: c(44, 44, 46, 1),
        darkElevated: c(58, 58, 60, 1),
        highContrastLight: c(255, 255, 255, 1), highContrastDark: c(54, 54, 56, 1),
        highContrastDarkElevated: c(68, 68, 70, 1))))
  /// `systemGroupedBackground`: light 242,242,247, dark 0,0,0 (sRGB 0–255, alpha 0–1).
  public static let systemGroupedBackground: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "systemGroupedBackground", light: c(242, 242, 247, 1), dark: c(0, 0, 0, 1),
        darkElevated: c(28, 28, 30, 1),
        highContrastLight: c(235, 235, 240, 1), highContrastDark: c(0, 0, 0, 1),
        highContrastDarkElevated: c(36, 36, 38, 1))))
  /// `secondarySystemGroupedBackground`: light 255,255,255, dark 28,28,30 (sRGB 0–255, alpha 0–1).
  public static let secondarySystemGroupedBackground: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "secondarySystemGroupedBackground", light: c(255, 255, 255, 1), dark: c(28, 28, 30, 1),
        darkElevated: c(44, 44, 46, 1),
        highContrastLight: c(255, 255, 255, 1), highContrastDark: c(36, 36, 38, 1),
        highContrastDarkElevated: c(54, 54, 56, 1))))
  /// `tertiarySystemGroupedBackground`: light 242,242,247, dark 44,44,46 (sRGB 0–255, alpha 0–1).
  public static let tertiarySystemGroupedBackground: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "tertiarySystemGroupedBackground", light: c(242, 242, 247, 1), dark: c(44, 44, 46, 1),
        darkElevated: c(58, 58, 60, 1),
        highContrastLight: c(235, 235, 240, 1), highContrastDark: c(54, 54, 56, 1),
        highContrastDarkElevated: c(68, 68, 70, 1))))
  /// `separator`: light 60,60,67,0.29, dark 84,84,88,0.60 (sRGB 0–255, alpha 0–1).
  public static let separator: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "separator", light: c(60, 60, 67, 0.29), dark: c(84, 84, 88, 0.60), darkElevated: c(84, 84, 88, 0.60),
        highContrastLight: c(60, 60, 67, 0.37), highContrastDark: c(84, 84, 88, 0.68),
        highContrastDarkElevated: c(84, 84, 88, 0.68))))
  /// `opaqueSeparator`: light 198,198,200, dark 56,56,58 (sRGB 0–255, alpha 0–1).
  public static let opaqueSeparator: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "opaqueSeparator", light: c(198, 198, 200, 1), dark: c(56, 56, 58, 1), darkElevated: c(56, 56, 58, 1),
        highContrastLight: c(198, 198, 200, 1), highContrastDark: c(56, 56, 58, 1),
        highContrastDarkElevated: c(56, 56, 58, 1))))
  /// `link`: light 0,122,255, dark 9,132,255 (sRGB 0–255, alpha 0–1).
  public static let link: UIColor = UIColor(
    storage: .system(
      Variants(
        name: "link", light: c(0, 122, 255, 1), dark: c(9, 132, 255, 1), darkElevated: c(9, 132, 255, 1),
        highContrastLight: c(0, 122, 255, 1), highContrastDark: c(9, 132, 255, 1),
        highContrastDarkElevated: c(9, 132, 255, 1))))
  /// `placeholderText`: the same values as `tertiaryLabel`.
  public static let placeholderText: UIColor = UIColor(
    storage: {
      guard case .system(var variants) = UIColor.tertiaryLabel.storage else { return UIColor.tertiaryLabel.storage }
      variants.name = "placeholderText"
      return .system(variants)
    }())
  /// The default tint: `systemBlue`.
  public static let tintColor: UIColor = .systemBlue
  /// `darkText` (black, fixed).
  public static let darkText = UIColor(white: 0, alpha: 1)
  /// `lightText` (white at 60 %, fixed).
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// `groupTableViewBackground` (deprecated; `systemGroupedBackground`).
  public static let groupTableViewBackground: UIColor = .systemGroupedBackground
  /// `black` (fixed; uikit-view-metrics.md §7.3).
  public static let black = UIColor(white: 0, alpha: 1)
  /// `darkGray` (fixed; uikit-view-metrics.md §7.3).
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// `gray` (fixed; uikit-view-metrics.md §7.3).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// `lightGray` (fixed; uikit-view-metrics.md §7.3).
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// `white` (fixed; uikit-view-metrics.md §7.3).
  public static let white = UIColor(white: 1, alpha: 1)
  /// `clear` (fixed; uikit-view-metrics.md §7.3).
  public static let clear = UIColor(white: 0, alpha: 0)
  /// `red` (fixed; uikit-view-metrics.md §7.3).
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// `green` (fixed; uikit-view-metrics.md §7.3).
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// `blue` (fixed; uikit-view-metrics.md §7.3).
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// `cyan` (fixed; uikit-view-metrics.md §7.3).
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// `yellow` (fixed; uikit-view-metrics.md §7.3).
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// `magenta` (fixed; uikit-view-metrics.md §7.3).
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// `orange` (fixed; uikit-view-metrics.md §7.3).
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// `purple` (fixed; uikit-view-metrics.md §7.3).
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// `brown` (fixed; uikit-view-metrics.md §7.3).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
