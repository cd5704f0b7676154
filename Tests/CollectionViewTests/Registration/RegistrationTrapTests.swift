import CollectionView
import CompositionalLayout
import DiffableDataSource
import Foundation
import Testing

/// Every misuse UIKit traps on traps here with a message naming the element and the fix.
@MainActor
@Suite("Registration and reuse traps")
struct RegistrationTrapTests {
  @Test func unregisteredIdentifier() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      let dataSource = TestDataSource(counts: [3])
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "identifier \"cell\"", "(0, 0)", "register(_:forCellWithReuseIdentifier:)")
  }

  @Test func registrationCreatedInsideTheCellProvider() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<1000))
      dataSource.apply(snapshot)
      collectionView.layoutIfNeeded()
    }
    expectStandardError(
      result, contains: "CellRegistration<UICollectionViewListCell, Int>", "the cell at (0, 0)", "outside the provider")
  }

  @Test func cellProviderReturningNil() async {
    // The diffable data source's cell path (specialised for the item type in the caller's module) traps naming the
    // item and its index path.
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in
        nil
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["first"])
      dataSource.apply(snapshot)
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "returned nil for item first", "(0, 0)", "dequeueConfiguredReusableCell")
  }

  @Test func headerWithoutSupplementaryProvider() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout(header: 30))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 3])
      collectionView.layoutIfNeeded()
      dataSource.apply(snapshot)
      dataSource.supplementaryViewProvider = { _, _, _ in nil }
    }
    expectStandardError(
      result, contains: "\"UICollectionElementKindSectionHeader\"", "(0, 0)", "no supplementaryViewProvider")
  }

  @Test func supplementaryProviderReturningNil() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout(header: 30))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
      dataSource.supplementaryViewProvider = { _, _, _ in nil }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 3])
      dataSource.apply(snapshot)
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "returned nil", "a view must always be returned")
  }

  @Test func headerWithoutDataSourceMethod() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      final class CellsOnly: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
          -> UICollectionViewCell
        {
          collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
      }
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout(header: 30))
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let dataSource = CellsOnly()
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "viewForSupplementaryElementOfKind", "CellsOnly")
  }

  @Test func decorationKindNeverRegistered() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let layout = rowLayout()
      let section = NSCollectionLayoutSection(
        group: NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
          subitems: [
            NSCollectionLayoutItem(
              layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
          ]))
      section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "card")]
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
      _ = layout
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      let dataSource = TestDataSource(counts: [2])
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "decoration view of kind \"card\"", "register(_:forDecorationViewOfKind:")
  }

  @Test func invalidBatchUpdate() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let dataSource = TestDataSource(counts: [3])
      let collectionView = makeRowCollectionView(dataSource: dataSource)
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    expectStandardError(result, contains: "invalid number of items in section 0", "(3)", "1 inserted, 0 deleted")
  }

  @Test("Deleting and reloading the same index path in one batch traps, as UIKit raises")
  func deleteAndReloadSameIndexPath() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let dataSource = TestDataSource(counts: [3])
      let collectionView = makeRowCollectionView(dataSource: dataSource)
      collectionView.performBatchUpdates {
        dataSource.counts = [2]
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    expectStandardError(result, contains: "attempt to delete and reload the same index path (0, 1)")
  }

  @Test("Two moves to one destination trap naming the destination")
  func twoMovesToOneDestination() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let dataSource = TestDataSource(counts: [3])
      let collectionView = makeRowCollectionView(dataSource: dataSource)
      collectionView.performBatchUpdates {
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 2, section: 0))
      }
    }
    expectStandardError(result, contains: "two items are moved to index path (0, 2)")
  }

  @Test("insertSections([-1]) traps naming section -1, not an item count")
  func insertNegativeSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let dataSource = TestDataSource(counts: [3])
      let collectionView = makeRowCollectionView(dataSource: dataSource)
      collectionView.performBatchUpdates {
        dataSource.counts = [3, 0]
        collectionView.insertSections([-1])
      }
    }
    expectStandardError(result, contains: "attempt to insert or move to section -1")
  }

  @Test("An apply from the cell provider traps naming the cell provider, not a missing item")
  func applyFromCellProvider() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowLayout())
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
      var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
      dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, item in
        dataSource?.apply(NSDiffableDataSourceSnapshot<Int, Int>())
        return view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2])
      dataSource?.apply(snapshot)
      collectionView.layoutIfNeeded()
    }
    expectStandardError(result, contains: "applied from inside the cell provider")
  }
}
