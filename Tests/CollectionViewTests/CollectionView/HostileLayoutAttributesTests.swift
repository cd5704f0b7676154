import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// One section of 44-pt full-width rows whose alpha and hidden state follow `phase`: row i is at alpha 1 when
/// i + phase is even and 0.5 otherwise, and hidden when i + phase is a multiple of 3. Every query makes new
/// attributes objects.
final class TogglingRowLayout: UICollectionViewLayout {
  var phase = 0

  static func alpha(row: Int, phase: Int) -> CGFloat { (row + phase) % 2 == 0 ? 1 : 0.5 }
  static func isHidden(row: Int, phase: Int) -> Bool { (row + phase) % 3 == 0 }

  private var count: Int { context.numberOfItemsInSection.first ?? 0 }

  override var collectionViewContentSize: CGSize { CGSize(width: 390, height: CGFloat(count) * 44) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    guard count > 0 else { return [] }
    let first = max(0, Int((rect.minY / 44).rounded(.down)))
    let last = min(count - 1, Int((rect.maxY / 44).rounded(.up)))
    guard first <= last else { return [] }
    return (first...last).compactMap { row in
      let frame = CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44)
      // (Overlapping, not touching: Foundation's `intersects` on Linux counts touching edges.)
      let overlaps =
        frame.minY < rect.maxY && frame.maxY > rect.minY && frame.minX < rect.maxX && frame.maxX > rect.minX
      return overlaps ? attributes(row: row) : nil
    }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes(row: indexPath.item)
  }

  private func attributes(row: Int) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: row, section: 0))
    attributes.frame = CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44)
    attributes.alpha = Self.alpha(row: row, phase: phase)
    attributes.isHidden = Self.isHidden(row: row, phase: phase)
    return attributes
  }
}

/// A data source of one section whose cell provider sets the cell's alpha and hidden state itself (the layout's
/// attributes, applied after the provider returns, decide).
@MainActor
final class MeddlingDataSource: UICollectionViewDataSource {
  let count: Int

  init(count: Int) { self.count = count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "kind\(indexPath.item % 2)", for: indexPath)
    cell.alpha = 0.25
    cell.isHidden = indexPath.item % 2 == 0
    return cell
  }
}

@MainActor
@Suite("Layout attributes' alpha and hidden across passes and reuse")
struct HostileLayoutAttributesTests {
  @Test func alphaAndHiddenFollowTheAttributesAsTheyToggleAndCellsAreReused() throws {
    let layout = TogglingRowLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: layout)
    for kind in 0..<2 { collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "kind\(kind)") }
    let dataSource = MeddlingDataSource(count: 300)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    // Offsets of partial and full screens (rows are 44 pt, ten on screen); at each, three phases in turn.
    for offset: CGFloat in [0, 220, 440, 462, 0, 5000, 4978, 13_000] {
      collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      for phase in [layout.phase + 1, layout.phase + 2, layout.phase + 3] {
        layout.phase = phase
        layout.invalidateLayout()
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        let paths = collectionView.indexPathsForVisibleItems.sorted()
        // Rows overlapping offset ..< offset + 440 among the 300 (at 13 000 only rows 295…299: 13 200 is the end).
        #expect(paths == expectedVisibleRows(counts: [300], offset: offset))
        for indexPath in paths {
          let cell = try #require(collectionView.cellForItem(at: indexPath))
          #expect(cell.alpha == TogglingRowLayout.alpha(row: indexPath.item, phase: phase), "\(indexPath) \(phase)")
          #expect(cell.isHidden == TogglingRowLayout.isHidden(row: indexPath.item, phase: phase), "\(indexPath)")
          #expect(cell.frame.minY == CGFloat(indexPath.item) * 44)
        }
      }
    }
    withExtendedLifetime(dataSource) {}
  }
}
