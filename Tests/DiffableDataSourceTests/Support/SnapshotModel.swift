import DiffableDataSource

/// The obvious array-of-sections model the snapshot must agree with.
struct SnapshotModel: Equatable {
  var sections: [(id: String, items: [Int])] = []

  static func == (lhs: SnapshotModel, rhs: SnapshotModel) -> Bool {
    lhs.sections.map(\.id) == rhs.sections.map(\.id) && lhs.sections.map(\.items) == rhs.sections.map(\.items)
  }

  init(_ snapshot: NSDiffableDataSourceSnapshot<String, Int>) {
    sections = snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
  }

  init() {}

  var allItems: [Int] { sections.flatMap(\.items) }

  /// Builds the snapshot with one `appendSections` and one `appendItems` per section.
  func snapshot() -> NSDiffableDataSourceSnapshot<String, Int> {
    var result = NSDiffableDataSourceSnapshot<String, Int>()
    result.appendSections(sections.map(\.id))
    for section in sections { result.appendItems(section.items, toSection: section.id) }
    return result
  }
}

/// `IndexPath(item:section:)` is a UIKit overlay; tests spell index paths as (section, item).
func path(_ section: Int, _ item: Int) -> [Int] { [section, item] }
