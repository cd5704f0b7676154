import Foundation
import Testing

@testable import LayoutSpec

/// Hostile documents get one clear problem quickly, without allocating what they ask for and without trapping.
@Suite("Hostile input")
struct HostileInputTests {
  /// Runs `body` and checks it used less than `limit` of this thread's CPU time.
  ///
  /// CPU time rather than wall time: these bounds guard against quadratic or unbounded work, and they must not
  /// fail because other processes load the machine (wall time under a loaded CI runner can be several times the
  /// CPU time). The bounds are an order of magnitude above what a debug build needs.
  func quickly<T>(_ limit: Duration = .seconds(2), _ body: () -> T) -> T {
    let start = threadCPUTime()
    let result = body()
    let used = threadCPUTime() - start
    #expect(used < limit, "used \(used) of CPU time, limit \(limit)")
    return result
  }

  @Test("10⁹ items in a section are rejected before anything is allocated")
  func billionItems() {
    let json = specJSON([sectionJSON(group: groupJSON([itemJSON()]), numberOfItems: 1_000_000_000)])
    #expect(
      quickly { problems(json) } == [
        LayoutSpecProblem(
          path: "$.sections[0].numberOfItems", message: "expected a whole number from 0 to 100000000; got 1000000000")
      ])
    let repeated = """
      {"repeatSection": {"numberOfItemsInSection": [1, 1e9, -1], "group": \(groupJSON([itemJSON()]))}}
      """
    #expect(
      problemPaths(repeated) == [
        "$.repeatSection.numberOfItemsInSection[1]", "$.repeatSection.numberOfItemsInSection[2]",
      ])
  }

  @Test("A 100,000-digit number is echoed truncated with its digit count (issue 15, cosmetic)")
  func longNumberEchoedWithDigitCount() {
    let digits = "1" + String(repeating: "0", count: 99_999)
    let json = specJSON([sectionJSON(group: groupJSON([itemJSON()]), numberOfItems: 1)])
      .replacingOccurrences(of: "\"numberOfItems\": 1", with: "\"numberOfItems\": \(digits)")
      .replacingOccurrences(of: "\"numberOfItems\":1", with: "\"numberOfItems\":\(digits)")
    let found = quickly { problems(json) }
    #expect(
      found == [
        LayoutSpecProblem(
          path: "$.sections[0].numberOfItems",
          message: "expected a whole number from 0 to 100000000; got "
            + "1000000000000000000000000000000000000000… (100000 digits)")
      ])
  }

  @Test("The limit itself, 10⁸ items, is accepted and prepares quickly")
  func hundredMillionItems() throws {
    let json = specJSON([sectionJSON(group: groupJSON([itemJSON()]), numberOfItems: 100_000_000)])
    let layout = quickly { try? decode(json).makePreparedLayout() }
    // Item n of a full-width, 100-pt group sits at y = 100 n.
    #expect(layout.map { cell($0, 0, 99_999_999) } == [0, 9_999_999_900, 400, 100])
  }

  @Test("Arrays nested 10,000 deep stop at the JSON depth limit with the path reached")
  func deepArrays() {
    let depth = 10_000
    let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let found = quickly { problems(json) }
    #expect(found.count == 1)
    #expect(found.first?.path == "$" + String(repeating: "[0]", count: 100))
    #expect(
      found.first?.message
        == "invalid JSON at line 1, column 101: arrays and objects nest deeper than 100 levels; a layout spec never "
        + "needs that many (groups nest at most 32 deep)")
  }

  @Test("Groups nested 10,000 deep stop at the JSON depth limit")
  func deepGroups() {
    let size = "\"layoutSize\": {\"widthDimension\": {\"fractionalWidth\": 1}, \"heightDimension\": {\"absolute\": 1}}"
    let depth = 10_000
    let open = String(repeating: "{\"subitem\": ", count: depth)
    let close = String(repeating: ", \"axis\": \"vertical\", \"count\": 1, \(size)}", count: depth)
    let json = "{\"sections\": [{\"numberOfItems\": 1, \"group\": " + open + itemJSON() + close + "}]}"
    let found = quickly { problems(json) }
    // Depth 1 is the document, 2 `sections`, 3 the section, 4 its group; the 101st level is the 97th `subitem`.
    #expect(found.map(\.path) == ["$.sections[0].group" + String(repeating: ".subitem", count: 97)])
  }

  @Test("33 nested groups exceed the group depth limit of 32 at the 33rd group")
  func groupDepthLimit() {
    let size = "\"layoutSize\": {\"widthDimension\": {\"fractionalWidth\": 1}, \"heightDimension\": {\"absolute\": 1}}"
    var group = itemJSON()
    for _ in 0..<33 { group = "{\"axis\": \"vertical\", \"count\": 1, \(size), \"subitem\": \(group)}" }
    #expect(
      problems(specJSON([sectionJSON(group: group)])) == [
        LayoutSpecProblem(
          path: "$.sections[0].group" + String(repeating: ".subitem", count: 32),
          message: "groups nest deeper than 32 levels; flatten the group tree")
      ])
    var allowed = itemJSON()
    for _ in 0..<32 { allowed = "{\"axis\": \"vertical\", \"count\": 1, \(size), \"subitem\": \(allowed)}" }
    #expect(problems(specJSON([sectionJSON(group: allowed)])).isEmpty)
  }

  @Test("Invalid UTF-8 is reported with its offset, line and column")
  func invalidUTF8() {
    var bytes = Array("{\"sections\": [],\n \"x\": \"".utf8)
    bytes += [0xC3, 0x28, UInt8(ascii: "\""), UInt8(ascii: "}")]
    #expect(
      problems(Data(bytes)) == [
        LayoutSpecProblem(
          path: "$",
          message: "the document is not valid UTF-8: byte 0xC3 at offset 24 (line 2, column 8) does not start a "
            + "well-formed sequence; save the file as UTF-8")
      ])
    #expect(problems(Data([0xFF, 0xFE, 0x7B, 0x7D])).first?.message.contains("byte 0xFF at offset 0") == true)
  }

  @Test("50 MB of whitespace is rejected by the 8 MiB size limit without being read")
  func oversized() {
    let data = Data(repeating: 0x20, count: 50_000_000)
    let found = quickly(.milliseconds(500)) { problems(data) }
    #expect(
      found == [
        LayoutSpecProblem(
          path: "$",
          message: "the document is 50000000 bytes, more than the limit of 8388608 bytes (8 MiB); a layout spec is "
            + "far smaller")
      ])
  }

  @Test("A document just under the size limit is read in bounded time")
  func largestDocument() {
    // About 8 MB of wrongly typed item texts: every element is read, 1,000 problems are kept, the rest counted.
    let texts = Array(repeating: "1", count: 4_000_000).joined(separator: ",")
    let json = specJSON([
      sectionJSON(group: groupJSON([itemJSON()]), numberOfItems: 100_000_000, extra: ", \"itemTexts\": [\(texts)]")
    ])
    #expect(json.utf8.count < LayoutSpecLimits.maximumInputBytes)
    let found = quickly(.seconds(10)) { problems(json) }  // generous: tests run a debug build
    #expect(found.count == LayoutSpecLimits.maximumProblems)
    #expect(found.first?.path == "$.sections[0].itemTexts[0]")
  }

  @Test("Syntax errors name the path being read, the line and the column")
  func notJSON() {
    #expect(
      problems("{\"sections\": [}") == [
        LayoutSpecProblem(
          path: "$.sections[0]",
          message: "invalid JSON at line 1, column 15: expected a value (object, array, string, number, true, false "
            + "or null); found '}'")
      ])
    #expect(
      problems("").first?.message.hasSuffix(
        "the document is empty; a layout spec is a JSON object such as {\"sections\": […]}") == true)
    #expect(problemPaths("{\"container\": {\"width\": NaN}}") == ["$.container.width"])
    #expect(
      problems("{\"container\": {\"width\": NaN}}").first?.message
        == "invalid JSON at line 1, column 25: NaN is not a JSON number; write a finite number")
    #expect(problemPaths("{\"a\": 1} x") == ["$"])
    #expect(problemPaths("{\"a\": \"\\uD800\"}") == ["$.a"])
    #expect(problemPaths("{\"a\": 01}") == ["$.a"])
    #expect(problemPaths("{\"a\": \"unterminated}") == ["$.a"])
  }

  @Test("Huge, negative and out-of-range numbers are rejected where they are not allowed")
  func numbers() {
    let json = specJSON(
      [
        sectionJSON(
          group: groupJSON([itemJSON(width: "{\"absolute\": -1}", height: "{\"fractionalHeight\": 1e400}")]),
          extra: ", \"interGroupSpacing\": 1e7, \"contentInsets\": {\"top\": -5}")
      ], container: "{\"displayScale\": 0}")
    let found = problems(json)
    #expect(
      found.map(\.path) == [
        "$.container.displayScale",
        "$.sections[0].group.subitems[0].layoutSize.widthDimension.absolute",
        "$.sections[0].group.subitems[0].layoutSize.heightDimension.fractionalHeight",
        "$.sections[0].interGroupSpacing",
      ])
    #expect(found[2].message == "expected a number from 0 to 100 (fraction); got 1e400")
  }

  @Test("More than 10,000 sections are rejected")
  func tooManySections() {
    let counts = Array(repeating: "1", count: 10_001).joined(separator: ",")
    let json = "{\"repeatSection\": {\"numberOfItemsInSection\": [\(counts)], \"group\": \(groupJSON([itemJSON()]))}}"
    #expect(
      quickly { problems(json) } == [
        LayoutSpecProblem(
          path: "$.repeatSection.numberOfItemsInSection", message: "expected at most 10000 sections; got 10001")
      ])
  }

  @Test("A group tree of more than 1,000 nodes stops at the 1,001st")
  func tooManyNodes() {
    let json = specJSON([sectionJSON(group: groupJSON(Array(repeating: itemJSON(), count: 5_000)))])
    #expect(quickly { problemPaths(json) } == ["$.sections[0].group.subitems[999]"])
  }

  @Test("Nested counts may not multiply beyond 100,000 slots")
  func countProduct() {
    let size = "\"layoutSize\": {\"widthDimension\": {\"fractionalWidth\": 1}, \"heightDimension\": {\"absolute\": 1}}"
    let inner = "{\"axis\": \"vertical\", \"count\": 1000, \(size), \"subitem\": \(itemJSON())}"
    let outer = "{\"axis\": \"horizontal\", \"count\": 1000, \(size), \"subitem\": \(inner)}"
    #expect(
      problems(specJSON([sectionJSON(group: outer)])) == [
        LayoutSpecProblem(
          path: "$.sections[0].group.subitem.count",
          message: "nested counts multiply to 1000000 slots, more than 100000; use smaller counts")
      ])
  }

  @Test("At most 1,000 problems are kept; the rest are counted")
  func problemCap() throws {
    let members = (0..<2_500).map { "\"unknown\($0)\": 0" }.joined(separator: ", ")
    let error = try #require(throws: LayoutSpecError.self) {
      try LayoutSpecification.decode(from: Data("{\(members), \"sections\": []}".utf8))
    }
    #expect(error.problems.count == 1_000)
    #expect(error.omittedProblemCount == 1_500)
    #expect(error.description.hasSuffix("… and 1500 more problem(s) not shown\n2500 problem(s) in the layout spec"))
  }
}
