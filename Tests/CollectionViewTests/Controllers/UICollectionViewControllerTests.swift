import CollectionView
import CompositionalLayout
import Foundation
import Testing

/// A controller that shows `count` rows, as a subclass of UICollectionViewController does.
@MainActor
final class RowsController: UICollectionViewController {
  var count = 5
  var selections: [IndexPath] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(TestCell.self, forCellWithReuseIdentifier: "cell")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selections.append(indexPath)
  }
}

@MainActor
@Suite("UICollectionViewController")
struct UICollectionViewControllerTests {
  @Test func theViewIsACollectionViewWithTheControllerAsDataSourceAndDelegate() throws {
    let layout = rowLayout()
    let controller = RowsController(collectionViewLayout: layout)
    let collectionView = try #require(controller.collectionView)
    #expect(controller.view === collectionView)
    #expect(collectionView.dataSource === controller)
    #expect(collectionView.delegate === controller)
    #expect(controller.collectionViewLayout === layout)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(controller.installsStandardGestureForInteractiveMovement)
    collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    collectionView.layoutIfNeeded()
    // The subclass's overrides answer: 5 rows of 44 pt.
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
    #expect(collectionView.contentSize.height == 220)
    _ = collectionView.tap(at: CGPoint(x: 10, y: 50))
    #expect(controller.selections == [IndexPath(item: 1, section: 0)])
  }

  @Test func viewWillAppearClearsTheSelection() throws {
    let controller = RowsController(collectionViewLayout: rowLayout())
    let collectionView = try #require(controller.collectionView)
    collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    collectionView.layoutIfNeeded()
    collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    controller.clearsSelectionOnViewWillAppear = false
    controller.viewWillAppear(false)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    controller.clearsSelectionOnViewWillAppear = true
    controller.viewWillAppear(false)
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
  }
}
