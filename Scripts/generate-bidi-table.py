#!/usr/bin/env python3
"""Writes the Unicode bidirectional class table that `BidiResolver` reads, and its conformance fixture.

Reads from a folder (by default `.build/unicode-16.0.0`; Sources/TrellisLayout/Text/Generated/Bidi/README.md
says where to get them) three files of the Unicode Character Database 16.0.0:

- `DerivedBidiClass.txt` (the Bidi_Class of every code point, with its `@missing` defaults),
- `BidiBrackets.txt` (the paired brackets rule N0 matches),
- `BidiCharacterTest.txt` (UAX #9's conformance cases),

and writes

- Sources/TrellisLayout/Text/Generated/Bidi/BidiTable.swift: for every run of code points of one class,
  the distance of its first code point from the previous run's and the class's index in
  CLASSES, as LEB128 varints in one base-64 string; then the paired brackets: their number, then
  for each opening bracket the distance from the previous one and the signed distance to its
  closing bracket;
- Tests/TrellisLayoutTests/Text/Bidi/BidiCharacterTest.txt: the cases without their comments, one a
  line, in the file's own five fields.

    Scripts/generate-bidi-table.py                 # writes both files
    Scripts/generate-bidi-table.py --check         # fails when either differs
    Scripts/generate-bidi-table.py --data FOLDER   # reads the data files from FOLDER

Brackets whose canonical decomposition is another bracket (U+2329 and U+232A) are written as
that bracket, as rule BD16 asks. The output depends only on the data files.
"""

from __future__ import annotations

import argparse
import re
import sys
import unicodedata
from pathlib import Path

from generated_files import write_or_check
from unicode_data import property_values
from varint_packer import Packer, base64_body

ROOT = Path(__file__).resolve().parent.parent
VERSION = "16.0.0"
DEFAULT_DATA = ROOT / ".build" / f"unicode-{VERSION}"
TABLE = ROOT / "Sources" / "TrellisLayout" / "Text" / "Generated" / "Bidi" / "BidiTable.swift"
FIXTURE = ROOT / "Tests" / "TrellisLayoutTests" / "Text" / "Bidi" / "BidiCharacterTest.txt"

# The Bidi_Class values, in the order of `BidiClass`'s cases.
CLASSES = [
    "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
    "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
]
# The long names the `@missing` lines use.
LONG_NAMES = {"Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL",
              "European_Terminator": "ET", "Boundary_Neutral": "BN"}
BRACKET = re.compile(r"^([0-9A-F]{4,6})\s*;\s*([0-9A-F]{4,6})\s*;\s*([oc])\s*#")


def classes(data: Path) -> list[int]:
    """Every code point's class index, `@missing` defaults first."""
    path = data / "DerivedBidiClass.txt"
    text = path.read_text(encoding="utf-8")
    if not text.startswith(f"# DerivedBidiClass-{VERSION}.txt"):
        sys.exit(f"generate-bidi-table: {path} is not DerivedBidiClass-{VERSION}.txt")
    index = {name: position for position, name in enumerate(CLASSES)}
    values = property_values(text, "DerivedBidiClass.txt", "generate-bidi-table", LONG_NAMES)
    result = []
    for code, name in enumerate(values):
        if (name or "L") not in index:
            sys.exit(f"generate-bidi-table: U+{code:04X} has the unknown class {name}")
        result.append(index[name or "L"])
    return result


def canonical(code: int) -> int:
    """The bracket `code` decomposes to canonically, or `code`."""
    decomposition = unicodedata.decomposition(chr(code))
    if decomposition and not decomposition.startswith("<") and " " not in decomposition:
        return int(decomposition, 16)
    return code


def brackets(data: Path) -> list[tuple[int, int]]:
    """Each opening bracket and its closing one, canonical, ascending."""
    path = data / "BidiBrackets.txt"
    text = path.read_text(encoding="utf-8")
    if not text.startswith(f"# BidiBrackets-{VERSION}.txt"):
        sys.exit(f"generate-bidi-table: {path} is not BidiBrackets-{VERSION}.txt")
    pairs = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line or line.startswith("#"):
            continue
        match = BRACKET.match(line)
        if not match:
            sys.exit(f"generate-bidi-table: BidiBrackets.txt line {number} is not 'code ; pair ; o|c #': {line!r}")
        if match[3] == "o":
            pairs.append((int(match[1], 16), int(match[2], 16)))
    return sorted(pairs)


