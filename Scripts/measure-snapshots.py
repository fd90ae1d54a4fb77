#!/usr/bin/env python3
"""Measures boxes in a snapshot-test reference image, for the text calibration data.

The rows of Tests/TrellisTests/TextCalibration/text-measurements.json were measured with this
script from reference images that public projects commit for their snapshot tests. Given one
image and a recipe, it prints the measurement as JSON, in pixels and in points, so that anyone
can fetch the same image at the same commit and check a row.

The script makes its own virtual environment under `.build/venv-calibration`, installs Pillow
and numpy there on first use, and runs itself again with that environment's Python.

Recipes:

    size                    the image's size (a size-that-fits snapshot: the view's frame)
    box    --color R,G,B    the bounding box of one flat colour (a `.background(...)` fill)
    boxes  --color R,G,B --axis y
                            every box of that colour, split into separate runs along the axis
                            (backgrounds of views in a stack), with the gaps and pitches
    ink    [--axis y]       the bounding box of everything that is not the background, and
                            the runs of rows (or columns) that hold ink (lines of text)
    stroke --color R,G,B --row Y --column X --line-width PX --region x0,y0,x1,y1
                            the frame that a stroke of that colour and width is drawn centred
                            on (`.overlay(RoundedRectangle(...).stroke(colour, lineWidth:))`):
                            each side's outer edge, read from outside the region inwards along
                            row Y (left and right) and column X (top and bottom), moved inwards
                            by half the line width

Edges are read with anti-aliasing in mind: a pixel that a box's edge only partly covers is a
blend of the box's colour and the colour outside it, and it counts as the covered fraction,
found by projecting the pixel onto the line between the two colours. A box whose edges are
whole pixels has no fractional part.

The scale (pixels per point) comes from --scale, or else from the PNG's pixel density
(72 dpi per 1x), or else it is left out and only pixels are printed.

    Scripts/measure-snapshots.py image.png size
    Scripts/measure-snapshots.py image.png box --color 255,149,0 --region 0,0,400,420
    Scripts/measure-snapshots.py image.png boxes --color 0,122,255 --axis y
    Scripts/measure-snapshots.py --git-dir REPO.git --rev COMMIT path/in/repo.png size
"""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "venv-calibration"
PACKAGES = ["pillow", "numpy"]


# --- The environment ---------------------------------------------------------------------

def ensure_environment() -> None:
    """Runs the script again inside its virtual environment, making the environment first."""
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    python = VENV / "bin" / "python"
    if not python.exists():
        venv.create(VENV, with_pip=True)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
    os.execv(str(python), [str(python), __file__, *sys.argv[1:]])


# --- Reading the image -------------------------------------------------------------------

def load(args: argparse.Namespace):
    """The image as an RGB float array over a white page, and its scale (or None)."""
    import numpy as np
    from PIL import Image

    if args.git_dir:
        blob = subprocess.run(
            ["git", "--git-dir", args.git_dir, "show", f"{args.rev}:{args.image}"],
            check=True, capture_output=True,
        ).stdout
        image = Image.open(io.BytesIO(blob))
    else:
        image = Image.open(args.image)
    scale = args.scale
    if scale is None and image.info.get("dpi"):
        scale = round(float(image.info["dpi"][0]) / 72.0, 2)
    rgba = np.asarray(image.convert("RGBA"), dtype=float)
    alpha = rgba[..., 3:4] / 255.0
    # A transparent pixel reads as white, as the snapshot would show on a white page.
    rgb = rgba[..., :3] * alpha + 255.0 * (1.0 - alpha)
    return rgb, scale


def parse_colour(text: str):
    parts = [float(p) for p in text.split(",")]
    if len(parts) != 3:
        raise SystemExit(f"a colour is R,G,B: {text!r}")
    return parts


def crop(rgb, region: str | None):
    """The part of the image named by x0,y0,x1,y1 (pixels), and its origin."""
    if not region:
        return rgb, (0, 0)
    x0, y0, x1, y1 = (int(v) for v in region.split(","))
    return rgb[y0:y1, x0:x1], (x0, y0)


def background(rgb):
    """The commonest colour in the image, taken as the background."""
    import numpy as np

    flat = rgb.reshape(-1, 3).round().astype(int)
    values, counts = np.unique(flat, axis=0, return_counts=True)
    return values[counts.argmax()].astype(float)


# --- Measuring ---------------------------------------------------------------------------

