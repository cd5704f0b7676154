import Foundation
import TextMeasurement

/// One label of an element's text: a string in a font, with the role that decides its colour.
///
/// UIKit parity: stands in for a `UILabel` (`text`, `font`, `numberOfLines`) inside a cell's content view.
public struct GalleryTextRun: Hashable, Sendable {
  /// What the label is for, which decides how a renderer colours it.
  public enum Role: String, Hashable, Sendable {
    /// Body text and names: the label colour.
    case primary
    /// Times, places, counts and actions: the secondary label colour.
    case secondary
    /// Prices and links: the tint colour.
    case accent
  }

  /// The string shown; `Character.isNewline` characters are hard line breaks (a blank line between paragraphs).
  public var text: String
  /// The label's font.
  public var font: UIFont
  /// How a renderer colours the label.
  public var role: Role
  /// The most lines shown, 0 for no limit (truncated at the tail beyond it).
  public var numberOfLines: Int

  /// Creates a run.
  ///
  /// - Parameters:
  ///   - text: The string shown.
  ///   - font: The font; 13 pt for secondary text and 15–17 pt for body text, as iOS apps use.
  ///   - role: How a renderer colours it. Default `.primary`.
  ///   - numberOfLines: The line limit (≥ 0; 0 means none). Default 0.
  public init(_ text: String, font: UIFont, role: Role = .primary, numberOfLines: Int = 0) {
    self.text = text
    self.font = font
    self.role = role
    self.numberOfLines = max(numberOfLines, 0)
  }
}

/// One laid-out line of an element's text, positioned relative to the element's top-leading corner.
///
/// UIKit parity: none; what the labels of a cell draw (see `TextLayout`).
public struct GalleryTextLine: Hashable, Sendable {
  /// The characters drawn, trailing white space removed; "…" ends a truncated line.
  public var text: String
  /// The line's leading edge, in points from the element's leading edge.
  public var x: CGFloat
  /// The line's baseline, in points from the element's top.
  public var baseline: CGFloat
  /// The line's width, in points.
  public var width: CGFloat
  /// The font the line is measured (and should be drawn) in.
  public var font: UIFont
  /// How a renderer colours the line.
  public var role: GalleryTextRun.Role

  /// Whether the font is a bold face (its PostScript name contains "Bold").
  public var isBold: Bool {
    font.fontName.contains("Bold")
  }

  /// The font's size in points.
  public var fontSize: CGFloat {
    font.pointSize
  }

  /// A CSS font-family list for drawing the line: the font's family, then the CJK fallback the measurer uses.
  public var cssFontFamily: String {
    "\(font.familyName), Noto Sans CJK KR, sans-serif"
  }
}
