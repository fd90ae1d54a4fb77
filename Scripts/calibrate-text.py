#!/usr/bin/env python3
"""Fits the text model's calibrated constants to the measurements of real SwiftUI text.

Reads Tests/TrellisTests/TextCalibration/text-measurements.json and Inter's font files (Debian's
fonts-inter package, the same files Scripts/generate-font-tables.py reads), and writes
Sources/TrellisLayout/Text/Generated/Calibration/TextCalibration+Fitted.swift:

- a correction factor for the advance of each character whose SF Pro width differs from
  Inter's, fitted by ridge regression on the widths of the fit half's one-line regular texts
  below 20 points;
- the factor from Inter's advances to SF Pro Display's, fitted on the fit half's regular texts
  at and above the size where SF Pro's optical size reaches Display;
- that size: between 20 points and it, the factor goes from 1 to the Display factor in a
  straight line. It is chosen from 21 to 28 points as the one that fits the fit half's bold and
  semibold texts best (the only texts measured between those sizes are bold);
- the factor by which SF Pro's semibold and heavier weights are wider than Inter's faces of those
  weights make them: the mean, over the fit half's semibold and bold texts, of the measured width
  over the width the model gives with Inter's advances for the text's weight. Medium takes half
  of it; heavy and black take all of it (they are not measured).

`--by-release` prints, instead of fitting, the residuals of the constants the file holds (the
measured width, half a pixel below the reading, over the model's unrounded width) over both halves,
grouped by iOS release and by release, weight and size band: the check for a per-release effect
that the calibration README's "Releases" section describes.

By default the first two (the characters' corrections and the Display factor) are kept as the
file holds them: they were fitted on the fit half of the 129 rows that the file held then, and
refitting them on today's rows moves them by less than their noise (half a per cent) while moving
every documented width. `--all` refits them too.

The fit half is every other replayed row, in file order, exactly as TextCalibrationTests
splits them (its exclusion rules are mirrored in `replayed`). The held-out half is reported,
not fitted. Sets up its own virtual environment under .build/venv-calibration.

Usage: Scripts/calibrate-text.py [--all] [--check] [--by-release]
"""
import json, math, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "venv-calibration")
if sys.prefix != VENV:
    if not os.path.exists(os.path.join(VENV, "bin", "python")):
        subprocess.check_call([sys.executable, "-m", "venv", VENV])
        subprocess.check_call([os.path.join(VENV, "bin", "pip"), "install", "-q", "uharfbuzz==0.57.0", "numpy"])
    os.execv(os.path.join(VENV, "bin", "python"), [os.path.join(VENV, "bin", "python")] + sys.argv)

import numpy as np
import uharfbuzz as hb

DATA = os.path.join(ROOT, "Tests", "TrellisTests", "TextCalibration", "text-measurements.json")
OUTPUT = os.path.join(ROOT, "Sources", "TrellisLayout", "Text", "Generated", "Calibration", "TextCalibration+Fitted.swift")

# SF Pro's tracking by size (1/1000 em), as in SystemFontMetrics.swift.
TRACKING = {6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26,
            18: -25, 19: -24, 20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14,
            30: 14, 31: 13, 32: 13, 33: 12, 34: 12, 35: 11, 36: 10, 53: 0}
