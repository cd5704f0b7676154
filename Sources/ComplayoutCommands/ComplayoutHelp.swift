/// The help texts of the complayout tool.
///
/// UIKit parity: none; part of the complayout tool.
public enum ComplayoutHelp {
  /// Which help text to show.
  public enum Topic: Hashable, Sendable {
    /// The tool as a whole: its commands.
    case root
    /// The `render` command and its options.
    case render
    /// The `validate` command.
    case validate
    /// The `dump` command and its options.
    case dump
    /// The `gallery` command and its options.
    case gallery
    /// The `audit` command and its options.
    case audit

    /// The topic of the command named `command`, or nil for a name that is not a command.
    public init?(command: String) {
      switch command {
      case "render": self = .render
      case "validate": self = .validate
      case "dump": self = .dump
      case "gallery": self = .gallery
      case "audit": self = .audit
      default: return nil
      }
    }
  }

  /// The usage line of the tool.
  public static let rootUsage = "complayout <command> [options]"
  /// The usage line of the `render` command.
  public static let renderUsage =
    "complayout render <spec.json> --format <svg|html|text> [--out <file>] [--width <w>] [--height <h>] "
    + "[--offset <x,y>] [--scale <s>]"
  /// The usage line of the `validate` command.
  public static let validateUsage = "complayout validate <spec.json>"
  /// The usage line of the `dump` command.
  public static let dumpUsage = "complayout dump <spec.json> [--out <file>]"
  /// The usage line of the `audit` command.
  public static let auditUsage =
    "complayout audit [--screen <names>] [--matrix default|quick] [--format text|json|html] [--out <dir>] "
    + "[--fail-on any|none]"

  /// The usage line of the `gallery` command.
  public static let galleryUsage = "complayout gallery [--out <dir>]"

  /// The help text for `topic`, ending in a newline.
  public static func text(for topic: Topic) -> String {
    switch topic {
    case .root:
      """
      OVERVIEW: Lay out UIKit compositional layouts headless and draw them.

      USAGE: \(rootUsage)

      COMMANDS:
        render                  Lay out a JSON layout spec and draw it as SVG, HTML or text.
        validate                Check a JSON layout spec: its problems, with JSON paths, and
                                the layout engine's diagnostics.
        dump                    Write a JSON layout spec's text dump (one line per element).
        gallery                 Lay out the built-in gallery screens at 390 × 844 pt, sized
                                to their text, and write SVGs plus index.html.
        audit                   Run the seed screens on every device, text size, appearance
                                and direction; report truncated text, overlaps, small tap
                                targets, low contrast, constraint problems.

      OPTIONS:
        -h, --help              Show help information.

      EXIT STATUS: 0 on success, 1 for a bad spec or a file that cannot be read or written,
      64 for a bad command line.

      See 'complayout help <command>' or 'complayout <command> --help' for a command's options.
      Example: complayout render Examples/specs/grid.json --format svg --out grid.svg

      """
    case .audit: AuditCommand.helpText
    case .render: renderText
    case .validate: validateText
    case .dump: dumpText
    case .gallery:
      """
      OVERVIEW: Lay out each gallery screen at 390 × 844 pt, with cells, headers and footers
      sized to their text, and write one SVG per screen (the whole content, with the screen
      outlined); for screens with a paging carousel also <name>-at-rest.svg and
      <name>-after-swipe.svg (the screen after swiping the carousel to page 3, with its page
      indicator); for each of the four seed screens, the post's own view controller run
      headless on an iPhone 15 and drawn to screens/<name>-light.png, screens/<name>-dark.png
      and screens/<name>.svg, with interactive pages screens/<name>.html and
      screens/<name>-dark.html (scroll, swipe and tap through states computed headless);
      plus an index.html showing them side by side.

      USAGE: \(galleryUsage)

      OPTIONS:
        -o, --out <dir>         The directory to write to; created if missing. Only files
                                named after the screens, screens/ and index.html are
                                written there.
                                (default: ./gallery)
        -h, --help              Show help information.

      EXIT STATUS: 0 on success, 64 for a bad command line, 1 when a file cannot be written.

      """
    }
  }
}
