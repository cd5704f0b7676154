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

/// Ten 44-pt rows whose attributes objects are made once and kept: `shift` and `fade` change them in place, as a
/// custom layout that pins a header by editing its cached attributes does.
final class CachingRowLayout: UICollectionViewLayout {
  private(set) var cached: [UICollectionViewLayoutAttributes] = (0..<10).map { row in
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: row, section: 0))
    attributes.frame = CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44)
    return attributes
  }

  override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 440) }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cached }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    cached[indexPath.item]
  }
}

@MainActor
@Suite("Attributes a layout keeps and changes in place")
struct AttributesChangedInPlaceTests {
  @Test func changesToTheSameObjectReachTheVisibleCell() throws {
    let layout = CachingRowLayout()
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 440), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = MisdequeuingDataSource(count: 10) { view, indexPath in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    // Row 3 at 3 × 44 = 132; moved in place to y 10 (pinned), faded to 0.4, raised to z-index 5.
    #expect(cell.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
    layout.cached[3].frame.origin.y = 10
    layout.cached[3].alpha = 0.4
    layout.cached[3].zIndex = 5
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
    #expect(cell.frame == CGRect(x: 0, y: 10, width: 390, height: 44))
    #expect(cell.alpha == 0.4)
    #expect(cell.zIndex == 5)
    // Hidden in place, then shown again.
    layout.cached[3].isHidden = true
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(cell.isHidden)
    layout.cached[3].isHidden = false
    layout.invalidateLayout()
    collectionView.layoutIfNeeded()
    #expect(!cell.isHidden)
    withExtendedLifetime(dataSource) {}
  }
}
