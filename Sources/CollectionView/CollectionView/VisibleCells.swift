import CompositionalLayout
import Foundation

/// An index path's position in index-path order, as two integers (comparing them needs no `IndexPath` calls).
struct ItemKey: Comparable {
  var section: Int
  var item: Int
  /// The index path's length (2 for items); paths of other lengths sort by it after section and item.
  var length: Int

  init(section: Int, item: Int, length: Int) {
    self.section = section
    self.item = item
    self.length = length
  }

  init(_ indexPath: IndexPath) {
    // A `[section, item]` path read in place (the usual case); otherwise through Foundation.
    if let (section, item) = indexPath.pairElements {
      self.section = section
      self.item = item
      length = 2
      return
    }
    let length = indexPath.count
    self.length = length
    section = length > 0 ? indexPath[0] : 0
    item = length > 1 ? indexPath[1] : 0
  }

  /// The key of `attributes`' index path, read in place for a `[section, item]` path (`tag` is
  /// `IndexPath.pairLayoutTag`, read once by the caller).
  init(_ attributes: UICollectionViewLayoutAttributes, pairLayoutTag tag: Int) {
    if let (section, item) = attributes.sectionAndItem(pairLayoutTag: tag) {
      self = ItemKey(section: section, item: item, length: 2)
    } else {
      self = ItemKey(attributes.indexPath)
    }
  }

  /// Whether the index path is a valid `[section, item]` pair inside `counts` (`IndexPath.isValid(in:)` without
  /// reading the index path again).
  func isValid(in counts: [Int]) -> Bool {
    length == 2 && section >= 0 && section < counts.count && item >= 0 && item < counts[section]
  }

  static func < (lhs: ItemKey, rhs: ItemKey) -> Bool {
    if lhs.section != rhs.section { return lhs.section < rhs.section }
    if lhs.item != rhs.item { return lhs.item < rhs.item }
    return lhs.length < rhs.length
  }
}

/// Something placed in index-path order by its key (a visible cell, a cell the layout pass wants).
protocol ItemKeyed {
  var key: ItemKey { get }
}

/// Whether a list sorted by key holds each of a series of keys asked in ascending order: one walk through the list
/// for the whole series (the merge step of comparing two sorted lists).
struct SortedKeyMembership<Element: ItemKeyed> {
  private let list: [Element]
  private var next = 0

  init(_ list: [Element]) { self.list = list }

  /// Whether the list holds `key`, which is not below any key asked before.
  ///
  /// - Complexity: amortised O(1) over a series (O(list.count) for all of it).
  mutating func contains(_ key: ItemKey) -> Bool {
    while next < list.count && list[next].key < key { next += 1 }
    return next < list.count && !(key < list[next].key)
  }
}

extension Array where Element: ItemKeyed {
  /// How many elements' keys are also keys of `other`'s elements (both sorted by key, keys distinct): one walk
  /// through both.
  ///
  /// - Complexity: O(count + other.count).
  func countOfKeys<Other: ItemKeyed>(in other: [Other]) -> Int {
    var membership = SortedKeyMembership(other)
    var count = 0
    // (By index, reading the key alone: iterating the elements copies each one.)
    for index in indices where membership.contains(self[index].key) { count += 1 }
    return count
  }

  /// The position of `key` in this array sorted by key (binary search), or where it would be inserted.
  func position(of key: ItemKey) -> (index: Int, found: Bool) {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let candidate = self[middle].key
      if candidate < key {
        low = middle + 1
      } else if key < candidate {
        high = middle
      } else {
        return (middle, true)
      }
    }
    return (low, false)
  }
}

/// The cells on screen by index path: a flat array sorted by index path.
///
/// It answers what the dictionary it replaces answered (look-up, insertion and removal by index path, iteration as
/// `(key, value)` pairs, `keys`, `values`, `count`) without hashing: a screen holds a few dozen cells, so a binary
/// search over integer keys is cheaper than an `IndexPath` hash, and iteration is in index-path order (the order the
/// layout pass displays and ends displaying cells in).
///
/// - Complexity: look-up O(log n); insertion and removal O(n) (n is the number of cells on screen).
struct VisibleCells: Sequence, ExpressibleByDictionaryLiteral {
  struct Entry: ItemKeyed {
    var key: ItemKey
    var indexPath: IndexPath
    var cell: UICollectionViewCell
  }

  /// The entries, sorted by key, one per index path.
  private(set) var entries: [Entry] = []

  init() {}

  init(dictionaryLiteral elements: (IndexPath, UICollectionViewCell)...) {
    for (indexPath, cell) in elements { self[indexPath] = cell }
  }

