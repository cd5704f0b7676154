import Foundation

/// Text broken into lines: each line's string, width and vertical position, and the size of the whole.
///
/// Coordinates are in points in the text's own space: the first line's top at y = 0, every line starting at
/// x = 0 (leading alignment; a renderer aligns by `size.width − line.width`).
///
/// UIKit parity: what a UILabel draws; UIKit has no public equivalent (TextKit's line fragments come closest).
public struct TextLayout: Hashable, Sendable {
  /// One line of laid-out text.
  public struct Line: Hashable, Sendable {
    /// The characters drawn, with "…" where the line was truncated; trailing white space removed.
    public var text: String
    /// The drawn width in points (advances and kerning, trailing white space excluded).
    public var width: CGFloat
    /// The line's top in points from the layout's top.
    public var minY: CGFloat
    /// The line's height in points (see ``TextMeasurer`` for the rule).
    public var height: CGFloat
    /// The baseline in points from the layout's top: `minY` plus the line's ascent.
    public var baseline: CGFloat
    /// Whether the line ends the visible text early with "…".
    public var isTruncated: Bool

    /// Creates a line.
    public init(text: String, width: CGFloat, minY: CGFloat, height: CGFloat, baseline: CGFloat, isTruncated: Bool) {
      self.text = text
      self.width = width
      self.minY = minY
      self.height = height
      self.baseline = baseline
      self.isTruncated = isTruncated
    }
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// The widest line's width by the sum of the line heights, in points; not rounded (UILabel rounds its
  /// `sizeThatFits` up to whole points — apply `ceil` to match it).
  public var size: CGSize

  /// Creates a layout.
  public init(lines: [Line], size: CGSize) {
    self.lines = lines
    self.size = size
  }

  /// Whether any line was truncated.
  public var isTruncated: Bool {
    lines.contains(where: \.isTruncated)
  }
}
