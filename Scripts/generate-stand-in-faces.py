#!/usr/bin/env python3
"""Writes the advance tables of the stand-in faces that `StandInFace` reads.

iOS sets the characters SF Pro lacks in other system faces: SF Arabic, SF Hebrew, Thonburi
(Thai), Kohinoor Devanagari, and for ideographs, kana and Hangul one of PingFang SC, TC or HK,
Hiragino Sans or Apple SD Gothic Neo. Trellis stands in for each with a Noto face, licensed
under the SIL Open Font License 1.1, read from Debian's packages (install them with
`apt-get update && apt-get install -y fonts-noto-core fonts-noto-cjk`):

- Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Thai and Noto Sans Devanagari (`fonts-noto-core`),
  Regular and Bold;
- Noto Sans CJK JP, KR, SC, TC and HK (`fonts-noto-cjk`), Regular and Bold.

It writes Sources/TrellisLayout/Text/Generated/StandIns/StandInFaceTables.swift: per face its vertical
metrics and the advance of every character of its script's blocks (SCRIPTS) that it maps to a
glyph, all in font units.

- An advance is what HarfBuzz gives the character shaped alone with no substitutions (and no
  dotted circle for a spacing mark on its own): the font's own advance of its nominal
  (isolated) form, or the sum of the glyphs the shaper itself decomposes it into (Thai sara
  am), 0 for one the shaper hides. Combining marks (general category Mn or Me) and characters a shaper hides
  (default-ignorable ones) advance 0.
- The Japanese faces' kana (Hiragana, Katakana and its phonetic extensions) are shaped with the
  `palt` feature (proportional alternate widths): iOS sets kana proportionally when the text's
  language is Japanese. The other CJK faces keep full-width kana.
- Arabic joining (the Arabic faces' second table): the Joining_Type of every character of the
  Arabic blocks that joins (dual D, right R, join-causing C, left L) or is transparent (T), from
  Unicode's ArabicShaping data as Perl's Unicode::UCD has it (`perl` is part of every Debian
  system; its data is Unicode 14.0.0, whose joining types the Arabic letters of Unicode 16 share);
  the advances HarfBuzz gives each dual- or right-joining letter in its final, initial and
  medial forms (the letter shaped after, before and between zero-width joiners, with the
  font's default features); and the lam-alef ligature's advance, isolated and final, for each
  alef that forms one (U+0622, U+0623, U+0625, U+0627); and every pair of those letters the
  face kerns (its `kern` feature), in the forms joining gives the two: each pair shaped with
  and without kerning, alone and between zero-width joiners.
- Devanagari clusters (the Devanagari faces' second table): a consonant, a virama and a
  consonant make a conjunct, whose advance is not the sum of its letters'. For each consonant
  (U+0915 to U+0939) the advance of its half form (the consonant and virama shaped before a
  zero-width joiner), and every pair of consonants whose conjunct HarfBuzz shapes to another
  advance than the rule `StandInFace` applies gives (half form of the first and the second
  consonant; the second alone after ra, whose reph sits above it; the first alone before ra, whose
  rakar sits below it): the pair and the conjunct's advance.
- Characters that follow one another and share an advance form one run, so the tables stay
  small: tens of thousands of ideographs of one advance are one run and the few that differ
  are runs of their own.

Each face's table is base-64 of LEB128 varints (signed ones zigzag-encoded), read by
`PackedTableReader`: units per em, ascender, descender and line gap (signed); the number of
runs; then each run's distance from the previous run's end, its length and its advance. An
Arabic face's joining table: the number of runs of joining types, each run's distance from the
previous run's end, its length and its type (1 D, 2 R, 3 C, 4 L, 5 T); the number of joining
letters the face has, each one's distance from the previous one and its final, initial and
medial advances (0 for the initial and medial forms of a right-joining letter); the number of
lam-alef ligatures, each alef's distance from the previous one and the ligature's isolated and
final advances; the number of kerned pairs, each one's first letter's distance from the previous
pair's, its second letter's distance from U+0600, the two forms (4 × the first's + the
second's: 0 isolated, 1 final, 2 initial, 3 medial) and the kerning (signed). A Devanagari face's cluster table: the number of consonants, each one's distance
from the previous one and its half form's advance; the number of conjuncts that differ from the
rule, each one's first consonant's distance from the previous pair's, its second consonant's
distance from the first consonant of the block (U+0915) and the conjunct's advance. The
script makes its own virtual environment under `.build/venv-fonts` (shared with
`Scripts/generate-font-tables.py`), installs fontTools and uharfbuzz there on first use, and
runs itself again with that environment's Python. The output depends only on the font files.

    Scripts/generate-stand-in-faces.py            # writes the Swift tables
    Scripts/generate-stand-in-faces.py --check    # fails when the committed tables differ
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import unicodedata
from pathlib import Path

from generated_files import write_or_check
from varint_packer import Packer, base64_body

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "venv-fonts"
PACKAGES = ["fonttools==4.68.0", "uharfbuzz==0.57.0"]
OUTPUT = ROOT / "Sources" / "TrellisLayout" / "Text" / "Generated" / "StandIns" / "StandInFaceTables.swift"

# Each script: its Swift case, the blocks it covers, and the iOS face the stand-in stands for.
ARABIC_BLOCKS = [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)]
HEBREW_BLOCKS = [(0x0590, 0x05FF), (0xFB1D, 0xFB4F)]
THAI_BLOCKS = [(0x0E00, 0x0E7F)]
DEVANAGARI_BLOCKS = [(0x0900, 0x097F), (0xA8E0, 0xA8FF)]
CJK_BLOCKS = [
    (0x1100, 0x11FF), (0x2E80, 0x2FDF), (0x3000, 0x303F), (0x3040, 0x30FF), (0x3100, 0x312F),
    (0x3130, 0x318F), (0x3190, 0x31FF), (0x3200, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF),
    (0xA960, 0xA97F), (0xAC00, 0xD7FF), (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFFEF),
    (0x20000, 0x2FA1F),
]
# Hiragana, Katakana and Katakana Phonetic Extensions: proportional in Japanese.
KANA = [(0x3041, 0x30FF), (0x31F0, 0x31FF)]

CORE = Path("/usr/share/fonts/truetype/noto")
CJK = Path("/usr/share/fonts/opentype/noto")
# (Swift name, iOS face, Debian package, file, index in a collection or None, blocks, language, kana palt)
FACES = []
for weight in ("Regular", "Bold"):
    FACES += [
        (f"arabic{weight}", "SF Arabic", "fonts-noto-core", CORE / f"NotoSansArabic-{weight}.ttf", None, ARABIC_BLOCKS, None, False),
        (f"hebrew{weight}", "SF Hebrew", "fonts-noto-core", CORE / f"NotoSansHebrew-{weight}.ttf", None, HEBREW_BLOCKS, None, False),
        (f"thai{weight}", "Thonburi", "fonts-noto-core", CORE / f"NotoSansThai-{weight}.ttf", None, THAI_BLOCKS, None, False),
        (f"devanagari{weight}", "Kohinoor Devanagari", "fonts-noto-core", CORE / f"NotoSansDevanagari-{weight}.ttf", None, DEVANAGARI_BLOCKS, None, False),
        # The collection's faces, in order: JP, KR, SC, TC, HK (then the monospaced ones).
        (f"japanese{weight}", "Hiragino Sans", "fonts-noto-cjk", CJK / f"NotoSansCJK-{weight}.ttc", 0, CJK_BLOCKS, "ja", True),
        (f"korean{weight}", "Apple SD Gothic Neo", "fonts-noto-cjk", CJK / f"NotoSansCJK-{weight}.ttc", 1, CJK_BLOCKS, "ko", False),
        (f"simplifiedChinese{weight}", "PingFang SC", "fonts-noto-cjk", CJK / f"NotoSansCJK-{weight}.ttc", 2, CJK_BLOCKS, "zh-Hans", False),
        (f"traditionalChinese{weight}", "PingFang TC", "fonts-noto-cjk", CJK / f"NotoSansCJK-{weight}.ttc", 3, CJK_BLOCKS, "zh-Hant", False),
        (f"hongKongChinese{weight}", "PingFang HK", "fonts-noto-cjk", CJK / f"NotoSansCJK-{weight}.ttc", 4, CJK_BLOCKS, "zh-HK", False),
    ]


def ensure_environment() -> None:
    """Runs the script again inside its virtual environment, making it first."""
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    python = VENV / "bin" / "python"
    if not python.exists():
        print(f"generate-stand-in-faces: creating {VENV.relative_to(ROOT)}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    probe = subprocess.run([str(python), "-c", "import fontTools, uharfbuzz"], capture_output=True)
    if probe.returncode != 0:
        print(f"generate-stand-in-faces: installing {', '.join(PACKAGES)}", file=sys.stderr)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


def package_version(package: str) -> str:
    result = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    if result.returncode != 0 or not result.stdout:
        sys.exit(f"generate-stand-in-faces: {package} is not installed "
                 f"(apt-get update && apt-get install -y fonts-noto-core fonts-noto-cjk)")
    return result.stdout.strip()


def is_hidden(scalar: int) -> bool:
    """Default-ignorable characters a shaper hides: the soft hyphen, joiners, variation selectors."""
    return scalar == 0x00AD or 0x200B <= scalar <= 0x200F or 0xFE00 <= scalar <= 0xFE0F or scalar == 0x3164 or scalar == 0xFFA0


def measure(path: Path, index: int | None, blocks, language: str | None, kana_palt: bool):
    """The face's names, vertical metrics and (scalar, advance) for every covered character."""
    from fontTools.ttLib import TTCollection, TTFont
    import uharfbuzz as hb

    font = TTCollection(path).fonts[index] if index is not None else TTFont(path)
    cmap = font.getBestCmap()
    hb_font = hb.Font(hb.Face(hb.Blob.from_file_path(str(path)), index or 0))
    off = {tag: False for tag in ["ccmp", "locl", "rlig", "rclt", "calt", "clig", "liga", "mark", "mkmk",
                                  "init", "medi", "fina", "isol", "akhn", "rphf", "blwf", "half", "pstf", "vatu", "cjct"]}

    def shaped_advance(scalar: int, features: dict) -> int:
        buffer = hb.Buffer()
        buffer.add_codepoints([scalar])
        buffer.guess_segment_properties()
        # A spacing mark shaped alone would otherwise get a dotted circle to stand on.
        buffer.flags = hb.BufferFlags.DO_NOT_INSERT_DOTTED_CIRCLE
        if language:
            buffer.language = language
        hb.shape(hb_font, buffer, features)
        # Some characters the shaper itself decomposes (Thai sara am into nikhahit and sara aa)
        # or hides (the Arabic letter mark, the Hangul fillers): the advance is what it gives.
        return sum(position.x_advance for position in buffer.glyph_positions)

    advances = []
    for first, last in blocks:
        for scalar in range(first, last + 1):
            if scalar not in cmap:
                continue
            if unicodedata.category(chr(scalar)) in ("Mn", "Me") or is_hidden(scalar):
                advances.append((scalar, 0))
                continue
            palt = kana_palt and any(low <= scalar <= high for low, high in KANA)
            advances.append((scalar, shaped_advance(scalar, {**off, "palt": True} if palt else off)))
    hhea = font["hhea"]
    names = font["name"]
    return {
        "name": names.getDebugName(4),
        "version": names.getDebugName(5).split(";")[0],
        "copyright": names.getDebugName(0),
        "metrics": (font["head"].unitsPerEm, hhea.ascent, hhea.descent, hhea.lineGap),
        "advances": advances,
    }


