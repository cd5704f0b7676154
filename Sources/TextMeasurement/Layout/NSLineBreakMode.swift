/// How lines wrap at a width and what happens to text beyond the line limit.
///
/// UIKit parity: `NSLineBreakMode`, same cases and raw values. Truncating modes wrap like
/// ``byWordWrapping`` and shorten only the last allowed line, as UILabel does with `numberOfLines` > 1.
public enum NSLineBreakMode: Int, Hashable, Sendable, CaseIterable {
  /// Break at spaces and around CJK characters; a word wider than the line breaks between characters.
  case byWordWrapping = 0
  /// Break between any two characters (grapheme clusters).
  case byCharWrapping = 1
  /// No wrapping: each paragraph is one line, cut off at the width.
  case byClipping = 2
  /// Wrap by words; the last line ends with the end of its paragraph, its start replaced by "…".
  case byTruncatingHead = 3
  /// Wrap by words; the last line is cut and ends with "…".
  case byTruncatingTail = 4
  /// Wrap by words; the last line keeps its start and end with "…" between them.
  case byTruncatingMiddle = 5

  /// Whether text beyond the last line is marked with an ellipsis.
  var truncates: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    case .byWordWrapping, .byCharWrapping, .byClipping: false
    }
  }
}
