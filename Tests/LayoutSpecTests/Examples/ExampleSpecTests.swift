import ComplayoutCommands
import CompositionalLayout
import Foundation
import LayoutRendering
import Testing

@testable import LayoutSpec

/// The example specs in Examples/specs decode, lay out without diagnostics, and agree with the JSON Schema.
@Suite("Example specs and the JSON Schema")
struct ExampleSpecTests {
  static let examples = ["grid.json", "list-with-headers.json", "carousel.json", "nested.json"]

  @Test("Every example in Examples/specs is listed here")
  func examplesAreListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory().path)
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
    #expect(Set(files) == Set(Self.examples))
  }

  @Test("Each example decodes, validates cleanly and lays out every item", arguments: examples)
  func example(name: String) throws {
    let data = try exampleData(name)
    let spec = try LayoutSpecification.decode(from: data)
    let (output, exitCode) = LayoutSpecCommands.validate(data: data)
    #expect(exitCode == 0, "\(output)")
    let layout = spec.makePreparedLayout()
    let items = spec.sections.reduce(0) { $0 + $1.numberOfItems }
    #expect(layoutDump(layout).split(separator: "\n").filter { $0.hasPrefix("cell") }.count == items)
  }

  @Test("The list example's pinned header, footer and layout header")
  func listWithHeaders() throws {
    let layout = try LayoutSpecification.decode(from: exampleData("list-with-headers.json")).makePreparedLayout()
    // Layout header 0…60. Section 0: header 60…96 (inset 16 on both sides: width 390 − 32 = 358), five rows of
    // 44 with 1 pt between: 96, 141, 186, 231, 276 → 320; footer 320…344. Section 1 starts 20 later at 364.
    #expect(supplementary(layout, "layout-header", 0) == [0, 0, 390, 60])
    #expect(supplementary(layout, "UICollectionElementKindSectionHeader", 0) == [16, 60, 358, 36])
    #expect(cell(layout, 0, 4) == [16, 276, 358, 44])
    #expect(supplementary(layout, "UICollectionElementKindSectionFooter", 0) == [16, 320, 358, 24])
    #expect(supplementary(layout, "UICollectionElementKindSectionHeader", 1) == [16, 364, 358, 36])
  }

  @Test("The complete example in the format article decodes and validates cleanly")
  func articleExample() throws {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/LayoutSpec/LayoutSpec.docc/LayoutSpecFormat.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let start = try #require(text.range(of: "```json\n"))
    let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
    let data = Data(text[start.upperBound..<end.lowerBound].utf8)
    let spec = try LayoutSpecification.decode(from: data)
    #expect(spec.sections.map(\.numberOfItems) == [10, 30])
    #expect(LayoutSpecCommands.validate(data: data).exitCode == 0)
  }

  @Test("The schema is valid JSON for draft 2020-12 and names exactly the members the decoder reads")
  func schemaMatchesDecoder() throws {
    let data = try Data(contentsOf: examplesDirectory().appendingPathComponent("layout-spec.schema.json"))
    let root = try JSONParser.parse([UInt8](data), maximumDepth: 100)
    #expect(string(root, "$schema") == "https://json-schema.org/draft/2020-12/schema")
    let expected: [String: [String]] = [
      "": LayoutSpecification.topLevelKeys,
      "section": SpecDecoder.sectionKeys,
      "repeatSection": SpecDecoder.repeatSectionKeys,
      "item": SpecDecoder.itemKeys,
      "group": SpecDecoder.groupKeys,
      "supplementaryItem": SpecDecoder.supplementaryKeys,
      "boundarySupplementaryItem": SpecDecoder.boundaryKeys,
      "decorationItem": SpecDecoder.decorationKeys,
      "dimension": SpecDecoder.dimensionKinds,
    ]
    for (definition, keys) in expected {
      let node = definition.isEmpty ? root : member(member(root, "$defs"), definition)
      #expect(Set(propertyNames(node)) == Set(keys), "schema definition \(definition)")
    }
  }

  private func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
    guard case .object(let members)? = value else { return nil }
    return members.first { $0.key == key }?.value
  }

  private func string(_ value: JSONValue?, _ key: String) -> String? {
    guard case .string(let text)? = member(value, key) else { return nil }
    return text
  }

  private func propertyNames(_ value: JSONValue?) -> [String] {
    guard case .object(let members)? = member(value, "properties") else { return [] }
    return members.map(\.key)
  }
}
