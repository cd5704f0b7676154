import Foundation
import Testing

@testable import LayoutSpec

/// Problems point at the offending JSON path, say what is wrong and how to fix it, and come all at once.
@Suite("Error paths and messages")
struct ErrorPathTests {
  static let item = itemJSON()

  @Test("A misspelt dimension names the allowed kinds and suggests the closest one")
  func misspeltDimension() {
    let badItem = itemJSON(width: "{\"fractional\": 0.5}")
    let json = specJSON(
      Array(repeating: sectionJSON(group: groupJSON([Self.item])), count: 2) + [
        sectionJSON(group: groupJSON([badItem]))
      ])
    let found = problems(json)
    #expect(
      found == [
        LayoutSpecProblem(
          path: "$.sections[2].group.subitems[0].layoutSize.widthDimension",
          message: "expected one of fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings; "
            + "got \"fractional\" (did you mean \"fractionalWidth\"?)")
      ])
  }

  @Test("Every problem in a document is reported at once, in document order")
  func allProblemsAtOnce() {
    let json = """
      {"container": {"width": -1, "layoutDirection": "rtl"},
       "configuration": {"scrollDirection": "diagonal", "interSectionSpacing": "10"},
       "sections": [
         {"numberOfItems": 2.5, "group": {"axis": "horizontal",
           "layoutSize": {"widthDimension": {"fractionalWidth": 1}},
           "subitems": [{"layoutSize": {"widthDimension": {"absolute": -4}, "heightDimension": {"absolute": 1}},
                         "contentInset": {"top": 1}}]}},
         {"numberOfItems": 1, "group": {"axis": "vertical", "subitems": [],
           "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"absolute": 1}}},
          "orthogonalScrollingBehavior": "Paging", "decorationItems": [{"zIndex": 1}]}
       ]}
      """
    let found = problems(json)
    #expect(
      found.map(\.path) == [
        "$.container.width",
        "$.container.layoutDirection",
        "$.configuration.scrollDirection",
        "$.configuration.interSectionSpacing",
        "$.sections[0].numberOfItems",
        "$.sections[0].group.layoutSize.heightDimension",
        "$.sections[0].group.subitems[0].layoutSize.widthDimension.absolute",
        "$.sections[0].group.subitems[0].contentInset",
        "$.sections[1].group.subitems",
        "$.sections[1].orthogonalScrollingBehavior",
        "$.sections[1].decorationItems[0].elementKind",
      ])
    let messages = Dictionary(found.map { ($0.path, $0.message) }, uniquingKeysWith: { first, _ in first })
    #expect(messages["$.container.width"] == "expected a number greater than 0 and at most 1000000 (points); got -1")
    #expect(
      messages["$.container.layoutDirection"]
        == "expected one of \"leftToRight\", \"rightToLeft\"; got \"rtl\"")
    #expect(
      messages["$.configuration.interSectionSpacing"] == "expected a number (points); got the string \"10\"")
    #expect(messages["$.sections[0].numberOfItems"] == "expected a whole number from 0 to 100000000; got 2.5")
    #expect(
      messages["$.sections[0].group.subitems[0].contentInset"]
        == "unknown member \"contentInset\" in an item; did you mean \"contentInsets\"?")
    #expect(
      messages["$.sections[1].group.subitems"]
        == "a group needs at least one subitem; add an item such as {\"layoutSize\": …}")
    #expect(
      messages["$.sections[1].orthogonalScrollingBehavior"]
        == "expected one of \"none\", \"continuous\", \"continuousGroupLeadingBoundary\", \"paging\", "
        + "\"groupPaging\", \"groupPagingCentered\"; got \"Paging\" (did you mean \"paging\"?)")
    #expect(messages["$.sections[1].decorationItems[0].elementKind"]?.hasPrefix("required member is missing") == true)
  }

  @Test("Groups: count 0, missing count, two subitem forms, a count with a list, a missing axis")
  func groupForms() {
    let size = "\"layoutSize\": {\"widthDimension\": {\"fractionalWidth\": 1}, \"heightDimension\": {\"absolute\": 9}}"
    let json = specJSON([
      sectionJSON(group: "{\"axis\": \"horizontal\", \(size), \"subitem\": \(Self.item), \"count\": 0}"),
      sectionJSON(group: "{\"axis\": \"vertical\", \(size), \"repeatingSubitem\": \(Self.item)}"),
      sectionJSON(group: "{\"axis\": \"vertical\", \(size), \"subitem\": \(Self.item), \"subitems\": []}"),
      sectionJSON(group: "{\"axis\": \"vertical\", \(size), \"subitems\": [\(Self.item)], \"count\": 2}"),
      sectionJSON(group: "{\(size), \"subitems\": [\(Self.item)]}"),
      sectionJSON(group: "{\"axis\": \"vertical\", \(size)}"),
    ])
    #expect(
      problemPaths(json) == [
        "$.sections[0].group.count",
        "$.sections[1].group.count",
        "$.sections[2].group.subitem",
        "$.sections[3].group.count",
        "$.sections[4].group.axis",
        "$.sections[5].group.subitems",
      ])
    #expect(problems(json).first?.message == "expected a whole number from 1 to 1000; got 0")
  }

  @Test("Top level: unknown members, both or neither of sections and repeatSection, a non-object document")
  func topLevel() {
    #expect(
      problemPaths("{\"sections\": [], \"repeatSection\": {}, \"sectons\": 1}") == ["$.repeatSection", "$.sectons"])
    #expect(
      problems("{}") == [
        LayoutSpecProblem(
          path: "$.sections",
          message: "required member is missing; add \"sections\": [ … ] or \"repeatSection\": { … }")
      ])
    #expect(
      problems("[1, 2]") == [
        LayoutSpecProblem(path: "$", message: "expected a layout spec (a JSON object); got an array of 2 element(s)")
      ])
    #expect(problemPaths("{\"version\": 2, \"sections\": []}") == ["$.version"])
    #expect(problemPaths("{\"sections\": [], \"sections\": []}") == ["$.sections"])
  }

  @Test("Supplementaries, anchors, boundary items and item texts")
  func supplementaries() {
    let badge = """
      {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}},
       "supplementaryItems": [{"elementKind": "", "containerAnchor": {"edges": ["top", "middle"],
         "absoluteOffset": {"x": 1}, "fractionalOffset": {"y": 1}},
         "layoutSize": {"widthDimension": {"absolute": 1}, "heightDimension": {"absolute": 1}}}]}
      """
    let boundary = """
      , "boundarySupplementaryItems": [{"elementKind": "h", "alignment": "center", "zIndex": 1.5,
         "extendsBoundary": "yes",
         "layoutSize": {"widthDimension": {"absolute": 1}, "heightDimension": {"absolute": 1}}}],
        "itemTexts": ["a", 1, "b"]
      """
    let json = specJSON([sectionJSON(group: groupJSON([badge]), numberOfItems: 2, extra: boundary)])
    let prefix = "$.sections[0].group.subitems[0].supplementaryItems[0]"
    #expect(
      problemPaths(json) == [
        "\(prefix).elementKind",
        "\(prefix).containerAnchor.edges[1]",
        "\(prefix).containerAnchor.fractionalOffset",
        "$.sections[0].boundarySupplementaryItems[0].alignment",
        "$.sections[0].boundarySupplementaryItems[0].zIndex",
        "$.sections[0].boundarySupplementaryItems[0].extendsBoundary",
        "$.sections[0].itemTexts",
      ])
    #expect(
      problems(json).first { $0.path == "$.sections[0].itemTexts" }?.message
        == "has 3 texts but the section has 2 items; raise numberOfItems or remove texts")
  }

  @Test("Member names that are not identifiers are quoted in paths")
  func quotedPaths() {
    #expect(problemPaths("{\"sections\": [], \"a b\": 1}") == ["$[\"a b\"]"])
  }

  @Test("The error's description lists one problem per line and a count")
  func errorDescription() {
    let error = LayoutSpecError(problems: [
      LayoutSpecProblem(path: "$.a", message: "bad"), LayoutSpecProblem(path: "$.b", message: "worse"),
    ])
    #expect(error.description == "$.a: bad\n$.b: worse\n2 problem(s) in the layout spec")
  }
}