JOINING_CODES = {"D": 1, "R": 2, "C": 3, "L": 4, "T": 5}
JOINING_BLOCKS = [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF)]
ALEFS = [0x0622, 0x0623, 0x0625, 0x0627]
LAM = 0x0644
ZWJ = 0x200D


def shaped_sum(hb_font, scalars: list[int]) -> int:
    """The advance of `scalars` shaped together with no features asked for and no dotted circle
    for a mark on its own: the sum of the glyphs' advances, in font units."""
    import uharfbuzz as hb

    buffer = hb.Buffer()
    buffer.add_codepoints(scalars)
    buffer.guess_segment_properties()
    buffer.flags = hb.BufferFlags.DO_NOT_INSERT_DOTTED_CIRCLE
    hb.shape(hb_font, buffer, {})
    return sum(position.x_advance for position in buffer.glyph_positions)


def joining_types() -> dict[int, str]:
    """The Joining_Type of the characters of the Arabic blocks that are not non-joining, from
    Perl's Unicode::UCD (Unicode's ArabicShaping data and the derived transparent marks)."""
    script = ('use Unicode::UCD qw(prop_invmap); my ($l, $m) = prop_invmap("Joining_Type"); '
              'for my $i (0 .. $#$l) { printf "%X %s\\n", $l->[$i], $m->[$i] }')
    result = subprocess.run(["perl", "-e", script], capture_output=True, text=True)
    if result.returncode != 0 or not result.stdout:
        sys.exit(f"generate-stand-in-faces: perl could not list Joining_Type: {result.stderr.strip()}")
    starts = [(int(start, 16), value) for start, value in (line.split() for line in result.stdout.splitlines())]
    types: dict[int, str] = {}
    for (start, value), (end, _) in zip(starts, starts[1:] + [(0x110000, "")]):
        code = {"Dual_Joining": "D", "Right_Joining": "R", "Join_Causing": "C", "Left_Joining": "L",
                "Transparent": "T"}.get(value, value)
        if code not in JOINING_CODES:
            continue
        for scalar in range(start, end):
            if any(first <= scalar <= last for first, last in JOINING_BLOCKS):
                types[scalar] = code
    if types.get(0x0628) != "D" or types.get(0x0627) != "R" or types.get(0x0640) != "C":
        sys.exit("generate-stand-in-faces: perl's Joining_Type is not Unicode's (beh D, alef R, tatweel C)")
    return types