# Dynamic Type sizes, as in TextStyleTable.swift.
STEPS = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"]
SIZES = {"largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
         "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
         "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
         "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
         "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
         "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
         "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
         "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
         "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
         "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
         "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]}
WEIGHTS = {"regular": "Regular", "medium": "Medium", "semibold": "SemiBold", "bold": "Bold", "heavy": "ExtraBold"}
DISPLAY_SIZE = 20
RIDGE = 4000.0


def tracking(size):
    s = min(max(size, 6), 53)
    sizes = sorted(TRACKING)
    high = next(k for k in sizes if k >= s)
    low = max(k for k in sizes if k <= s)
    t = TRACKING[low] if low == high else TRACKING[low] + (TRACKING[high] - TRACKING[low]) * (s - low) / (high - low)
    return t * size / 1000


def excluded(row):
    """Mirrors TextCalibrationTests.exclusion(of:)."""
    if row.get("os") == "macOS": return True
    rid = row["id"]
    if rid.startswith("challenge-typography") or rid.startswith("challenge-fontdesign"): return True
    if rid.startswith("sst-"): return True
    if rid.startswith("spezi-lazytext"): return True
    if row["kind"] == "composite" and rid != "approach-banner-headline-body-medium": return True
    m = row["measured"]
    if all(m.get(k) is None for k in ("width", "height", "lines", "gap")): return True
    return False


fonts = {}
def face(weight):
    path = subprocess.check_output(["dpkg", "-L", "fonts-inter"], text=True).split()
    name = f"Inter-{WEIGHTS.get(weight, 'Regular')}.otf"
    if name not in fonts:
        file = next(p for p in path if p.endswith("/" + name))
        blob = hb.Blob.from_file_path(file)
        f = hb.Face(blob)
        fonts[name] = (hb.Font(f), f.upem)
    return fonts[name]


def shaped(text, weight):
    """Per-character advances in ems, kerning folded into the left character, as ShapedText does."""
    font, upem = face(weight)
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    buf.cluster_level = hb.BufferClusterLevel.MONOTONE_CHARACTERS
    hb.shape(font, buf, {"kern": True, "liga": False, "calt": False})
    advances = [0.0] * len(text)
    for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
        advances[info.cluster] += pos.x_advance / upem
    return advances


def font_size(row):
    f = row.get("font") if isinstance(row.get("font"), dict) else {}
    if f.get("size"): return f["size"]
    dts = f.get("dynamicTypeSize", "large")
    return SIZES.get(f.get("style", "body"), SIZES["body"])[STEPS.index(dts)]


def width_rows(rows):
    out = []
    for row in rows:
        if row["kind"] not in ("line", "wrapped") or not row.get("text") or row["measured"].get("width") is None: continue
        if row["measured"].get("lines", 1) not in (None, 1) or "\n" in row["text"]: continue
        f = row["font"] if isinstance(row["font"], dict) else {}
        out.append((row, font_size(row), f.get("weight", "regular")))
    return out


def optical_scale(size, display_scale, display_end):
    """The factor from Inter's advances to SF Pro's at `size`, for the regular weight: 1 up to
    20 points (SF Pro Text), the Display factor from `display_end` up, a straight line between."""
    if size <= DISPLAY_SIZE: return 1.0
    if size >= display_end: return display_scale
    return 1.0 + (display_scale - 1.0) * (size - DISPLAY_SIZE) / (display_end - DISPLAY_SIZE)


def ems_of(text, weight, corrections):
    text = text.rstrip()
    return sum(a * (1 + corrections.get(c, 0.0)) for a, c in zip(shaped(text, weight), text))


def predict(text, size, weight, corrections, display_scale, display_end=DISPLAY_SIZE, weight_scales=None):
    scale = optical_scale(size, display_scale, display_end) * (weight_scales or {}).get(weight, 1.0)
    return ems_of(text, weight, corrections) * size * scale + len(text.rstrip()) * tracking(size)


def fit_corrections(rows):
    text_rows = [(r, s, w) for r, s, w in rows if s < DISPLAY_SIZE]
    chars = sorted({c for r, _, _ in text_rows for c in r["text"]})
    index = {c: i for i, c in enumerate(chars)}
    A, b = [], []
    for row, size, weight in text_rows:
        text = row["text"].rstrip()
        advances = shaped(text, weight)
        line = np.zeros(len(chars))
        for a, c in zip(advances, text): line[index[c]] += a * size
        base = sum(advances) * size + len(text) * tracking(size)
        # The measured width is the layout width rounded up to the pixel: aim half a pixel below it.
        target = row["measured"]["width"] - 0.5 / row["scale"]
        weight_of_row = 1 / max(target, 1)
        A.append(line * weight_of_row)
        b.append((target - base) * weight_of_row)
    A, b = np.array(A), np.array(b)
    solution = np.linalg.solve(A.T @ A + RIDGE * np.eye(len(chars)) * 1e-4, A.T @ b)
    return {c: float(round(v, 3)) for c, v in zip(chars, solution) if abs(v) >= 0.005}


def target(row, size):
    """The measured width less the tracking, aimed half a pixel below the measurement (the
    layout width is rounded up to the pixel)."""
    return row["measured"]["width"] - 0.5 / row["scale"] - len(row["text"].rstrip()) * tracking(size)


HEAVY = ("semibold", "bold")


def weight_scales_for(heavy):
    """The weights' factors from the one fitted for semibold and heavier."""
    heavy = round(heavy, 4)
    return {"medium": round(1 + (heavy - 1) / 2, 4), "semibold": heavy, "bold": heavy, "heavy": heavy, "black": heavy}


def fit_scales(rows, corrections, display_end, display_scale=None):
    """The Display factor (regular texts at and above `display_end`, unless given) and the
    weights' factors."""
    if display_scale is None:
        ratios = [target(r, s) / (ems_of(r["text"], w, corrections) * s) for r, s, w in rows if w == "regular" and s >= display_end]
        display_scale = float(round(float(np.mean(ratios)), 4)) if ratios else 0.893
    ratios = [target(r, s) / (ems_of(r["text"], w, corrections) * s * optical_scale(s, display_scale, display_end))
              for r, s, w in rows if w in HEAVY]
    return display_scale, weight_scales_for(float(np.mean(ratios)) if ratios else 1.0)


def fit(rows, kept=None):
    """Fits on `rows`; `kept` holds the characters' corrections and the Display factor to keep."""
    corrections = kept[0] if kept else fit_corrections([(r, s, w) for r, s, w in rows if w == "regular"])
    best = None
    for display_end in range(DISPLAY_SIZE + 1, 29):
        display_scale, weight_scales = fit_scales(rows, corrections, display_end, kept[1] if kept else None)
        error = sum((predict(r["text"], s, w, corrections, display_scale, display_end, weight_scales) / r["measured"]["width"] - 1) ** 2
                    for r, s, w in rows if w != "regular")
        if best is None or error < best[0]:
            best = (error, display_end, display_scale, weight_scales)
    _, display_end, display_scale, weight_scales = best
    return corrections, display_scale, display_end, weight_scales


def current_constants():
    """The constants TextCalibration+Fitted.swift holds now (before this run writes it)."""
    import re
    source = open(OUTPUT).read()
    number = lambda name, default: float(m.group(1)) if (m := re.search(name + r": CGFloat = ([\d.]+)", source)) else default
    corrections = {m.group(1).replace('\\\\', '\\').replace('\\"', '"'): float(m.group(2))
                   for m in re.finditer(r'^        "(.|\\.)": (-?[\d.]+),$', source, re.M)}
    weights = {m.group(1): float(m.group(2)) for m in re.finditer(r"^        \.(\w+): ([\d.]+),$", source, re.M)}
    return corrections, number("displayWidthScale", 0.893), number("displayOpticalSizeEnd", DISPLAY_SIZE), weights


def report(name, rows, corrections, display_scale, display_end, weight_scales):
    errors = []
    for row, size, weight in rows:
        raw = predict(row["text"], size, weight, corrections, display_scale, display_end, weight_scales)
        pixel = 1 / row["scale"]
        predicted = math.ceil(raw / pixel - 0.001) * pixel
        snapping = 0 if row["box"] == "image-size" else pixel
        errors.append(max(0, abs(predicted - row["measured"]["width"]) - snapping) / row["measured"]["width"])
    if errors:
        worst = max(range(len(errors)), key=lambda i: errors[i])
        print(f"{name}: {len(errors)} widths, mean {100 * sum(errors) / len(errors):.2f} %, "
              f"worst {100 * errors[worst]:.2f} % ({rows[worst][0]['id']})")


def report_by_release(rows, constants):
    """Mean and spread of measured over modelled width, by iOS release, weight and size band."""
    groups = {}
    for row, size, weight in rows:
        release = (row["os"] or "not recorded").split(".")[0]
        band = ("11-13 pt" if size < 14 else "14-19 pt") if size < DISPLAY_SIZE else ("20-27 pt" if size < 28 else "28 pt and up")
        ratio = (row["measured"]["width"] - 0.5 / row["scale"]) / predict(row["text"], size, weight, *constants)
        for key in ((release,), (release, weight, band)):
            groups.setdefault(key, []).append((ratio, row["repo"]))
    for key in sorted(groups):
        ratios = [r for r, _ in groups[key]]
        print(f"{' / '.join(key):38s} {len(ratios):3d} widths from {len({repo for _, repo in groups[key]})} repositories: "
              f"mean {float(np.mean(ratios)):.4f}, sd {float(np.std(ratios)):.4f}, {min(ratios):.4f} to {max(ratios):.4f}")


def swift_character(c):
    if c == "\\": return "\\\\"
    if c == '"': return '\\"'
    return c


def main():
    rows = [r for r in json.load(open(DATA)) if not excluded(r)]
    fit_half = width_rows([r for i, r in enumerate(rows) if i % 2 == 0])
    held_out = width_rows([r for i, r in enumerate(rows) if i % 2 == 1])
    before = current_constants()
    if "--by-release" in sys.argv:
        return report_by_release(fit_half + held_out, before)
    report("before, fit half (the constants in TextCalibration+Fitted.swift)", fit_half, *before)
    report("before, held-out half", held_out, *before)
    kept = None if "--all" in sys.argv else before[:2]
    corrections, display_scale, display_end, weight_scales = fit(fit_half, kept)
    report("fit half", fit_half, corrections, display_scale, display_end, weight_scales)
    report("held-out half", held_out, corrections, display_scale, display_end, weight_scales)
    entries = ",\n".join(f'        "{swift_character(c)}": {v}' for c, v in sorted(corrections.items()))
    weight_entries = ",\n".join(f"        .{w}: {v}" for w, v in sorted(weight_scales.items()))
    source = f'''// Generated by Scripts/calibrate-text.py from Tests/TrellisTests/TextCalibration/text-measurements.json.
// Do not edit: run the script again after the measurements change.
import Foundation

extension TextCalibration {{
    /// The factor from Inter's advances to SF Pro Display's, at and above
    /// ``displayOpticalSizeEnd``: the mean over the fit half's regular texts of those sizes
    /// (kept from the fit on 129 rows unless the script runs with `--all`).
    package static let displayWidthScale: CGFloat = {display_scale}

    /// The size at which SF Pro's optical size reaches Display: from
    /// ``SystemFontMetrics/displayOpticalSize`` to here the width factor goes from
    /// ``textWidthScale`` to ``displayWidthScale`` in a straight line. The size, from 21 to 28
    /// points, that fits the fit half's bold and semibold texts best.
    package static let displayOpticalSizeEnd: CGFloat = {display_end}

    /// How much wider SF Pro sets each weight than Inter's face of that weight does, beyond the
    /// regular factor: one factor for semibold and heavier, the mean over the fit half's
    /// semibold and bold texts; medium takes half of it, the lighter weights 1.
    package static let weightWidthScales: [Font.Weight: CGFloat] = [
{weight_entries},
    ]

    /// How much wider (positive) or narrower than Inter's SF Pro draws each character whose
    /// difference the fit half's one-line texts show, as a fraction of Inter's advance: ridge
    /// regression on the regular texts below 20 points{(" (" + str(len([1 for r, s, w in fit_half if w == "regular" and s < DISPLAY_SIZE])) + " texts)") if not kept else " (27 texts, when the file held 129 rows)"}.
    /// Characters not listed keep Inter's advance.
    package static let advanceCorrections: [Character: Float] = [
{entries},
    ]
}}
'''
    if "--check" in sys.argv:
        if open(OUTPUT).read() != source:
            sys.exit("calibrate-text: TextCalibration+Fitted.swift is out of date")
        return
    open(OUTPUT, "w").write(source)
    print(f"wrote {os.path.relpath(OUTPUT, ROOT)}: {len(corrections)} corrections, display factor {display_scale} "
          f"from {display_end} pt, weight factors {weight_scales}")


main()
