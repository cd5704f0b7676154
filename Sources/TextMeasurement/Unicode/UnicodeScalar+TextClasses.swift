extension Unicode.Scalar {
  /// Ranges treated as East Asian Wide or Fullwidth (a subset of UAX #11's W and F classes: Hangul Jamo and
  /// syllables, CJK radicals, symbols and punctuation, kana, Bopomofo, Han (all planes), Yi, compatibility forms,
  /// fullwidth forms).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
    0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1B000...0x1B16F, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  /// Whether the scalar is East Asian Wide or Fullwidth (see `wideRanges`) or has emoji presentation: such
  /// characters are 1 em wide when no face covers them, and a line may break before or after them.
  var isWideForMeasurement: Bool {
    let value = value
    guard value >= 0x1100 else { return false }
    for range in Self.wideRanges where range.contains(value) { return true }
    // Every Emoji_Presentation scalar is at or above U+231A; skip the property lookup below it.
    return value >= 0x231A && properties.isEmojiPresentation
  }

  /// Whether the scalar draws nothing by itself when no face covers it: controls, format characters (ZWJ,
  /// variation selectors' neighbours, bidi marks), combining marks and line/paragraph separators.
  var isZeroWidthWhenUncovered: Bool {
    switch properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .lineSeparator, .paragraphSeparator:
      return true
    default:
      return properties.isVariationSelector
    }
  }

  /// Whether a line may break after a run of this scalar: the Unicode `White_Space` scalars (PropList.txt: U+0009–
  /// U+000D, U+0020, U+0085, U+1680, U+2000–U+200A, U+2028, U+2029, U+205F, U+3000) except the no-break spaces
  /// U+00A0, U+2007 and U+202F, plus U+200B ZERO WIDTH SPACE. A table, not a property lookup: this runs per
  /// character.
  var isBreakingSpace: Bool {
    switch value {
    case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x2028, 0x2029, 0x205F, 0x3000: true
    default: false
    }
  }
}