def measure_joining(path: Path, types: dict[int, str]):
    """The Arabic face's joining forms' and lam-alef ligatures' advances."""
    from fontTools.ttLib import TTFont
    import uharfbuzz as hb

    cmap = TTFont(path).getBestCmap()
    hb_font = hb.Font(hb.Face(hb.Blob.from_file_path(str(path))))

    def advance(scalars: list[int]) -> int:
        # The joiners advance 0: the sum is the letter's (or the ligature's) advance.
        return shaped_sum(hb_font, scalars)

    forms = []
    for scalar in sorted(types):
        if scalar not in cmap or types[scalar] not in ("D", "R"):
            continue
        final = advance([ZWJ, scalar])
        initial, medial = (advance([scalar, ZWJ]), advance([ZWJ, scalar, ZWJ])) if types[scalar] == "D" else (0, 0)
        forms.append((scalar, final, initial, medial))
    ligatures = [(alef, advance([LAM, alef]), advance([ZWJ, LAM, alef])) for alef in ALEFS]
    kerned = [form[0] for form in forms if any(low <= form[0] <= high for low, high in KERNED_LETTERS)]
    return forms, ligatures, measure_kerning(hb_font, types, kerned)


# The letters whose kerning is kept: Arabic's own (hamza to yeh) and the letters Persian and Urdu
# add that are most used (peh, tcheh, jeh, keheh, gaf, farsi yeh). The other letters' pairs
# would add some 40 KB of source.
KERNED_LETTERS = [(0x0621, 0x064A), (0x067E, 0x067E), (0x0686, 0x0686), (0x0698, 0x0698), (0x06A9, 0x06A9),
                  (0x06AF, 0x06AF), (0x06CC, 0x06CC)]

