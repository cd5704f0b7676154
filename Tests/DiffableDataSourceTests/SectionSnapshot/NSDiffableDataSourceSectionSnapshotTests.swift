import DiffableDataSource
import Testing

typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

@Suite("NSDiffableDataSourceSectionSnapshot")
struct NSDiffableDataSourceSectionSnapshotTests {
  /// A ─ A1 ─ A1a
  ///   └ A2
  /// B
  func sample() -> Outline {
    var outline = Outline()
    outline.append(["A", "B"])
    outline.append(["A1", "A2"], to: "A")
    outline.append(["A1a"], to: "A1")
    return outline
  }

  @Test func structureQueries() {
    let outline = sample()
    #expect(outline.items == ["A", "A1", "A1a", "A2", "B"])
    #expect(outline.rootItems == ["A", "B"])
    #expect(outline.level(of: "A1a") == 2)
    #expect(outline.parent(of: "A1a") == "A1")
    #expect(outline.parent(of: "B") == nil)
    #expect(outline.index(of: "A2") == 3)
    #expect(outline.index(of: "zz") == nil)
    #expect(outline.contains("A1") && !outline.contains("zz"))
  }

  @Test func visibilityFollowsExpandedAncestors() {
    var outline = sample()
    #expect(outline.visibleItems == ["A", "B"])  // fresh snapshots are collapsed
    outline.expand(["A"])
    #expect(outline.visibleItems == ["A", "A1", "A2", "B"])
    #expect(outline.isVisible("A1") && !outline.isVisible("A1a"))
    outline.expand(["A1"])
    #expect(outline.visibleItems == outline.items)
    outline.collapse(["A"])
    #expect(outline.visibleItems == ["A", "B"])
    #expect(outline.isExpanded("A1"))  // the flag survives an ancestor's collapse
    #expect(outline.expandedItems == ["A1"])
  }

  @Test func expandUnknownIsIgnoredWithADiagnostic() {
    var outline = sample()
    outline.expand(["A", "ghost"])
    outline.collapse(["phantom"])
    #expect(outline.isExpanded("A"))
    #expect(outline.diagnostics.map(\.code) == [.expandUnknownItemIdentifiers, .collapseUnknownItemIdentifiers])
    #expect(outline.diagnostics.map(\.identifiers) == [["ghost"], ["phantom"]])
  }

  @Test func insertBeforeAndAfterUseTheDestinationLevel() {
    var outline = sample()
    outline.insert(["X"], before: "A2")  // sibling of A2 at level 1
    outline.insert(["Y"], after: "A1")  // after A1's whole subtree
    #expect(outline.items == ["A", "A1", "A1a", "Y", "X", "A2", "B"])
    #expect(outline.level(of: "X") == 1 && outline.parent(of: "Y") == "A")
  }

  @Test func deleteRemovesDescendantsAndFlags() {
    var outline = sample()
    outline.expand(["A1"])
    outline.delete(["A1"])
    #expect(outline.items == ["A", "A2", "B"])
    #expect(!outline.contains("A1a"))
    #expect(outline.expandedItems.isEmpty)
    outline.append(["A1"], to: "B")  // the identifier is free again
    #expect(outline.parent(of: "A1") == "B" && !outline.isExpanded("A1"))
    outline.deleteAll()
    #expect(outline.items.isEmpty && outline.rootItems.isEmpty)
  }

  @Test func subtreeSnapshotsRebaseLevelsAndKeepExpansion() {
    var outline = sample()
    outline.expand(["A1"])
    let children = outline.snapshot(of: "A")
    #expect(children.items == ["A1", "A1a", "A2"])
    #expect(children.rootItems == ["A1", "A2"])
    #expect(children.level(of: "A1a") == 1 && children.isExpanded("A1"))
    let withParent = outline.snapshot(of: "A", includingParent: true)
    #expect(withParent.rootItems == ["A"] && withParent.level(of: "A1a") == 2)
    #expect(outline.snapshot(of: "B").items.isEmpty)
  }

