import CollectionView
import Foundation
import Testing

/// A trial of interactive reordering and visual effect views with code as iOS apps write it (WWDC20 "Lists in
/// UICollectionView" / "Advances in diffable data sources").
struct TrialItem: Hashable {
  let id = UUID()
  let title: String
}

@MainActor
final class TrialReorderViewController: UIViewController {
  enum Section: Int { case main, archive }

  var collectionView: UICollectionView!
  var dataSource: UICollectionViewDiffableDataSource<Section, TrialItem>!
  var backingStore: [TrialItem] = (0..<12).map { TrialItem(title: "Item \($0)") }
  var events: [String] = []
  /// How many of `backingStore`'s items go to `.main`; the rest go to `.archive`.
  var mainCount = 12
  let header = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
  let headerLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    header.translatesAutoresizingMaskIntoConstraints = false
    headerLabel.translatesAutoresizingMaskIntoConstraints = false
    headerLabel.text = "Reorder"
    header.contentView.addSubview(headerLabel)
    view.addSubview(header)
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.separatorConfiguration.visualEffect = UIVibrancyEffect(
      blurEffect: UIBlurEffect(style: .systemMaterial), style: .separator)
    collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      header.heightAnchor.constraint(equalToConstant: 60),
      headerLabel.leadingAnchor.constraint(equalTo: header.contentView.layoutMarginsGuide.leadingAnchor),
      headerLabel.centerYAnchor.constraint(equalTo: header.contentView.centerYAnchor),
      collectionView.topAnchor.constraint(equalTo: header.bottomAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, TrialItem> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.reorder(displayed: .always)]
    }
    dataSource = UICollectionViewDiffableDataSource<Section, TrialItem>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
    }
    dataSource.reorderingHandlers.canReorderItem = { item in item.title != "Item 11" }
    dataSource.reorderingHandlers.willReorder = { [weak self] transaction in
      self?.events.append("will \(transaction.difference.count)")
    }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
      guard let self else { return }
      self.events.append("did")
      if let updated = self.backingStore.applying(transaction.difference) {
        self.backingStore = updated
      }
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, TrialItem>()
    snapshot.appendSections([.main, .archive])
    snapshot.appendItems(Array(backingStore.prefix(mainCount)), toSection: .main)
    snapshot.appendItems(Array(backingStore.dropFirst(mainCount)), toSection: .archive)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// The text each visible cell shows, by row of section `section`.
  func shownTitles(section: Int = 0) -> [String?] {
    (0..<collectionView.numberOfItems(inSection: section)).map { item in
      guard
        let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
      else { return nil }
      return (cell.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }

  func center(_ item: Int, _ section: Int = 0) -> CGPoint {
    // No attributes (an index path that does not exist): the origin, a point over no row.
    let frame =
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
      ?? .zero
    return CGPoint(x: frame.midX, y: frame.midY)
  }
}

/// A UICollectionViewController with an array model, as pre-diffable apps reorder.
@MainActor
class TrialArrayCollectionViewController: UICollectionViewController {
  var names = ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"]
  var log: [String] = []

  init() {
    super.init(
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "name")
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    names.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath)
    guard let cell = dequeued as? UICollectionViewListCell else { return dequeued }
    var content = cell.defaultContentConfiguration()
    content.text = names[indexPath.item]
    cell.contentConfiguration = content
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    indexPath.item != 0
  }

  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    log.append("move \(sourceIndexPath.item)->\(destinationIndexPath.item)")
    let name = names.remove(at: sourceIndexPath.item)
    names.insert(name, at: destinationIndexPath.item)
  }

  func shownTitles() -> [String?] {
    (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
      return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }
  }
}

/// A delegate that can redirect the moving item and records the content offsets it is asked about.
@MainActor
final class TrialMoveDelegate: UICollectionViewDelegate {
  var redirect: IndexPath?
  var proposals: [String] = []
  var offsetProposals: [CGPoint] = []

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposals.append("\(originalIndexPath.item) \(currentIndexPath.item) \(proposedIndexPath.item)")
    return redirect ?? proposedIndexPath
  }

  func collectionView(
    _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint {
    offsetProposals.append(proposedContentOffset)
    return proposedContentOffset
  }
}

@MainActor
private func hostedDiffable() -> (ScreenHost, TrialReorderViewController) {
  let controller = TrialReorderViewController()
  return (ScreenHost(rootViewController: controller, device: .iPhone15), controller)
}

private let titles0to11 = (0..<12).map { "Item \($0)" }

