#!/usr/bin/env python3
"""Writes the Inter glyph metric tables that `FontFace` reads.

Reads the static Inter faces of Debian's `fonts-inter` package (install it with
`apt-get update && apt-get install -y fonts-inter`) and writes
Sources/TrellisLayout/Text/Generated/Inter/InterTables.swift: per face its vertical metrics, the advance
of every character of the covered set, the tabular (`tnum`) advance of the digits, and the
horizontal kerning between pairs of covered characters, all in font units.

The script makes its own virtual environment under `.build/venv-fonts`, installs fontTools and
uharfbuzz there on first use, and runs itself again with that environment's Python.

    Scripts/generate-font-tables.py            # writes the Swift tables
    Scripts/generate-font-tables.py --check    # fails when the committed tables differ

What the tables hold and how they are measured:

- The character set: the characters of the blocks in BLOCKS that every face maps to a glyph.
- An advance is what HarfBuzz gives the character shaped alone with no substitutions: the
  font's own advance, except for default-ignorable characters (the soft hyphen, the combining
  grapheme joiner, the zero-width space), which a shaper hides and so advance 0. Combining
  marks (general category Mn or Me) advance 0 too: they stack on the character before them.
  (Inter 3.19's Medium to Black faces give 44 of the marks a stray advance of a few dozen
  units, an artefact of interpolating the masters, and the font does not class them all as
  marks.)
- The tabular advance is the one advance the digits take with the `tnum` feature on. In the
  Medium to Black faces the tabular four is 2 to 8 units (at most 0.3% of an em) narrower
  than the other nine, another interpolation artefact; the script takes the advance the other
  nine share, and stops if they do not share one or the odd one out strays further.
- A kerning value is what HarfBuzz's `kern` feature does to a pair: the pair shaped with `kern`
  on and every substitution off, less the two advances. Candidate pairs come from the `kern`
  lookups' own records (a pair no record names cannot kern); HarfBuzz then settles each value,
  including which subtable wins. Pairs with a hidden (default-ignorable) character are left
  out, as are pairs that kern by 0.
- The kerning is stored as a matrix of classes, which loses nothing: characters whose kerning
  (as the first of a pair, in every face) is the same share a left class, characters whose
  kerning as the second of a pair is the same share a right class. Class 0 never kerns.
  Faces with the same kerning (from Regular up, an italic and its upright) share one kerning
  table. The cells any face fills are listed once; a kerning table holds their values, and a
  face its advances, as differences from the table or face before it, which are small.

Every number is written as a LEB128 varint (signed ones zigzag-encoded) into one base-64 string
per table, which the Swift side decodes once on first use. The output depends only on the font
files, so running the script twice writes the same bytes.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

import varint_packer
from varint_packer import base64_body
from generated_files import write_or_check

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "venv-fonts"
PACKAGES = ["fonttools==4.68.0", "uharfbuzz==0.57.0"]
DEBIAN_PACKAGE = "fonts-inter"
OUTPUT = ROOT / "Sources" / "TrellisLayout" / "Text" / "Generated" / "Inter" / "InterTables.swift"

# The Unicode blocks whose covered characters the tables hold.
BLOCKS = [
    (0x0020, 0x007E, "Basic Latin"),
    (0x00A0, 0x00FF, "Latin-1 Supplement"),
    (0x0100, 0x017F, "Latin Extended-A"),
    (0x0180, 0x024F, "Latin Extended-B"),
    (0x0300, 0x036F, "Combining Diacritical Marks"),
    (0x0370, 0x03FF, "Greek and Coptic"),
    (0x0400, 0x04FF, "Cyrillic"),
    (0x1E00, 0x1EFF, "Latin Extended Additional"),
    (0x2000, 0x206F, "General Punctuation"),
    (0x20A0, 0x20CF, "Currency Symbols"),
    (0x2100, 0x214F, "Letterlike Symbols"),
    (0x2190, 0x21FF, "Arrows"),
    (0x2200, 0x22FF, "Mathematical Operators"),
]

# OpenType weight classes and the SwiftUI weights they stand for, lightest first. SwiftUI's
# ultraLight is lighter than its thin, so the 100 face (Inter Thin) is ultraLight and the 200
# face (Inter ExtraLight) is thin.
WEIGHTS = [
    (100, "ultraLight"), (200, "thin"), (300, "light"), (400, "regular"), (500, "medium"),
    (600, "semibold"), (700, "bold"), (800, "heavy"), (900, "black"),
]

# Substitutions HarfBuzz applies by default, all turned off: the tables describe characters,
# and a substitution (the arrow `calt` makes of `->`, for one) is not a pair's kerning.
NO_SUBSTITUTIONS = {tag: False for tag in ["ccmp", "locl", "rlig", "rclt", "calt", "clig", "liga", "mark", "mkmk"]}
DIGITS = [ord(c) for c in "0123456789"]


# --- The environment ---------------------------------------------------------------------

def ensure_environment() -> None:
    """Runs the script again inside its virtual environment, making it first."""
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    python = VENV / "bin" / "python"
    if not python.exists():
        print(f"generate-font-tables: creating {VENV.relative_to(ROOT)}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    probe = subprocess.run([str(python), "-c", "import fontTools, uharfbuzz"], capture_output=True)
    if probe.returncode != 0:
        print(f"generate-font-tables: installing {', '.join(PACKAGES)}", file=sys.stderr)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


def package_version() -> str:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", DEBIAN_PACKAGE], capture_output=True, text=True)
    if result.returncode != 0 or not result.stdout:
        sys.exit(f"generate-font-tables: {DEBIAN_PACKAGE} is not installed "
                 f"(apt-get update && apt-get install -y {DEBIAN_PACKAGE})")
    return result.stdout.strip()


def package_fonts() -> list[Path]:
    """The static Inter faces the package installs (`Inter-*.otf`, not `InterDisplay-*`)."""
    result = subprocess.run(["dpkg-query", "-L", DEBIAN_PACKAGE], capture_output=True, text=True, check=True)
    paths = [Path(line) for line in result.stdout.splitlines()]
    return sorted(path for path in paths if path.suffix == ".otf" and path.name.startswith("Inter-"))


# --- Reading a face ----------------------------------------------------------------------

class Face:
    """One static Inter face: its names, vertical metrics, character map and shaper."""

    def __init__(self, path: Path):
        from fontTools.ttLib import TTFont
        import uharfbuzz as hb

        self.path = path
        self.font = TTFont(path)
        os2 = self.font["OS/2"]
        self.weight_class = os2.usWeightClass
        self.italic = bool(os2.fsSelection & 1)
        self.name = self.font["name"].getDebugName(4)
        self.version = self.font["name"].getDebugName(5)
        self.copyright = self.font["name"].getDebugName(0)
        self.units_per_em = self.font["head"].unitsPerEm
        hhea = self.font["hhea"]
        self.ascender, self.descender, self.line_gap = hhea.ascent, hhea.descent, hhea.lineGap
        self.cap_height, self.x_height = os2.sCapHeight, os2.sxHeight
        self.cmap = self.font.getBestCmap()
        self.glyph_ids = {name: index for index, name in enumerate(self.font.getGlyphOrder())}
        self.hmtx = self.font["hmtx"].metrics
        self.hb_font = hb.Font(hb.Face(hb.Blob.from_file_path(str(path))))

    def shape(self, scalars: list[int], features: dict) -> tuple[list[int], list[int]]:
        """The glyph ids and advances HarfBuzz gives `scalars`."""
        import uharfbuzz as hb

        buffer = hb.Buffer()
        buffer.add_codepoints(scalars)
        buffer.guess_segment_properties()
        hb.shape(self.hb_font, buffer, features)
        return ([info.codepoint for info in buffer.glyph_infos],
                [position.x_advance for position in buffer.glyph_positions])

    def nominal_glyph(self, scalar: int) -> int:
        return self.glyph_ids[self.cmap[scalar]]

    def advance(self, scalar: int) -> int:
        """The advance of `scalar` shaped alone; 0 for a character the shaper hides."""
        glyphs, advances = self.shape([scalar], NO_SUBSTITUTIONS)
        if glyphs != [self.nominal_glyph(scalar)]:
            if advances != [0]:
                sys.exit(f"generate-font-tables: {self.name} shapes U+{scalar:04X} to another glyph")
            return 0
        return advances[0]

    def tabular_digit_advance(self) -> int:
        """The advance nine of the ten digits share with `tnum` on; the tenth may be a little narrower."""
        advances = []
        for digit in DIGITS:
            glyphs, shaped = self.shape([digit], {**NO_SUBSTITUTIONS, "tnum": True})
            if len(glyphs) != 1 or glyphs == [self.nominal_glyph(digit)]:
                sys.exit(f"generate-font-tables: {self.name} has no tabular form of {chr(digit)}")
            advances.append(shaped[0])
        shared = max(set(advances), key=advances.count)
        if advances.count(shared) < 9 or any(abs(advance - shared) * 1000 > 3 * self.units_per_em for advance in advances):
            sys.exit(f"generate-font-tables: {self.name}'s tabular digits do not share an advance: {advances}")
        return shared

    def kern_candidates(self, scalars: list[int]) -> set[tuple[int, int]]:
        """The pairs of `scalars` that a record of a `kern` lookup names with a non-zero value."""
        gpos = self.font["GPOS"].table
        lookups = sorted({index for record in gpos.FeatureList.FeatureRecord if record.FeatureTag == "kern"
                          for index in record.Feature.LookupListIndex})
        by_glyph: dict[str, list[int]] = {}
        for scalar in scalars:
            by_glyph.setdefault(self.cmap[scalar], []).append(scalar)

        def moves(value) -> bool:
            return value is not None and any(getattr(value, field, 0) for field in ("XAdvance", "XPlacement"))

        glyph_pairs: set[tuple[str, str]] = set()
        for index in lookups:
            lookup = gpos.LookupList.Lookup[index]
            for subtable in lookup.SubTable:
                if lookup.LookupType == 9:
                    subtable = subtable.ExtSubTable
                if subtable.LookupType != 2:
                    sys.exit(f"generate-font-tables: {self.name}'s kern lookup {index} is of type "
                             f"{subtable.LookupType}, which the script does not read")
                firsts = [glyph for glyph in subtable.Coverage.glyphs if glyph in by_glyph]
                if subtable.Format == 1:
                    for first, pair_set in zip(subtable.Coverage.glyphs, subtable.PairSet):
                        if first not in by_glyph:
                            continue
                        for record in pair_set.PairValueRecord:
                            if record.SecondGlyph in by_glyph and (moves(record.Value1) or moves(record.Value2)):
                                glyph_pairs.add((first, record.SecondGlyph))
                else:
                    classes1 = subtable.ClassDef1.classDefs
                    classes2 = subtable.ClassDef2.classDefs
                    seconds: dict[int, list[str]] = {}
                    for glyph in by_glyph:
                        seconds.setdefault(classes2.get(glyph, 0), []).append(glyph)
                    for first in firsts:
                        record = subtable.Class1Record[classes1.get(first, 0)]
                        for class2, value in enumerate(record.Class2Record):
                            if moves(value.Value1) or moves(value.Value2):
                                glyph_pairs.update((first, second) for second in seconds.get(class2, []))
        return {(a, b) for first, second in glyph_pairs for a in by_glyph[first] for b in by_glyph[second]}

    def kerning(self, scalars: list[int], hidden: set[int]) -> dict[tuple[int, int], int]:
        """The non-zero kerning of the pairs of `scalars`, as HarfBuzz's `kern` feature applies it."""
        features = {**NO_SUBSTITUTIONS, "kern": True}
        pairs: dict[tuple[int, int], int] = {}
        for a, b in sorted(self.kern_candidates(scalars)):
            if a in hidden or b in hidden:
                continue
            glyphs, advances = self.shape([a, b], features)
            first, second = self.nominal_glyph(a), self.nominal_glyph(b)
            if glyphs != [first, second]:
                sys.exit(f"generate-font-tables: {self.name} shapes U+{a:04X} U+{b:04X} to other glyphs")
            value = sum(advances) - self.hmtx[self.cmap[a]][0] - self.hmtx[self.cmap[b]][0]
            if value:
                pairs[(a, b)] = value
        return pairs