# The forms of a joined letter, as `ArabicJoining.Form` numbers them.
ISOLATED, FINAL, INITIAL, MEDIAL = 0, 1, 2, 3


def measure_kerning(hb_font, types: dict[int, str], letters: list[int]):
    """Every pair of joining letters that the face kerns, in the forms their joining gives them:
    (first, its form, second, its form, the kerning in units). Each pair is shaped with and
    without the `kern` feature, on its own and after and before a zero-width joiner (which makes
    the first letter join the one before it and the second the one after it)."""
    import uharfbuzz as hb

    def advance(scalars: list[int], kern: bool) -> int:
        buffer = hb.Buffer()
        buffer.add_codepoints(scalars)
        buffer.guess_segment_properties()
        buffer.flags = hb.BufferFlags.DO_NOT_INSERT_DOTTED_CIRCLE
        hb.shape(hb_font, buffer, {} if kern else {"kern": False})
        return sum(position.x_advance for position in buffer.glyph_positions)

    pairs = {}
    for first in letters:
        for second in letters:
            joins = types[first] == "D"
            for before in (False, True):
                for after in (False, True):
                    if after and types[second] != "D":
                        continue
                    if first == LAM and second in ALEFS:
                        continue
                    scalars = ([ZWJ] if before else []) + [first, second] + ([ZWJ] if after else [])
                    kerning = advance(scalars, True) - advance(scalars, False)
                    if kerning == 0:
                        continue
                    first_form = (MEDIAL if before else INITIAL) if joins else (FINAL if before else ISOLATED)
                    second_form = (MEDIAL if after else FINAL) if joins else (INITIAL if after else ISOLATED)
                    pairs[(first, first_form, second, second_form)] = kerning
    return sorted((first, first_form, second, second_form, kerning)
                  for (first, first_form, second, second_form), kerning in pairs.items())


