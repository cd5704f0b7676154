// `import CollectionView` gives what `import UIKit` gives a collection-view screen: the layout API, the diffable data
// source, text measurement and Foundation.
@_exported import CompositionalLayout
@_exported import DiffableDataSource
@_exported import TextMeasurement