  @Test func replaceChildrenGraftsAnotherOutline() {
    var outline = sample()
    var replacement = Outline()
    replacement.append(["N1", "N2"])
    replacement.append(["N1a"], to: "N1")
    replacement.expand(["N1"])
    outline.replace(childrenOf: "A", using: replacement)
    #expect(outline.items == ["A", "N1", "N1a", "N2", "B"])
    #expect(!outline.contains("A1a"))
    #expect(outline.level(of: "N1a") == 2 && outline.isExpanded("N1"))
    // Reusing current children is allowed: they are replaced, not duplicated.
    var again = Outline()
    again.append(["N2"])
    outline.replace(childrenOf: "A", using: again)
    #expect(outline.items == ["A", "N2", "B"])
  }

  @Test func insertingASnapshotSplicesAForest() {
    var outline = sample()
    var forest = Outline()
    forest.append(["P"])
    forest.append(["P1"], to: "P")
    outline.insert(forest, after: "A")
    outline.insert(Outline(), before: "B")
    #expect(outline.items == ["A", "A1", "A1a", "A2", "P", "P1", "B"])
    #expect(outline.level(of: "P1") == 1)
  }

  @Test func equalityComparesHierarchyAndExpansion() {
    var flat = Outline()
    flat.append(["A", "A1"])
    var nested = Outline()
    nested.append(["A"])
    nested.append(["A1"], to: "A")
    #expect(flat != nested)  // same items, different hierarchy
    var expanded = sample()
    #expect(expanded == sample())
    expanded.expand(["A"])
    #expect(expanded != sample())
    #expect(Outline(expanded) == expanded)
  }

  /// Legend: + expanded, - collapsed, * visible; two spaces per level.
  @Test func visualDescription() {
    var outline = sample()
    outline.expand(["A"])
    #expect(
      outline.visualDescription() == """
        + A *
          - A1 *
            - A1a
          - A2 *
        - B *
        """)
  }

  @Test func copiesAreIndependent() {
    let original = sample()
    _ = original.items  // build the cached order, then mutate a copy
    var copy = original
    copy.delete(["A"])
    #expect(original.index(of: "B") == 4)
    #expect(copy.index(of: "B") == 0)
  }
}

@Suite("NSDiffableDataSourceSectionSnapshotHandlers")
struct NSDiffableDataSourceSectionSnapshotHandlersTests {
  @Test func expandRunsShouldWillAndLazyChildren() {
    var outline = Outline()
    outline.append(["folder", "file"])
    var handlers = NSDiffableDataSourceSectionSnapshotHandlers<String>()
    var calls: [String] = []
    handlers.shouldExpandItem = { item in
      calls.append("should \(item)")
      return item == "folder"
    }
    handlers.willExpandItem = { calls.append("will \($0)") }
    handlers.snapshotForExpandingParent = { parent, current in
      calls.append("children \(parent) \(current.items.count)")
      var children = Outline()
      children.append(["\(parent)/1", "\(parent)/2"])
      return children
    }
    #expect(handlers.expand("folder", in: &outline))
    #expect(!handlers.expand("file", in: &outline))
    #expect(calls == ["should folder", "will folder", "children folder 0", "should file"])
    #expect(outline.visibleItems == ["folder", "folder/1", "folder/2", "file"])
  }

  @Test func collapseCanBeRefused() {
    var outline = Outline()
    outline.append(["A"])
    outline.expand(["A"])
    var handlers = NSDiffableDataSourceSectionSnapshotHandlers<String>()
    handlers.shouldCollapseItem = { _ in false }
    #expect(!handlers.collapse("A", in: &outline))
    #expect(outline.isExpanded("A"))
    handlers.shouldCollapseItem = nil
    var collapsed: [String] = []
    handlers.willCollapseItem = { collapsed.append($0) }
    #expect(handlers.collapse("A", in: &outline))
    #expect(!outline.isExpanded("A") && collapsed == ["A"])
  }
}