@MainActor
@Suite("Reorder trial")
struct ReorderTrialTests {
  @Test func diffableListMoveToTheLastRow() throws {
    let controller = TrialReorderViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    let first = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    let layout = collectionView.collectionViewLayout
    let row0 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    let row11 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))).frame
    // insetGrouped, one-line rows of 44 pt, 353 wide (393 − 2 · 20): row 11 is 11 · 44 = 484 pt below row 0.
    #expect(first.frame == row0 && row0.size == CGSize(width: 353, height: 44) && row0.minX == 20)
    #expect(abs(row11.minY - (row0.minY + 484)) < 1e-9)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Item 11 is the last row and cannot start a move, but it can be the target.
    collectionView.updateInteractiveMovementTargetPosition(controller.center(11))
    // The view shows the move; the model waits for the end.
    #expect(controller.shownTitles() == Array(titles0to11.dropFirst()) + ["Item 0"])
    #expect(controller.backingStore.map(\.title) == titles0to11)
    #expect(controller.events.isEmpty)
    // Centred on row 11's centre: row 11's frame, above the others.
    #expect(abs(first.frame.minY - row11.minY) < 1e-9 && first.frame.size == row11.size)
    #expect(first.zIndex == Int.max)
    collectionView.endInteractiveMovement()
    #expect(controller.events == ["will 2", "did"])
    #expect(controller.backingStore.map(\.title) == Array(titles0to11.dropFirst()) + ["Item 0"])
    #expect(controller.dataSource.snapshot().itemIdentifiers == controller.backingStore)
    #expect(controller.shownTitles() == Array(titles0to11.dropFirst()) + ["Item 0"])
    #expect(first.frame == row11 && first.zIndex == 0)
  }

  @Test func arrayControllerMovesAndCancels() throws {
    let controller = TrialArrayCollectionViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    let layout = collectionView.collectionViewLayout
    let row1 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    // insetGrouped on the 393-pt iPhone 15: 20-pt side insets, 393 − 2 · 20 = 353 wide, 44-pt rows.
    #expect(row1.width == 353 && row1.height == 44 && row1.minX == 20)
    // Anna (item 0) may not move.
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    let eve = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    // A second begin while one is in progress is refused.
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    // The touch 10 pt below row 1's centre: still inside row 1 (22 > 10), so Eve goes to 1 and is centred on it.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: row1.midX, y: row1.midY + 10))
    #expect(eve.frame == row1.offsetBy(dx: 0, dy: 10))
    #expect(controller.shownTitles() == ["Anna", "Eve", "Ben", "Cleo", "Dan", "Finn"])
    #expect(controller.names == ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"])
    collectionView.cancelInteractiveMovement()
    #expect(controller.log.isEmpty)
    #expect(controller.shownTitles() == ["Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"])
    #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === eve)
    // Row 4 is 3 rows of 44 below row 1: y + 132.
    #expect(abs(eve.frame.minY - (row1.minY + 132)) < 1e-9 && eve.frame.size == row1.size)

    // Again, ended this time; then to the first row (a row that cannot start a move can still be a target).
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: row1.midX, y: row1.midY))
    collectionView.endInteractiveMovement()
    #expect(controller.log == ["move 4->1"])
    #expect(controller.names == ["Anna", "Eve", "Ben", "Cleo", "Dan", "Finn"])
    #expect(eve.frame == row1)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: row1.midX, y: row1.midY - 44))
    collectionView.endInteractiveMovement()
    #expect(controller.log == ["move 4->1", "move 5->0"])
    #expect(controller.names == ["Finn", "Anna", "Eve", "Ben", "Cleo", "Dan"])
    #expect(controller.shownTitles() == controller.names)
  }

  @Test func outOfOrderCallsAreIgnored() throws {
    let (host, controller) = hostedDiffable()
    defer { _ = host }
    let collectionView = controller.collectionView!
    collectionView.endInteractiveMovement()
    collectionView.cancelInteractiveMovement()
    collectionView.updateInteractiveMovementTargetPosition(controller.center(5))
    #expect(controller.events.isEmpty)
    #expect(controller.shownTitles() == titles0to11)
    // Out of range, in the empty section, a refused item.
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 12, section: 0)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 9)))
    #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 11, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    collectionView.endInteractiveMovement()
    // Ended where it began: the data source is not told.
    #expect(controller.events.isEmpty)
    collectionView.endInteractiveMovement()
    collectionView.cancelInteractiveMovement()
    #expect(controller.shownTitles() == titles0to11)
  }

  @Test func nonFiniteAndFarPositionsKeepTheItem() throws {
    let (host, controller) = hostedDiffable()
    defer { _ = host }
    let collectionView = controller.collectionView!
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    for point in [
      CGPoint(x: CGFloat.nan, y: .nan), CGPoint(x: CGFloat.infinity, y: -.infinity),
      CGPoint(x: 196, y: -5000), CGPoint(x: 196, y: 1e9), CGPoint(x: -300, y: controller.center(7).y),
      CGPoint(x: CGFloat.greatestFiniteMagnitude, y: .greatestFiniteMagnitude),
    ] {
      collectionView.updateInteractiveMovementTargetPosition(point)
      #expect(controller.shownTitles() == titles0to11)
    }
    // A finite position inside a row still works after the hostile ones.
    collectionView.updateInteractiveMovementTargetPosition(controller.center(7))
    #expect(collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) === moving)
    collectionView.endInteractiveMovement()
    // Item 2 taken out and put at 7: 0 1 3 4 5 6 7 2 8 …
    let expected =
      ["Item 0", "Item 1", "Item 3", "Item 4", "Item 5", "Item 6", "Item 7", "Item 2"]
      + (8..<12).map { "Item \($0)" }
    #expect(controller.backingStore.map(\.title) == expected)
    #expect(controller.shownTitles() == expected)
    #expect(moving.frame.minY.isFinite)
  }

  @Test func movesIntoTheEmptySectionThroughTheDelegate() throws {
    let (host, controller) = hostedDiffable()
    defer { _ = host }
    let collectionView = controller.collectionView!
    let delegate = TrialMoveDelegate()
    collectionView.delegate = delegate
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Below the last row: the default proposal cannot reach the empty section and keeps (0, 0).
    let below = CGPoint(x: 196, y: collectionView.contentSize.height + 20)
    collectionView.updateInteractiveMovementTargetPosition(below)
    #expect(controller.shownTitles() == titles0to11)
    #expect(collectionView.numberOfItems(inSection: 1) == 0)
    delegate.redirect = IndexPath(item: 0, section: 1)
    collectionView.updateInteractiveMovementTargetPosition(below)
    #expect(collectionView.numberOfItems(inSection: 0) == 11)
    #expect(collectionView.numberOfItems(inSection: 1) == 1)
    #expect(controller.shownTitles(section: 1) == ["Item 0"])
    collectionView.endInteractiveMovement()
    #expect(controller.events == ["will 2", "did"])
    #expect(controller.dataSource.snapshot().itemIdentifiers(inSection: .archive).map(\.title) == ["Item 0"])
    // The flat backing store: item 0 now after the 11 others.
    #expect(controller.backingStore.map(\.title) == Array(titles0to11.dropFirst()) + ["Item 0"])
    #expect(controller.shownTitles(section: 0) == Array(titles0to11.dropFirst()))
    #expect(controller.shownTitles(section: 1) == ["Item 0"])
  }

  @Test func snapshotReloadAndDataSourceChangesMidMovement() throws {
    let (host, controller) = hostedDiffable()
    defer { _ = host }
    let collectionView = controller.collectionView!
    // An apply mid-movement cancels it: the data source is not told, the new snapshot shows.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(4))
    var snapshot = controller.dataSource.snapshot()
    snapshot.deleteItems([controller.backingStore[1]])
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.endInteractiveMovement()
    #expect(controller.events.isEmpty)
    let withoutItem1 = titles0to11.filter { $0 != "Item 1" }
    #expect(controller.shownTitles() == withoutItem1)

    // reloadData() mid-movement: the view shows the data source's order again.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(4))
    collectionView.reloadData()
    collectionView.endInteractiveMovement()
    #expect(controller.events.isEmpty)
    #expect(controller.shownTitles() == withoutItem1)

    // The data source removed mid-movement: nothing is told, nothing crashes.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(4))
    collectionView.dataSource = nil
    collectionView.updateInteractiveMovementTargetPosition(controller.center(2))
    collectionView.endInteractiveMovement()
    collectionView.layoutIfNeeded()
    #expect(controller.events.isEmpty)
    #expect(collectionView.numberOfSections == 0)
  }

  @Test func layoutChangeMidMovement() throws {
    let (host, controller) = hostedDiffable()
    defer { _ = host }
    let collectionView = controller.collectionView!
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(3))
    // A plain list: full-width rows.
    collectionView.setCollectionViewLayout(
      UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)),
      animated: false)
    collectionView.layoutIfNeeded()
    let row5 = try #require(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))
    )
    .frame
    #expect(row5.minX == 0 && row5.width == 393)
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: row5.midX, y: row5.midY))
    #expect(moving.frame == row5)
    collectionView.endInteractiveMovement()
    let expected = ["Item 0", "Item 2", "Item 3", "Item 4", "Item 5", "Item 1"] + (6..<12).map { "Item \($0)" }
    #expect(controller.backingStore.map(\.title) == expected)
    #expect(controller.shownTitles() == expected)
    #expect(moving.frame == row5)
  }

  @Test func movingItemScrolledOffScreen() throws {
    let controller = TrialArrayCollectionViewController()
    controller.names = (0..<60).map { "Name \($0)" }
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    let delegate = TrialMoveDelegate()
    collectionView.delegate = delegate
    let layout = collectionView.collectionViewLayout
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    // Row 40 is 40 · 44 = 1760 pt down: far below the 852-pt screen.
    let row40 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 40, section: 0))).frame
    collectionView.setContentOffset(CGPoint(x: 0, y: row40.minY - 200), animated: false)
    collectionView.layoutIfNeeded()
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: row40.midX, y: row40.midY))
    let moved = try #require(
      collectionView.cellForItem(at: IndexPath(item: 40, section: 0)) as? UICollectionViewListCell)
    #expect((moved.contentConfiguration as? UIListContentConfiguration)?.text == "Name 1")
    #expect(moved.frame == row40)
    // Row 39 shows Name 40 (the items between moved up one row).
    let row39 = collectionView.cellForItem(at: IndexPath(item: 39, section: 0)) as? UICollectionViewListCell
    #expect((row39?.contentConfiguration as? UIListContentConfiguration)?.text == "Name 40")
    collectionView.endInteractiveMovement()
    #expect(controller.log == ["move 1->40"])
    #expect(controller.names[40] == "Name 1" && controller.names[39] == "Name 40")
    #expect(delegate.proposals.last == "1 1 40")
  }

  @Test func invalidDelegateTargetTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let (host, controller) = hostedDiffable()
      _ = host
      let delegate = TrialMoveDelegate()
      controller.collectionView.delegate = delegate
      delegate.redirect = IndexPath(item: 0, section: 7)
      _ = controller.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
      controller.collectionView.updateInteractiveMovementTargetPosition(controller.center(3))
    }
    expectStandardError(result, contains: "target index path (7, 0)", "2 sections", "targetIndexPathForMoveOfItem")
  }

  @Test func visualEffectHeaderAndSeparatorEffect() throws {
    let (host, controller) = hostedDiffable()
    defer { _ = host }
    // iPhone 15: 393 wide, safe area top 59; the header is 60 tall below it, the collection view after.
    #expect(controller.header.frame == CGRect(x: 0, y: 59, width: 393, height: 60))
    #expect(controller.header.contentView.frame == CGRect(x: 0, y: 0, width: 393, height: 60))
    #expect(controller.collectionView.frame.minY == 119)
    #expect((controller.header.effect as? UIBlurEffect)?.style == .systemMaterial)
    #expect(controller.headerLabel.superview === controller.header.contentView)
    // Centred vertically: (60 − height) / 2.
    let label = controller.headerLabel.frame
    #expect(abs(label.minY - (60 - label.height) / 2) < 0.5)
    #expect(label.height > 0)
    let effect = UIBlurEffect(style: .dark)
    #expect(effect.copy() as AnyObject === effect)
    let vibrancy = UIVibrancyEffect(blurEffect: effect)
    #expect(vibrancy.style == .label && vibrancy.blurEffect === effect)
    var separators = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
    #expect(separators.visualEffect == nil)
    separators.visualEffect = vibrancy
    #expect(separators.visualEffect === vibrancy)
    let plain = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    plain.layoutIfNeeded()
    #expect(plain.effect == nil && plain.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    plain.effect = UIBlurEffect(style: .light)
    plain.frame.size = CGSize(width: 80, height: 20)
    plain.layoutIfNeeded()
    #expect(plain.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
  }
}

