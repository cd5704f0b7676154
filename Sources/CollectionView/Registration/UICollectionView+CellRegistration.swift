import CompositionalLayout
import Foundation
import Synchronization

/// Serial numbers of registrations, in creation order; a registration created during a cell request has a serial
/// at or above the value read when the request started (case B24).
let registrationSerials = Atomic<Int>(0)

extension UICollectionView {
  /// A cell class and the handler that configures it for an item; create it once, outside the cell provider.
  ///
  /// UIKit parity: `UICollectionView.CellRegistration` (iOS 14); nib registrations are out of scope.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    /// Configures a dequeued cell for the item at an index path.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    @usableFromInline let handler: Handler
    @usableFromInline let serial: Int
    @usableFromInline let reuseIdentifier: String

    /// Creates a registration for `Cell` with a configuration handler.
    public init(handler: @escaping Handler) {
      self.handler = handler
      serial = registrationSerials.wrappingAdd(1, ordering: .relaxed).oldValue
      reuseIdentifier = "CellRegistration.\(serial).\(Cell.self)"
    }
  }

  /// A supplementary view class and the handler that configures it; create it once, outside the providers.
  ///
  /// UIKit parity: `UICollectionView.SupplementaryRegistration` (iOS 14).
  public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
    /// Configures a dequeued view of an element kind at an index path.
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) ->
      Void

    let handler: Handler
    let serial: Int
    let reuseIdentifier: String
    let elementKind: String

    /// Creates a registration for views of `elementKind` with a configuration handler.
    public init(elementKind: String, handler: @escaping Handler) {
      self.handler = handler
      self.elementKind = elementKind
      serial = registrationSerials.wrappingAdd(1, ordering: .relaxed).oldValue
      reuseIdentifier = "SupplementaryRegistration.\(serial).\(Supplementary.self)"
    }
  }

  /// Dequeues a cell of the registration's class and configures it with the registration's handler.
  ///
  /// - Precondition: the registration was not created during the current cell request (inside the cell provider;
  ///   case B24) and `item` is not nil; traps naming the registration otherwise.
  /// - Complexity: O(1) plus the handler.
  ///
  /// UIKit parity: `dequeueConfiguredReusableCell(using:for:item:)`.
  ///
  /// Inlinable: specialised for the cell and item types where it is called, the item's optional and the handler's
  /// arguments need no run-time type metadata (the non-generic work is in `dequeueRegisteredCell`).
  @inlinable
  public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    let dequeued = dequeueRegisteredCell(
      serial: registration.serial, reuseIdentifier: registration.reuseIdentifier, cellClass: Cell.self,
      hasItem: item != nil, name: "CellRegistration<\(Cell.self), \(Item.self)>", for: indexPath)
    guard let cell = dequeued as? Cell else { reconfiguredCellClassFailure(dequeued, expected: "\(Cell.self)") }
    // `dequeueRegisteredCell` has already trapped on a nil item, before dequeuing.
    guard let item else { nilItemFailure(at: indexPath) }
    registration.handler(cell, indexPath, item)
    return cell
  }

  /// The checks and the dequeue of `dequeueConfiguredReusableCell(using:for:item:)`: traps when the registration was
  /// created during the current request or the item is nil, registers the cell class on first use, then dequeues.
  @usableFromInline
  func dequeueRegisteredCell(
    serial: Int, reuseIdentifier: String, cellClass: UICollectionViewCell.Type, hasItem: Bool,
    name: @autoclosure () -> String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    let state = self.state
    checkRegistration(serial: serial, name: name(), state: state)
    guard hasItem else { nilItemFailure(at: indexPath) }
    if state.lastRegisteredCellIdentifier != reuseIdentifier {
      if state.cellClasses[reuseIdentifier] == nil {
        register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
      }
      state.lastRegisteredCellIdentifier = reuseIdentifier
    }
    return dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath, state: state)
  }

  /// Traps as UIKit raises when `dequeueConfiguredReusableCell(using:for:item:)` is given a nil item.
  @usableFromInline
  func nilItemFailure(at indexPath: IndexPath) -> Never {
    usageFailure(
      "UICollectionView: dequeueConfiguredReusableCell(using:for:item:) was given a nil item for "
        + "\(indexPath.shortDescription). Fix: pass the item identifier the cell shows.")
  }

  /// Traps as UIKit does when a reconfigured item's cell is not of the registration's class.
  @usableFromInline
  func reconfiguredCellClassFailure(_ dequeued: UICollectionViewCell, expected: @autoclosure () -> String) -> Never {
    usageFailure(
      "UICollectionView: a reconfigured item's cell is a \(type(of: dequeued)), not the \(expected()) of the "
        + "registration used to reconfigure it. Fix: reconfigure with the registration that made the cell, or "
        + "reload the item instead.")
  }

  /// Dequeues a supplementary view of the registration's class and kind and configures it.
  ///
  /// - Precondition: the registration was not created during the current view request (case B24).
  /// - Complexity: O(1) plus the handler.
  ///
  /// UIKit parity: `dequeueConfiguredReusableSupplementary(using:for:)`.
  public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    checkRegistration(serial: registration.serial, name: "SupplementaryRegistration<\(Supplementary.self)>")
    let key = ElementKey.Registration(kind: registration.elementKind, reuseIdentifier: registration.reuseIdentifier)
    if state.supplementaryClasses[key] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
        withReuseIdentifier: registration.reuseIdentifier)
    }
    let view = dequeueReusableSupplementaryView(
      ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
    guard let typed = view as? Supplementary else {
      usageFailure("UICollectionView: internal error: registered class mismatch for \(Supplementary.self)")
    }
    (typed as? UICollectionViewListCell)?.prepareForListSupplementary(in: self, section: indexPath.section)
    registration.handler(typed, registration.elementKind, indexPath)
    return typed
  }

  private func checkRegistration(
    serial: Int, name: @autoclosure () -> String, state: CollectionViewState? = nil
  ) {
    // (The serial read alone: copying the request copied its index path.)
    let state = state ?? self.state
    guard let requestSerial = state.request?.serial, serial >= requestSerial, let request = state.request else {
      return
    }
    let name = name()
    usageFailure(
      "UICollectionView: attempted to dequeue with a \(name) created while the collection view was requesting "
        + "\(request.element.description). A registration created inside the cell or supplementary provider prevents "
        + "reuse: every dequeue would make a new view. Fix: create the registration once, outside the provider "
        + "(for example where the data source is set up), and capture it.")
  }
}
