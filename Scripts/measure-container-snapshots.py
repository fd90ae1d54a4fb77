#!/usr/bin/env python3
"""Measures containers and controls in a snapshot-test reference image.

Reads one PNG (a reference image rendered by a snapshot test on an iOS simulator) and prints
positions in pixels and in points (pixels divided by --scale), so that a row of
Tests/TrellisTests/ContainerCalibration/container-measurements.json can be checked again.

The script makes its own virtual environment under `.build/venv-calibration`, installs Pillow
and numpy there on first use, and runs itself again with that environment's Python.

    Scripts/measure-container-snapshots.py IMAGE size
    Scripts/measure-container-snapshots.py IMAGE row 420 --scale 3
    Scripts/measure-container-snapshots.py IMAGE column 600 --scale 3 --from 0 --to 900
    Scripts/measure-container-snapshots.py IMAGE ink 0 200 1170 400 --background ffffff --scale 3
    Scripts/measure-container-snapshots.py IMAGE diagonal 60 230 1 1 --scale 3

Commands:

    size                      the image's size in pixels and in points
    row Y / column X          the runs of one colour along a pixel row or column: where each run
                              starts and ends, with an anti-aliased edge counted as the fraction
                              of the pixel the next colour covers
    ink X0 Y0 X1 Y1           the bounding box of the pixels in the region that differ from the
                              background colour (--background, default: the region's top-left
                              pixel) by more than --tolerance
    diagonal X Y DX DY        walks from pixel (X, Y) in steps of (DX, DY) until the colour leaves
                              the starting colour, and reports the fractional distance walked: the
                              inset of a rounded corner along its diagonal

A run is a stretch of pixels whose colours differ from the run's first pixel by at most
--tolerance (largest channel difference, 0-255). Pixels between two runs are edge pixels; each
moves the boundary by the fraction of the way its colour lies from the first run's colour to the
second's.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "venv-calibration"
PACKAGES = ["pillow", "numpy"]


def ensure_environment() -> None:
    """Runs the script again inside the calibration virtual environment, making it first."""
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    python = VENV / "bin" / "python"
    if not python.exists():
        print(f"measure-container-snapshots: creating {VENV.relative_to(ROOT)}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    probe = subprocess.run([str(python), "-c", "import PIL, numpy"], capture_output=True)
    if probe.returncode != 0:
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


def load(path: str):
    """The image as an array of rows of RGB pixels (alpha composited over white)."""
    import numpy
    from PIL import Image

    image = Image.open(path)
    if image.mode in ("RGBA", "LA", "P"):
        image = image.convert("RGBA")
        white = Image.new("RGBA", image.size, (255, 255, 255, 255))
        image = Image.alpha_composite(white, image)
    return numpy.asarray(image.convert("RGB"), dtype=numpy.int32)


def hex_colour(pixel) -> str:
    return "".join(f"{int(c):02x}" for c in pixel)


def parse_colour(text: str):
    text = text.lstrip("#")
    if len(text) != 6:
        raise SystemExit(f"measure-container-snapshots: colour '{text}' is not six hex digits")
    return [int(text[i:i + 2], 16) for i in (0, 2, 4)]


def runs(line, tolerance: int):
    """Splits a line of pixels into runs of one colour with fractional boundaries.

    Returns (start, end, colour) triples in pixels; `end` is exclusive and fractional.
    """
    stable = []  # (first, last, colour) of stretches of at least two alike pixels
    first = 0
    for index in range(1, len(line) + 1):
        if index == len(line) or max(abs(line[index] - line[first])) > tolerance:
            if index - first >= 2 or first == 0 or index == len(line):
                stable.append((first, index - 1, line[first]))
            first = index
    result = []
    start = 0.0
    for number, (run_first, run_last, colour) in enumerate(stable):
        if number + 1 == len(stable):
            result.append((start, float(len(line)), colour))
            break
        next_first, _, next_colour = stable[number + 1]
        boundary = float(run_last + 1)
        difference = next_colour - colour
        channel = int(abs(difference).argmax())
        for edge in range(run_last + 1, next_first):
            if difference[channel] == 0:
                boundary += 0.5
                continue
            covered = (line[edge][channel] - colour[channel]) / difference[channel]
            boundary += 1.0 - min(max(covered, 0.0), 1.0)
        result.append((start, boundary, colour))
        start = boundary
    return result


def print_runs(line, offset: int, scale: float, tolerance: int, minimum: float) -> None:
    for start, end, colour in runs(line, tolerance):
        if end - start < minimum:
            continue
        print(f"{offset + start:9.2f} {offset + end:9.2f} px  "
              f"{(offset + start) / scale:8.2f} {(offset + end) / scale:8.2f} pt  "
              f"length {(end - start) / scale:7.2f} pt  #{hex_colour(colour)}")


def main() -> None:
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # stop quietly when piped into head
    ensure_environment()
    import numpy

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("image")
    parser.add_argument("command", choices=["size", "row", "column", "ink", "diagonal"])
    parser.add_argument("numbers", nargs="*", type=int)
    parser.add_argument("--scale", type=float, default=3.0)
    parser.add_argument("--tolerance", type=int, default=6)
    parser.add_argument("--background")
    parser.add_argument("--from", dest="start", type=int, default=0)
    parser.add_argument("--to", dest="stop", type=int)
    parser.add_argument("--minimum", type=float, default=0.0,
                        help="leave out runs shorter than this many pixels")
    arguments = parser.parse_args()
    if not Path(arguments.image).is_file():
        raise SystemExit(f"measure-container-snapshots: no image at {arguments.image}")
    pixels = load(arguments.image)
    height, width, _ = pixels.shape
    scale = arguments.scale
    expected = {"size": 0, "row": 1, "column": 1, "ink": 4, "diagonal": 4}[arguments.command]
    if len(arguments.numbers) != expected:
        raise SystemExit(f"measure-container-snapshots: {arguments.command} takes {expected} numbers")

    if arguments.command == "size":
        print(f"{width} x {height} px  {width / scale:g} x {height / scale:g} pt at scale {scale:g}")
    elif arguments.command in ("row", "column"):
        index = arguments.numbers[0]
        limit = height if arguments.command == "row" else width
        if not 0 <= index < limit:
            raise SystemExit(f"measure-container-snapshots: {arguments.command} {index} is outside the image")
        line = pixels[index, :] if arguments.command == "row" else pixels[:, index]
        stop = arguments.stop if arguments.stop is not None else len(line)
        print_runs(line[arguments.start:stop], arguments.start, scale, arguments.tolerance, arguments.minimum)
    elif arguments.command == "ink":
        x0, y0, x1, y1 = arguments.numbers
        region = pixels[y0:y1, x0:x1]
        if region.size == 0:
            raise SystemExit("measure-container-snapshots: the region is empty")
        background = numpy.array(parse_colour(arguments.background)) if arguments.background else region[0, 0]
        differs = abs(region - background).max(axis=2) > arguments.tolerance
        ys, xs = numpy.nonzero(differs)
        if len(xs) == 0:
            print("no ink in the region")
            return
        left, right, top, bottom = x0 + xs.min(), x0 + xs.max() + 1, y0 + ys.min(), y0 + ys.max() + 1
        print(f"x {left}..{right} y {top}..{bottom} px  "
              f"x {left / scale:.2f}..{right / scale:.2f} y {top / scale:.2f}..{bottom / scale:.2f} pt  "
              f"size {(right - left) / scale:.2f} x {(bottom - top) / scale:.2f} pt")
    else:
        x, y, dx, dy = arguments.numbers
        start = pixels[y, x]
        steps = 0
        while 0 <= y < height and 0 <= x < width and max(abs(pixels[y, x] - start)) <= arguments.tolerance:
            x, y, steps = x + dx, y + dy, steps + 1
        if not (0 <= y < height and 0 <= x < width):
            print("left the image without a change of colour")
            return
        after = pixels[y, x]
        beyond = pixels[min(max(y + dy, 0), height - 1), min(max(x + dx, 0), width - 1)]
        difference = beyond - start
        channel = int(abs(difference).argmax())
        covered = 0.0 if difference[channel] == 0 else (after[channel] - start[channel]) / difference[channel]
        walked = steps + 1.0 - min(max(covered, 0.0), 1.0)
        length = walked * (dx * dx + dy * dy) ** 0.5
        print(f"{walked:.2f} steps ({length:.2f} px, {length / scale:.2f} pt) "
              f"from #{hex_colour(start)} to #{hex_colour(beyond)}")


if __name__ == "__main__":
    main()