@MainActor
@Suite("Reorder trial, more")
struct ReorderTrialMoreTests {
  @Test func crossSectionByTouchAndCancelFromTheEmptySection() throws {
    let controller = TrialReorderViewController()
    controller.mainCount = 4
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    #expect(
      controller.shownTitles(section: 1) == [
        "Item 4", "Item 5", "Item 6", "Item 7", "Item 8", "Item 9", "Item 10", "Item 11",
      ])
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    // Onto archive row 2 (Item 6): the item goes to (1, 2), Items 6… move down one row.
    let target = controller.center(2, 1)
    collectionView.updateInteractiveMovementTargetPosition(target)
    #expect(collectionView.numberOfItems(inSection: 0) == 3 && collectionView.numberOfItems(inSection: 1) == 9)
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) === moving)
    #expect(controller.shownTitles(section: 1).prefix(4) == ["Item 4", "Item 5", "Item 1", "Item 6"])
    // Centred on the touch.
    #expect(abs(moving.frame.midY - target.y) < 1e-9)
    // Back to the main section's first row, then cancelled: everything back.
    collectionView.updateInteractiveMovementTargetPosition(controller.center(0, 0))
    #expect(controller.shownTitles(section: 0) == ["Item 1", "Item 0", "Item 2", "Item 3"])
    collectionView.cancelInteractiveMovement()
    #expect(controller.shownTitles(section: 0) == ["Item 0", "Item 1", "Item 2", "Item 3"])
    #expect(controller.events.isEmpty)

    // Into archive and ended: the diffable data source and the flat backing store follow.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(2, 1))
    collectionView.endInteractiveMovement()
    #expect(controller.events == ["will 2", "did"])
    let archive = controller.dataSource.snapshot().itemIdentifiers(inSection: .archive).map(\.title)
    #expect(archive.prefix(4) == ["Item 4", "Item 5", "Item 1", "Item 6"])
    // Flat: 0 2 3 | 4 5 1 6 …
    #expect(
      controller.backingStore.map(\.title).prefix(7) == [
        "Item 0", "Item 2", "Item 3", "Item 4", "Item 5", "Item 1", "Item 6",
      ])
  }

  @Test func emptySectionMoveThenCancel() throws {
    let (host, controller) = hostedDiffable()
    defer { _ = host }
    let collectionView = controller.collectionView!
    let delegate = TrialMoveDelegate()
    collectionView.delegate = delegate
    delegate.redirect = IndexPath(item: 0, section: 1)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(3))
    #expect(collectionView.numberOfItems(inSection: 1) == 1)
    collectionView.cancelInteractiveMovement()
    #expect(collectionView.numberOfItems(inSection: 1) == 0)
    #expect(controller.shownTitles() == titles0to11)
    #expect(controller.events.isEmpty)
  }

  @Test func selfSizedRowsFollowTheirItems() throws {
    let controller = TrialReorderViewController()
    controller.backingStore[0] = TrialItem(
      title: "A very long first item whose title wraps onto a second and probably a third line in the list")
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    let layout = collectionView.collectionViewLayout
    let tall = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
    let short = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
    #expect(tall.height > short.height)
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(3))
    collectionView.endInteractiveMovement()
    let frames = (0..<12).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
    // Rows 0…2 are now short (the old rows 1…3), row 3 tall; row 0 starts where the tall row started.
    #expect(frames[0].minY == tall.minY && frames[0].height == short.height)
    #expect(frames[3].height == tall.height)
    #expect(abs(frames[3].minY - (tall.minY + 3 * short.height)) < 1e-6)
    #expect(abs(frames[4].minY - (tall.minY + 3 * short.height + tall.height)) < 1e-6)
    let cell3 = collectionView.cellForItem(at: IndexPath(item: 3, section: 0))
    #expect(cell3?.frame.height == tall.height)
  }

  @Test func beginBeforeTheFirstLayoutPass() throws {
    let controller = TrialReorderViewController()
    controller.loadViewIfNeeded()
    let collectionView = controller.collectionView!
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
    collectionView.endInteractiveMovement()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    #expect(controller.shownTitles() == titles0to11)
  }

  @Test func delegateTargetPastTheEndOfItsOwnSectionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let (host, controller) = hostedDiffable()
      _ = host
      let delegate = TrialMoveDelegate()
      controller.collectionView.delegate = delegate
      // 12 items in section 0: within its own section the item can take 0...11, not 12.
      delegate.redirect = IndexPath(item: 12, section: 0)
      _ = controller.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
      controller.collectionView.updateInteractiveMovementTargetPosition(controller.center(3))
    }
    expectStandardError(result, contains: "target index path (0, 12)", "0...11")
  }

  @Test func delegateTargetNegativeTraps() async {
    await #expect(processExitsWith: .failure) { @MainActor in
      let (host, controller) = hostedDiffable()
      _ = host
      let delegate = TrialMoveDelegate()
      controller.collectionView.delegate = delegate
      delegate.redirect = IndexPath(item: -1, section: 0)
      _ = controller.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
      controller.collectionView.updateInteractiveMovementTargetPosition(controller.center(3))
    }
  }

  @Test func contentOffsetIsAskedDuringMoves() throws {
    let controller = TrialArrayCollectionViewController()
    controller.names = (0..<60).map { "Name \($0)" }
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    let delegate = TrialMoveDelegate()
    collectionView.delegate = delegate
    collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 12, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 14, section: 0))!.center)
    collectionView.endInteractiveMovement()
    // Each step of the movement is an update: the delegate is asked once per step (one move), offset kept.
    #expect(delegate.offsetProposals == [CGPoint(x: 0, y: 300)])
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 300))
    #expect(controller.log == ["move 12->14"])
  }

  @Test func perSectionBackingStoresFromSectionTransactions() throws {
    let controller = TrialReorderViewController()
    controller.mainCount = 4
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    // WWDC20's per-section variant: one array per section, updated from each section transaction.
    var stores: [TrialReorderViewController.Section: [TrialItem]] = [
      .main: Array(controller.backingStore.prefix(4)), .archive: Array(controller.backingStore.dropFirst(4)),
    ]
    var sectionsSeen: [TrialReorderViewController.Section] = []
    controller.dataSource.reorderingHandlers.didReorder = { transaction in
      for sectionTransaction in transaction.sectionTransactions {
        let section = sectionTransaction.sectionIdentifier
        sectionsSeen.append(section)
        if let previous = stores[section], let updated = previous.applying(sectionTransaction.difference) {
          stores[section] = updated
        }
      }
    }
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(0, 1))
    collectionView.endInteractiveMovement()
    #expect(sectionsSeen == [.main, .archive])
    #expect(stores[.main]?.map(\.title) == ["Item 0", "Item 1", "Item 2"])
    #expect(stores[.archive]?.map(\.title).prefix(3) == ["Item 3", "Item 4", "Item 5"])
    #expect(controller.shownTitles(section: 1).prefix(3) == ["Item 3", "Item 4", "Item 5"])
  }

  @Test func rotationMidMovement() throws {
    let (host, controller) = hostedDiffable()
    let collectionView = controller.collectionView!
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(2))
    host.rotate(to: .landscape)
    // Landscape iPhone 15: 852 wide.
    #expect(collectionView.bounds.width == 852)
    let row4 = try #require(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))
    )
    .frame
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: row4.midX, y: row4.midY))
    #expect(moving.frame == row4)
    collectionView.endInteractiveMovement()
    #expect(controller.backingStore.map(\.title).prefix(5) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0"])
    #expect(controller.shownTitles().prefix(5) == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 0"])
    #expect(moving.frame == row4)
  }

  @Test func scrolledOffThenCancelled() throws {
    let controller = TrialArrayCollectionViewController()
    controller.names = (0..<60).map { "Name \($0)" }
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    let layout = collectionView.collectionViewLayout
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    let row50 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))).frame
    collectionView.setContentOffset(CGPoint(x: 0, y: row50.minY - 300), animated: false)
    collectionView.layoutIfNeeded()
    collectionView.updateInteractiveMovementTargetPosition(row50.origin.applying(.init(translationX: 10, y: 10)))
    collectionView.cancelInteractiveMovement()
    #expect(controller.log.isEmpty)
    let row50Cell = collectionView.cellForItem(at: IndexPath(item: 50, section: 0)) as? UICollectionViewListCell
    #expect((row50Cell?.contentConfiguration as? UIListContentConfiguration)?.text == "Name 50")
    #expect(row50Cell?.frame == row50)
    collectionView.setContentOffset(CGPoint(x: 0, y: -collectionView.adjustedContentInset.top), animated: false)
    collectionView.layoutIfNeeded()
    #expect(controller.shownTitles().prefix(4) == ["Name 0", "Name 1", "Name 2", "Name 3"])
    let row2 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == row2)
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.zIndex == 0)
  }

  @Test func selectionFollowsTheMovedItems() throws {
    let controller = TrialArrayCollectionViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    collectionView.allowsMultipleSelection = true
    // Ben (1) and Dan (3) selected; Ben moves to 4: Cleo 2→1, Dan 3→2, Eve 4→3.
    collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    let ben = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.center)
    #expect(collectionView.indexPath(for: ben) == IndexPath(item: 4, section: 0))
    #expect(
      Set(collectionView.indexPathsForSelectedItems ?? [])
        == [IndexPath(item: 4, section: 0), IndexPath(item: 2, section: 0)])
    collectionView.endInteractiveMovement()
    #expect(controller.names == ["Anna", "Cleo", "Dan", "Eve", "Ben", "Finn"])
    #expect(
      Set(collectionView.indexPathsForSelectedItems ?? [])
        == [IndexPath(item: 4, section: 0), IndexPath(item: 2, section: 0)])
    #expect(ben.isSelected)
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
  }

  @Test func batchInsertMidMovementCancelsFirst() throws {
    let controller = TrialArrayCollectionViewController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.center)
    collectionView.performBatchUpdates {
      controller.names.insert("Zed", at: 0)
      collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    collectionView.endInteractiveMovement()
    #expect(controller.log.isEmpty)
    #expect(controller.shownTitles() == ["Zed", "Anna", "Ben", "Cleo", "Dan", "Eve", "Finn"])
  }

  @Test func dataSourceReloadsInsideMoveItemAt() throws {
    let controller = ReloadingArrayController()
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.center)
    collectionView.endInteractiveMovement()
    #expect(controller.names == ["Anna", "Cleo", "Dan", "Eve", "Ben", "Finn"])
    #expect(controller.shownTitles() == controller.names)
  }
}