CONSONANTS = list(range(0x0915, 0x093A))
VIRAMA = 0x094D
RA = 0x0930


def measure_clusters(path: Path):
    """The Devanagari face's half forms and the conjuncts that differ from the half-form rule."""
    import uharfbuzz as hb

    hb_font = hb.Font(hb.Face(hb.Blob.from_file_path(str(path))))

    def advance(scalars: list[int]) -> int:
        return shaped_sum(hb_font, scalars)

    halves = {consonant: advance([consonant, VIRAMA, ZWJ]) for consonant in CONSONANTS}
    alone = {consonant: advance([consonant]) for consonant in CONSONANTS}
    exceptions = []
    for first in CONSONANTS:
        for second in CONSONANTS:
            conjunct = advance([first, VIRAMA, second])
            rule = alone[second] if first == RA else alone[first] if second == RA else halves[first] + alone[second]
            if conjunct != rule:
                exceptions.append((first, second, conjunct))
    return halves, exceptions


def runs_of(advances: list[tuple[int, int]], units_per_em: int) -> list[tuple[int, int, int]]:
    """Consecutive scalars of one advance as (first, count, advance). A run of full-width (1 em)
    characters also spans the East Asian wide characters the face lacks between them: Trellis
    sets those 1 em anyway, and the sparse coverage of the rarer ideographs would otherwise make
    a run of almost every one."""
    runs: list[tuple[int, int, int]] = []
    for scalar, advance in advances:
        if runs and runs[-1][2] == advance and (runs[-1][0] + runs[-1][1] == scalar or (
                advance == units_per_em and all(unicodedata.east_asian_width(chr(gap)) in ("W", "F")
                                                for gap in range(runs[-1][0] + runs[-1][1], scalar)))):
            runs[-1] = (runs[-1][0], scalar - runs[-1][0] + 1, advance)
        else:
            runs.append((scalar, 1, advance))
    return runs


def swift_string(name: str, data: bytes, doc: str) -> str:
    body = base64_body(data, 112)
    return f'    /// {doc}\n    static let {name} = """\n{body}\n        """\n'


