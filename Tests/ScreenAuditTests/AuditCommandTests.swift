import ComplayoutCommands
import Gallery
import Testing

@Suite struct AuditCommandTests {
  @Test func parsesOptions() throws {
    let command = try ComplayoutCommand.parse([
      "audit", "--screen", "comment-thread,item-grid-pages", "--matrix", "quick", "--format=json", "-o", "out",
      "--fail-on", "none",
    ])
    #expect(
      command
        == .audit(
          AuditCommand(
            screens: ["comment-thread", "item-grid-pages"], matrix: .quick, format: .json, outputDirectory: "out",
            failOn: .none)))
    #expect(try ComplayoutCommand.parse(["audit"]) == .audit(AuditCommand()))
    #expect(try ComplayoutCommand.parse(["audit", "--help"]) == .help(.audit))
    #expect(try ComplayoutCommand.parse(["help", "audit"]) == .help(.audit))
    #expect(ComplayoutHelp.text(for: .root).contains("  audit "))
  }

  @Test func reportsEveryBadArgumentAtOnce() {
    #expect {
      try ComplayoutCommand.parse([
        "audit", "--screen", "nope", "--matrix", "huge", "--format", "pdf", "--fail-on", "sometimes", "extra",
        "--wat",
      ])
    } throws: { error in
      guard let error = error as? CommandLineError else { return false }
      return error.problems == [
        "unexpected argument 'extra'", "unknown option '--wat'",
        "unknown screen 'nope'; expected one of: comment-thread, marketplace-post-detail, item-grid-pages, "
          + "supplementary-tour",
        "invalid value 'huge' for '--matrix'; expected one of: default, quick",
        "invalid value 'pdf' for '--format'; expected one of: text, json, html",
        "invalid value 'sometimes' for '--fail-on'; expected one of: any, none",
      ] && error.usage == ComplayoutHelp.auditUsage
    }
    #expect(throws: CommandLineError.self) { try ComplayoutCommand.parse(["audit", "--out", ""]) }
    #expect(throws: CommandLineError.self) { try ComplayoutCommand.parse(["audit", "--screen"]) }
  }

  @Test @MainActor func screenNamesAreTheSeedScreens() {
    #expect(AuditCommand.screenNames == SeedScreens.all.map(\.name))
  }
}