/// Reloads the whole view from inside `moveItemAt` (common in older code); every item can move.
@MainActor
final class ReloadingArrayController: TrialArrayCollectionViewController {
  override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
  override func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    names.insert(names.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    collectionView.reloadData()
  }
}

/// An empty sidebar list (390 × 844) whose cells show their item and whose items can all be reordered.
@MainActor
private func reorderableSidebar() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
  let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
  }
  let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
    collectionView, indexPath, item in
    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
  }
  dataSource.reorderingHandlers.canReorderItem = { _ in true }
  return (collectionView, dataSource)
}

/// A sidebar list whose section 0 is an outline: A, P (expanded: c1, c2), B; section 1, when asked for, is flat.
@MainActor
private func outlineList(flatSection: [String] = []) -> (
  UICollectionView, UICollectionViewDiffableDataSource<Int, String>
) {
  let (collectionView, dataSource) = reorderableSidebar()
  var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
  sectionSnapshot.append(["A", "P", "B"])
  sectionSnapshot.append(["c1", "c2"], to: "P")
  sectionSnapshot.expand(["P"])
  dataSource.apply(sectionSnapshot, to: 0, animatingDifferences: false)
  if !flatSection.isEmpty {
    var snapshot = dataSource.snapshot()
    snapshot.appendSections([1])
    snapshot.appendItems(flatSection, toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
  collectionView.layoutIfNeeded()
  return (collectionView, dataSource)
}

@MainActor
private func shownTexts(_ collectionView: UICollectionView, section: Int = 0) -> [String?] {
  (0..<collectionView.numberOfItems(inSection: section)).map {
    ((collectionView.cellForItem(at: IndexPath(item: $0, section: section)) as? UICollectionViewListCell)?
      .contentConfiguration as? UIListContentConfiguration)?.text
  }
}

@MainActor
@Suite("Reorder trial, outlines")
struct ReorderTrialOutlineTests {
  /// P (row 1) dropped on B (row 4): the section snapshot moves P with its subtree after the last root, B; the
  /// snapshot and the screen follow it: A B P c1 c2 (before the fix: the screen and `snapshot()` showed
  /// A c1 c2 B P while `snapshot(for:)` said A B P c1 c2).
  @Test func movingAnExpandedParentTakesItsChildren() throws {
    let (collectionView, dataSource) = outlineList()
    var finals: [[String]] = []
    dataSource.reorderingHandlers.didReorder = { finals.append($0.finalSnapshot.itemIdentifiers) }
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.center)
    collectionView.endInteractiveMovement()
    let expected = ["A", "B", "P", "c1", "c2"]
    #expect(dataSource.snapshot().itemIdentifiers == expected)
    #expect(dataSource.snapshot(for: 0).visibleItems == expected)
    #expect(dataSource.snapshot(for: 0).parent(of: "c1") == "P")
    #expect(finals == [expected])
    #expect(shownTexts(collectionView) == expected)
    let row3 = try #require(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == row3.frame)
  }

  /// P (row 1) dropped on its own child c1 (row 2): it cannot go inside its subtree; it lands after the last root.
  @Test func parentDroppedOnItsOwnChild() throws {
    let (collectionView, dataSource) = outlineList()
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.center)
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers == ["A", "B", "P", "c1", "c2"])
    #expect(dataSource.snapshot(for: 0).visibleItems == ["A", "B", "P", "c1", "c2"])
    #expect(shownTexts(collectionView) == ["A", "B", "P", "c1", "c2"])
  }

  /// A child moved among roots, and a root into a parent: the flat rows already match, nothing else moves.
  @Test func childAndRootMovesKeepTheRows() throws {
    let (collectionView, dataSource) = outlineList()
    // c2 (row 3) onto A (row 0): c2 becomes a root before A.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.center)
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers == ["c2", "A", "P", "c1", "B"])
    #expect(dataSource.snapshot(for: 0).rootItems == ["c2", "A", "P", "B"])
    #expect(shownTexts(collectionView) == ["c2", "A", "P", "c1", "B"])
  }

  /// P (0, 1) dropped on Y (1, 1) of another outline section: the subtree goes before Y there, both sections' rows
  /// follow: section 0 A B, section 1 X P c1 c2 Y.
  @Test func expandedParentIntoAnotherOutlineSection() throws {
    let (collectionView, dataSource) = outlineList()
    var second = NSDiffableDataSourceSectionSnapshot<String>()
    second.append(["X", "Y"])
    dataSource.apply(second, to: 1, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.center ?? .zero)
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["A", "B"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["X", "P", "c1", "c2", "Y"])
    #expect(dataSource.snapshot(for: 1).parent(of: "c2") == "P")
    #expect(shownTexts(collectionView, section: 0) == ["A", "B"])
    #expect(shownTexts(collectionView, section: 1) == ["X", "P", "c1", "c2", "Y"])
  }

  /// X (1, 0) of a flat section dropped on B (0, 4) of the outline: X joins the section snapshot before B, as a
  /// root (B's level): roots A P X B, rows A P c1 c2 X B. Before the fix the section snapshot never got X.
  @Test func flatItemIntoAnOutlineSection() throws {
    let (collectionView, dataSource) = outlineList(flatSection: ["X", "Y"])
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.center ?? .zero)
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot(for: 0).rootItems == ["A", "P", "X", "B"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["A", "P", "c1", "c2", "X", "B"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["Y"])
    #expect(shownTexts(collectionView, section: 0) == ["A", "P", "c1", "c2", "X", "B"])
  }

  /// P (0, 1) dropped on Y (1, 1) of a flat section: its visible children follow it there as rows.
  @Test func expandedParentIntoAFlatSection() throws {
    let (collectionView, dataSource) = outlineList(flatSection: ["X", "Y"])
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))!.center)
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["A", "B"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["X", "P", "c1", "c2", "Y"])
    #expect(dataSource.snapshot(for: 0).visibleItems == ["A", "B"])
    #expect(shownTexts(collectionView, section: 0) == ["A", "B"])
    #expect(shownTexts(collectionView, section: 1) == ["X", "P", "c1", "c2", "Y"])
  }
}