def table_source(values: list[int], pairs: list[tuple[int, int]]) -> str:
    packer = Packer()
    run_count = packer.runs(values)
    packer.unsigned(len(pairs))
    previous = 0
    for opening, closing in pairs:
        packer.unsigned(opening - previous)
        packer.signed(closing - opening)
        previous = opening
    aliases = sorted({(code, canonical(code)) for pair in pairs for code in pair if canonical(code) != code})
    body = base64_body(packer.data, 100)
    cases = ",\n".join(f"        .{name.lower()}" for name in CLASSES)
    alias_lines = ",\n".join(f"        0x{code:04X}: 0x{target:04X}" for code, target in aliases)
    return f"""// Generated by Scripts/generate-bidi-table.py from the Unicode Character Database {VERSION};
// do not edit. Regenerate with `Scripts/generate-bidi-table.py` and check with
// `Scripts/generate-bidi-table.py --check`. The data files' licence is
// ../LineBreaking/UNICODE-LICENSE.txt.

extension BidiClass {{
    /// The version of the Unicode Character Database the table was generated from.
    static let unicodeVersion = "{VERSION}"

    /// The classes in the order of their indices in the table.
    static let tableOrder: [BidiClass] = [
{cases},
    ]

    /// {run_count} runs of code points, then {len(pairs)} paired brackets, as LEB128 varints in
    /// base 64: the number of runs, then for each the distance of its first code point from the
    /// previous run's and its class's index; the number of opening brackets, then for each the
    /// distance from the previous one and the signed distance to its closing bracket.
    static let packedTable = \"\"\"
{body}
        \"\"\"

    /// Brackets that decompose canonically to another bracket, and that bracket.
    static let canonicalBrackets: [UInt32: UInt32] = [
{alias_lines},
    ]
}}
"""


def fixture_source(data: Path) -> str:
    path = data / "BidiCharacterTest.txt"
    text = path.read_text(encoding="utf-8")
    header = re.match(r"# BidiCharacterTest-(\d+\.\d+\.\d+)\.txt", text)
    if not header:
        sys.exit(f"generate-bidi-table: {path} does not start with '# BidiCharacterTest-VERSION.txt'")
    out = [
        f"# Cases of Unicode's BidiCharacterTest-{header[1]}.txt (UAX #9's conformance data), written by",
        "# Scripts/generate-bidi-table.py without their comments. Fields: code points; paragraph direction",
        "# (0 LTR, 1 RTL, 2 auto); resolved paragraph level; resolved levels ('x' for characters rule X9",
        "# removes); visual order of the rest. Copyright (c) Unicode, Inc.; licensed under the Unicode",
        "# License v3 (Sources/TrellisLayout/Text/Generated/LineBreaking/UNICODE-LICENSE.txt).",
    ]
    for number, line in enumerate(text.splitlines(), start=1):
        body = line.split("#", 1)[0].strip()
        if not body:
            continue
        fields = body.split(";")
        if len(fields) != 5:
            sys.exit(f"generate-bidi-table: BidiCharacterTest.txt line {number} has {len(fields)} fields, not 5")
        out.append(";".join(field.strip() for field in fields))
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed files differ")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the folder of the UCD files")
    arguments = parser.parse_args()
    for name in ["DerivedBidiClass.txt", "BidiBrackets.txt", "BidiCharacterTest.txt"]:
        if not (arguments.data / name).exists():
            sys.exit(f"generate-bidi-table: {arguments.data / name} is missing; "
                     "Sources/TrellisLayout/Text/Generated/Bidi/README.md says where to get it")
    outputs = {TABLE: table_source(classes(arguments.data), brackets(arguments.data)),
               FIXTURE: fixture_source(arguments.data)}
    write_or_check(outputs, ROOT, "generate-bidi-table", arguments.check)


if __name__ == "__main__":
    main()