def load_faces() -> list[tuple[str, Face]]:
    """The 18 faces, by weight then upright before italic, each with its SwiftUI weight."""
    faces = [Face(path) for path in package_fonts()]
    by_key = {(face.weight_class, face.italic): face for face in faces}
    ordered = []
    for weight_class, weight in WEIGHTS:
        for italic in (False, True):
            face = by_key.get((weight_class, italic))
            if face is None:
                sys.exit(f"generate-font-tables: no Inter face of weight class {weight_class}"
                         f"{' in italics' if italic else ''} in {DEBIAN_PACKAGE}")
            ordered.append((weight, face))
    return ordered


# --- Encoding ----------------------------------------------------------------------------

class Packer(varint_packer.Packer):
    """The shared varint packer, plus the difference encoding the Inter tables use."""

    def changes(self, values: list[int], previous: list[int]) -> None:
        """`values` as differences from `previous`, in the shorter of two forms: 0 then every
        difference, or 1, the number of non-zero differences, then each one's distance from the
        previous one and its value."""
        differences = [value - before for value, before in zip(values, previous, strict=True)]
        every = Packer()
        for difference in differences:
            every.signed(difference)
        changed = Packer()
        positions = [position for position, difference in enumerate(differences) if difference]
        changed.unsigned(len(positions))
        last = -1
        for position in positions:
            changed.unsigned(position - last - 1)
            changed.signed(differences[position])
            last = position
        form, data = (0, every.data) if len(every.data) <= len(changed.data) else (1, changed.data)
        self.unsigned(form)
        self.data += data


