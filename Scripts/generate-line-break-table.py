#!/usr/bin/env python3
"""Writes the Unicode line breaking table that `LineBreaker` reads, and its conformance fixture.

Reads five files of the Unicode Character Database, version 16.0.0, from a folder (by default
`.build/unicode-16.0.0`; fetch them with the commands in
Sources/TrellisLayout/Text/Generated/LineBreaking/README.md):

- `LineBreak.txt` (the Line_Break class of every code point),
- `EastAsianWidth.txt` (which characters are East Asian: widths F, W and H),
- `DerivedGeneralCategory.txt` (marks, initial and final punctuation, unassigned code points),
- `emoji-data.txt` (Extended_Pictographic),
- `LineBreakTest.txt` (UAX #14's conformance cases),

and writes

- Sources/TrellisLayout/Text/Generated/LineBreaking/LineBreakTable.swift: for every run of code points that
  share them, the run's first code point and one value holding its class and the properties
  the rules of UAX #14 ask about, as LEB128 varints (the distance from the previous run's start,
  then the value) in one base-64 string, which the Swift side decodes once on first use;
- Tests/TrellisLayoutTests/Text/LineBreaking/LineBreakTest.txt: the conformance cases without their
  comments, one a line, code points in hex joined by `/` where a line may break and `.` where
  it may not (the break before the first code point, never allowed, and the one after the
  last, always allowed, are left out).

    Scripts/generate-line-break-table.py                 # writes both files
    Scripts/generate-line-break-table.py --check         # fails when either differs
    Scripts/generate-line-break-table.py --data FOLDER   # reads the data files from FOLDER

The value of a run: bits 0-5 the class's index in CLASSES; bit 6 East Asian (width F, W or H);
bit 7 initial punctuation (general category Pi) and bit 8 final punctuation (Pf), kept for
class QU only; bit 9 an unassigned Extended_Pictographic code point; bit 10 a mark (general
category Mn or Mc), kept for class SA only. Code points no file lists take each file's
`@missing` default. The output depends only on the data files, so running the script twice
writes the same bytes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from generated_files import write_or_check
from unicode_data import CODE_POINTS, LINE, property_values
from varint_packer import Packer, base64_body

ROOT = Path(__file__).resolve().parent.parent
VERSION = "16.0.0"
DEFAULT_DATA = ROOT / ".build" / f"unicode-{VERSION}"
TABLE = ROOT / "Sources" / "TrellisLayout" / "Text" / "Generated" / "LineBreaking" / "LineBreakTable.swift"
FIXTURE = ROOT / "Tests" / "TrellisLayoutTests" / "Text" / "LineBreaking" / "LineBreakTest.txt"

# The Line_Break classes of Unicode 16.0, in the order of `LineBreakClass`'s cases.
CLASSES = [
    "AI", "AK", "AL", "AP", "AS", "B2", "BA", "BB", "BK", "CB", "CJ", "CL", "CM", "CP", "CR",
    "EB", "EM", "EX", "GL", "H2", "H3", "HL", "HY", "ID", "IN", "IS", "JL", "JT", "JV", "LF",
    "NL", "NS", "NU", "OP", "PO", "PR", "QU", "RI", "SA", "SG", "SP", "SY", "VF", "VI", "WJ",
    "XX", "ZW", "ZWJ",
]
EAST_ASIAN = 1 << 6
INITIAL_PUNCTUATION = 1 << 7
FINAL_PUNCTUATION = 1 << 8
UNASSIGNED_PICTOGRAPHIC = 1 << 9
MARK = 1 << 10


def read_property(path: Path, expected_header: str) -> list[str | None]:
    """Every code point's value in a UCD property file, `@missing` defaults first."""
    text = path.read_text(encoding="utf-8")
    if not text.startswith(f"# {expected_header}"):
        sys.exit(f"generate-line-break-table: {path} does not start with '# {expected_header}'")
    return property_values(text, path.name, "generate-line-break-table")