def coverage(pixels, colour, outside):
    """How much of each pixel the colour covers, over the colour outside the box (0...1)."""
    import numpy as np

    direction = np.asarray(colour) - np.asarray(outside)
    norm = float(direction @ direction)
    if norm == 0:
        return np.zeros(pixels.shape[:-1])
    return np.clip(((pixels - outside) @ direction) / norm, 0.0, 1.0)


def fractional_box(rgb, mask, colour, outside, origin):
    """The box of the mask's pixels, each edge widened by the coverage of the pixels beside it."""
    import numpy as np

    rows = np.flatnonzero(mask.any(axis=1))
    cols = np.flatnonzero(mask.any(axis=0))
    if rows.size == 0:
        raise SystemExit("no pixel of that colour")
    top, bottom, left, right = rows[0], rows[-1] + 1, cols[0], cols[-1] + 1
    height, width = rgb.shape[:2]

    def edge(line):
        # The median over the edge's span ignores glyph ink that touches the edge.
        return float(np.median(coverage(line, colour, outside))) if line.size else 0.0

    inner_rows = slice(top, bottom)
    inner_cols = slice(left, right)
    extra = {
        "top": edge(rgb[top - 1, inner_cols]) if top > 0 else 0.0,
        "bottom": edge(rgb[bottom, inner_cols]) if bottom < height else 0.0,
        "left": edge(rgb[inner_rows, left - 1]) if left > 0 else 0.0,
        "right": edge(rgb[inner_rows, right]) if right < width else 0.0,
    }
    ox, oy = origin
    return {
        "x": ox + left - extra["left"],
        "y": oy + top - extra["top"],
        "width": (right - left) + extra["left"] + extra["right"],
        "height": (bottom - top) + extra["top"] + extra["bottom"],
        "wholePixels": [int(ox + left), int(oy + top), int(right - left), int(bottom - top)],
        "edgeFractions": {k: round(v, 3) for k, v in extra.items()},
    }


def colour_mask(rgb, colour, tolerance):
    import numpy as np

    return np.abs(rgb - np.asarray(colour)).max(axis=-1) <= tolerance


