import ComplayoutCommands
import Gallery
import Testing

@Suite("complayout command line")
struct ComplayoutCommandTests {
  @Test("Help", arguments: [["--help"], ["-h"], ["help"]])
  func rootHelp(arguments: [String]) throws {
    #expect(try ComplayoutCommand.parse(arguments) == .help(.root))
  }

  @Test(
    "Gallery help wins over everything else",
    arguments: [["gallery", "--help"], ["gallery", "-h"], ["help", "gallery"], ["gallery", "--bogus", "--help"]])
  func galleryHelp(arguments: [String]) throws {
    #expect(try ComplayoutCommand.parse(arguments) == .help(.gallery))
  }

  @Test(
    "Gallery output directory",
    arguments: [
      (["gallery"], "./gallery"),
      (["gallery", "--out", "/tmp/x"], "/tmp/x"),
      (["gallery", "--out=/tmp/y"], "/tmp/y"),
      (["gallery", "-o", "rel/dir"], "rel/dir"),
      (["gallery", "--out", "-"], "-"),
    ])
  func galleryOut(arguments: [String], directory: String) throws {
    #expect(try ComplayoutCommand.parse(arguments) == .gallery(GalleryCommand(outputDirectory: directory)))
  }

  @Test(
    "Bad command lines report every problem with exit status 64",
    arguments: [
      ([], ["missing command; expected one of: render, validate, dump, gallery, audit"]),
      (["draw"], ["unknown command 'draw'; expected one of: render, validate, dump, gallery, audit"]),
      (["--verbose"], ["unknown option '--verbose'"]),
      (["gallery", "--out"], ["missing value for option '--out'"]),
      (["gallery", "--out", "--zoom"], ["missing value for option '--out'", "unknown option '--zoom'"]),
      (["gallery", "extra", "-x"], ["unexpected argument 'extra'", "unknown option '-x'"]),
      (["gallery", "--out", "a", "--out=b"], ["option '--out' given more than once"]),
      (["gallery", "--out="], ["the output directory ('--out') must not be empty"]),
      (["help", "me"], ["no help for 'me'"]),
    ])
  func badCommandLines(arguments: [String], problems: [String]) {
    #expect(CommandLineError.exitCode == 64)
    #expect(throws: CommandLineError.self) { try ComplayoutCommand.parse(arguments) }
    do {
      _ = try ComplayoutCommand.parse(arguments)
    } catch {
      #expect(error.problems == problems)
    }
  }

  @Test("Error text: one line per problem, then usage and where to find help")
  func errorText() {
    do {
      _ = try ComplayoutCommand.parse(["gallery", "--zoom", "2"])
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == """
          error: unknown option '--zoom'
          error: unexpected argument '2'
          Usage: complayout gallery [--out <dir>]
          See 'complayout gallery --help'.

          """)
    }
  }

  @Test("Help texts name every command and option")
  func helpTexts() {
    let root = ComplayoutHelp.text(for: .root)
    #expect(root.contains("USAGE: complayout <command> [options]"))
    #expect(root.contains("gallery"))
    let gallery = ComplayoutHelp.text(for: .gallery)
    #expect(gallery.contains("USAGE: complayout gallery [--out <dir>]"))
    #expect(gallery.contains("--out <dir>"))
    #expect(gallery.contains("(default: ./gallery)"))
    #expect(gallery.hasSuffix("\n"))
  }

  @Test("validate() rejects an empty directory")
  func validate() {
    #expect(throws: CommandLineError.self) { try GalleryCommand(outputDirectory: "").validate() }
    #expect(throws: Never.self) { try GalleryCommand(outputDirectory: "out").validate() }
  }
}
