// swift-tools-version:6.0
// Benchmarks live in their own package so that `swift test` at the root never builds them.
// Run with: swift run -c release --package-path Benchmarks <LayoutBenchmarks|DiffableBenchmarks|CollectionViewBenchmarks|ConstraintSolverBenchmarks|
//   ScreenRenderingBenchmarks|ScreenAuditBenchmarks>
import PackageDescription

let package = Package(
  name: "Benchmarks",
  dependencies: [.package(name: "CompositionalLayout", path: "..")],
  targets: [
    .executableTarget(
      name: "LayoutBenchmarks",
      dependencies: [.product(name: "CompositionalLayout", package: "CompositionalLayout")]),
    .executableTarget(
      name: "CollectionViewBenchmarks",
      dependencies: [
        .product(name: "CollectionView", package: "CompositionalLayout"),
        .product(name: "CompositionalLayout", package: "CompositionalLayout"),
        .product(name: "DiffableDataSource", package: "CompositionalLayout"),
      ]),
    .executableTarget(
      name: "AutoLayoutBenchmarks",
      dependencies: [
        .product(name: "CollectionView", package: "CompositionalLayout"),
        .product(name: "Gallery", package: "CompositionalLayout"),
        .product(name: "Views", package: "CompositionalLayout"),
      ]),
    .executableTarget(
      name: "ConstraintSolverBenchmarks",
      dependencies: [.product(name: "ConstraintSolver", package: "CompositionalLayout")]),
    .executableTarget(
      name: "ScreenRenderingBenchmarks",
      dependencies: [
        .product(name: "ScreenRendering", package: "CompositionalLayout"),
        .product(name: "LayoutSnapshotTesting", package: "CompositionalLayout"),
        .product(name: "Views", package: "CompositionalLayout"),
      ]),
    .executableTarget(
      name: "ScreenAuditBenchmarks",
      dependencies: [
        .product(name: "Gallery", package: "CompositionalLayout"),
        .product(name: "ScreenAudit", package: "CompositionalLayout"),
        .product(name: "Views", package: "CompositionalLayout"),
      ]),
    .executableTarget(
      name: "DiffableBenchmarks",
      dependencies: [.product(name: "DiffableDataSource", package: "CompositionalLayout")]),
  ]
)
