import Foundation
import Gallery
import LayoutSnapshotTesting
import Testing
import Views

/// Golden files of the four seed screens (their own view controllers and cells) on an iPhone 15, light and dark:
/// the picture (PNG at 3×) and the view tree's text description, in `__Snapshots__/SeedScreenSnapshotTests/`.
/// Re-record with `SNAPSHOT_RECORD=1 swift test --filter SeedScreenSnapshotTests` after a deliberate change, and
/// look at the new pictures before committing them.
@MainActor
@Suite("Seed screens: golden pictures and descriptions, light and dark")
struct SeedScreenSnapshotTests {
  /// The four screens' names, as `SeedScreens.all` lists them (checked by `namesAreTheSeedScreens`).
  nonisolated static let names = ["comment-thread", "marketplace-post-detail", "item-grid-pages", "supplementary-tour"]

  @Test func namesAreTheSeedScreens() {
    #expect(SeedScreens.all.map(\.name) == Self.names)
  }

  /// Anti-aliased edges may differ by a few levels between librsvg/FreeType builds; the layout may not.
  static let image = SnapshotStrategy.image(precision: 0.998, pixelTolerance: 16)

  @Test("Light and dark pictures match the goldens", arguments: names)
  func pictures(_ name: String) throws {
    let screen = try #require(SeedScreens.all.first { $0.name == name })
    #expect(assertSnapshot(of: screen.makeViewController(), as: Self.image, named: "\(name)-light") == .matched)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(
      assertSnapshot(of: screen.makeViewController(), as: Self.image, traits: dark, named: "\(name)-dark") == .matched)
  }

  @Test("The view tree's description matches the golden", arguments: names)
  func description(_ name: String) throws {
    let screen = try #require(SeedScreens.all.first { $0.name == name })
    #expect(assertSnapshot(of: screen.makeViewController(), as: .recursiveDescription, named: name) == .matched)
  }
}