/// A list layout whose proposal for a moving item is an index path past every section.
@MainActor
final class TrialBadProposalLayout: UICollectionViewCompositionalLayout {
  override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
    -> IndexPath
  {
    IndexPath(item: 0, section: 5)
  }
}

@MainActor
@Suite("Reorder trial, layout proposals")
struct ReorderTrialLayoutProposalTests {
  /// The bad index path comes from the layout, not from a delegate: the message says so.
  @Test func layoutProposalOutsideTheViewTrapsNamingTheLayout() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
      let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844),
        collectionViewLayout: TrialBadProposalLayout(section: NSCollectionLayoutSection(group: group)))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
      let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
      dataSource.reorderingHandlers.canReorderItem = { _ in true }
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(["a", "b"])
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.layoutIfNeeded()
      _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
      // Row 1's centre: y 44 + 22 = 66.
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 195, y: 66))
    }
    expectStandardError(
      result, contains: "target index path (5, 0)", "1 sections",
      "targetIndexPath(forInteractivelyMovingItem:withPosition:) proposed it")
  }
}

@MainActor
@Suite("Reorder trial, grids and effects")
struct ReorderTrialGridTests {
  /// Three 130-pt columns (390 / 3) of 130-pt squares: item i at column i % 3, row i / 3.
  @Test func gridMoveFollowsColumns() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)), subitems: [item])
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var model = Array(0..<9)
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { transaction in
      model = model.applying(transaction.difference) ?? model
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(model)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // (300, 200): column 300 / 130 → 2, row 200 / 130 → 1: item 1 · 3 + 2 = 5.
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 300, y: 200))
    #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) === moving)
    // Centred on the touch: (300 − 65, 200 − 65).
    #expect(moving.frame == CGRect(x: 235, y: 135, width: 130, height: 130))
    // Item 1 took item 0's place: (0, 0).
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 130, height: 130))
    collectionView.endInteractiveMovement()
    #expect(model == [1, 2, 3, 4, 5, 0, 6, 7, 8])
    #expect(dataSource.snapshot().itemIdentifiers == model)
    #expect(moving.frame == CGRect(x: 260, y: 130, width: 130, height: 130))
  }

  @Test func collapsedParentTakesItsHiddenChildren() throws {
    let (collectionView, dataSource) = reorderableSidebar()
    var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
    sectionSnapshot.append(["A", "P", "B"])
    sectionSnapshot.append(["c1", "c2"], to: "P")
    dataSource.apply(sectionSnapshot, to: 0, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.center ?? .zero)
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers == ["P", "A", "B"])
    var stored = dataSource.snapshot(for: 0)
    #expect(stored.rootItems == ["P", "A", "B"])
    stored.expand(["P"])
    #expect(stored.visibleItems == ["P", "c1", "c2", "A", "B"])
  }

  /// A collapsed parent moved into a flat section (no section snapshot): that section gets one, holding the parent
  /// with its hidden children, so expanding it there shows them.
  @Test func collapsedParentIntoAFlatSectionKeepsItsHiddenChildren() throws {
    let (collectionView, dataSource) = reorderableSidebar()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["x", "y"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["A", "P"])
    outline.append(["c1", "c2"], to: "P")
    dataSource.apply(outline, to: 0, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    // Rows: A (0, 0), P (0, 1), x (1, 0), y (1, 1); P is dropped on y's centre: it goes to (1, 1).
    let target = try #require(
      collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(target.center)
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["A"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: 1) == ["x", "P", "y"])
    var moved = dataSource.snapshot(for: 1)
    #expect(moved.items == ["x", "P", "c1", "c2", "y"])
    #expect(moved.visibleItems == ["x", "P", "y"])
    moved.expand(["P"])
    #expect(moved.visibleItems == ["x", "P", "c1", "c2", "y"])
    #expect(dataSource.snapshot(for: 0).items == ["A"])
  }

  /// Apple's blur-with-vibrancy pattern; the label's constraints to the content view size nothing outside it.
  @Test func vibrancyInsideBlur() throws {
    let blur = UIBlurEffect(style: .systemThinMaterial)
    let blurView = UIVisualEffectView(effect: blur)
    let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
    blurView.contentView.addSubview(vibrancyView)
    vibrancyView.translatesAutoresizingMaskIntoConstraints = false
    let label = UILabel()
    label.text = "Vibrant"
    label.translatesAutoresizingMaskIntoConstraints = false
    vibrancyView.contentView.addSubview(label)
    NSLayoutConstraint.activate([
      vibrancyView.topAnchor.constraint(equalTo: blurView.contentView.topAnchor),
      vibrancyView.bottomAnchor.constraint(equalTo: blurView.contentView.bottomAnchor),
      vibrancyView.leadingAnchor.constraint(equalTo: blurView.contentView.leadingAnchor),
      vibrancyView.trailingAnchor.constraint(equalTo: blurView.contentView.trailingAnchor),
      label.centerXAnchor.constraint(equalTo: vibrancyView.contentView.centerXAnchor),
      label.centerYAnchor.constraint(equalTo: vibrancyView.contentView.centerYAnchor),
    ])
    blurView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    blurView.layoutIfNeeded()
    #expect(vibrancyView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(vibrancyView.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    // Centred: midpoints (100, 50).
    #expect(abs(label.frame.midX - 100) < 0.5 && abs(label.frame.midY - 50) < 0.5)
    #expect((vibrancyView.effect as? UIVibrancyEffect)?.blurEffect === blur)
  }
}

