import ComplayoutCommands
import Gallery
import Testing

@Suite("complayout render, validate and dump command lines")
struct SpecCommandParsingTests {
  @Test(
    "Help of every command, whichever way it is asked for",
    arguments: [
      (["help", "render"], ComplayoutHelp.Topic.render), (["render", "--help"], .render),
      (["render", "-h", "--bogus"], .render), (["help", "validate"], .validate), (["validate", "-h"], .validate),
      (["help", "dump"], .dump), (["dump", "--help"], .dump), (["help", "gallery"], .gallery),
      (["gallery", "--help"], .gallery), (["help"], .root), (["--help"], .root),
    ])
  func help(arguments: [String], topic: ComplayoutHelp.Topic) throws {
    #expect(try ComplayoutCommand.parse(arguments) == .help(topic))
  }

  @Test(
    "render: every option and spelling",
    arguments: [
      (["render", "a.json", "--format", "svg"], RenderCommand(input: "a.json", format: .svg)),
      (["render", "-", "-f", "text"], RenderCommand(input: "-", format: .text)),
      (
        ["render", "--format=html", "a.json", "-o", "a.html"],
        RenderCommand(input: "a.json", format: .html, output: "a.html")
      ),
      (
        [
          "render", "a.json", "--format", "svg", "--out=x.svg", "--width", "320", "--height=568.5", "--offset",
          "-10,300", "--scale", "2",
        ],
        RenderCommand(
          input: "a.json", format: .svg, output: "x.svg", width: 320, height: 568.5,
          offset: .init(x: -10, y: 300), scale: 2)
      ),
      (
        ["render", "--format", "text", "--offset", "0,1e3", "--", "-odd.json"],
        RenderCommand(input: "-odd.json", format: .text, offset: .init(x: 0, y: 1000))
      ),
      (["render", "a.json", "-f", "text", "--out", "-"], RenderCommand(input: "a.json", format: .text, output: "-")),
    ])
  func render(arguments: [String], expected: RenderCommand) throws {
    #expect(try ComplayoutCommand.parse(arguments) == .render(expected))
  }

  @Test(
    "validate and dump",
    arguments: [
      (["validate", "spec.json"], ComplayoutCommand.validate(ValidateCommand(input: "spec.json"))),
      (["validate", "-"], .validate(ValidateCommand(input: "-"))),
      (["dump", "spec.json"], .dump(DumpCommand(input: "spec.json"))),
      (["dump", "spec.json", "--out", "dump.txt"], .dump(DumpCommand(input: "spec.json", output: "dump.txt"))),
      (["dump", "-o=x"], nil),
    ])
  func validateAndDump(arguments: [String], expected: ComplayoutCommand?) throws {
    if let expected {
      #expect(try ComplayoutCommand.parse(arguments) == expected)
    } else {
      #expect(throws: CommandLineError.self) { try ComplayoutCommand.parse(arguments) }
    }
  }

