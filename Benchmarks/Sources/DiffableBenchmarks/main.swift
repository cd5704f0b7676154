// Placeholder; the full benchmark follows.
import DiffableDataSource

var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
snapshot.appendSections([0])
snapshot.appendItems(Array(0..<1000))
print(snapshot.numberOfItems)