def ranges_of(scalars: list[int]) -> list[tuple[int, int]]:
    """Runs of consecutive scalars as (first, count)."""
    runs: list[tuple[int, int]] = []
    for scalar in scalars:
        if runs and runs[-1][0] + runs[-1][1] == scalar:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((scalar, 1))
    return runs


def classes_of(keys: list[int], signature) -> tuple[dict[int, int], int]:
    """Numbers characters with equal signatures alike; class 0 for the empty signature."""
    numbers: dict = {(): 0}
    classes = {}
    for key in keys:
        classes[key] = numbers.setdefault(signature(key), len(numbers))
    return classes, len(numbers)


def swift_string(name: str, data: bytes, doc: str) -> str:
    body = base64_body(data, 112)
    return f'    /// {doc}\n    static let {name} = """\n{body}\n        """\n'


class Measured:
    """One face's numbers, free of the font objects."""

    def __init__(self, weight: str, face: Face, scalars: list[int]):
        self.weight = weight
        self.name = face.name
        self.italic = face.italic
        self.weight_class = face.weight_class
        self.style = f"{weight}{'Italic' if face.italic else ''}"
        self.metrics = (face.units_per_em, face.ascender, face.descender, face.line_gap, face.cap_height, face.x_height)
        self.advances = [0 if unicodedata.category(chr(s)) in ("Mn", "Me") else face.advance(s) for s in scalars]
        self.hidden = {s for s in scalars if face.shape([s], NO_SUBSTITUTIONS)[0] != [face.nominal_glyph(s)]}
        self.tabular = face.tabular_digit_advance()
        self.kerning = face.kerning(scalars, self.hidden)


