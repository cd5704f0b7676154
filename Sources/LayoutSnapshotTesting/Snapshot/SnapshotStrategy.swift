import Foundation

/// How a value is snapshotted: as a PNG compared pixel by pixel, as SVG text, as a view-tree description, or as a
/// layout dump.
///
/// | Strategy | File | Compared | Values |
/// |---|---|---|---|
/// | `.image`, `.image(precision:pixelTolerance:)` | `.png` | pixels | view controllers, views, layouts |
/// | `.svg` | `.svg` | lines | view controllers, views, layouts |
/// | `.recursiveDescription` | `.txt` | lines | view controllers, views |
/// | `.layoutDump` | `.layout.txt` | elements (`LayoutDumpDiff`) | layouts |
///
/// UIKit parity: none; swift-snapshot-testing's `Snapshotting` strategies by the same names (`.image`,
/// `.recursiveDescription`), with `precision` as there (the fraction of pixels that must match).
public struct SnapshotStrategy: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case image(precision: Double, pixelTolerance: UInt8)
    case svg
    case recursiveDescription
    case layoutDump
  }

  let kind: Kind

  /// A PNG at the device's scale that must match the reference exactly.
  public static let image = SnapshotStrategy(kind: .image(precision: 1, pixelTolerance: 0))

  /// A PNG at the device's scale compared with tolerances.
  ///
  /// - Parameters:
  ///   - precision: the fraction of pixels, 0…1, that must match for the snapshot to pass (1: all of them;
  ///     0.99 lets 1 % differ).
  ///   - pixelTolerance: how far, 0…255, any of a pixel's red, green, blue or alpha may be from the reference's for
  ///     the pixel to count as matching (0: exactly; 2 absorbs anti-aliasing noise between library versions).
  public static func image(precision: Double = 1, pixelTolerance: UInt8 = 0) -> SnapshotStrategy {
    SnapshotStrategy(kind: .image(precision: min(max(precision, 0), 1), pixelTolerance: pixelTolerance))
  }

  /// The SVG the screen renderer draws (text as text), compared line by line.
  public static let svg = SnapshotStrategy(kind: .svg)

  /// `viewTreeDescription(of:)`: class, frame and key properties of each view, compared line by line.
  public static let recursiveDescription = SnapshotStrategy(kind: .recursiveDescription)

  /// `layoutDump(_:)` of a compositional layout, compared element by element.
  public static let layoutDump = SnapshotStrategy(kind: .layoutDump)

  /// The file extension of the reference.
  var pathExtension: String {
    switch kind {
    case .image: "png"
    case .svg: "svg"
    case .recursiveDescription: "txt"
    case .layoutDump: "layout.txt"
    }
  }

  /// The strategy's name in messages.
  var name: String {
    switch kind {
    case .image: "image"
    case .svg: "svg"
    case .recursiveDescription: "recursiveDescription"
    case .layoutDump: "layoutDump"
    }
  }
}
