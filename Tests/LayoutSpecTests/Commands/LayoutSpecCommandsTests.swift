import ComplayoutCommands
import CompositionalLayout
import Foundation
import Testing

@testable import LayoutSpec

/// What `complayout validate` prints and returns.
@Suite("LayoutSpecCommands")
struct LayoutSpecCommandsTests {
  @Test("A clean spec validates with exit code 0 and a summary")
  func valid() {
    let json = specJSON([sectionJSON(group: groupJSON([itemJSON()]), numberOfItems: 3)])
    let (output, exitCode) = LayoutSpecCommands.validate(data: Data(json.utf8))
    #expect(exitCode == 0)
    #expect(output == "valid: 1 section(s), 3 item(s)\n")
  }

  @Test("Spec problems are listed as errors with exit code 1")
  func problems() {
    let json = specJSON([sectionJSON(group: groupJSON([]), numberOfItems: -1)])
    let (output, exitCode) = LayoutSpecCommands.validate(data: Data(json.utf8))
    #expect(exitCode == 1)
    #expect(
      output == """
        error: $.sections[0].numberOfItems: expected a whole number from 0 to 100000000; got -1
        error: $.sections[0].group.subitems: a group needs at least one subitem; add an item such as {"layoutSize": …}
        invalid: 2 problem(s)

        """)
  }

  @Test("The engine's diagnostics are listed as warnings with exit code 1")
  func engineDiagnostics() {
    let item = """
      {"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 50}},
       "contentInsets": {"top": 4}}
      """
    let json = specJSON([sectionJSON(group: groupJSON([item], height: "{\"estimated\": 50}"), numberOfItems: 1)])
    let (output, exitCode) = LayoutSpecCommands.validate(data: Data(json.utf8))
    #expect(exitCode == 1)
    #expect(output.hasPrefix("warning: [contentInsetsIgnoredOnEstimatedAxis] section 0: "))
    #expect(output.hasSuffix("invalid: 1 section(s), 1 item(s); the engine reported 1 diagnostic(s)\n"))
  }

  @Test("load returns the prepared layout or the error")
  func load() {
    let json = specJSON([sectionJSON(group: groupJSON([itemJSON()]), numberOfItems: 2)])
    switch LayoutSpecCommands.load(data: Data(json.utf8)) {
    case .success(let loaded): #expect(loaded.layout.itemFrames(inSection: 0).count == 2)
    case .failure(let error): Issue.record("\(error)")
    }
    switch LayoutSpecCommands.load(data: Data("{}".utf8)) {
    case .success: Issue.record("expected a failure")
    case .failure(let error): #expect(error.problems.map(\.path) == ["$.sections"])
    }
  }

  @Test("A hand-built spec with an empty group lays out with a diagnostic instead of trapping")
  func handBuiltEmptyGroup() {
    let size = LayoutSpecification.Size(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
    let group = LayoutSpecification.Group(layoutSize: size, axis: .horizontal, subitems: .list([]))
    let spec = LayoutSpecification(
      container: .init(), configuration: .init(),
      sections: [.init(numberOfItems: 3, layout: .init(group: group))])
    #expect(spec.makePreparedLayout().diagnostics.map(\.code).contains(.groupHoldsNoItems))
  }
}
