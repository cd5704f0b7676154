/// The help texts of the complayout tool.
///
/// UIKit parity: none; part of the complayout tool.
public enum ComplayoutHelp {
  /// Which help text to show.
  public enum Topic: Hashable, Sendable {
    /// The tool as a whole: its commands.
    case root
    /// The `gallery` command and its options.
    case gallery
  }

  /// The usage line of the tool.
  public static let rootUsage = "complayout <command> [options]"
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
        gallery                 Lay out the built-in gallery screens at 390 × 844 pt, sized
                                to their text, and write SVGs plus index.html.

      OPTIONS:
        -h, --help              Show help information.

      See 'complayout <command> --help' for a command's options.

      """
    case .gallery:
      """
      OVERVIEW: Lay out each gallery screen at 390 × 844 pt, with cells, headers and footers
      sized to their text, and write one SVG per screen (the whole content, with the screen
      outlined); for screens with a paging carousel also <name>-at-rest.svg and
      <name>-after-swipe.svg (the screen after swiping the carousel to page 3, with its page
      indicator); plus an index.html showing them side by side.

      USAGE: \(galleryUsage)

      OPTIONS:
        -o, --out <dir>         The directory to write to; created if missing. Only files
                                named after the screens and index.html are written there.
                                (default: ./gallery)
        -h, --help              Show help information.

      EXIT STATUS: 0 on success, 64 for a bad command line, 1 when a file cannot be written.

      """
    }
  }
}