def runs(flags):
    """The [start, end) runs of true values in a 1-D array."""
    out, start = [], None
    for i, flag in enumerate(list(flags) + [False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            out.append((start, i))
            start = None
    return out


def in_points(result: dict, scale):
    """Adds point values beside the pixel values of a box."""
    if not scale:
        return result
    for key in ("x", "y", "width", "height"):
        if key in result:
            result[key + "Pt"] = round(result[key] / scale, 3)
    return result


def rounded(value):
    if isinstance(value, float):
        return round(value, 3)
    if isinstance(value, dict):
        return {k: rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [rounded(v) for v in value]
    return value


# --- Recipes -----------------------------------------------------------------------------

def recipe_size(rgb, scale, args):
    height, width = rgb.shape[:2]
    result = {"width": float(width), "height": float(height)}
    return in_points(result, scale)


def recipe_box(rgb, scale, args):
    part, origin = crop(rgb, args.region)
    colour = parse_colour(args.color)
    outside = parse_colour(args.outside) if args.outside else background(part)
    mask = colour_mask(part, colour, args.tolerance)
    return in_points(fractional_box(part, mask, colour, outside, origin), scale)


def recipe_boxes(rgb, scale, args):
    import numpy as np

    part, origin = crop(rgb, args.region)
    colour = parse_colour(args.color)
    outside = parse_colour(args.outside) if args.outside else background(part)
    mask = colour_mask(part, colour, args.tolerance)
    along = 1 if args.axis == "y" else 0
    boxes = []
    for start, end in runs(mask.any(axis=along)):
        sub = np.zeros_like(mask)
        if args.axis == "y":
            sub[start:end, :] = mask[start:end, :]
        else:
            sub[:, start:end] = mask[:, start:end]
        boxes.append(in_points(fractional_box(part, sub, colour, outside, origin), scale))
    key, size = ("y", "height") if args.axis == "y" else ("x", "width")
    pitches = [b[key] - a[key] for a, b in zip(boxes, boxes[1:])]
    gaps = [b[key] - (a[key] + a[size]) for a, b in zip(boxes, boxes[1:])]
    result = {"boxes": boxes, "pitches": pitches, "gaps": gaps}
    if scale:
        result["pitchesPt"] = [p / scale for p in pitches]
        result["gapsPt"] = [g / scale for g in gaps]
    return result


def recipe_ink(rgb, scale, args):
    import numpy as np

    part, origin = crop(rgb, args.region)
    outside = parse_colour(args.outside) if args.outside else background(part)
    ink = np.abs(part - outside).max(axis=-1) > args.tolerance
    rows = np.flatnonzero(ink.any(axis=1))
    cols = np.flatnonzero(ink.any(axis=0))
    if rows.size == 0:
        raise SystemExit("no ink")
    ox, oy = origin
    result = {
        "x": float(ox + cols[0]), "y": float(oy + rows[0]),
        "width": float(cols[-1] + 1 - cols[0]), "height": float(rows[-1] + 1 - rows[0]),
    }
    along = 1 if args.axis == "y" else 0
    offset = oy if args.axis == "y" else ox
    result["runs"] = [[offset + s, offset + e] for s, e in runs(ink.any(axis=along))]
    starts = [r[0] for r in result["runs"]]
    result["pitches"] = [b - a for a, b in zip(starts, starts[1:])]
    if scale:
        result["pitchesPt"] = [p / scale for p in result["pitches"]]
    return in_points(result, scale)


def recipe_stroke(rgb, scale, args):
    """The frame a stroke is centred on, from the stroke's outer edges.

    The outer side of a stroke borders the view behind it, so its edge reads cleanly; the inner
    side borders the view's own fill and may be blended with it. Each outer edge is the first
    pixel that the stroke covers wholly, less the covered fraction of the pixel before it
    (against the colour where the scan starts), and the frame's edge lies half the line width
    further in.
    """
    import numpy as np

    part, origin = crop(rgb, args.region)
    colour = np.asarray(parse_colour(args.color))
    ox, oy = origin
    half = args.line_width / 2

    def outer_edge(line):
        cover = coverage(line, colour, line[0])
        full = np.flatnonzero(cover >= 0.98)
        if full.size == 0:
            raise SystemExit("the scan crosses no pixel wholly of the stroke's colour")
        first = int(full[0])
        return first - (float(cover[first - 1]) if first > 0 else 0.0)

    row, column = args.row - oy, args.column - ox
    line = part[row, :]
    left = outer_edge(line)
    right = line.shape[0] - outer_edge(line[::-1])
    line = part[:, column]
    top = outer_edge(line)
    bottom = line.shape[0] - outer_edge(line[::-1])
    result = {
        "x": ox + left + half, "y": oy + top + half,
        "width": right - left - 2 * half, "height": bottom - top - 2 * half,
        "outer": [ox + left, oy + top, ox + right, oy + bottom],
        "lineWidth": args.line_width,
    }
    return in_points(result, scale)


RECIPES = {"size": recipe_size, "box": recipe_box, "boxes": recipe_boxes, "ink": recipe_ink, "stroke": recipe_stroke}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("image", help="a PNG file, or its path in the repository with --git-dir")
    parser.add_argument("recipe", choices=sorted(RECIPES))
    parser.add_argument("--git-dir", help="read the image from this git directory")
    parser.add_argument("--rev", default="HEAD", help="the commit to read it at (with --git-dir)")
    parser.add_argument("--scale", type=float, help="pixels per point (default: from the PNG)")
    parser.add_argument("--color", help="the flat colour to measure, R,G,B")
    parser.add_argument("--outside", help="the colour around the box, R,G,B (default: commonest)")
    parser.add_argument("--tolerance", type=float, default=4.0,
                        help="how far a channel may stray and still count as the colour")
    parser.add_argument("--region", help="measure only inside x0,y0,x1,y1 (pixels)")
    parser.add_argument("--axis", choices=["x", "y"], default="y")
    parser.add_argument("--row", type=int, help="stroke: the row (pixels) to read the left and right sides on")
    parser.add_argument("--column", type=int, help="stroke: the column (pixels) to read the top and bottom on")
    parser.add_argument("--line-width", type=float, help="stroke: the stroke's width in pixels")
    args = parser.parse_args()
    if args.recipe in ("box", "boxes", "stroke") and not args.color:
        parser.error(f"{args.recipe} needs --color")
    if args.recipe == "stroke" and (args.row is None or args.column is None or args.line_width is None or not args.region):
        parser.error("stroke needs --row, --column, --line-width and --region")

    ensure_environment()
    rgb, scale = load(args)
    result = RECIPES[args.recipe](rgb, scale, args)
    result["scale"] = scale
    print(json.dumps(rounded(result), indent=1))


if __name__ == "__main__":
    main()
