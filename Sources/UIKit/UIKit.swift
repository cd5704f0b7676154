// `import UIKit` on Linux: the whole headless stack — views, view controllers, Auto Layout, the compositional
// layout, the diffable data source, the collection view and text — so that a pasted UIKit file compiles with its
// imports untouched. On Apple platforms depend on this product only for non-UIKit platforms (see the README):
// there the system UIKit must win.
@_exported import CollectionView
@_exported import CompositionalLayout
@_exported import DiffableDataSource
@_exported import Foundation
@_exported import TextMeasurement
@_exported import Views
