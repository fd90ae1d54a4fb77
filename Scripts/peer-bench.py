#!/usr/bin/env python3
"""Times the peer layout engines on the shapes `trellis-bench` lays out.

The peers are Taffy and Yoga, through their published Python bindings: `stretchable` embeds
Taffy and `pyyoga` embeds Yoga 3. The script makes its own virtual environment under
`.build/peer-bench-venv`, installs the two packages there on first use, and runs itself again
with that environment's Python.

Each engine and shape runs in a subprocess of its own with a time limit (Yoga cannot finish
the 1,000-level chain). A run builds a fresh tree and times only the engine's layout call; the
figure is the median over the runs, with nanoseconds per node beside it.

    Scripts/peer-bench.py                  # every shape, both engines, 7 runs each
    Scripts/peer-bench.py --quick          # 3 runs each and a 60 s limit per shape
    Scripts/peer-bench.py --json peers.json
    Scripts/peer-bench.py --engines taffy --shapes flat-1000,chain-1000

The shapes match Sources/trellis-bench/BenchShape.swift:

    flat-N      a column of N fixed 100x10 leaves, offered 1000 wide and no height
    balanced-D  rows and columns in turn, 4 children each, D levels below the root, flexible
                leaves, offered 1024x1024
    chain-N     column > row > column ... N levels, each a fixed 10x10 leaf beside the next
                level, offered nothing (ideal size)
    clamp-N     a row of N flexible leaves with their own minimum (i*37 mod 5) and maximum
                (4 + (i*7919 mod 97)/4) widths, offered 10000x100; the leaves must fill the row

and one more, not run unless named with --shapes:

    balanced0-D balanced-D with flex-basis 0 and zero minimums below the root, which suits Yoga
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "peer-bench-venv"
PACKAGES = ["stretchable==1.1.8", "pyyoga==0.1.0"]
ENGINES = ["taffy", "yoga"]
SHAPES = ["flat-1000", "flat-10000", "flat-100000", "balanced-7", "balanced-8", "chain-1000", "clamp-1000"]


# --- The environment ---------------------------------------------------------------------

def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_environment() -> None:
    """Runs the script again inside the benchmark's virtual environment, making it first."""
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    python = venv_python()
    if not python.exists():
        print(f"peer-bench: creating {VENV.relative_to(ROOT)}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    probe = subprocess.run([str(python), "-c", "import stretchable, pyyoga"], capture_output=True)
    if probe.returncode != 0:
        print(f"peer-bench: installing {', '.join(PACKAGES)}", file=sys.stderr)
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])


# --- Shapes --------------------------------------------------------------------------------
#
# A shape is described once, engine-neutrally: a list of nodes, each a `Box` with its children,
# and the space offered to the root. The engines turn the description into their own nodes.

class Box:
    """One flexbox node: direction, fixed or limited width and height, grow, shrink, basis."""

    __slots__ = ("row", "width", "height", "grow", "shrink", "basis", "min_width", "max_width", "min_height", "children")

    def __init__(self, row=False, width=None, height=None, grow=0.0, shrink=0.0, basis=None,
                 min_width=None, max_width=None, min_height=None):
        self.row = row
        self.width = width
        self.height = height
        self.grow = grow
        self.shrink = shrink
        self.basis = basis
        self.min_width = min_width
        self.max_width = max_width
        self.min_height = min_height
        self.children: list[Box] = []

    def style_key(self):
        return (self.row, self.width, self.height, self.grow, self.shrink, self.basis, self.min_width, self.max_width,
                self.min_height)


class Shape:
    def __init__(self, root: Box, offered: tuple, expected_size: tuple, fills_width=False):
        self.root = root
        self.offered = offered              # (width or None, height or None)
        self.expected_size = expected_size  # the root's size every engine must produce
        self.fills_width = fills_width      # whether the root's children must share its whole width

    def nodes(self) -> int:
        count, stack = 0, [self.root]
        while stack:
            box = stack.pop()
            count += 1
            stack.extend(box.children)
        return count


def flat(count: int) -> Shape:
    root = Box(width=1000.0)
    root.children = [Box(width=100.0, height=10.0) for _ in range(count)]
    return Shape(root, (1000.0, None), (1000.0, 10.0 * count))


def balanced(depth: int, zero_basis=False) -> Shape:
    def level(remaining: int, row: bool) -> Box:
        box = Box(row=row, grow=1.0, shrink=1.0)
        if zero_basis:
            box.basis, box.min_width, box.min_height = 0.0, 0.0, 0.0
        if remaining > 0:
            box.children = [level(remaining - 1, not row) for _ in range(4)]
        return box

    root = level(depth, True)
    root.width = root.height = 1024.0
    return Shape(root, (1024.0, 1024.0), (1024.0, 1024.0))