def render() -> tuple[str, list[str]]:
    versions = {package: package_version(package) for package in ("fonts-noto-core", "fonts-noto-cjk")}
    types = joining_types()
    strings, report, provenance, records = [], [], [], []
    tables: dict[bytes, str] = {}
    for swift_name, ios_face, package, path, index, blocks, language, kana_palt in FACES:
        if not path.exists():
            sys.exit(f"generate-stand-in-faces: {path} is missing; reinstall {package}")
        face = measure(path, index, blocks, language, kana_palt)
        runs = runs_of(face["advances"], face["metrics"][0])
        packer = Packer()
        for value in face["metrics"]:
            packer.signed(value)
        packer.unsigned(len(runs))
        end = 0
        for first, count, advance in runs:
            packer.unsigned(first - end)
            packer.unsigned(count)
            packer.unsigned(advance)
            end = first + count
        if swift_name.startswith("arabic"):
            joining = Packer()
            type_runs = runs_of(sorted(types.items()), 0)
            joining.unsigned(len(type_runs))
            end = 0
            for first, count, code in type_runs:
                joining.unsigned(first - end)
                joining.unsigned(count)
                joining.unsigned(JOINING_CODES[code])
                end = first + count
            forms, ligatures, kerning = measure_joining(path, types)
            joining.unsigned(len(forms))
            previous = 0
            for scalar, final, initial, medial in forms:
                joining.unsigned(scalar - previous)
                for value in (final, initial, medial):
                    joining.unsigned(value)
                previous = scalar
            joining.unsigned(len(ligatures))
            previous = 0
            for alef, isolated, final in ligatures:
                joining.unsigned(alef - previous)
                joining.unsigned(isolated)
                joining.unsigned(final)
                previous = alef
            joining.unsigned(len(kerning))
            previous = 0
            for first, first_form, second, second_form, value in kerning:
                joining.unsigned(first - previous)
                joining.unsigned(second - 0x0600)
                joining.unsigned(first_form * 4 + second_form)
                joining.signed(value)
                previous = first
            packer.unsigned(1)
            packer.data += joining.data
            report.append(f"{swift_name:<28} joining: {len(type_runs)} type runs, {len(forms)} letters' forms, "
                          f"lam-alef {[(hex(a), i, f) for a, i, f in ligatures]}, {len(kerning)} kerned pairs")
        elif swift_name.startswith("devanagari"):
            halves, exceptions = measure_clusters(path)
            packer.unsigned(2)
            packer.unsigned(len(halves))
            previous = 0
            for consonant, half in sorted(halves.items()):
                packer.unsigned(consonant - previous)
                packer.unsigned(half)
                previous = consonant
            packer.unsigned(len(exceptions))
            previous = 0
            for first, second, conjunct in exceptions:
                packer.unsigned(first - previous)
                packer.unsigned(second - CONSONANTS[0])
                packer.unsigned(conjunct)
                previous = first
            report.append(f"{swift_name:<28} clusters: {len(halves)} half forms, {len(exceptions)} conjuncts apart from the rule")
        else:
            packer.unsigned(0)
        data = bytes(packer.data)
        if data not in tables:
            tables[data] = swift_name
            strings.append(swift_string(
                swift_name, data,
                f"{face['name']}, standing in for {ios_face}: {len(face['advances'])} characters in {len(runs)} runs."))
        records.append(f'        "{swift_name}": ("{face["name"]}", {tables[data]}),')
        report.append(f"{swift_name:<28} {face['name']:<26} metrics {face['metrics']} characters {len(face['advances'])} "
                      f"runs {len(runs)} bytes {len(packer.data)}")
        line = f"//   {face['name']}: {face['version']} ({face['copyright']}), Debian `{package}` {versions[package]}"
        if line not in provenance:
            provenance.append(line)
    source = f"""// Generated by Scripts/generate-stand-in-faces.py; do not edit. Regenerate with the script.
//
// Advances of the Noto faces that stand in for iOS's faces of other scripts, read from
// Debian's packages and measured with HarfBuzz. The Noto fonts are licensed under the SIL Open
// Font License 1.1: see LICENSE.txt and README.md beside this file.
//
{chr(10).join(provenance)}
//
// Each table is base-64 of LEB128 varints (signed values zigzag-encoded), read by
// `PackedTableReader`, in font units: units per em, ascender, descender and line gap (signed);
// the number of runs; then each run of consecutive characters that share an advance: its
// distance from the previous run's end, its length and its advance; then 1 and the Arabic
// joining table (an Arabic face), 2 and the cluster table (a Devanagari face: see the script),
// or 0.

/// The packed advance tables of the stand-in faces, Regular and Bold of each.
enum StandInFaceTables {{
{chr(10).join(strings)}
    /// Every face by its `StandInFace.Name`: its full name and its table, which faces with the
    /// same advances share.
    static let faces: [String: (name: String, table: String)] = [
{chr(10).join(records)}
    ]
}}
"""
    return source, report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when the committed tables differ")
    arguments = parser.parse_args()
    ensure_environment()
    source, report = render()
    for line in report:
        print(line)
    write_or_check({OUTPUT: source}, ROOT, "generate-stand-in-faces", arguments.check)


if __name__ == "__main__":
    main()