def properties(data: Path) -> list[int]:
    """Every code point's packed value."""
    line_break = read_property(data / "LineBreak.txt", f"LineBreak-{VERSION}.txt")
    width = read_property(data / "EastAsianWidth.txt", f"EastAsianWidth-{VERSION}.txt")
    category = read_property(data / "DerivedGeneralCategory.txt", f"DerivedGeneralCategory-{VERSION}.txt")
    # emoji-data.txt lists several properties; only Extended_Pictographic matters here.
    emoji = (data / "emoji-data.txt").read_text(encoding="utf-8")
    if not emoji.startswith("# emoji-data.txt") or f"Emoji Version {VERSION[:-2]}" not in emoji[:600]:
        sys.exit(f"generate-line-break-table: {data / 'emoji-data.txt'} is not the emoji data of Unicode {VERSION}")
    pictographic = [False] * CODE_POINTS
    for line in emoji.splitlines():
        match = LINE.match(line)
        if match and match[3] == "Extended_Pictographic":
            first = int(match[1], 16)
            last = int(match[2], 16) if match[2] else first
            pictographic[first:last + 1] = [True] * (last - first + 1)
    index = {name: position for position, name in enumerate(CLASSES)}
    values = []
    for code in range(CODE_POINTS):
        name = line_break[code] or "XX"
        if name not in index:
            sys.exit(f"generate-line-break-table: U+{code:04X} has the unknown class {name}")
        value = index[name]
        if width[code] in ("F", "W", "H"):
            value |= EAST_ASIAN
        if name == "QU" and category[code] == "Pi":
            value |= INITIAL_PUNCTUATION
        if name == "QU" and category[code] == "Pf":
            value |= FINAL_PUNCTUATION
        if pictographic[code] and (category[code] or "Cn") == "Cn":
            value |= UNASSIGNED_PICTOGRAPHIC
        if name == "SA" and category[code] in ("Mn", "Mc"):
            value |= MARK
        values.append(value)
    return values


def table_source(values: list[int]) -> str:
    packer = Packer()
    run_count = packer.runs(values)
    body = base64_body(packer.data, 100)
    cases = ",\n".join(f"        .{name.lower()}" for name in CLASSES)
    return f"""// Generated by Scripts/generate-line-break-table.py from the Unicode Character Database
// {VERSION}; do not edit. Regenerate with `Scripts/generate-line-break-table.py` and check with
// `Scripts/generate-line-break-table.py --check`. The data files' licence is UNICODE-LICENSE.txt
// in this folder.

extension LineBreakProperties {{
    /// The version of the Unicode Character Database the table was generated from.
    static let unicodeVersion = "{VERSION}"

    /// The classes in the order of their indices in the table.
    static let classOrder: [LineBreakClass] = [
{cases},
    ]

    /// {run_count} runs of code points: their number, then for each run the distance of its
    /// first code point from the previous run's and its value, as LEB128 varints in base 64.
    static let packedRuns = \"\"\"
{body}
        \"\"\"
}}
"""


def fixture_source(data: Path) -> str:
    path = data / "LineBreakTest.txt"
    text = path.read_text(encoding="utf-8")
    if not text.startswith(f"# LineBreakTest-{VERSION}.txt"):
        sys.exit(f"generate-line-break-table: {path} is not LineBreakTest-{VERSION}.txt")
    out = [
        f"# The cases of Unicode's LineBreakTest-{VERSION}.txt (UAX #14's conformance data), written",
        "# by Scripts/generate-line-break-table.py without their comments: code points in hex, '/' where",
        "# a line may break, '.' where it may not. Copyright (c) 2024 Unicode, Inc.; licensed under the",
        "# Unicode License v3 (Sources/TrellisLayout/Text/Generated/LineBreaking/UNICODE-LICENSE.txt).",
    ]
    for number, line in enumerate(text.splitlines(), start=1):
        body = line.split("#", 1)[0].strip()
        if not body:
            continue
        tokens = body.split()
        if tokens[0] != "×" or tokens[-1] != "÷" or len(tokens) % 2 == 0:
            sys.exit(f"generate-line-break-table: LineBreakTest.txt line {number} is not '× code ... ÷': {line!r}")
        parts = [tokens[1]]
        for mark, code in zip(tokens[2:-1:2], tokens[3:-1:2]):
            parts.append({"÷": "/", "×": "."}[mark] + code)
        out.append("".join(parts))
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed files differ")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="the folder of the UCD files")
    arguments = parser.parse_args()
    for name in ["LineBreak.txt", "EastAsianWidth.txt", "DerivedGeneralCategory.txt", "emoji-data.txt", "LineBreakTest.txt"]:
        if not (arguments.data / name).exists():
            sys.exit(f"generate-line-break-table: {arguments.data / name} is missing; "
                     "Sources/TrellisLayout/Text/Generated/LineBreaking/README.md says where to get it")
    outputs = {TABLE: table_source(properties(arguments.data)), FIXTURE: fixture_source(arguments.data)}
    write_or_check(outputs, ROOT, "generate-line-break-table", arguments.check)


if __name__ == "__main__":
    main()
