#!/usr/bin/env python3
"""Removes SnapKit and Then from a Swift file, and nothing else.

The seed posts use two third-party libraries that cannot be fetched here. The compatibility check compiles their
collection-view code "with only SnapKit/Then removed" (shared/compat/README.md): this script deletes
`import SnapKit` / `import Then`, every SnapKit constraint block (`x.snp.makeConstraints { ... }`, `remake…`,
`update…`), statements that bind a `.snp` DSL value, and every Then block (`.then { ... }` after an expression).
The constraints those calls expressed are re-expressed with anchors in the gallery's version of each screen.

Usage: strip_snapkit.py INPUT OUTPUT
"""
import re
import sys


def matching_brace(text: str, open_index: int) -> int:
    """The index of the brace closing the one at open_index (strings and comments are not special-cased:
    the seed posts' blocks contain no braces inside strings)."""
    depth = 0
    for index in range(open_index, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    raise ValueError("unbalanced braces")


def strip(text: str) -> str:
    text = re.sub(r"^[ \t]*import (SnapKit|Then)[ \t]*\n", "", text, flags=re.M)
    # Then: `.then { ... }` after an expression.
    while True:
        match = re.search(r"\.then\s*\{", text)
        if not match:
            break
        end = matching_brace(text, match.end() - 1)
        text = text[: match.start()] + text[end + 1 :]
    # SnapKit constraint blocks: a whole statement `receiver.snp.makeConstraints { ... }`.
    while True:
        match = re.search(r"^[ \t]*[\w.\[\]]+\.snp\.(make|remake|update)Constraints\s*\{", text, flags=re.M)
        if not match:
            break
        end = matching_brace(text, match.end() - 1)
        line_end = text.find("\n", end)
        text = text[: match.start()] + text[(line_end + 1 if line_end >= 0 else len(text)) :]
    # Bindings of SnapKit DSL values: `let x = ….snp`.
    text = re.sub(r"^[ \t]*let \w+ = [\w.]+\.snp[ \t]*\n", "", text, flags=re.M)
    return text


if __name__ == "__main__":
    source, destination = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as handle:
        stripped = strip(handle.read())
    with open(destination, "w", encoding="utf-8") as handle:
        handle.write(stripped)
