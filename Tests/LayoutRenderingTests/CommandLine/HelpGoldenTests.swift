import ComplayoutCommands
import Gallery
import Testing

@Suite("complayout help texts (golden files)")
struct HelpGoldenTests {
  @Test(
    "Each help text matches .golden/help-<topic>.txt",
    arguments: [
      (ComplayoutHelp.Topic.root, "root"), (.render, "render"), (.validate, "validate"), (.dump, "dump"),
      (.gallery, "gallery"), (.audit, "audit"),
    ])
  func golden(topic: ComplayoutHelp.Topic, name: String) {
    GoldenFile.expectMatch(ComplayoutHelp.text(for: topic), named: "help-\(name).txt")
  }

  @Test(
    "Help texts fit 90 columns, end in one newline and show their usage line",
    arguments: [ComplayoutHelp.Topic.root, .render, .validate, .dump, .gallery, .audit])
  func shape(topic: ComplayoutHelp.Topic) {
    let text = ComplayoutHelp.text(for: topic)
    #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 90 })
    #expect(text.contains("USAGE: complayout"))
  }

  @Test("The root help lists every command")
  func rootListsCommands() {
    let root = ComplayoutHelp.text(for: .root)
    for name in ComplayoutCommand.commandNames {
      #expect(root.contains("\n  \(name) "), "missing \(name)")
      #expect(ComplayoutHelp.Topic(command: name) != nil)
    }
  }
}