def measure() -> tuple[dict, list[int], list[Measured]]:
    """The fonts' provenance, the covered characters and each face's numbers."""
    package = package_version()
    faces = load_faces()
    scalars = [s for first, last, _ in BLOCKS for s in range(first, last + 1)
               if all(s in face.cmap for _, face in faces)]
    uncovered = [s for first, last, _ in BLOCKS for s in range(first, last + 1)
                 if any(s in face.cmap for _, face in faces) and s not in scalars]
    if uncovered:
        sys.exit(f"generate-font-tables: faces differ in coverage: {[hex(s) for s in uncovered]}")
    reference = faces[0][1]
    provenance = {"package": package, "version": reference.version.split(";")[0],
                  "copyright": reference.copyright}
    return provenance, scalars, [Measured(weight, face, scalars) for weight, face in faces]


def render(provenance: dict, scalars: list[int], measured: list[Measured]) -> tuple[str, list[str]]:
    """The Swift source of the tables, and a report of what they hold."""
    # Classes shared by every face: a character's left signature is its kerning as the first
    # of a pair in each face, its right signature its kerning as the second.
    rows: dict[int, list] = {}
    columns: dict[int, list] = {}
    for number, face in enumerate(measured):
        for (a, b), value in face.kerning.items():
            rows.setdefault(a, []).append((number, b, value))
            columns.setdefault(b, []).append((number, a, value))
    left, left_count = classes_of(scalars, lambda s: tuple(sorted(rows.get(s, []))))
    right, right_count = classes_of(scalars, lambda s: tuple(sorted(columns.get(s, []))))

    # Each face's kerning as matrix cells; faces with the same cells share one table.
    kernings: list[dict[int, int]] = []
    kerning_names: list[str] = []
    kerning_of_face: list[int] = []
    for face in measured:
        matrix: dict[int, int] = {}
        for (a, b), value in face.kerning.items():
            cell = left[a] * right_count + right[b]
            if matrix.setdefault(cell, value) != value:
                raise AssertionError("kerning classes disagree")
        if matrix not in kernings:
            kernings.append(matrix)
            kerning_names.append(f"{face.style}Kerning")
        kerning_of_face.append(kernings.index(matrix))
    cells = sorted(set().union(*kernings))

    shared = Packer()
    runs = ranges_of(scalars)
    shared.unsigned(len(runs))
    previous_end = 0
    for first, count in runs:
        shared.unsigned(first - previous_end)
        shared.unsigned(count)
        previous_end = first + count
    shared.unsigned(left_count)
    shared.unsigned(right_count)
    for s in scalars:
        shared.unsigned(left[s])
    for s in scalars:
        shared.unsigned(right[s])
    shared.unsigned(len(cells))
    previous = -1
    for cell in cells:
        shared.unsigned(cell - previous - 1)
        previous = cell

    strings = []
    previous_values = [0] * len(cells)
    for number, matrix in enumerate(kernings):
        packer = Packer()
        values = [matrix.get(cell, 0) for cell in cells]
        packer.changes(values, previous_values)
        previous_values = values
        users = [face for face, kerning in zip(measured, kerning_of_face) if kerning == number]
        strings.append(swift_string(
            kerning_names[number], bytes(packer.data),
            f"The kerning of {' and '.join(face.name for face in users)}: "
            f"{len(users[0].kerning)} pairs, {len(matrix)} non-zero cells."))
    previous_advances = [0] * len(scalars)
    for face in measured:
        packer = Packer()
        for value in face.metrics:
            packer.signed(value)
        packer.unsigned(face.tabular)
        packer.changes(face.advances, previous_advances)
        previous_advances = face.advances
        strings.append(swift_string(
            face.style, bytes(packer.data),
            f"{face.name} (weight class {face.weight_class}): metrics, tabular digit advance and advances."))

    report = [f"{len(scalars)} characters, {len(runs)} runs, {left_count} left and {right_count} right classes, "
              f"{len(cells)} kerning cells, {len(kernings)} distinct kerning tables, "
              f"hidden {[f'U+{s:04X}' for s in sorted(measured[0].hidden)]}"]
    for face, kerning in zip(measured, kerning_of_face):
        report.append(f"{face.name:<24} {face.weight:<10} {'italic' if face.italic else 'upright':<8} "
                      f"metrics {face.metrics}  tnum {face.tabular}  pairs {len(face.kerning)}  "
                      f"cells {len(kernings[kerning])}  kerning table {kerning}")
    block_lines = "\n".join(f"//   U+{first:04X}–U+{last:04X} {name}: "
                            f"{sum(1 for s in scalars if first <= s <= last)} of {last - first + 1}"
                            for first, last, name in BLOCKS)
    records = "\n".join(
        f'        InterFaceRecord(name: "{face.name}", weight: .{face.weight}, isItalic: {str(face.italic).lower()}, '
        f'metrics: {face.style}, kerning: {kerning}),'
        for face, kerning in zip(measured, kerning_of_face))
    characters_doc = (f"The {len(scalars)} covered characters, their {left_count} left and {right_count} right "
                      f"kerning classes, and the {len(cells)} kerning cells any face fills.")
    source = f"""// Generated by Scripts/generate-font-tables.py; do not edit. Regenerate with the script.
//
// Glyph metrics of Inter, {provenance["version"]} ({provenance["copyright"]}), read from
// the static OpenType faces of Debian's `{DEBIAN_PACKAGE}` package, version {provenance["package"]}, and
// measured with HarfBuzz. Inter is licensed under the SIL Open Font License 1.1: see LICENSE.txt
// and README.md beside this file.
//
// Characters covered, by block ({len(scalars)} in all):
{block_lines}
//
// Each table is base-64 of LEB128 varints (signed values zigzag-encoded), read by
// `PackedTableReader`. All values are in font units.
// - The character table: the number of runs of consecutive scalars, then each run's distance
//   from the previous run's end and its length; the numbers of left and right kerning classes;
//   each character's left class, then each character's right class; the number of cells of
//   the left-class-major kerning matrix that some face fills, then each cell's distance from
//   the previous one.
// - A kerning table: the values of those cells as changes from the kerning table before it
//   (from 0 for the first table).
// - A face's table: units per em, ascender, descender, line gap, cap height and x-height
//   (signed); the digits' tabular (`tnum`) advance; each character's advance as changes from
//   the face before it (from 0 for the first face).
// - Changes take the shorter of two forms: 0, then every difference (signed); or 1, the number
//   of non-zero differences, then each one's distance from the previous one and its value
//   (signed).

/// The packed Inter tables: the covered characters, each distinct kerning, and each face.
enum InterTables {{
{swift_string("characters", bytes(shared.data), characters_doc)}
{chr(10).join(strings)}
    /// The kerning tables, in the order their values build on each other.
    static let kernings = [{", ".join(kerning_names)}]

    /// Every face, lightest first, each upright before its italic, in the order their
    /// advances build on each other.
    static let faces = [
{records}
    ]
}}
"""
    return source, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed tables differ")
    arguments = parser.parse_args()
    ensure_environment()
    source, report = render(*measure())
    for line in report:
        print(line)
    write_or_check({OUTPUT: source}, ROOT, "generate-font-tables", arguments.check)


if __name__ == "__main__":
    main()
