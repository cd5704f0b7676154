import Foundation
import Testing

@testable import LayoutSpec

/// The budget on item slots across all sections' groups.
@Suite("Total group slot budget")
struct SlotBudgetTests {
  /// A vertical group of 100 rows, each a horizontal group of 1,000 1-pt items: 100,000 slots.
  static let hundredThousandSlots = """
    {"axis": "vertical", "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 100}},
     "subitem": {"axis": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidth": 1},
       "heightDimension": {"absolute": 1}},
       "subitem": {"layoutSize": {"widthDimension": {"absolute": 1}, "heightDimension": {"absolute": 1}}},
       "count": 1000},
     "count": 100}
    """

  static func repeated(_ sections: Int, group: String = hundredThousandSlots) -> String {
    let counts = Array(repeating: "100000000", count: sections).joined(separator: ",")
    return "{\"repeatSection\": {\"numberOfItemsInSection\": [\(counts)], \"group\": \(group)}}"
  }

  @Test("10,000 sections × 100,000 slots (10⁹) are refused quickly, naming the first section over the budget")
  func repeatedSectionsOverBudget() {
    // Thread CPU time, not wall time: the bound guards against walking 10⁹ slots, not against a loaded machine.
    let start = threadCPUTime()
    let found = problems(Self.repeated(10_000))
    #expect(threadCPUTime() - start < .seconds(5))
    #expect(found.count == 1)
    #expect(found.first?.path == "$.repeatSection.numberOfItemsInSection[10]")
    #expect(found.first?.message.contains("more than 1000000 item slots") == true)
    #expect(LayoutSpecLimits.maximumTotalGroupSlots == 1_000_000)
  }

  @Test("Exactly the budget is accepted; listed sections report the group's path")
  func budgetBoundary() throws {
    let atLimit = try decode(Self.repeated(10))
    #expect(atLimit.totalGroupSlotCapacity == 1_000_000)
    let sections = (0..<11).map { _ in sectionJSON(group: Self.hundredThousandSlots) }
    #expect(problemPaths(specJSON(sections)) == ["$.sections[10].group"])
  }

  @Test("Ordinary groups count few slots: fractions and lengths bound a subitems group's passes")
  func ordinaryGroups() throws {
    // One quarter-width item per pass: 4 fit, but pixel flooring can shrink each by up to a pixel in a group a few
    // pixels long, so the bound is ⌊2 / 0.25⌋ = 8 passes: 10,000 sections × 8 = 80,000.
    let quarter = groupJSON([
      "{\"layoutSize\": {\"widthDimension\": {\"fractionalWidth\": 0.25}, \"heightDimension\": {\"absolute\": 44}}}"
    ])
    #expect(try decode(Self.repeated(10_000, group: quarter)).totalGroupSlotCapacity == 80_000)
    // 100-pt items in a 400-pt container: ⌊(400 + 1.001 tolerance) / 100⌋ = 4 per pass.
    let absolute = groupJSON([
      "{\"layoutSize\": {\"widthDimension\": {\"absolute\": 100}, \"heightDimension\": {\"absolute\": 44}}}"
    ])
    #expect(try decode(specJSON([sectionJSON(group: absolute)])).totalGroupSlotCapacity == 4)
  }

  @Test("Twenty nested full-width single-item groups count one slot, not 2^20")
  func nestedSingleItemGroups() throws {
    // A fraction of 1 fits once per pass at every level: 1 × 1 × … = 1 slot (the depth limit is 32).
    var group = groupJSON([itemJSON()])
    for _ in 1..<20 { group = groupJSON([group]) }
    let spec = try decode(specJSON([sectionJSON(group: group)]))
    #expect(spec.totalGroupSlotCapacity == 1)
    #expect(problemPaths(specJSON([sectionJSON(group: group)])).isEmpty)
  }
}