def chain(depth: int) -> Shape:
    # Built from the innermost level outwards, so deep chains need no recursion.
    inner = Box(width=10.0, height=10.0)
    for index in reversed(range(depth)):
        level = Box(row=index % 2 == 1)
        level.children = [Box(width=10.0, height=10.0), inner]
        inner = level
    rows = depth // 2
    columns = depth - rows
    width = rows * 10.0 + 10.0
    height = columns * 10.0 + (10.0 if depth % 2 == 0 else 0.0)
    return Shape(inner, (None, None), (width, height))


def clamp(count: int) -> Shape:
    root = Box(row=True, width=10000.0, height=100.0)
    root.children = [
        Box(grow=1.0, shrink=1.0, basis=0.0, min_width=float(i * 37 % 5), max_width=4.0 + (i * 7919 % 97) * 0.25)
        for i in range(count)
    ]
    return Shape(root, (10000.0, 100.0), (10000.0, 100.0), fills_width=True)


def make_shape(name: str) -> Shape:
    kind, _, size = name.partition("-")
    builders = {"flat": flat, "balanced": balanced, "balanced0": lambda d: balanced(d, zero_basis=True),
                "chain": chain, "clamp": clamp}
    if kind not in builders or not size.isdigit():
        raise SystemExit(f"peer-bench: unknown shape '{name}'; the shapes are {', '.join(SHAPES)}, "
                         "and balanced0-D")
    return builders[kind](int(size))


# --- Engines ---------------------------------------------------------------------------------

class Taffy:
    """Taffy through stretchable's bindings to its node API."""

    def __init__(self):
        from stretchable import Style, taffylib
        from stretchable.context import taffy
        from stretchable.style import AUTO, PT, FlexDirection
        from stretchable.style.geometry.size import SizeAvailableSpace
        self.lib, self.ptr = taffylib, taffy._ptr
        self.Style, self.AUTO, self.PT, self.FlexDirection = Style, AUTO, PT, FlexDirection
        self.SizeAvailableSpace = SizeAvailableSpace
        self.styles = {}

    def version(self) -> str:
        import importlib.metadata
        return "stretchable " + importlib.metadata.version("stretchable")

    def style(self, box: Box) -> dict:
        key = box.style_key()
        if key not in self.styles:
            length = lambda value: self.AUTO if value is None else value * self.PT
            style = self.Style(
                flex_direction=self.FlexDirection.ROW if box.row else self.FlexDirection.COLUMN,
                size=(length(box.width), length(box.height)),
                min_size=(length(box.min_width), length(box.min_height)),
                max_size=(length(box.max_width), self.AUTO),
                flex_grow=box.grow, flex_shrink=box.shrink, flex_basis=length(box.basis))
            self.styles[key] = style.to_dict()
        return self.styles[key]

    def build(self, shape: Shape):
        create, add = self.lib.node_create, self.lib.node_add_child
        root = create(self.ptr, self.style(shape.root))
        top = []
        stack = [(shape.root, root)]
        while stack:
            box, node = stack.pop()
            for child in box.children:
                made = create(self.ptr, self.style(child))
                add(self.ptr, node, made)
                stack.append((child, made))
                if node == root:
                    top.append(made)
        return root, self.SizeAvailableSpace(*shape.offered).to_dict(), top

    def layout(self, built) -> None:
        root, offered, _ = built
        if not self.lib.node_compute_layout(self.ptr, root, offered):
            raise RuntimeError("Taffy's compute_layout failed")

    def size(self, node) -> tuple:
        layout = self.lib.PyLayout()
        self.lib.node_get_layout(self.ptr, node, layout)
        return (layout.width, layout.height)

    def root_size(self, built) -> tuple:
        return self.size(built[0])

    def child_widths(self, built) -> list:
        return [self.size(child)[0] for child in built[2]]


class Yoga:
    """Yoga 3 through pyyoga's node wrapper."""

    def __init__(self):
        import pyyoga
        self.yoga = pyyoga

    def version(self) -> str:
        import importlib.metadata
        return "pyyoga " + importlib.metadata.version("pyyoga")

    def node(self, box: Box):
        node = self.yoga.Node()
        node.flex_direction = self.yoga.FlexDirection.Row if box.row else self.yoga.FlexDirection.Column
        node.flex_grow = box.grow
        node.flex_shrink = box.shrink
        for name in ("width", "height", "min_width", "max_width", "min_height"):
            value = getattr(box, name)
            if value is not None:
                setattr(node, name, value)
        if box.basis is not None:
            node.flex_basis = box.basis
        return node

    def build(self, shape: Shape):
        root = self.node(shape.root)
        stack = [(shape.root, root)]
        while stack:
            box, node = stack.pop()
            for child in box.children:
                made = self.node(child)
                node.add_child(made)
                stack.append((child, made))
        return root, shape.offered

    def layout(self, built) -> None:
        root, (width, height) = built
        root.calculate_layout(width, height, self.yoga.Direction.LTR)

    def root_size(self, built) -> tuple:
        return (built[0].layout_width, built[0].layout_height)

    def child_widths(self, built) -> list:
        return [child.layout_width for child in built[0].children]


