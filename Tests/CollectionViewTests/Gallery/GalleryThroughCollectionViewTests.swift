import CollectionView
import Gallery
import Testing

/// The gallery screens driven as an app would: a collection view with cell and supplementary registrations and a
/// diffable data source, scrolled from top to bottom.
@MainActor
@Suite("Gallery screens through the collection view")
struct GalleryThroughCollectionViewTests {
  @MainActor final class Cell: UICollectionViewCell {
    var label = ""
  }

  @MainActor final class Supplementary: UICollectionReusableView {}

  @MainActor struct Driven {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
  }

  /// A collection view over `screen`'s layout: items identified by a running number, every supplementary kind the
  /// layout uses registered, every decoration kind registered on the layout.
  static func drive(_ screen: GalleryScreen) -> Driven {
    let layout = screen.makeLayout()
    layout.prepare(context: screen.context)
    let everything = CGRect(x: -1e6, y: -1e6, width: 2e6 + screen.size.width, height: 2e6 + 4e5)
    let elements = layout.layoutAttributesForElements(in: everything) ?? []
    let supplementaryKinds = Set(
      elements.filter { $0.representedElementCategory == .supplementaryView }.compactMap(\.representedElementKind))
    for kind in Set(
      elements.filter { $0.representedElementCategory == .decorationView }.compactMap(\.representedElementKind))
    {
      layout.register(Supplementary.self, forDecorationViewOfKind: kind)
    }
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: screen.size), collectionViewLayout: layout)
    let cellRegistration = UICollectionView.CellRegistration<Cell, Int> { cell, indexPath, _ in
      cell.label = screen.cellLabel(indexPath) ?? ""
    }
    var supplementaryRegistrations: [String: UICollectionView.SupplementaryRegistration<Supplementary>] = [:]
    for kind in supplementaryKinds {
      supplementaryRegistrations[kind] = UICollectionView.SupplementaryRegistration<Supplementary>(elementKind: kind) {
        _, _, _ in
      }
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      supplementaryRegistrations[kind].map {
        collectionView.dequeueConfiguredReusableSupplementary(using: $0, for: indexPath)
      }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var next = 0
    for (section, count) in screen.itemCounts.enumerated() {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(next..<next + count), toSection: section)
      next += count
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return Driven(collectionView: collectionView, dataSource: dataSource)
  }

  @Test(
    "each screen scrolls top to bottom with bounded cells and the layout's frames",
    arguments: Gallery.screens().map(\.name))
  func scroll(name: String) throws {
    let screen = try #require(Gallery.screen(named: name))
    let driven = Self.drive(screen)
    let collectionView = driven.collectionView
    let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
    let end = max(0, collectionView.contentSize.height - screen.size.height)
    var offset: CGFloat = 0
    var largestVisible = 0
    repeat {
      collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      collectionView.layoutIfNeeded()
      largestVisible = max(largestVisible, collectionView.visibleCells.count)
      for indexPath in collectionView.indexPathsForVisibleItems {
        // Every cell on screen sits where the layout puts it.
        let cell = try #require(collectionView.cellForItem(at: indexPath))
        #expect(cell.frame == layout.layoutAttributesForItem(at: indexPath)?.frame)
      }
      offset += screen.size.height / 2
    } while offset <= end
    #expect(largestVisible > 0)
    // No screen keeps more cells than appear on it at once, plus a small reuse margin.
    #expect(collectionView.numberOfCreatedViews <= largestVisible * 2 + 8)
    #expect(driven.dataSource.snapshot().numberOfItems == screen.itemCount)
  }
}
