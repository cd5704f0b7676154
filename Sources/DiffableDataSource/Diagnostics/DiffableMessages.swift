/// The exact texts this module traps with or records, in UIKit's wording followed by the fix.
///
/// Every text starts with the wording UIKit uses for the same misuse (spec/diffable-semantics.md §1.2
/// and §4.1), names the offending identifiers, and ends with what to do about it.
@usableFromInline
enum DiffableMessages {
  /// Renders identifiers the way UIKit's exception texts print an `NSSet`: `{(a, b)}`.
  @inlinable
  static func set(_ identifiers: some Sequence<some Any>) -> String {
    "{(" + identifiers.map { String(describing: $0) }.joined(separator: ", ") + ")}"
  }

  /// Renders one identifier.
  @inlinable
  static func one(_ identifier: some Any) -> String {
    String(describing: identifier)
  }

  /// Returns each element that occurs more than once, once, in order of its second occurrence.
  @inlinable
  static func duplicates<T: Hashable>(in values: [T]) -> [T] {
    var seen = Set<T>(minimumCapacity: values.count)
    var reported = Set<T>()
    var result: [T] = []
    for value in values where !seen.insert(value).inserted && reported.insert(value).inserted {
      result.append(value)
    }
    return result
  }

  @inlinable
  static func duplicateItems(_ duplicates: [some Any], inconsistentHashable: Bool = false) -> String {
    guard inconsistentHashable else {
      return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(set(duplicates)). "
        + "Fix: de-duplicate the array before passing it, or make the identifiers unique "
        + "(for example pair each item with its section)."
    }
    return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(set(duplicates)) (each == an "
      + "identifier before it, though a set of the identifiers finds no duplicates: the identifier type's == "
      + "disagrees with its hash(into:)). Fix: make == and hash(into:) use the same properties, so that equal "
      + "identifiers hash equally and unequal ones compare unequal."
  }

  @inlinable
  static func duplicateSections(_ duplicates: [some Any]) -> String {
    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(set(duplicates)). "
      + "Fix: de-duplicate the section identifiers before passing them."
  }

  @inlinable
  static func sectionsAlreadyExist(_ existing: [some Any]) -> String {
    let noun = existing.count == 1 ? "section identifier" : "section identifiers"
    let tail = existing.count == 1 ? "Section identifier that already exists" : "Section identifiers that already exist"
    let list = existing.count == 1 ? existing.map { one($0) }.joined() : set(existing)
    return "Diffable data source detected an attempt to insert or append \(existing.count) \(noun) that already "
      + "exists in the snapshot. Identifiers in a snapshot must be unique. \(tail): \(list). "
      + "Fix: check indexOfSection(_:) before adding, or delete the section first."
  }

  @inlinable
  static func itemsAlreadyExist(_ existing: [some Any]) -> String {
    let noun = existing.count == 1 ? "item identifier that already exists" : "item identifiers that already exist"
    return "Diffable data source detected an attempt to insert or append \(existing.count) \(noun) in the "
      + "snapshot. The existing item identifier will be moved into place instead, but this operation will be "
      + "more expensive. For best performance, inserted item identifiers should always be unique. Set a "
      + "symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this "
      + "in the debugger. Item identifier(s) that already exist: \(set(existing))"
  }

  @inlinable
  static func noSections() -> String {
    "There are currently no sections in the data source. Please add a section first. "
      + "Fix: call appendSections(_:) before appendItems(_:toSection:)."
  }

  @inlinable
  static func unknownSection(_ section: some Any, condition: String) -> String {
    "Invalid parameter not satisfying: \(condition) != NSNotFound. Section identifier \(one(section)) "
      + "was not found in the snapshot. Fix: append the section first, or check indexOfSection(_:)."
  }

  @inlinable
  static func unknownItem(_ item: some Any, condition: String) -> String {
    "Invalid parameter not satisfying: \(condition) != NSNotFound. Item identifier \(one(item)) "
      + "was not found in the snapshot. Fix: check indexOfItem(_:) before using it as a reference."
  }

  @inlinable
  static func sectionNotFound(_ section: some Any) -> String {
    "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier "
      + "API (which has O(1) performance). Missing section identifier: \(one(section))."
  }

  @inlinable
  static func destinationInInsertionList(_ destination: some Any) -> String {
    "Invalid update: destination for insertion operation [\(one(destination))] is in the insertion identifier "
      + "list for update. Fix: the reference identifier must not be one of the identifiers being inserted or moved."
  }

  @inlinable
  static func reloadMissingItems(_ missing: [some Any]) -> String {
    "Attempted to reload item identifier that does not exist in the snapshot: \(missing.map { one($0) }.joined(separator: ", ")). "
      + "Fix: only reload identifiers the snapshot contains (check indexOfItem(_:))."
  }

  @inlinable
  static func reconfigureMissingItems(_ missing: [some Any]) -> String {
    "Attempted to reconfigure item identifier that does not exist in the snapshot: "
      + "\(missing.map { one($0) }.joined(separator: ", ")). "
      + "Fix: only reconfigure identifiers the snapshot contains (check indexOfItem(_:))."
  }

  @inlinable
  static func reloadMissingSections(_ missing: [some Any]) -> String {
    "Attempted to reload section identifier that does not exist in the snapshot: "
      + "\(missing.map { one($0) }.joined(separator: ", ")). "
      + "Fix: only reload sections the snapshot contains (check indexOfSection(_:))."
  }
}
