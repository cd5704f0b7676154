// AutoLayoutBenchmarks: release-mode timings of Auto Layout through the view layer, on the comment-thread post's
// cell (a 40×40 image, a nickname and a wrapping comment held by 12 anchor constraints; Sources/Gallery).
//
// Run: swift run -c release --package-path Benchmarks AutoLayoutBenchmarks
// Figures are medians of several runs (ContinuousClock). Targets (issue 11): measuring one typical cell ≤ 10 µs;
// re-solving after one constant change incremental (no rebuild); a 10^4-row list of such cells measured in one
// sizing pass ≤ 100 ms.

import CollectionView
import Foundation
import Gallery
import Views

@MainActor
func median(_ runs: Int, _ body: () -> Void) -> Double {
  var samples: [Double] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
  }
  samples.sort()
  return samples[samples.count / 2]
}

@MainActor
func run() {
  let comments = CommentThreadContent.threads.flatMap { [$0.parent] + $0.replies }
  let cell = CommentCollectionViewCell(frame: CGRect(x: 0, y: 0, width: 383, height: 50))
  cell.nickName.text = "\(comments[0].author) · \(comments[0].age)"
  cell.comment.text = comments[0].body
  let target = CGSize(width: 383, height: 0)
  func measure() -> CGSize {
    cell.contentView.systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  }
  _ = measure()
  // One cell measured from scratch (a new system each time, as a first measurement is).
  let oneCell = median(201) { _ = measure() } / 1000
  print(String(format: "measure one comment cell (systemLayoutSizeFitting): %.1f µs", oneCell))

  // A laid-out cell whose constraint constant changes: the system is kept and updated in place.
  cell.frame = CGRect(x: 0, y: 0, width: 383, height: 120)
  cell.layoutIfNeeded()
  let constant = cell.contentView.constraints.first { $0.firstAttribute == .top || $0.secondAttribute == .top }
  var flip: CGFloat = 12
  let relayout =
    median(201) {
      flip = flip == 12 ? 13 : 12
      constant?.constant = flip
      cell.contentView.setNeedsLayout()
      cell.contentView.layoutIfNeeded()
    } / 1000
  print(String(format: "re-solve after one constant change (layoutIfNeeded, incremental): %.1f µs", relayout))

  // 10^4 rows of such cells, each measured once (one sizing pass).
  let texts = (0..<10_000).map { comments[$0 % comments.count] }
  let pass =
    median(5) {
      for comment in texts {
        cell.comment.text = comment.body
        _ = measure()
      }
    } / 1e6
  print(String(format: "measure 10^4 comment cells (one sizing pass): %.1f ms", pass))

  // Memory: 1,000 cells, each measured once and kept (each keeps its fitting system for the next measurement).
  func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
      let pages = Int(statm.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return pages * 4096
  }
  let before = residentBytes()
  var kept: [CommentCollectionViewCell] = []
  for index in 0..<1000 {
    let keptCell = CommentCollectionViewCell(frame: CGRect(x: 0, y: 0, width: 383, height: 50))
    keptCell.nickName.text = "\(comments[index % comments.count].author)"
    keptCell.comment.text = comments[index % comments.count].body
    _ = keptCell.contentView.systemLayoutSizeFitting(
      target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    kept.append(keptCell)
  }
  let perCell = Double(residentBytes() - before) / 1000 / 1024
  print(String(format: "memory per measured cell (cell, views and kept constraint system): %.1f KiB", perCell))
  withExtendedLifetime(kept) {}
}

MainActor.assumeIsolated { run() }