# --- Measuring -----------------------------------------------------------------------------

def measure(engine_name: str, shape_name: str, runs: int) -> dict:
    """Builds and lays out the shape `runs` times in this process; times only the layout."""
    sys.setrecursionlimit(100_000)
    engine = {"taffy": Taffy, "yoga": Yoga}[engine_name]()
    shape = make_shape(shape_name)
    times = []
    built = None
    for _ in range(runs):
        built = engine.build(shape)
        gc.collect()
        gc.disable()
        start = time.perf_counter_ns()
        engine.layout(built)
        times.append(time.perf_counter_ns() - start)
        gc.enable()
    size = engine.root_size(built)
    problems = []
    if any(abs(a - b) > 0.5 for a, b in zip(size, shape.expected_size)):
        problems.append(f"root is {size[0]:g}x{size[1]:g}, expected {shape.expected_size[0]:g}x{shape.expected_size[1]:g}")
    if shape.fills_width:
        left = shape.expected_size[0] - sum(engine.child_widths(built))
        if abs(left) > 2.0:
            problems.append(f"the leaves leave {left:.1f} px of the row's width unallocated")
    median = statistics.median(times)
    nodes = shape.nodes()
    return {"engine": engine_name, "version": engine.version(), "shape": shape_name, "nodes": nodes, "runs": runs,
            "median_ms": median / 1e6, "ns_per_node": median / nodes, "problems": problems}


def run_isolated(engine: str, shape: str, runs: int, limit: float) -> dict:
    """Measures in a subprocess, so a shape that takes too long can be stopped."""
    command = [sys.executable, str(Path(__file__).resolve()), "--worker", engine, shape, "--runs", str(runs)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return {"engine": engine, "shape": shape, "timeout_s": limit}
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return {"engine": engine, "shape": shape, "error": last}
    return json.loads(done.stdout)


def cell(result: dict) -> str:
    if "timeout_s" in result:
        return f"> {result['timeout_s']:g} s"
    if "error" in result:
        return "error"
    text = f"{result['median_ms']:.3g} ({result['ns_per_node']:,.0f})"
    return text + (" !" if result["problems"] else "")


def table(results: list, engines: list, shapes: list) -> str:
    by_key = {(r["engine"], r["shape"]): r for r in results}
    nodes = {r["shape"]: r["nodes"] for r in results if "nodes" in r}
    header = ["shape", "nodes", *engines]
    rows = [[shape, f"{nodes[shape]:,}" if shape in nodes else "?", *(cell(by_key[(e, shape)]) for e in engines)]
            for shape in shapes]
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = ["  ".join(text.ljust(width) for text, width in zip(row, widths)) for row in [header, *rows]]
    lines.insert(1, "  ".join("-" * width for width in widths))
    notes = ["median ms of the layout call (ns per node); '!' marks a result that failed its check (listed below)"]
    for r in results:
        for problem in r.get("problems", []):
            notes.append(f"{r['engine']} {r['shape']}: {problem}")
        if "error" in r:
            notes.append(f"{r['engine']} {r['shape']}: {r['error']}")
    versions = sorted({r["version"] for r in results if "version" in r})
    if versions:
        notes.append("engines: " + ", ".join(versions))
    return "\n".join(lines + [""] + notes)


def main() -> None:
    parser = argparse.ArgumentParser(description="Times Taffy and Yoga on trellis-bench's shapes.")
    parser.add_argument("--engines", default=",".join(ENGINES), help="comma-separated: taffy, yoga")
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated shape names (also balanced0-D)")
    parser.add_argument("--runs", type=int, help="layouts per shape (default 7, 3 with --quick)")
    parser.add_argument("--limit", type=float, help="seconds per engine and shape (default 300, 60 with --quick)")
    parser.add_argument("--quick", action="store_true", help="fewer runs and a shorter limit")
    parser.add_argument("--json", metavar="PATH", nargs="?", const="-",
                        help="also write the results as JSON to PATH, or to standard output without one")
    parser.add_argument("--worker", nargs=2, metavar=("ENGINE", "SHAPE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    runs = args.runs or (3 if args.quick else 7)
    if runs < 1:
        parser.error("--runs must be at least 1")

    if args.worker:
        print(json.dumps(measure(args.worker[0], args.worker[1], runs)))
        return

    ensure_environment()
    engines = [e for e in args.engines.split(",") if e]
    shapes = [s for s in args.shapes.split(",") if s]
    for engine in engines:
        if engine not in ENGINES:
            parser.error(f"unknown engine '{engine}'; the engines are {', '.join(ENGINES)}")
    for shape in shapes:
        make_shape(shape)
    limit = args.limit or (60.0 if args.quick else 300.0)

    results = []
    for shape in shapes:
        for engine in engines:
            print(f"peer-bench: {engine} {shape}", file=sys.stderr)
            results.append(run_isolated(engine, shape, runs, limit))
    if args.json == "-":
        print(json.dumps(results, indent=2))
        return
    print(table(results, engines, shapes))
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
