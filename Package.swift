// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "CompositionalLayout",
  products: [
    .library(name: "CompositionalLayout", targets: ["CompositionalLayout"]),
    .library(name: "DiffableDataSource", targets: ["DiffableDataSource"]),
    .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
    .library(name: "Gallery", targets: ["Gallery"]),
    .library(name: "TextMeasurement", targets: ["TextMeasurement"]),
    .executable(name: "complayout", targets: ["complayout"]),
  ],
  targets: [
    .target(name: "CompositionalLayout"),
    .target(name: "DiffableDataSource"),
    .target(name: "LayoutRendering", dependencies: ["CompositionalLayout"]),
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]),
    .target(name: "TextMeasurement", dependencies: ["CFreeType"]),
    .target(name: "Gallery", dependencies: ["CompositionalLayout"]),
    .executableTarget(name: "complayout", dependencies: ["CompositionalLayout", "LayoutRendering", "Gallery"]),
    .testTarget(name: "CompositionalLayoutTests", dependencies: ["CompositionalLayout"]),
    .testTarget(name: "ConformanceTests", dependencies: ["CompositionalLayout"]),
    .testTarget(name: "DiffableDataSourceTests", dependencies: ["DiffableDataSource"]),
    .testTarget(name: "TextMeasurementTests", dependencies: ["TextMeasurement"]),
    .testTarget(name: "LayoutRenderingTests", dependencies: ["LayoutRendering", "Gallery"]),
  ]
)
