// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CompositionalLayout",
  products: [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "UIKitDynamic", type: .dynamic, targets: ["UIKit", "ScreenRendering", "ScreenAudit"]),
    .library(name: "Views", targets: ["Views"]),
    .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
    .library(name: "DiffableDataSource", targets: ["DiffableDataSource"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "ScreenRendering", targets: ["ScreenRendering"]),
    .library(name: "Gallery", targets: ["Gallery"]),
    .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
    .library(name: "CollectionView", targets: ["CollectionView"]),
    .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
    .library(name: "LayoutSnapshotTesting", targets: ["LayoutSnapshotTesting"]),
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "ScreenAudit", targets: ["ScreenAudit"]),
    .library(name: "ScreenAuditTesting", targets: ["ScreenAuditTesting"]),
    .executable(name: "complayout", targets: ["complayout"]),
  ],
  targets: [
    .target(name: "Views", dependencies: ["ConstraintSolver", "TextMeasurement"]),
    .target(name: "CompositionalLayout", dependencies: ["Views"]),
    .target(name: "DiffableDataSource"),
    .target(name: "ConstraintSolver"),
    .target(name: "LayoutRendering", dependencies: ["CompositionalLayout"]),
    .systemLibrary(name: "CRsvg"),
    .systemLibrary(
      name: "CLibPNG", pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]),
    .target(
      name: "ScreenRendering",
      dependencies: [
        "Views", "CompositionalLayout", "CollectionView", "TextMeasurement", "CFreeType", "CRsvg", "CLibPNG",
      ]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .target(name: "TextMeasurement", dependencies: ["CFreeType"]),
    .target(name: "CollectionView", dependencies: ["CompositionalLayout", "DiffableDataSource", "TextMeasurement"]),
    .target(
      name: "UIKit",
      dependencies: ["CollectionView", "CompositionalLayout", "DiffableDataSource", "TextMeasurement", "Views"]),
    .target(name: "LayoutSpec", dependencies: ["CompositionalLayout"]),
    .target(
      name: "LayoutSnapshotTesting",
      dependencies: ["CompositionalLayout", "LayoutRendering", "ScreenRendering", "Views"]),
    .target(name: "Gallery", dependencies: ["CollectionView", "CompositionalLayout", "TextMeasurement", "Views"]),
    .target(
      name: "ScreenAudit",
      dependencies: ["CollectionView", "CompositionalLayout", "ScreenRendering", "TextMeasurement", "Views"]),
    .target(name: "ScreenAuditTesting", dependencies: ["ScreenAudit", "Views"]),
    .executableTarget(
      name: "complayout", dependencies: ["ComplayoutCommands"]),
    .target(
      name: "ComplayoutCommands",
      dependencies: [
        "CompositionalLayout", "LayoutRendering", "Gallery", "LayoutSpec", "ScreenAudit", "ScreenRendering", "Views",
      ]),
    .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout"]),
    .testTarget(name: "ConformanceTests", dependencies: ["CompositionalLayout"]),
    .testTarget(name: "DiffableDataSourceTests", dependencies: ["DiffableDataSource"]),
    .testTarget(name: "ViewsTests", dependencies: ["Views"]),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
    .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement"]),
    .testTarget(name: "CollectionViewTests", dependencies: ["CollectionView", "Gallery"]),
    .testTarget(name: "LayoutSpecTests", dependencies: ["ComplayoutCommands", "LayoutSpec", "LayoutRendering"]),
    .testTarget(
      name: "LayoutSnapshotTestingTests",
      dependencies: ["LayoutSnapshotTesting", "ScreenRendering", "Views", "Gallery"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "LayoutRenderingTests",
      dependencies: ["ComplayoutCommands", "LayoutRendering", "Gallery", "ScreenRendering"]),
    .testTarget(name: "ScreenRenderingTests", dependencies: ["ScreenRendering", "CollectionView"]),
    .testTarget(
      name: "ScreenAuditTests",
      dependencies: ["ComplayoutCommands", "ScreenAudit", "ScreenAuditTesting", "CollectionView", "Gallery", "Views"]),
    // Seeded fuzzing of the layout engine and the diff: a short run in `swift test`, the long one with
    // `swift run -c release layout-fuzz`.
    .target(
      name: "LayoutFuzzing", dependencies: ["CompositionalLayout", "DiffableDataSource"], path: "Tests/LayoutFuzzing"),
    .executableTarget(name: "layout-fuzz", dependencies: ["LayoutFuzzing"], path: "Tests/LayoutFuzzCommand"),
    .testTarget(name: "LayoutFuzzingTests", dependencies: ["LayoutFuzzing"]),
  ]
)