  init(_ dictionary: [IndexPath: UICollectionViewCell]) {
    entries.reserveCapacity(dictionary.count)
    for (indexPath, cell) in dictionary {
      entries.append(Entry(key: ItemKey(indexPath), indexPath: indexPath, cell: cell))
    }
    entries.sort { $0.key < $1.key }
  }

  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }
  /// The index paths, in order.
  var keys: [IndexPath] { entries.map(\.indexPath) }
  /// The cells, in index-path order.
  var values: [UICollectionViewCell] { entries.map(\.cell) }

  /// The position of `key`, or where it would be inserted.
  func position(of key: ItemKey) -> (index: Int, found: Bool) { entries.position(of: key) }

  /// `position(of:)` looked for at `hint` first (where the previous key in order was found or inserted, plus one: a
  /// layout pass goes through its cells in order), by binary search when the key is not at or just before it.
  ///
  /// - Complexity: O(1) when the hint is right, O(log n) otherwise.
  func position(of key: ItemKey, near hint: Int) -> (index: Int, found: Bool) {
    let count = entries.count
    if hint >= 0, hint <= count, hint == 0 || entries[hint - 1].key < key {
      if hint == count { return (hint, false) }
      let next = entries[hint].key
      if next == key { return (hint, true) }
      if key < next { return (hint, false) }
    }
    return entries.position(of: key)
  }

  subscript(indexPath: IndexPath) -> UICollectionViewCell? {
    get { self[ItemKey(indexPath), indexPath] }
    set { self[ItemKey(indexPath), indexPath] = newValue }
  }

  /// The cell at `indexPath` whose key the caller already holds (`key == ItemKey(indexPath)`): no `IndexPath` reads.
  subscript(key: ItemKey, indexPath: IndexPath) -> UICollectionViewCell? {
    get {
      let (index, found) = position(of: key)
      return found ? entries[index].cell : nil
    }
    set {
      let (index, found) = position(of: key)
      switch (found, newValue) {
      case (true, let cell?): entries[index].cell = cell
      case (true, nil): entries.remove(at: index)
      case (false, let cell?):
        // (A cell past the last, the usual case while scrolling forward, is appended: cheaper than an insertion.)
        let entry = Entry(key: key, indexPath: indexPath, cell: cell)
        if index == entries.count { entries.append(entry) } else { entries.insert(entry, at: index) }
      case (false, nil): break
      }
    }
  }

  /// Inserts `cell` at `indexPath` (whose key is `key`, not in the list) at `hint`, the position a search found for
  /// it, when that is still where it goes (nothing changed the list in between); otherwise where it belongs.
  mutating func insert(_ cell: UICollectionViewCell, key: ItemKey, indexPath: IndexPath, near hint: Int) {
    let count = entries.count
    guard hint <= count, hint == 0 || entries[hint - 1].key < key, hint == count || key < entries[hint].key else {
      self[key, indexPath] = cell
      return
    }
    let entry = Entry(key: key, indexPath: indexPath, cell: cell)
    if hint == count { entries.append(entry) } else { entries.insert(entry, at: hint) }
  }

  /// Removes the entries whose keys are not among `wanted`'s (sorted by key, as this list) and appends them to
  /// `removed` in index-path order, the kept entries staying in order.
  ///
  /// Entries are copied only on the smaller side: when most leave (a jump of a screen or more) and `removed` is
  /// empty, the two lists trade storage and the few kept entries come back; otherwise the leaving ones are copied
  /// out. (Each entry copied and destroyed was a retain, a release and a generic destroy.)
  ///
  /// - Complexity: O(n + wanted.count).
  mutating func removeEntries<Wanted: ItemKeyed>(notIn wanted: [Wanted], movingTo removed: inout [Entry]) {
    guard !entries.isEmpty else { return }
    let kept = entries.countOfKeys(in: wanted)
    if kept == entries.count { return }
    if removed.isEmpty && kept * 2 < entries.count {
      swap(&entries, &removed)
      Self.moveEntries(from: &removed, to: &entries, inWanted: true, wanted)
    } else {
      Self.moveEntries(from: &entries, to: &removed, inWanted: false, wanted)
    }
  }

  /// Moves the entries of `source` whose keys are among `wanted`'s (`inWanted`) or are not (both lists sorted by
  /// key) to the end of `target`, in order, the others moving down in place: one walk through both lists.
  private static func moveEntries<Wanted: ItemKeyed>(
    from source: inout [Entry], to target: inout [Entry], inWanted: Bool, _ wanted: [Wanted]
  ) {
    var membership = SortedKeyMembership(wanted)
    var write = 0
    for read in source.indices {
      if membership.contains(source[read].key) == inWanted {
        target.append(source[read])
        continue
      }
      if write != read { source.swapAt(write, read) }
      write += 1
    }
    if write < source.count { source.removeLast(source.count - write) }
  }

  struct Iterator: IteratorProtocol {
    var entries: IndexingIterator<[Entry]>

    mutating func next() -> (key: IndexPath, value: UICollectionViewCell)? {
      guard let entry = entries.next() else { return nil }
      return (entry.indexPath, entry.cell)
    }
  }

  func makeIterator() -> Iterator { Iterator(entries: entries.makeIterator()) }
}