  @Test(
    "Bad command lines: every problem at once, exit status 64",
    arguments: [
      (
        ["render"],
        ["missing spec file; give a path, or '-' for standard input", "missing option '--format <svg|html|text>'"]
      ),
      (["render", "a.json", "--format", "pdf"], ["invalid format 'pdf'; expected one of: svg, html, text"]),
      (["render", "a.json", "b.json", "-f", "svg"], ["unexpected argument 'b.json'"]),
      (
        ["render", "a.json", "-f", "svg", "--zoom", "3", "--width"],
        ["unknown option '--zoom'", "unexpected argument '3'", "missing value for option '--width'"]
      ),
      (["render", "a.json", "-f", "svg", "-f", "text"], ["option '--format' given more than once"]),
      (
        ["render", "a.json", "-f", "svg", "--width", "wide", "--height", "nan", "--scale", "0x10"],
        [
          "invalid value 'wide' for option '--width'; expected a number",
          "invalid value 'nan' for option '--height'; expected a number",
          "invalid value '0x10' for option '--scale'; expected a number",
        ]
      ),
      (
        ["render", "a.json", "-f", "svg", "--width", "0", "--height", "2000000"],
        [
          "'--width' must be greater than 0 and at most 1000000 points; got 0.0",
          "'--height' must be greater than 0 and at most 1000000 points; got 2000000.0",
        ]
      ),
      (
        ["render", "a.json", "-f", "svg", "--offset", "1"],
        ["invalid value '1' for option '--offset'; expected two numbers 'X,Y', e.g. 0,300"]
      ),
      (
        ["render", "a.json", "-f", "svg", "--offset", "1,2,3"],
        ["invalid value '1,2,3' for option '--offset'; expected two numbers 'X,Y', e.g. 0,300"]
      ),
      (
        ["render", "a.json", "-f", "svg", "--offset", "0,1e9"],
        ["'--offset' coordinates must be at most 100000000 points in magnitude"]
      ),
      (
        ["render", "a.json", "-f", "text", "--scale", "200"],
        ["'--scale' must be at least 0.01 and at most 100; got 200.0", "'--scale' applies only to '--format svg'"]
      ),
      (
        ["render", "a.json", "-f", "html", "--offset", "0,10"],
        ["'--offset' does not apply to '--format html' (the page scrolls itself)"]
      ),
      (["render", "a.json", "-f", "svg", "--out", "a.json"], ["the output file ('--out') must not be the spec file"]),
      (["render", "a.json", "-f", "svg", "--out="], ["the output file ('--out') must not be empty"]),
      (["render", "", "-f", "svg"], ["the spec file path must not be empty"]),
      (["validate"], ["missing spec file; give a path, or '-' for standard input"]),
      (["validate", "a.json", "--out", "x"], ["unknown option '--out'", "unexpected argument 'x'"]),
      (["validate", "a\u{0}b"], ["the spec file path must not contain a NUL character"]),
      (["dump"], ["missing spec file; give a path, or '-' for standard input"]),
      (["dump", "a.json", "--format", "svg"], ["unknown option '--format'", "unexpected argument 'svg'"]),
      (["dump", "a.json", "--out"], ["missing value for option '--out'"]),
      (["help", "render", "dump"], ["no help for 'render'", "no help for 'dump'"]),
    ])
  func badCommandLines(arguments: [String], problems: [String]) {
    do {
      let command = try ComplayoutCommand.parse(arguments)
      Issue.record("expected an error, got \(command)")
    } catch {
      #expect(error.problems == problems)
    }
  }

  @Test("Error text names the command's usage and help", arguments: ["render", "validate", "dump"])
  func errorText(command: String) {
    do {
      _ = try ComplayoutCommand.parse([command, "--bogus"])
      Issue.record("expected an error")
    } catch {
      #expect(error.description.hasPrefix("error: unknown option '--bogus'\n"))
      #expect(error.description.contains("Usage: complayout \(command) <spec.json>"))
      #expect(error.description.hasSuffix("See 'complayout \(command) --help'.\n"))
    }
  }

  @Test("validate() of hand-built configurations")
  func validateConfigurations() {
    #expect(throws: Never.self) { try RenderCommand(input: "a.json", format: .svg, scale: 3).validate() }
    #expect(throws: CommandLineError.self) { try RenderCommand(input: "a.json", format: .html, scale: 3).validate() }
    #expect(throws: CommandLineError.self) {
      try RenderCommand(input: "a.json", format: .svg, width: .infinity).validate()
    }
    #expect(throws: Never.self) { try ValidateCommand(input: "-").validate() }
    #expect(throws: CommandLineError.self) { try ValidateCommand(input: "").validate() }
    #expect(throws: Never.self) { try DumpCommand(input: "-", output: "-").validate() }
    #expect(throws: CommandLineError.self) { try DumpCommand(input: "x", output: "x").validate() }
    #expect(DumpCommand(input: "x", output: "y").renderCommand == RenderCommand(input: "x", format: .text, output: "y"))
  }
}
