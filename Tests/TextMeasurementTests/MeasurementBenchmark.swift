import Foundation
import Testing
import TextMeasurement

/// Prints the time to measure 10⁵ short strings; runs only with `TEXT_MEASUREMENT_BENCHMARK=1` and asserts nothing
/// about time. For meaningful figures run it in a release build:
/// `TEXT_MEASUREMENT_BENCHMARK=1 swift test -c release --filter MeasurementBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TEXT_MEASUREMENT_BENCHMARK"] != nil))
struct MeasurementBenchmark {
  static let words = ["comment", "reply", "layout", "section", "group", "item", "the", "a", "orthogonal", "estimated"]

  static let latin = (0..<100_000).map { index in
    (0..<(3 + index % 6)).map { words[(index &* 7 &+ $0 &* 3) % words.count] }.joined(separator: " ")
  }

  static let mixed = (0..<100_000).map { index in "댓글 \(index) 번째 — 한국어 텍스트와 中文 mixed" }

  @Test(arguments: [("latin", latin), ("cjk-mixed", mixed)], [nil, 120] as [CGFloat?])
  func measureShortStrings(corpus: (name: String, texts: [String]), width: CGFloat?) {
    let font = UIFont.systemFont(ofSize: 17)
    let measurer = TextMeasurer()
    var height = 0.0
    let elapsed = ContinuousClock().measure {
      for text in corpus.texts { height += measurer.size(of: text, font: font, width: width).height }
    }
    print("\(corpus.name), width \(width.map { "\($0)" } ?? "none"): \(corpus.texts.count) strings in \(elapsed)")
    #expect(height > 0)
  }
}