@MainActor
@Suite("Reorder trial, handlers that apply")
struct ReorderTrialApplyingHandlerTests {
  /// A common pattern: didReorder updates the model, then re-applies a snapshot built from it.
  @Test func didReorderReappliesFromTheModel() throws {
    let (host, controller) = hostedDiffable()
    defer { _ = host }
    let collectionView = controller.collectionView!
    controller.dataSource.reorderingHandlers.didReorder = { [weak controller] transaction in
      guard let controller else { return }
      controller.backingStore = controller.backingStore.applying(transaction.difference) ?? controller.backingStore
      var snapshot = NSDiffableDataSourceSnapshot<TrialReorderViewController.Section, TrialItem>()
      snapshot.appendSections([.main, .archive])
      snapshot.appendItems(controller.backingStore, toSection: .main)
      controller.dataSource.apply(snapshot, animatingDifferences: true)
    }
    let moving = try #require(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)))
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 6, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(1))
    collectionView.endInteractiveMovement()
    let expected =
      ["Item 0", "Item 6", "Item 1", "Item 2", "Item 3", "Item 4", "Item 5"] + (7..<12).map { "Item \($0)" }
    #expect(controller.backingStore.map(\.title) == expected)
    #expect(controller.shownTitles() == expected)
    // The same cell stays with the item (the re-apply changes nothing).
    #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === moving)
  }

  /// Touches over a list's section header keep the item where it is.
  @Test func touchOverASectionHeader() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a", "b"], toSection: 0)
    snapshot.appendItems(["x", "y"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    let headerFrame = try #require(
      collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    ).frame
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: headerFrame.midX, y: headerFrame.midY))
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    collectionView.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "x", "y"])
  }

  /// The moving item's cell leaves the screen and comes back while the touch stays: the new cell floats at the touch.
  @Test func movingCellRecreatedAfterScrollingAway() throws {
    let controller = TrialArrayCollectionViewController()
    controller.names = (0..<60).map { "Name \($0)" }
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    let layout = collectionView.collectionViewLayout
    let row3 = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))).frame
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    let touch = CGPoint(x: row3.midX, y: row3.midY + 5)
    collectionView.updateInteractiveMovementTargetPosition(touch)
    let start = collectionView.contentOffset
    collectionView.setContentOffset(CGPoint(x: 0, y: 1500), animated: false)
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)
    collectionView.setContentOffset(start, animated: false)
    collectionView.layoutIfNeeded()
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Name 1")
    // Centred on the touch, 5 pt below row 3, and above the others.
    #expect(cell.frame == row3.offsetBy(dx: 0, dy: 5))
    #expect(cell.zIndex == Int.max)
    collectionView.endInteractiveMovement()
    #expect(cell.frame == row3 && cell.zIndex == 0)
    #expect(controller.names.prefix(5) == ["Name 0", "Name 2", "Name 3", "Name 1", "Name 4"])
  }

  /// The usual "stay in your section" delegate: a proposal in another section keeps the current index path.
  @Test func delegateKeepsTheItemInItsSection() throws {
    let controller = TrialReorderViewController()
    controller.mainCount = 4
    let host = ScreenHost(rootViewController: controller, device: .iPhone15)
    defer { _ = host }
    let collectionView = controller.collectionView!
    let delegate = SameSectionDelegate()
    collectionView.delegate = delegate
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(2))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(3, 1))
    #expect(collectionView.numberOfItems(inSection: 0) == 4)
    #expect(controller.shownTitles() == ["Item 1", "Item 2", "Item 0", "Item 3"])
    collectionView.endInteractiveMovement()
    #expect(controller.backingStore.map(\.title).prefix(4) == ["Item 1", "Item 2", "Item 0", "Item 3"])
    // A reconfigure mid-movement (snapshot marks) cancels it too; the order stays the model's.
    #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    collectionView.updateInteractiveMovementTargetPosition(controller.center(3))
    var snapshot = controller.dataSource.snapshot()
    snapshot.reconfigureItems([controller.backingStore[0]])
    controller.dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.endInteractiveMovement()
    #expect(controller.events == ["will 2", "did"])
    #expect(controller.shownTitles() == ["Item 1", "Item 2", "Item 0", "Item 3"])
  }
}

@MainActor
final class SameSectionDelegate: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
  }
}
