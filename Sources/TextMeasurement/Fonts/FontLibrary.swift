import Foundation

/// The fonts a process measures with: a ``FontCatalog``, the FreeType library, and every face opened so far.
///
/// Faces open lazily, once per library, and stay open until the library is released; measuring never opens a
/// file twice. All FreeType calls and cache updates happen under one lock per library, so a library (and every
/// ``UIFont`` and ``TextMeasurer`` using it) is safe to share across threads; threads measuring at once serialise
/// on that lock for the glyph-lookup part of each measurement (line breaking runs outside it).
///
/// UIKit parity: none directly; stands in for the system's font registry.
public final class FontLibrary: @unchecked Sendable {
  /// The library behind `UIFont.systemFont(ofSize:)` and `UIFont(name:size:)`: the ``FontCatalog/standard`` faces.
  public static let shared = FontLibrary(catalog: .standard)

  /// Where faces come from.
  public let catalog: FontCatalog

  private let lock = NSLock()
  private var store: FaceStore  // Guarded by `lock`.

  /// Creates a library over `catalog`; opens nothing yet.
  public init(catalog: FontCatalog = .standard) {
    self.catalog = catalog
    store = FaceStore(catalog: catalog)
  }

  deinit {
    store.close()
  }

  /// Opens the face named `name` now, if it is not open yet, and reports why it cannot be.
  ///
  /// Measuring never needs this call; use it to fail early (a tool's start-up, a test's precondition) instead of
  /// measuring with the approximation.
  /// - Parameter name: a PostScript name from the catalog, e.g. `Inter-Regular`.
  /// - Throws: ``FontError`` when the name is not in the catalog or the face cannot be opened.
  /// - Complexity: one file open on the first call per name, O(1) afterwards.
  public func loadFace(named name: String) throws(FontError) {
    let result = withStore { $0.face(named: name) }
    if case .failure(let error) = result { throw error }
  }

  /// Every problem with the faces `fontName` measures with (the face and each fallback), all at once; empty when
  /// everything loads.
  public func problems(withFontNamed fontName: String) -> [FontError] {
    let names = [fontName] + (catalog.entries[fontName]?.fallbacks ?? [])
    return withStore { store in
      names.compactMap { name in
        if case .failure(let error) = store.face(named: name) { return error }
        return nil
      }
    }
  }

  /// Runs `body` with exclusive access to the faces.
  func withStore<Result>(_ body: (inout FaceStore) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&store)
  }
}
