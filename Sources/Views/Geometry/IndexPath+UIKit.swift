import Foundation

#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  extension IndexPath {
    /// Creates an index path for an item in a section of a collection view.
    ///
    /// - Parameters:
    ///   - item: The item's index in its section, 0-based.
    ///   - section: The section's index, 0-based.
    ///
    /// UIKit parity: `IndexPath.init(item:section:)` from UIKit's Foundation overlay; identical.
    public init(item: Int, section: Int) {
      // Built from one index and appended: Foundation stores a two-element path inline, while an array literal
      // would allocate on the heap first.
      self = IndexPath(index: section).appending(item)
    }

    /// The item's index in its section (the second element of the path).
    ///
    /// Precondition: the path has exactly two elements, as UIKit requires.
    ///
    /// UIKit parity: `IndexPath.item`; identical.
    public var item: Int {
      get {
        usagePrecondition(
          count == 2, "IndexPath.item needs a two-element index path (section, item); this one is \(self)")
        return self[1]
      }
      set {
        usagePrecondition(
          count == 2, "IndexPath.item needs a two-element index path (section, item); this one is \(self)")
        self[1] = newValue
      }
    }

    /// Creates an index path for a row in a section of a table view.
    ///
    /// - Parameters:
    ///   - row: The row's index in its section, 0-based.
    ///   - section: The section's index, 0-based.
    ///
    /// UIKit parity: `IndexPath.init(row:section:)` from UIKit's Foundation overlay; identical.
    public init(row: Int, section: Int) {
      self = IndexPath(index: section).appending(row)
    }

    /// The row's index in its section (the second element of the path; the same as `item`).
    ///
    /// Precondition: the path has exactly two elements, as UIKit requires.
    ///
    /// UIKit parity: `IndexPath.row`; identical.
    public var row: Int {
      get {
        precondition(count == 2, "IndexPath.row needs a two-element index path (section, row); this one is \(self)")
        return self[1]
      }
      set {
        precondition(count == 2, "IndexPath.row needs a two-element index path (section, row); this one is \(self)")
        self[1] = newValue
      }
    }

    /// The section's index (the first element of the path).
    ///
    /// Precondition: the path has exactly two elements, as UIKit requires.
    ///
    /// UIKit parity: `IndexPath.section`; identical.
    public var section: Int {
      get {
        usagePrecondition(
          count == 2, "IndexPath.section needs a two-element index path (section, item); this one is \(self)")
        return self[0]
      }
      set {
        usagePrecondition(
          count == 2, "IndexPath.section needs a two-element index path (section, item); this one is \(self)")
        self[0] = newValue
      }
    }
  }
#endif
