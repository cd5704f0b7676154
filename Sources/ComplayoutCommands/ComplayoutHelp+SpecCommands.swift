extension ComplayoutHelp {
  static let renderText = """
    OVERVIEW: Lay out a JSON layout spec (see Examples/specs) and draw it: an SVG picture of
    the whole content (or of the screen scrolled to --offset), a self-contained interactive
    HTML page, or the text dump.

    USAGE: complayout render <spec.json> --format <svg|html|text> [--out <file>]
                             [--width <w>] [--height <h>] [--offset <x,y>] [--scale <s>]

    ARGUMENTS:
      <spec.json>             The layout spec to read; '-' reads standard input.

    OPTIONS:
      -f, --format <format>   svg, html or text. (required)
      -o, --out <file>        The file to write; its directory must exist. An existing
                              directory or symbolic link is refused. '-' or no --out
                              writes standard output.
      --width <w>             The container width in points, replacing the spec's
                              (0 < w <= 1000000).
      --height <h>            The container height in points, replacing the spec's
                              (0 < h <= 1000000).
      --offset <x,y>          The scroll position (content offset) in points; pinned
                              headers and footers follow it. With svg, draws only the
                              screen at that offset. Not for html.
      --scale <s>             Multiplies the SVG's width and height (0.01 <= s <= 100); frames
                              inside keep their point values. Only for svg.
      -h, --help              Show help information.

    EXIT STATUS: 0 on success (engine diagnostics are printed as warnings on standard
    error), 1 for a bad spec or a file that cannot be read or written, 64 for a bad
    command line.

    """

  static let validateText = """
    OVERVIEW: Check a JSON layout spec. Prints one line per problem, 'error: <JSON path>:
    <message>', every problem at once; when the spec decodes, lays it out and prints each
    diagnostic of the layout engine as 'warning: …'; then a summary line. Everything is
    printed on standard output.

    USAGE: \(validateUsage)

    ARGUMENTS:
      <spec.json>             The layout spec to read; '-' reads standard input.

    OPTIONS:
      -h, --help              Show help information.

    EXIT STATUS: 0 when the spec is valid and the engine reports nothing, 1 when it has
    problems or diagnostics or cannot be read, 64 for a bad command line.

    """

  static let dumpText = """
    OVERVIEW: Lay out a JSON layout spec and write its text dump: one line per element
    (category, kind, index path, frame to 1/100 pt, zIndex), sorted, for diffs. The same
    as 'complayout render <spec.json> --format text'.

    USAGE: \(dumpUsage)

    ARGUMENTS:
      <spec.json>             The layout spec to read; '-' reads standard input.

    OPTIONS:
      -o, --out <file>        The file to write; its directory must exist. An existing
                              directory or symbolic link is refused. '-' or no --out
                              writes standard output.
      -h, --help              Show help information.

    EXIT STATUS: 0 on success, 1 for a bad spec or a file that cannot be read or written,
    64 for a bad command line.

    """
}
