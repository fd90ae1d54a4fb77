#!/usr/bin/env python3
"""Checks Trellis against reference images that real SwiftUI rendered for public snapshot suites.

A suite is a public repository whose tests snapshot SwiftUI views with swift-snapshot-testing and
commit the reference PNGs (`__Snapshots__`). Each suite has a manifest in
Tests/TrellisTests/DifferentialHarness/suites/NAME.json naming the repository, the commit, the
test file, the source files that define the snapshotted views, and for each case the reference
image's path, the view expression as the test writes it, the layout (device, fixed size or
size that fits), safe area, scale, OS design and text size (README.md there gives the schema).
The harness reads the repository from a local git directory (`--mirror`, the repository's git
directory, e.g. a bare clone), at the manifest's commit, and writes nothing of it into the
repository: the sources and images are read into `.build/differential/` and nowhere else.

    Scripts/differential-harness.py --suite NAME --mirror GIT_DIR
    Scripts/differential-harness.py --suite NAME --mirror GIT_DIR --measure-only
    Scripts/differential-harness.py --report
    Scripts/differential-harness.py --misses [--half held-out]
    Scripts/differential-harness.py --blockers [--half held-out]   (why cases did not compile)
    Scripts/differential-harness.py --suite NAME --mirror GIT_DIR --show-layout   (print each layout)

For a suite, end to end:

1. Compile. The manifest's source files are copied, at the commit, into a throw-away SwiftPM
   package, `.build/differential/runner`, whose one dependency is this Trellis checkout by path
   (`.package(path: "../../..")`; a path dependency's package name is its folder's name, which
   the harness reads). The change to each file is its import: `import SwiftUI` becomes
   `import Trellis` (with the two mechanical rules C1 and C2 below). Nothing else is edited,
   and no SwiftUI API is ever stood in for. A file
   that does not compile is taken out and every case that needs it is recorded as "did not
   compile" with the compiler's first error; a case whose own expression does not compile is
   recorded the same way. Both are findings about Trellis's coverage of SwiftUI, not failures
   of the harness.

   What else the throw-away package does, by rule and only by these rules (the results record
   every file taken out and why, so each rule's effect can be seen):
   C1  Platform conditions are read as on iOS, where the images were rendered: in `#if` and
       `#elseif` lines `os(iOS)` and `canImport(UIKit)` become `true`, `os(macOS)` (and the other
       systems) and `canImport(AppKit)` become `false`. UIKit itself is not stood in for, so a
       file that then imports or uses UIKit does not compile.
   C2  `import Combine` becomes `import Trellis`: SwiftUI re-exports the part of Combine that
       views use (`ObservableObject`, `@Published`), which Trellis provides; Combine itself exists
       only on Apple's systems. A file that uses more of Combine (publishers, `AnyCancellable`)
       does not compile.
   C3  The suite's sources compile in the Swift language mode its package compiles them in (the
       manifest's `swiftLanguageMode`, read from its Package.swift: tools version 6.0 or later
       without a setting is 6; 5 when the manifest does not say), and the helpers, fixtures and
       cases in the mode of its test target (`testSwiftLanguageMode`, the same unless the
       manifest says). Isolation inference differs between the modes: in Swift 6 a type
       conforming to a `@MainActor` protocol such as `ButtonStyle` is main-actor isolated, so
       its initialiser's default arguments may call main-actor functions, which Swift 5 mode
       rejects. When the two modes differ, the sources are a library target and the rest the
       executable, which imports it `@testable`, as the tests import the suite's module.
   C4  Where the suite's build settings change isolation for every file (Xcode's
       `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` and `SWIFT_APPROACHABLE_CONCURRENCY = YES`,
       or a package's `.defaultIsolation(MainActor.self)`), the runner's targets get the same
       settings (the manifest's `concurrency`: `defaultIsolation`, `approachable`, with
       `evidence`). Under MainActor default isolation an unannotated type is main-actor
       isolated, so its static `let` of a non-Sendable type compiles, which it does not without
       the setting. (Added on 2026-12-05 for the fit suite challenge-designsystem, whose project
       sets both; the same for every suite whose manifest says so.)
   R1  The target has a resource, so that SwiftPM gives it a `Bundle.module` as it does the
       suite's own target with an asset catalog.
   S1  A test's helpers: the manifest's `helpers` are the test class's own declarations that the
       view expressions use (an appearance model, a wrapper view), transcribed to file scope
       with the same import; `setup` lines are statements the test runs before the expression.
   T1  A case lays out at the Dynamic Type size its test sets; without one, at medium when its
       layout is one of swift-snapshot-testing's iPhone device configurations (their trait
       collections set the content size category to medium), otherwise at large.
   C5  Foundation's URL loading system (`URLSession`, `URLRequest`, `URLProtocol`, `URLCache`,
       `HTTPCookie` and their kin) is part of Foundation on
       Apple's systems and the separate module FoundationNetworking in Linux's Foundation: a
       file that names it imports FoundationNetworking too, at its end so that no line number
       moves. Like C2, an import change, not a stand-in. (Added on 2026-12-05: WBooks' remote
       image loader, `URLSession.shared` in a view's model, took out 36 cases.)
   S2  A suite type that a case names but that is declared in a test file (a fake, a mock) is
       compiled from that file when the manifest lists it under `fixtures`, with the same import
       change and nothing else.
   Nothing stands in for SwiftUI API, and nothing stands in for a suite type whose file does
   not compile: the cases that need it do not compile.

2. Lay out. A generated `main.swift` builds each case's view from the expression and lays it
   out as swift-snapshot-testing does for the case's layout:
     device   the config's window size and safe area (`layout(in:safeAreaInsets:environment:)`),
              the config's scale and size classes;
     fixed    a window of that size with no safe area;
     sizeThatFits
              the size the snapshot tool asks the view for (the manifest's `fitting`), then a
              window of exactly that size. L1: swift-snapshot-testing's SwiftUI
              `.image(layout: .sizeThatFits)` (the strategy's default) asks its hosting
              controller for `sizeThatFits(in: .zero)`, so the view's size for a zero proposal
              (`fitting: zero`): a text with no frame around it shrinks to its ellipsis, and
              one in a fixed-width frame to one line, as the images show. Other tools'
              sizing (an `intrinsicContentSize`, SnapshotTestingMacros' fitting of the
              hosting view's intrinsic size) is the view's ideal size, the view under
              `.fixedSize()` in a large window (`fitting: ideal`, the default). (L1 was added
              on 2026-12-05: until then every size-that-fits case was laid out at its ideal
              size, which SwiftUI's images of swift-snapshot-testing's strategy contradict.)
              L2: what is sized is the view as the hosting controller roots it: a view that is
              several views (a `Group` or `ForEach` at the top, a `body` listing several views)
              is stacked in an implicit `VStack`, centred, with the default spacing, as Trellis's
              lowering roots every window (`View.layoutGraph`) and as SwiftUI's hosting views
              do. (Added on 2026-12-05: until then the size was read through a `ZStack` or a
              `fixedSize()` around the view itself, which lays several root views over one
              another and reported the first one's size: 200 x 200 for the two 200-pt rings
              UICircularProgressRing's tests snapshot in a `Group`, whose images are 200 x 408,
              two frames 8 pt apart.)
   with the environment's `osVersion` (the manifest's Trellis design; `iOS18` stands for the
   iOS 14–16 images, older than any design Trellis has, and for iOS 17 images in manifests
   written before `.iOS17` existed, whose metrics are iOS 18's), `displayScale`, and `dynamicTypeSize`. It prints,
   as JSON, every laid-out node: its depth, name, frame in points, and the colour it fills with
   where the node is a colour or a filled shape, the stroke a shape leaf is drawn with (line
   width and `stroke` or `strokeBorder`), the shadows drawn behind a node (colour, radius,
   offset) and whether it is clipped, as the graph records them (`LayoutGraph.drawing(of:)`).

3. Compare. Each node with a colour is given the RGB iOS renders it with (see `SYSTEM_COLOURS`:
   SwiftUI's `Color.red` and friends render as the system colours, whose values changed in iOS
   26; `rgb(...)` colours are themselves; a named asset colour is read from the suite's asset
   catalog at the commit; an opacity is blended over the image's background). In the reference
   PNG the pixels of that colour (within 4/255 on every channel) are split into connected
   regions; the Trellis node is paired with the region its frame overlaps most (one region per
   node). The region's box is measured by rule M1: on every pixel line across a side, the
   outline is the last pixel of the colour widened by the colour's share of the anti-aliased
   pixel beyond it (Scripts/measure-snapshots.py's coverage reading, imported, not copied), and
   the edge is the outermost of those. So a round side (a circle, a capsule's end) is measured
   where it touches its frame, not inside it as the box of its full pixels would be;
   `--self-check` reads drawn shapes of known geometry back within a tenth of a pixel. (M1
   replaced the box of the full pixels on 2026-12-04, which read circles up to two pixels
   small; the results were then recomputed from the same layouts.) The node's
   frame, clipped to the image and times the scale, agrees when every edge is within one pixel.
   A `sizeThatFits` case also compares the root view's size with the image's size. Colours that
   cannot be seen (clear, white on the white page) are not compared, nor is a view that merges
   with a larger view of the same colour around it (views are matched largest first). A system
   colour is looked for in the case's colour scheme and, where the image has none of it, in the
   other scheme (a view under `.environment(\.colorScheme, ...)` draws in that one).

   What is compared for a node is the region it paints, not always its frame:
   D0  A colour and most shapes fill their frame; a `Circle` is the largest circle centred in
       it (a square of the frame's shorter side). A shape with no fill of its own is drawn in
       the foreground colour set around it, as the graph records it. `Color.clear` paints
       nothing: it is neither compared nor covers anything.
   D1  A fill paints its frame. A stroke paints a band along the frame: `stroke` of width w is
       centred on the edge, so its outer edge is the frame grown by w/2 on every side;
       `strokeBorder` lies inside, so its outer edge is the frame. The band's box is its outer
       edge.
   D2  A fill that lies within the outer edge of a stroke of another colour drawn over it (later
       in drawing order) shows only inside the stroke's inner edge (the stroke's frame shrunk
       by w/2 for `stroke`, by w for `strokeBorder`): its box is its frame cut to that inner
       edge, and a fill wholly under the band is not seen. Drawing order is the graph's, but a
       `background` is drawn before the content it is behind.
   D3  A shadow of radius 0 is the view's silhouette in the shadow's colour, offset by x and y
       and drawn behind the view: where the view is a fill of its whole frame, the shadow's
       visible part is the frame offset, less what the view covers. A blurred shadow (radius >
       0) has no flat region and is not compared; nor is one whose view is not filled.
   D4  A shadow that touches a stroke or fill of its own colour merges with it in the image
       into one region: the two are compared as one box, the union of their boxes.
   D5  A view under `clipShape`, `clipped` or `cornerRadius` is drawn only inside the frame of
       the view they modify: its boxes, a stroke's outer edge among them, are cut to that
       frame (a clip shape's own outline is not modelled; its box is the frame's).
   D6  Drawings of one colour that touch or overlap (a thumb's ring on a bar's border) are one
       region in the image: the largest is compared with the union of their boxes, and the
       others, merged into it, are not compared on their own. A drawing inside a stroke's inner
       edge does not touch the stroke, and one inside another's box adds nothing to it. (Added on 2026-12-04, after D0-D5;
       the results were recomputed from the same layouts.)
   D7  A translucent colour (an opacity below 1) shows blended over what is drawn beneath it:
       the latest earlier drawing whose box holds its box, else the page; a drawing that covers
       the whole image is over the hosting view's background (systemBackground of the scheme),
       since the page's colour is then its own. A translucent drawing that lies partly over
       another drawing and partly not (a translucent stroke along a fill's edge) shows in two
       colours and is not compared. A fill under a translucent stroke (D2) is seen through the
       band: where the band over it is the fill's own colour within the matching tolerance (a
       gray stroke over a gray fill) the fill reaches its frame, otherwise the band's inner
       edge, which rule M1 reads true only where at least 2 px of the band lie inside the
       fill (`--self-check`: 1.5 px of band read 1.2 px off); a fill under a thinner band is
       not compared. (Added on 2026-12-05 from the fit suite challenge-designsystem, whose swatches are
       framed by a translucent gray stroke on a translucent gray page; until then every opacity
       was blended over the page's colour, which is wrong over another drawing and doubly
       blended for a translucent background that is the page.)
   D8  A shape whose outline is not one of the built-in shapes' (a custom `Shape`, or one made
       by `trim`, `rotation`, `inset`, `offset`, `scale` or `transform`) paints what its path
       draws in its own bounds (as SwiftUI calls `path(in:)`: a rectangle of the frame's
       size at the origin), moved to its frame, which the graph records as the box of its ink
       (`NodeDrawing.ink`): the path's box when filled; when stroked, the band of half the
       line width on each side of the path, its joins (a miter's tip within the miter
       limit, a round join's disc) and its caps at open ends (none beyond the end for
       `.butt`, the default; half the width beyond it for `.square`; a half-width disc for
       `.round`), as Core Graphics strokes a path. A ring trimmed to half its length, butt
       capped, paints the half of its frame on that side, not the frame. Where this box
       differs from D0's and D1's it replaces them, and has no inner edge, so D2 does not cut
       a fill under it; a shape whose path follows its frame (an `AnyShape` of a rounded
       rectangle) keeps D0 and D1, inner edge included.
       (Added on 2026-12-05, when the held-out suite UICircularProgressRing's rings, a
       custom shape trimmed and rotated, were compared with their whole frames; the rule
       is how every renderer strokes a path, not read from those images.)
   D9  A drawing shows only where no opaque drawing of another colour drawn after it covers it:
       the ring of a progress view under the arc drawn over it, a slider's track under its
       thumb. Each drawing that a later one overlaps is drawn, with its covers, on a grid of
       samples (16 to a point, fewer for drawings over 300 pt, at most 4800 to a side): a
       path's ink as the graph records its outline (`InkOutline`: the path through straight
       pieces, filled, or stroked with its width, caps and joins), a circle's disc or ring,
       any other shape's box or band (a rounded shape's corners are drawn square). What no
       cover hides, less slivers under a twelfth of a point (where a cover's edge runs along
       the drawing's own edge, the two outlines, each followed through straight pieces, part
       by hundredths of a point that no pixel shows), is what shows. Its parts are one region
       in the image where they touch, directly or through drawings of the same colour (a
       thumb's border joins the two halves of the track's border it crosses); of the regions,
       the one that holds most of the drawing's visible samples is compared. A drawing wholly
       covered is not seen. Translucent covers are left to D7. `--self-check` draws a gray
       ring under a blue half ring and a track under a bordered thumb, of known geometry, and
       reads their visible boxes back within 0.02 pt. (Added on 2026-12-05 for
       what held-out rings and a slider showed; D2, a fill inside a stroke's inner edge, is
       the case of a cover whose band surrounds the drawing, and gives the same boxes.)
   D10 A drawing transform (`rotationEffect`, `scaleEffect`, `transformEffect`,
       `rotation3DEffect`), which the graph records on the modified view's nodes
       (`NodeDrawing.transforms`) about its anchor in their frames, moves what the node and
       everything under it paint, innermost first. A half turn about an axis in the plane (a
       `rotation3DEffect` of 180 degrees about the vertical axis, as a counterclockwise ring is
       drawn) is the mirror across that axis, whatever the perspective. A transform that maps
       boxes onto boxes (a scale, a mirror, a quarter turn) maps the drawing's box onto its
       drawn box; a drawing under any other rotation, or under a turn out of the plane seen in
       perspective, is not compared. (Added on 2026-12-05; until then drawing transforms were
       not recorded, and a mirrored ring was compared where it would be unmirrored.)
   D11 A `Divider` draws its line (the system separator colour) over its frame, after what is
       behind it. The graph records no colour for it, so the line is not compared itself; it is
       a cover for rule D9: a fill it crosses shows in the image as two regions of the fill's
       colour, one on each side of the line, and the one that holds most of the fill is
       compared. `--self-check` splits a fill by a line of known geometry. (Added on
       2026-12-05: a divider across a zoom control's fill was compared with the whole fill,
       whose colour the image shows in two parts.)
   These describe what SwiftUI draws; they never depend on what the image shows.

   `--measure-only` skips steps 1 and 2 and records, for each case, the flat-colour boxes of the
   reference image (connected regions of one colour, at least 4 × 4 pt, other than the
   background) with the nearest iOS system colour: what a comparison will be made against.

4. Record. Results go into Tests/TrellisTests/DifferentialHarness/results.json, one entry per
   suite (replaced on each run): per case the status, the boxes compared and within one pixel,
   and every miss with the expected (reference) and the Trellis frame in points. `--report` prints
   the table per suite and per half (`fit`: the repositories already used to fit Trellis's
   metrics; `held-out`: the others) from the committed results; `--misses` lists the misses.

The images and the sources stay in `.build`; only numbers, names and repository references are
committed. The script makes its own virtual environment, `.build/venv-differential` (Pillow,
numpy, SciPy), and runs itself again with it.
"""

from __future__ import annotations

import argparse
import colorsys
import importlib.util
import io
import json
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".build" / "venv-differential"
PACKAGES = ["pillow", "numpy", "scipy"]
HARNESS = ROOT / "Tests" / "TrellisTests" / "DifferentialHarness"
SUITES = HARNESS / "suites"
RESULTS = HARNESS / "results.json"
WORK = ROOT / ".build" / "differential"
RUNNER = WORK / "runner"
SWIFT_ENV = {**os.environ}


def ensure_environment() -> None:
    if Path(sys.prefix).resolve() == VENV.resolve():
        return
    python = VENV / "bin" / "python"
    if not python.exists():
        venv.create(VENV, with_pip=True)
    probe = subprocess.run([str(python), "-c", "import PIL, numpy, scipy"], capture_output=True)
    if probe.returncode != 0:
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PACKAGES], check=True)
    os.execv(str(python), [str(python), __file__, *sys.argv[1:]])


def measure_module():
    """Scripts/measure-snapshots.py, imported (its file name has a hyphen)."""
    spec = importlib.util.spec_from_file_location("measure_snapshots", ROOT / "Scripts" / "measure-snapshots.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- Colours -----------------------------------------------------------------------------

def hexrgb(text: str):
    return [int(text[i:i + 2], 16) for i in (0, 2, 4)]


# iOS's system colours as rendered, light and dark, by design generation. iOS 17 and 18 share
# the long-standing palette (Apple's Human Interface Guidelines, "Color", before 2025); iOS 26's
# palette changed most hues (the HIG's iOS 26 table). SwiftUI's standard colours (`Color.red`)
# render as these.
SYSTEM_COLOURS = {
    "classic": {
        "light": {"red": "FF3B30", "orange": "FF9500", "yellow": "FFCC00", "green": "34C759", "mint": "00C7BE",
                  "teal": "30B0C7", "cyan": "32ADE6", "blue": "007AFF", "indigo": "5856D6", "purple": "AF52DE",
                  "pink": "FF2D55", "brown": "A2845E", "gray": "8E8E93", "black": "000000", "white": "FFFFFF"},
        "dark": {"red": "FF453A", "orange": "FF9F0A", "yellow": "FFD60A", "green": "30D158", "mint": "63E6E2",
                 "teal": "40C8E0", "cyan": "64D2FF", "blue": "0A84FF", "indigo": "5E5CE6", "purple": "BF5AF2",
                 "pink": "FF375F", "brown": "AC8E68", "gray": "8E8E93", "black": "000000", "white": "FFFFFF"},
    },
    "iOS26": {
        "light": {"red": "FF383C", "orange": "FF8D28", "yellow": "FFCC00", "green": "34C759", "mint": "00C8B3",
                  "teal": "00C3D0", "cyan": "00C0E8", "blue": "0088FF", "indigo": "6155F5", "purple": "CB30E0",
                  "pink": "FF2D55", "brown": "AC7F5E", "gray": "8E8E93", "black": "000000", "white": "FFFFFF"},
        "dark": {"red": "FF4245", "orange": "FF9230", "yellow": "FFD600", "green": "30D158", "mint": "00DAC3",
                 "teal": "00D2E0", "cyan": "3CD3FE", "blue": "0091FF", "indigo": "6D7CFF", "purple": "DB34F2",
                 "pink": "FF375F", "brown": "B78A66", "gray": "8E8E93", "black": "000000", "white": "FFFFFF"},
    },
}


# UIKit's semantic background colours (`Color(.systemBackground)` and friends), light and dark,
# the same from iOS 13 to 26.
UI_COLOURS = {
    "systemBackground": ("FFFFFF", "000000"), "secondarySystemBackground": ("F2F2F7", "1C1C1E"),
    "tertiarySystemBackground": ("FFFFFF", "2C2C2E"), "systemGroupedBackground": ("F2F2F7", "000000"),
    "secondarySystemGroupedBackground": ("FFFFFF", "1C1C1E"), "tertiarySystemGroupedBackground": ("F2F2F7", "2C2C2E"),
    "systemGray6": ("F2F2F7", "1C1C1E"), "systemGray5": ("E5E5EA", "2C2C2E"), "systemGray4": ("D1D1D6", "3A3A3C"),
    "systemGray3": ("C7C7CC", "48484A"), "systemGray2": ("AEAEB2", "636366"), "systemGray": ("8E8E93", "8E8E93"),
}


def palette(os_name: str, scheme: str):
    generation = "iOS26" if os_name.startswith("iOS 26") else "classic"
    return {k: hexrgb(v) for k, v in SYSTEM_COLOURS[generation][scheme].items()}


def nearest_system_colour(rgb, os_name: str, scheme: str):
    best, name = None, None
    for key, value in palette(os_name, scheme).items():
        d = max(abs(a - b) for a, b in zip(rgb, value))
        if best is None or d < best:
            best, name = d, key
    return (name, best) if best is not None and best <= 6 else (None, best)


def asset_colour(git_dir: str, commit: str, name: str, scheme: str, tree: list[str]):
    """The RGB of the named colour set in the suite's asset catalogs, or None."""
    suffix = f"/{name}.colorset/Contents.json"
    for path in tree:
        if path.endswith(suffix):
            data = json.loads(git_show(git_dir, commit, path))
            chosen = None
            for entry in data.get("colors", []):
                appearances = entry.get("appearances") or []
                dark = any(a.get("value") == "dark" for a in appearances)
                if (scheme == "dark") == dark or chosen is None:
                    if appearances and not dark and scheme == "dark":
                        continue
                    chosen = entry
            if not chosen:
                return None
            comps = chosen["color"]["components"]

            def channel(v):
                v = str(v)
                if v.startswith("0x"):
                    return int(v, 16)
                f = float(v)
                return round(f * 255) if f <= 1.0 and "." in v else int(f)
            return [channel(comps["red"]), channel(comps["green"]), channel(comps["blue"])], float(comps.get("alpha", 1))
    return None


def resolve_colour(name: str, os_name: str, scheme: str, background, suite_ctx):
    """The RGB a Trellis colour name renders as over `background`, or None when unknown."""
    name = name.strip()
    opacity = 1.0
    m = re.fullmatch(r"(.*)\.opacity\(([\d.]+)\)", name)
    if m:
        name, opacity = m.group(1), float(m.group(2))
    system = palette(os_name, scheme)
    rgb, alpha = None, 1.0
    if name == "clear":
        return None
    if name in system:
        rgb = system[name]
    elif name.startswith("system") and name[6:7].lower() + name[7:] in system:
        # UIKit's system colours (`Color(.systemBlue)`) are the palette's colours.
        rgb = system[name[6:7].lower() + name[7:]]
    elif name in ("primary",):
        rgb = [0, 0, 0] if scheme == "light" else [255, 255, 255]
    elif name == "secondary":
        rgb, alpha = ([60, 60, 67], 0.6) if scheme == "light" else ([235, 235, 245], 0.6)
    elif name == "accentColor":
        rgb = system["blue"]
    elif name in UI_COLOURS:
        rgb = hexrgb(UI_COLOURS[name][0 if scheme == "light" else 1])
    else:
        m = re.fullmatch(r"(rgb|hsb)\(([^)]*)\)", name)
        if m:
            parts = [float(p) for p in m.group(2).split(",")]
            if m.group(1) == "hsb":
                r, g, b = colorsys.hsv_to_rgb(*parts[:3])
                parts = [r, g, b] + parts[3:]
            rgb = [round(p * 255) for p in parts[:3]]
            alpha = parts[3] if len(parts) > 3 else 1.0
        elif suite_ctx is not None:
            found = asset_colour(suite_ctx["gitDir"], suite_ctx["commit"], name, scheme, suite_ctx["tree"])
            if found:
                rgb, alpha = found
    if rgb is None:
        return None
    a = alpha * opacity
    return [round(c * a + b * (1 - a)) for c, b in zip(rgb, background)]


# --- Git ---------------------------------------------------------------------------------

def git_show(git_dir: str, commit: str, path: str) -> bytes:
    return subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"],
                          check=True, capture_output=True).stdout


def git_tree(git_dir: str, commit: str) -> list[str]:
    out = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "--name-only", commit],
                         check=True, capture_output=True, text=True).stdout
    return out.splitlines()


# --- The throw-away package --------------------------------------------------------------

SUPPORT = r'''
import Foundation
import Trellis

struct HarnessStroke: Encodable {
    var lineWidth: Double
    var kind: String
}

struct HarnessShadow: Encodable {
    var color: String?
    var radius: Double
    var x: Double
    var y: Double
}

struct HarnessTransform: Encodable {
    var affine: [Double]?
    var anchor: [Double]
}

struct HarnessOutline: Encodable {
    var polylines: [[Double]]
    var lineWidth: Double?
    var cap: String
    var join: String
}

struct HarnessNode: Encodable {
    var depth: Int
    var name: String
    var frame: [Double]
    var color: String?
    var stroke: HarnessStroke?
    var shadows: [HarnessShadow]?
    var clipped: Bool?
    var ink: [Double]?
    var outline: HarnessOutline?
    var transforms: [HarnessTransform]?
}

struct HarnessCase: Encodable {
    var name: String
    var window: [Double]
    var nodes: [HarnessNode]
}

enum HarnessLayout {
    case device(width: Double, height: Double, top: Double, leading: Double, bottom: Double, trailing: Double)
    case fixed(width: Double, height: Double)
    case sizeThatFits
    case sizeThatFitsZero
}

@MainActor
func harnessEnvironment(scale: Double, os: OSVersion, textSize: DynamicTypeSize, width: Double, height: Double) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.displayScale = CGFloat(scale)
    environment.osVersion = os
    environment.dynamicTypeSize = textSize
    let classes = UserInterfaceSizeClass.forWindow(CGSize(width: width, height: height))
    environment.horizontalSizeClass = classes.horizontal
    environment.verticalSizeClass = classes.vertical
    return environment
}

@MainActor
func harnessLayOut<V: View>(_ name: String, _ view: V, _ layout: HarnessLayout, scale: Double, os: OSVersion,
                            textSize: DynamicTypeSize) -> HarnessCase {
    let result: LayoutResult
    let window: CGSize
    switch layout {
    case let .device(width, height, top, leading, bottom, trailing):
        window = CGSize(width: width, height: height)
        let environment = harnessEnvironment(scale: scale, os: os, textSize: textSize, width: width, height: height)
        result = view.layout(in: window, safeAreaInsets: EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing),
                             environment: environment)
    case let .fixed(width, height):
        window = CGSize(width: width, height: height)
        let environment = harnessEnvironment(scale: scale, os: os, textSize: textSize, width: width, height: height)
        result = view.layout(in: window, environment: environment)
    case .sizeThatFits:
        let large = CGSize(width: 100_000, height: 100_000)
        let probeEnvironment = harnessEnvironment(scale: scale, os: os, textSize: textSize, width: 390, height: 844)
        // The root as the host lays it out (rule L2): several views stack in an implicit VStack.
        let probe = VStack { view }.fixedSize().layout(in: large, environment: probeEnvironment)
        let ideal = probe.frame(ofNode: probe.graph.children(of: probe.graph.root).first ?? probe.graph.root) ?? probe.rootFrame
        window = CGSize(width: ideal.width, height: ideal.height)
        let environment = harnessEnvironment(scale: scale, os: os, textSize: textSize, width: window.width, height: window.height)
        result = view.layout(in: window, environment: environment)
    case .sizeThatFitsZero:
        // swift-snapshot-testing's SwiftUI `.image(layout: .sizeThatFits)`: the hosting
        // controller's `sizeThatFits(in: .zero)`, the view's size for a zero proposal (rule L1).
        let probeEnvironment = harnessEnvironment(scale: scale, os: os, textSize: textSize, width: 390, height: 844)
        // In a ZStack, which proposes its own proposal to the view and reports the view's size;
        // the view as the host roots it (rule L2): several views stack in an implicit VStack.
        let probe = ZStack { VStack { view } }.layout(in: .zero, environment: probeEnvironment)
        let fitted = probe.frame(ofNode: probe.graph.children(of: probe.graph.root).first ?? probe.graph.root) ?? probe.rootFrame
        window = CGSize(width: fitted.width, height: fitted.height)
        let environment = harnessEnvironment(scale: scale, os: os, textSize: textSize, width: window.width, height: window.height)
        result = view.layout(in: window, environment: environment)
    }
    var nodes: [HarnessNode] = []
    func walk(_ node: NodeID, _ depth: Int) {
        if let frame = result.frames[node.index] {
            let drawing = result.graph.drawing(of: node)
            let stroke = drawing?.stroke.map { HarnessStroke(lineWidth: $0.lineWidth, kind: $0.placement.rawValue) }
            let shadows = drawing?.shadows.map { HarnessShadow(color: $0.color?.string, radius: $0.radius, x: $0.x, y: $0.y) }
            let ink = drawing?.ink.map { $0.box(in: frame) }.flatMap { $0.isNull ? nil : $0 }
            let outline = ink == nil ? nil : drawing?.ink?.outline(in: frame).map {
                HarnessOutline(polylines: $0.polylines.map { $0.flatMap { [Double($0.x), Double($0.y)] } },
                               lineWidth: $0.lineWidth, cap: $0.cap.rawValue, join: $0.join.rawValue)
            }
            let transforms = drawing?.transforms.map { transform in
                HarnessTransform(affine: transform.affine.map { [$0.a, $0.b, $0.c, $0.d, $0.tx, $0.ty].map { Double($0) } },
                                 anchor: [Double(transform.anchor.x), Double(transform.anchor.y)])
            }
            nodes.append(HarnessNode(depth: depth, name: result.graph.displayName(of: node),
                                     frame: [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) },
                                     color: result.graph.colorName(of: node)?.string, stroke: stroke,
                                     shadows: shadows?.isEmpty == false ? shadows : nil,
                                     clipped: drawing?.isClipped == true ? true : nil,
                                     ink: ink.map { [$0.minX, $0.minY, $0.width, $0.height].map { Double($0) } },
                                     outline: outline,
                                     transforms: transforms?.isEmpty == false ? transforms : nil))
        }
        for child in result.graph.children(of: node) { walk(child, depth + 1) }
    }
    walk(result.graph.root, 0)
    return HarnessCase(name: name, window: [Double(window.width), Double(window.height)], nodes: nodes)
}

func harnessPrint(_ cases: [HarnessCase]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try! encoder.encode(cases)
    print("HARNESS-JSON " + String(decoding: data, as: UTF8.self))
}
'''


IOS_CONDITIONS = [
    (r"\bos\(iOS\)", "true"), (r"\bos\((?:macOS|OSX|tvOS|watchOS|visionOS|Linux|Windows|Android)\)", "false"),
    (r"\bcanImport\(UIKit\)", "true"), (r"\bcanImport\(AppKit\)", "false"),
]


def rewrite_imports(text: str) -> str:
    """The import change, and the platform conditions read as on iOS (rule C1)."""
    text = re.sub(r"^(\s*)import\s+SwiftUI\s*$", r"\1import Trellis", text, flags=re.M)
    # Rule C2: SwiftUI re-exports the part of Combine that views use (ObservableObject,
    # @Published), which Trellis provides; Combine itself exists only on Apple's systems.
    text = re.sub(r"^(\s*)import\s+Combine\s*$", r"\1import Trellis", text, flags=re.M)
    # Rule C5: Foundation's URL loading system is part of Foundation on Apple's systems and the
    # separate module FoundationNetworking on Linux; a file that names it imports that module
    # too, at its end, so that no line moves.
    if re.search(r"\bURL(?:Session\w*|Request|Response|Protocol\w*|Cache|Credential\w*|AuthenticationChallenge\w*)\b"
                 r"|\bHTTP(?:URLResponse|Cookie\w*)\b", text):
        text = text.rstrip("\n") + "\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"

    def condition(match):
        line = match.group(0)
        for pattern, value in IOS_CONDITIONS:
            line = re.sub(pattern, value, line)
        return line
    return re.sub(r"^\s*#(?:if|elseif)\b.*$", condition, text, flags=re.M)


def package_folder_name() -> str:
    return ROOT.name


def write_package(target: str, language_mode: int, library: str | None = None, library_mode: int = 5,
                  concurrency: str = ""):
    """The runner's manifest: the executable `target`, and where the suite's sources compile in
    another language mode than its tests, the library `library` that holds them (rule C3).
    `concurrency` is the suite's own isolation settings, added to every target's (rule C4)."""
    RUNNER.mkdir(parents=True, exist_ok=True)
    trellis = f'.product(name: "Trellis", package: "{package_folder_name()}")'
    if library is None:
        targets = f'''        .executableTarget(name: "{target}", dependencies: [{trellis}],
                          resources: [.copy("HarnessResources")],
                          swiftSettings: [.swiftLanguageMode(.v{language_mode}){concurrency}]),'''
    else:
        targets = f'''        .target(name: "{library}", dependencies: [{trellis}], resources: [.copy("HarnessResources")],
                swiftSettings: [.swiftLanguageMode(.v{library_mode}){concurrency}]),
        .executableTarget(name: "{target}", dependencies: ["{library}", {trellis}],
                          swiftSettings: [.swiftLanguageMode(.v{language_mode}){concurrency}]),'''
    (RUNNER / "Package.swift").write_text(f'''// swift-tools-version:6.2
// Generated by Scripts/differential-harness.py; thrown away with .build.
import PackageDescription
let package = Package(
    name: "runner",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../../..")],
    targets: [
{targets}
    ]
)
''')


def os_case(design: str) -> str:
    return {"iOS17": ".iOS17", "iOS18": ".iOS18", "iOS26_0": ".iOS26_0", "iOS26": ".iOS26"}.get(design, ".iOS18")


TEXT_SIZES = {"xSmall": ".xSmall", "small": ".small", "medium": ".medium", "large": ".large", "xLarge": ".xLarge",
              "xxLarge": ".xxLarge", "xxxLarge": ".xxxLarge", "accessibility1": ".accessibility1",
              "accessibility2": ".accessibility2", "accessibility3": ".accessibility3",
              "accessibility4": ".accessibility4", "accessibility5": ".accessibility5"}


def layout_literal(layout: dict) -> str:
    kind = layout["kind"]
    if kind == "device":
        w, h = layout["size"]
        t, l, b, r = layout.get("safeArea", [0, 0, 0, 0])
        return f".device(width: {w}, height: {h}, top: {t}, leading: {l}, bottom: {b}, trailing: {r})"
    if kind == "fixed":
        w, h = layout["size"]
        return f".fixed(width: {w}, height: {h})"
    if layout.get("fitting") == "zero":
        return ".sizeThatFitsZero"
    return ".sizeThatFits"


def text_size(case):
    """The Dynamic Type size a case was drawn at (rule T1): the one its test sets, else medium for
    swift-snapshot-testing's iPhone device configurations, whose trait collections set the
    content size category to medium, else large, the system's default."""
    if "textSize" in case:
        return case["textSize"]
    layout = case["layout"]
    if layout["kind"] == "device" and str(layout.get("config", "")).startswith("iPhone"):
        return "medium"
    return "large"


def write_main(target_dir: Path, suite: dict, cases: list[dict], library: str | None = None) -> dict[int, str]:
    """Writes main.swift; returns the line ranges of each case's function (line -> case name)."""
    lines = ["import Foundation", "import Trellis", f"@testable import {library}" if library else "", ""]
    owner: dict[int, str] = {}
    calls = []
    for i, case in enumerate(cases):
        fn = f"harnessCase{i}"
        start = len(lines) + 1
        lines.append("@MainActor")
        lines.append(f"func {fn}() -> HarnessCase {{")
        for setup in case.get("setup", []):
            lines.append("    " + setup)
        view_lines = case["view"].split("\n")
        lines.append("    let view = " + view_lines[0])
        lines.extend("    " + line for line in view_lines[1:])
        lines.append(f"    return harnessLayOut({json.dumps(case['name'])}, view, {layout_literal(case['layout'])}, "
                     f"scale: {case['layout'].get('scale', 3)}, os: {os_case(case.get('trellisOS', suite['os']['trellis']))}, "
                     f"textSize: {TEXT_SIZES[text_size(case)]})")
        lines.append("}")
        lines.append("")
        for n in range(start, len(lines) + 1):
            owner[n] = case["name"]
        calls.append(f"{fn}()")
    lines.append("MainActor.assumeIsolated {")
    lines.append("    harnessPrint([" + ", ".join(calls) + "])")
    lines.append("}")
    (target_dir / "main.swift").write_text("\n".join(lines) + "\n")
    return owner


ERROR = re.compile(r"^(?P<file>/[^:]+\.swift):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$", re.M)


def explain(message: str, removed: list[dict]) -> str:
    """The message, with the file taken out earlier that declared the missing name, if any."""
    m = re.search(r"(?:cannot find (?:type )?'(\w+)' in scope|has no member '(\w+)')", message)
    if m:
        name = m.group(1) or m.group(2)
        for r in removed:
            if name in r.get("declares", []):
                return f"{message} (declared in {r['file']}, taken out: {r['error']})"
    return message


def build(target: str):
    env = dict(SWIFT_ENV)
    proc = subprocess.run(["swift", "build", "--product", target], cwd=RUNNER, capture_output=True, text=True, env=env)
    return proc.returncode, proc.stdout + proc.stderr


# Xcode's "Approachable Concurrency" build setting turns on these upcoming features (the ones
# Swift 6 mode does not already have).
APPROACHABLE_CONCURRENCY = ["InferIsolatedConformances", "NonisolatedNonsendingByDefault"]


def concurrency_settings(suite: dict) -> str:
    """Rule C4: the suite's default actor isolation and approachable concurrency, as its build
    settings give them (`SWIFT_DEFAULT_ACTOR_ISOLATION`, `SWIFT_APPROACHABLE_CONCURRENCY`, or
    the package's `defaultIsolation` and upcoming features), as extra Swift settings."""
    settings = suite.get("concurrency", {})
    extra = ""
    if settings.get("defaultIsolation") == "MainActor":
        extra += ", .defaultIsolation(MainActor.self)"
    if settings.get("approachable"):
        extra += "".join(f', .enableUpcomingFeature("{f}")' for f in APPROACHABLE_CONCURRENCY)
    return extra


def compile_and_run(suite: dict, git_dir: str, log) -> tuple[dict, dict, list]:
    """Builds the suite's cases against Trellis, taking out what does not compile.

    Returns (layouts by case name, did-not-compile errors by case name, files taken out)."""
    target = "Suite_" + re.sub(r"\W", "_", suite["name"])
    sources_mode = suite.get("swiftLanguageMode", 5)
    tests_mode = suite.get("testSwiftLanguageMode", sources_mode)
    library = target + "_Sources" if tests_mode != sources_mode else None
    write_package(target, tests_mode, library, sources_mode, concurrency_settings(suite))
    target_dir = RUNNER / "Sources" / target
    library_dir = RUNNER / "Sources" / library if library else target_dir
    for old in (RUNNER / "Sources").iterdir() if (RUNNER / "Sources").exists() else []:
        shutil.rmtree(old)
    target_dir.mkdir(parents=True)
    library_dir.mkdir(parents=True, exist_ok=True)
    (target_dir / "HarnessSupport.swift").write_text(SUPPORT)
    # A suite target with resources (an asset catalog) has a `Bundle.module`; so has this one.
    (library_dir / "HarnessResources").mkdir()
    (library_dir / "HarnessResources" / "README").write_text("resources placeholder\n")
    if library:
        # The library keeps a file when every source file is taken out.
        (library_dir / "HarnessLibrary.swift").write_text("import Trellis\n")
    testable = f"@testable import {library}\n" if library else ""
    files = {}
    for path in suite.get("sources", []):
        local = library_dir / ("src_" + re.sub(r"[^\w.]", "_", path))
        local.write_text(rewrite_imports(git_show(git_dir, suite["commit"], path).decode("utf-8")))
        files[str(local)] = path
    for path in suite.get("fixtures", []):
        local = target_dir / ("src_" + re.sub(r"[^\w.]", "_", path))
        local.write_text(testable + rewrite_imports(git_show(git_dir, suite["commit"], path).decode("utf-8")))
        files[str(local)] = path
    for test_file, declarations in suite.get("helpers", {}).items():
        local = target_dir / ("helpers_" + re.sub(r"[^\w.]", "_", test_file))
        local.write_text("import Foundation\nimport Trellis\n" + testable + "\n" + "\n".join(declarations) + "\n")
        files[str(local)] = test_file + " (helpers)"
    cases = list(suite["cases"])
    failed: dict[str, str] = {}
    removed: list[dict] = []
    for attempt in range(40):
        live = [c for c in cases if c["name"] not in failed]
        if not live:
            break
        owner = write_main(target_dir, suite, live, library)
        log(f"  build {attempt + 1}: {len(live)} cases, {len(files)} files")
        code, output = build(target)
        if code == 0:
            exe = RUNNER / ".build" / "debug" / target
            run = subprocess.run([str(exe)], capture_output=True, text=True, cwd=RUNNER, timeout=600)
            line = next((l for l in run.stdout.splitlines() if l.startswith("HARNESS-JSON ")), None)
            if line is None:
                raise SystemExit(f"the runner printed no layouts:\n{run.stdout[-2000:]}\n{run.stderr[-2000:]}")
            layouts = {c["name"]: c for c in json.loads(line[len("HARNESS-JSON "):])}
            return layouts, failed, removed
        errors = [m for m in ERROR.finditer(output)]
        if not errors:
            raise SystemExit("the build failed without a compiler error:\n" + output[-4000:])
        # Every file's first error, and every case whose expression has an error, at once.
        seen_files = set()
        for error in errors:
            file, message, line_no = error.group("file"), error.group("message"), int(error.group("line"))
            if file.endswith("/main.swift"):
                name = owner.get(line_no)
                if name is None:
                    raise SystemExit(f"an error outside the cases (main.swift:{line_no}): {message}")
                if name in failed:
                    continue
                failed[name] = "case expression: " + explain(message, removed)
                log(f"  did not compile: {name}: {failed[name]}")
            elif file in files and file not in seen_files:
                seen_files.add(file)
                repo_path = files.pop(file)
                source = Path(file).read_text()
                os.remove(file)
                declared = re.findall(r"\b(?:struct|class|enum|protocol|typealias|actor)\s+(\w+)", source)
                declared += re.findall(r"\b(?:let|var|func)\s+(\w+)", source)
                removed.append({"file": repo_path, "line": line_no, "error": explain(message, removed), "declares": declared})
                log(f"  file taken out: {repo_path}:{line_no}: {removed[-1]['error']}")
                for case in cases:
                    if case["name"] not in failed and repo_path in case.get("needs", []):
                        failed[case["name"]] = f"{repo_path}:{line_no}: {message}"
            elif file not in files and not file.endswith("/main.swift") and "HarnessSupport" in file:
                raise SystemExit(f"an error in the harness's own support file: {file}: {message}")
    return {}, failed, removed


# --- Measuring -----------------------------------------------------------------------------

def load_image(git_dir: str, commit: str, path: str):
    import numpy as np
    from PIL import Image

    image = Image.open(io.BytesIO(git_show(git_dir, commit, path)))
    rgba = np.asarray(image.convert("RGBA"), dtype=float)
    alpha = rgba[..., 3:4] / 255.0
    return rgba[..., :3] * alpha + 255.0 * (1.0 - alpha)


def components(mask):
    from scipy import ndimage

    labels, count = ndimage.label(mask)
    slices = ndimage.find_objects(labels)
    return labels, [(i + 1, s) for i, s in enumerate(slices) if s is not None]


def measure_region(measure, rgb, labels, label, slc, colour, outside):
    """The region's box in pixels: each edge read across the middle of its side (rule M1)."""
    import numpy as np

    ys, xs = slc
    mask = np.zeros(labels.shape, dtype=bool)
    mask[ys, xs] = labels[ys, xs] == label
    return middle_edges_box(measure, rgb, mask, colour)


def middle_edges_box(measure, rgb, mask, colour):
    """Rule M1: the box of the shape's outline. For each pixel line across a side (columns for
    the top and bottom edges, rows for the sides), the outline is the last pixel of the colour
    plus the share of the colour in the anti-aliased pixel beyond it, read against the pixel
    after that (whatever lies there: the page, a border, another fill); each edge is the
    outermost of those over the side's lines. Along a straight side every line agrees. A round
    side (a circle, a capsule's end, a ring merged with a bar) reaches its frame on one line
    only, where the outline is perpendicular to it; the box of the full pixels misses that by
    up to two pixels. `--self-check` reads drawn shapes of known geometry back with it."""
    import numpy as np

    rows = np.flatnonzero(mask.any(axis=1))
    cols = np.flatnonzero(mask.any(axis=0))
    top, bottom, left, right = rows[0], rows[-1] + 1, cols[0], cols[-1] + 1
    colour = np.asarray(colour, dtype=float)

    def outermost(pixels, lines_mask, forward):
        """The outline along each line (axis 1 of the arrays) from its start or its end, and the
        outermost over the lines. `pixels` is lines × positions × 3."""
        count = lines_mask.shape[1]
        has = lines_mask.any(axis=1)
        if not has.any():
            return None
        lines_mask, pixels = lines_mask[has], pixels[has]
        if forward:
            lines_mask, pixels = lines_mask[:, ::-1], pixels[:, ::-1]
        first = lines_mask.argmax(axis=1)
        index = np.arange(first.size)
        inside = first >= 2
        share = np.zeros(first.size)
        if inside.any():
            edge = pixels[index[inside], first[inside] - 1]
            beyond = pixels[index[inside], first[inside] - 2]
            direction = colour[None, :] - beyond
            norm = (direction * direction).sum(axis=1)
            value = ((edge - beyond) * direction).sum(axis=1) / np.where(norm > 0, norm, 1)
            share[inside] = np.where(norm > 0, np.clip(value, 0.0, 1.0), 0.0)
        outline = first - share
        best = float(outline.min())
        return count - best if forward else best

    y0 = outermost(np.transpose(rgb, (1, 0, 2))[left:right], mask.T[left:right], False)
    y1 = outermost(np.transpose(rgb, (1, 0, 2))[left:right], mask.T[left:right], True)
    x0 = outermost(rgb[top:bottom], mask[top:bottom], False)
    x1 = outermost(rgb[top:bottom], mask[top:bottom], True)
    return [x0, y0, x1 - x0, y1 - y0]


def page_colour(rgb):
    """The colour around the view: the commonest colour of the image's four corner pixels."""
    import numpy as np

    corners = np.array([rgb[0, 0], rgb[0, -1], rgb[-1, 0], rgb[-1, -1]]).round().astype(int)
    values, counts = np.unique(corners, axis=0, return_counts=True)
    return values[counts.argmax()].astype(float)


def flat_boxes(measure, rgb, scale, os_name, scheme, limit=40):
    """The reference image's flat-colour regions of at least 8 × 8 pt, but the page around them."""
    import numpy as np

    outside = page_colour(rgb)
    flat = rgb.round().astype(int)
    values, counts = np.unique(flat.reshape(-1, 3), axis=0, return_counts=True)
    order = np.argsort(-counts)
    minimum = (8 * scale) ** 2
    taken = np.zeros(rgb.shape[:2], dtype=bool)
    boxes = []
    for index in order[:60]:
        colour = values[index]
        if counts[index] < minimum or (np.abs(colour - outside) <= 2).all():
            continue
        mask = measure.colour_mask(rgb, colour.astype(float), 2.0) & ~taken
        if mask.sum() < minimum:
            continue
        taken |= mask
        labels, regions = components(mask)
        for label, slc in regions:
            h = slc[0].stop - slc[0].start
            w = slc[1].stop - slc[1].start
            area = int((labels[slc] == label).sum())
            if w < 8 * scale or h < 8 * scale or area < 0.75 * w * h:
                continue
            box = measure_region(measure, rgb, labels, label, slc, colour.astype(float), outside)
            name, _ = nearest_system_colour(colour.tolist(), os_name, scheme)
            boxes.append({"color": "%02X%02X%02X" % tuple(colour), "systemColor": name,
                          "box": [round(v / scale, 2) for v in box]})
            if len(boxes) >= limit:
                return boxes
    return boxes


def iou(a, b):
    ax1, ay1, ax2, ay2 = a[0], a[1], a[0] + a[2], a[1] + a[3]
    bx1, by1, bx2, by2 = b[0], b[1], b[0] + b[2], b[1] + b[3]
    iw = max(0.0, min(ax2, bx2) - max(ax1, bx1))
    ih = max(0.0, min(ay2, by2) - max(ay1, by1))
    inter = iw * ih
    union = a[2] * a[3] + b[2] * b[3] - inter
    return inter / union if union > 0 else 0.0


def outset(box, d):
    return [box[0] - d, box[1] - d, box[2] + 2 * d, box[3] + 2 * d]


def intersect(a, b):
    x1, y1 = max(a[0], b[0]), max(a[1], b[1])
    x2, y2 = min(a[0] + a[2], b[0] + b[2]), min(a[1] + a[3], b[1] + b[3])
    return [x1, y1, max(0.0, x2 - x1), max(0.0, y2 - y1)]


def union(a, b):
    x1, y1 = min(a[0], b[0]), min(a[1], b[1])
    x2, y2 = max(a[0] + a[2], b[0] + b[2]), max(a[1] + a[3], b[1] + b[3])
    return [x1, y1, x2 - x1, y2 - y1]


def contains(outer, inner, tolerance=0.01):
    return (inner[0] >= outer[0] - tolerance and inner[1] >= outer[1] - tolerance
            and inner[0] + inner[2] <= outer[0] + outer[2] + tolerance
            and inner[1] + inner[3] <= outer[1] + outer[3] + tolerance)


def touches(a, b, tolerance=0.01):
    return (a[0] <= b[0] + b[2] + tolerance and b[0] <= a[0] + a[2] + tolerance
            and a[1] <= b[1] + b[3] + tolerance and b[1] <= a[1] + a[3] + tolerance)


def minus(box, cover):
    """The bounding box of `box` without the part `cover` hides, or None when it hides all."""
    hidden = intersect(box, cover)
    if hidden[2] <= 0.01 or hidden[3] <= 0.01:
        return box
    if contains(cover, box):
        return None
    x1, y1, x2, y2 = box[0], box[1], box[0] + box[2], box[1] + box[3]
    # Only a band across the whole width or height can shrink the bounding box.
    if hidden[1] <= y1 + 0.01 and hidden[1] + hidden[3] >= y2 - 0.01:
        if hidden[0] <= x1 + 0.01:
            x1 = hidden[0] + hidden[2]
        elif hidden[0] + hidden[2] >= x2 - 0.01:
            x2 = hidden[0]
    if hidden[0] <= box[0] + 0.01 and hidden[0] + hidden[2] >= box[0] + box[2] - 0.01:
        if hidden[1] <= y1 + 0.01:
            y1 = hidden[1] + hidden[3]
        elif hidden[1] + hidden[3] >= y2 - 0.01:
            y2 = hidden[1]
    return [x1, y1, x2 - x1, y2 - y1]


def draw_order(nodes):
    """The nodes' indices in the order they are drawn, and each node's subtree.

    The runner lists nodes depth first with children in the graph's order, which is the order
    of drawing but for a `background`: its content comes first in the graph and is drawn over
    the background that follows it."""
    children = {i: [] for i in range(len(nodes))}
    stack = []
    for i, node in enumerate(nodes):
        while stack and nodes[stack[-1]]["depth"] >= node["depth"]:
            stack.pop()
        if stack:
            children[stack[-1]].append(i)
        stack.append(i)
    order, subtree = [], {}

    def visit(i):
        start = len(order)
        order.append(i)
        kids = children[i]
        if nodes[i]["name"].startswith("background") and len(kids) > 1:
            kids = kids[1:] + kids[:1]
        for kid in kids:
            visit(kid)
        subtree[i] = order[start:]
    for root in [i for i in range(len(nodes)) if not any(i in c for c in children.values())]:
        visit(root)
    return order, subtree


def shape_box(node):
    """The box a node's shape occupies in its frame (rule D0): a circle is the largest circle
    centred in the frame; every other shape, and a colour, fills the frame."""
    x, y, w, h = node["frame"]
    if node["name"] == "Circle" or node["name"].startswith("Circle ("):
        side = min(w, h)
        return [x + (w - side) / 2, y + (h - side) / 2, side, side]
    return list(node["frame"])


def translucent(name: str) -> bool:
    """Whether a Trellis colour name is drawn with an opacity below 1 (by its name: an
    `.opacity(x)`, an `rgb`/`hsb` alpha, `secondary`); asset colours count as opaque."""
    name = name.strip()
    m = re.fullmatch(r"(.*)\.opacity\(([\d.]+)\)", name)
    if m and float(m.group(2)) < 1:
        return True
    base = m.group(1) if m else name
    if base == "secondary":
        return True
    m = re.fullmatch(r"(?:rgb|hsb)\(([^)]*)\)", base)
    return bool(m) and len(m.group(1).split(",")) > 3 and float(m.group(1).split(",")[3]) < 1


class SampleGrid:
    """Sample points over a box in points, `n` to a point, for rule D9: each sample at the centre
    of its cell, so a mask's box is read to within 1/n pt."""

    def __init__(self, box, n):
        import numpy as np
        self.x0, self.y0, self.n = box[0], box[1], n
        self.cols, self.rows = max(1, int(round(box[2] * n))), max(1, int(round(box[3] * n)))
        self.xs = self.x0 + (np.arange(self.cols) + 0.5) / n
        self.ys = self.y0 + (np.arange(self.rows) + 0.5) / n

    def window(self, x1, y1, x2, y2):
        """The index ranges of the samples inside [x1, x2] x [y1, y2], and their coordinates."""
        import numpy as np
        c1 = max(0, int(np.floor((x1 - self.x0) * self.n)))
        c2 = min(self.cols, int(np.ceil((x2 - self.x0) * self.n)) + 1)
        r1 = max(0, int(np.floor((y1 - self.y0) * self.n)))
        r2 = min(self.rows, int(np.ceil((y2 - self.y0) * self.n)) + 1)
        if c1 >= c2 or r1 >= r2:
            return None
        return (slice(r1, r2), slice(c1, c2)), self.xs[None, c1:c2], self.ys[r1:r2, None]

    def box_of(self, mask):
        """The box of the cells a mask covers, in points, or None when it covers none."""
        import numpy as np
        rows, cols = np.flatnonzero(mask.any(axis=1)), np.flatnonzero(mask.any(axis=0))
        if not rows.size:
            return None
        return [self.x0 + cols[0] / self.n, self.y0 + rows[0] / self.n,
                (cols[-1] + 1 - cols[0]) / self.n, (rows[-1] + 1 - rows[0]) / self.n]


def paint_rect(grid, mask, box, value=True):
    w = grid.window(box[0], box[1], box[0] + box[2], box[1] + box[3])
    if w:
        (sl, xs, ys) = w
        inside = (xs >= box[0]) & (xs <= box[0] + box[2]) & (ys >= box[1]) & (ys <= box[1] + box[3])
        mask[sl] = (mask[sl] | inside) if value else (mask[sl] & ~inside)


def paint_disc(grid, mask, cx, cy, r, value=True):
    w = grid.window(cx - r, cy - r, cx + r, cy + r)
    if w and r > 0:
        (sl, xs, ys) = w
        inside = (xs - cx) ** 2 + (ys - cy) ** 2 <= r * r
        mask[sl] = (mask[sl] | inside) if value else (mask[sl] & ~inside)


def paint_polygon(grid, mask, points):
    """Fills a polygon by the even-odd rule (a simple outline either way)."""
    import numpy as np
    xs_all = [p[0] for p in points]
    ys_all = [p[1] for p in points]
    w = grid.window(min(xs_all), min(ys_all), max(xs_all), max(ys_all))
    if not w:
        return
    (sl, xs, ys) = w
    inside = np.zeros((ys.shape[0], xs.shape[1]), dtype=bool)
    for (ax, ay), (bx, by) in zip(points, points[1:] + points[:1]):
        if ay == by:
            continue
        crosses = (ys >= min(ay, by)) & (ys < max(ay, by))
        xcross = ax + (ys - ay) * (bx - ax) / (by - ay)
        inside ^= crosses & (xs < xcross)
    mask[sl] |= inside


def paint_outline(grid, mask, outline):
    """Paints what an `InkOutline` (rule D8's path, as the runner prints it) draws: a filled
    path, or the band of half the line width along every piece, with its joins and caps."""
    import numpy as np
    polylines = [[(p[k], p[k + 1]) for k in range(0, len(p), 2)] for p in outline["polylines"]]
    width = outline.get("lineWidth")
    if width is None:
        for points in polylines:
            if len(points) > 2:
                paint_polygon(grid, mask, points)
        return
    h = width / 2
    for points in polylines:
        closed = len(points) > 2 and abs(points[0][0] - points[-1][0]) < 1e-6 and abs(points[0][1] - points[-1][1]) < 1e-6
        for k, (a, b) in enumerate(zip(points, points[1:])):
            (ax, ay), (bx, by) = a, b
            length = ((bx - ax) ** 2 + (by - ay) ** 2) ** 0.5
            if length < 1e-9:
                continue
            ux, uy = (bx - ax) / length, (by - ay) / length
            ext0 = h if (outline["cap"] == "square" and not closed and k == 0) else 0.0
            ext1 = h if (outline["cap"] == "square" and not closed and k == len(points) - 2) else 0.0
            w = grid.window(min(ax, bx) - h - ext0 - ext1, min(ay, by) - h - ext0 - ext1,
                            max(ax, bx) + h + ext0 + ext1, max(ay, by) + h + ext0 + ext1)
            if not w:
                continue
            (sl, xs, ys) = w
            t = (xs - ax) * ux + (ys - ay) * uy
            d = (xs - ax) * -uy + (ys - ay) * ux
            mask[sl] |= (t >= -ext0) & (t <= length + ext1) & (np.abs(d) <= h)
        # Joins: the bevel between the two bands' outer corners closes the gap between them (the
        # pieces of a flattened curve turn by about 1.4 degrees, where a miter, a round and a
        # bevel join differ by less than a hundredth of a point); a round join adds its disc, and
        # a miter its tip while the tip lies within the miter limit (10).
        corners = range(len(points) - 1) if closed else range(1, len(points) - 1)
        for k in corners:
            before = points[k - 1] if k > 0 else points[-2]
            corner, after = points[k], points[k + 1]
            v1 = (corner[0] - before[0], corner[1] - before[1])
            v2 = (after[0] - corner[0], after[1] - corner[1])
            l1, l2 = (v1[0] ** 2 + v1[1] ** 2) ** 0.5, (v2[0] ** 2 + v2[1] ** 2) ** 0.5
            if l1 < 1e-9 or l2 < 1e-9:
                continue
            cross = v1[0] * v2[1] - v1[1] * v2[0]
            if abs(cross) < 1e-12:
                continue
            # The outer side of the turn: left of the way for a turn to the right, and so on.
            side = -1 if cross > 0 else 1
            n1 = (-v1[1] / l1 * side, v1[0] / l1 * side)
            n2 = (-v2[1] / l2 * side, v2[0] / l2 * side)
            p1, p2 = (corner[0] + n1[0] * h, corner[1] + n1[1] * h), (corner[0] + n2[0] * h, corner[1] + n2[1] * h)
            paint_polygon(grid, mask, [corner, p1, p2])
            if outline["join"] == "round":
                paint_disc(grid, mask, corner[0], corner[1], h)
            elif outline["join"] == "miter":
                cosine = max(-1.0, min(1.0, (v1[0] * v2[0] + v1[1] * v2[1]) / (l1 * l2)))
                half_turn = np.arccos(cosine) / 2
                if 1 / max(np.cos(half_turn), 1e-9) > 10:
                    continue
                bis = (n1[0] + n2[0], n1[1] + n2[1])
                bl = (bis[0] ** 2 + bis[1] ** 2) ** 0.5
                reach = h / np.cos(half_turn)
                tip = (corner[0] + bis[0] / bl * reach, corner[1] + bis[1] / bl * reach)
                paint_polygon(grid, mask, [corner, p1, tip, p2])
        if not closed and outline["cap"] == "round":
            for end in (points[0], points[-1]):
                paint_disc(grid, mask, end[0], end[1], h)


def paint_item(grid, mask, item):
    """Paints the region a drawn item covers (rule D9): its path's ink when the runner printed
    it (D8), else a circle's disc or ring, or another shape's box or band (the corners of a
    rounded shape are drawn square: they move no edge of a box that a cover cuts across)."""
    import numpy as np
    if item.get("outline"):
        paint_outline(grid, mask, item["outline"])
        return
    box = item["box"]
    if item.get("circle"):
        cx, cy = box[0] + box[2] / 2, box[1] + box[3] / 2
        paint_disc(grid, mask, cx, cy, min(box[2], box[3]) / 2)
        if "inner" in item:
            inner = item["inner"]
            paint_disc(grid, mask, cx, cy, max(0.0, min(inner[2], inner[3]) / 2), value=False)
        return
    if "inner" in item:
        local = np.zeros_like(mask)
        paint_rect(grid, local, box)
        inner = item["inner"]
        if inner[2] > 0 and inner[3] > 0:
            w = grid.window(inner[0], inner[1], inner[0] + inner[2], inner[1] + inner[3])
            if w:
                (sl, xs, ys) = w
                hole = (xs > inner[0]) & (xs < inner[0] + inner[2]) & (ys > inner[1]) & (ys < inner[1] + inner[3])
                local[sl] &= ~hole
        mask |= local
        return
    paint_rect(grid, mask, box)


def divider_lines(nodes, rank):
    """D11: each `Divider` draws a line in the system separator colour over its frame, drawn
    after what is behind it. The graph records no colour for it, so it is not compared; it is
    a cover for rule D9 only (`coverOnly`), under a colour name no view has."""
    return {i: {"node": node["name"], "depth": node["depth"], "color": SEPARATOR_LINE, "box": list(node["frame"]),
                "drawn": "divider line", "rank": rank[i], "coverOnly": True}
            for i, node in enumerate(nodes)
            if node["name"] == "Divider" and i in rank and node["frame"][2] > 0 and node["frame"][3] > 0}


# The colour name rule D11 gives a divider's line: the separator, which no compared view has.
SEPARATOR_LINE = "separator line (D11)"


def uncovered(items, rank):
    """D9: a drawing shows only where no opaque drawing of another colour drawn later covers it.
    Each drawing that a later one overlaps is compared with the box of its visible part, drawn
    on a grid of 16 samples to a point (fewer for large drawings, at most 4800 to a side) with
    the drawings of its colour that overlap it; one wholly covered is not seen."""
    import numpy as np
    from scipy import ndimage
    hidden = []
    for i, item in items.items():
        if item.get("unmodelled") or item.get("coverOnly"):
            continue
        covers = [over for j, over in items.items()
                  if rank[j] > rank[i] and over["color"] != item["color"] and not translucent(over["color"])
                  and not over.get("unmodelled")
                  and intersect(over["box"], item["box"])[2] > 0.01 and intersect(over["box"], item["box"])[3] > 0.01]
        if not covers:
            continue
        box = item["box"]
        # The grid holds the drawing and the drawings of its colour that overlap it, which may
        # join its parts outside its own box.
        kin = [other for k, other in items.items() if k != i and other["color"] == item["color"]
               and not other.get("unmodelled") and intersect(other["box"], box)[2] > 0 and intersect(other["box"], box)[3] > 0]
        area = box
        for other in kin:
            area = union(area, other["box"])
        n = max(1.0, min(16.0, 4800 / max(area[2], area[3], 1e-9)))
        grid = SampleGrid(area, n)
        own = np.zeros((grid.rows, grid.cols), dtype=bool)
        paint_item(grid, own, item)
        own_box = grid.box_of(own)
        if own_box is None:
            continue
        over_mask = np.zeros_like(own)
        for over in covers:
            paint_item(grid, over_mask, over)
        visible = own & ~over_mask
        # Where a cover's edge runs along the drawing's own edge (a band over the outer half of
        # a wider band), the two outlines, each followed through straight pieces, part by
        # slivers of a hundredth of a point that no pixel shows: an opening by a twelfth of a
        # point (one sample at least) takes them away and leaves wider parts as they are.
        radius = max(1, int(round(n / 12)))
        yy, xx = np.mgrid[-radius:radius + 1, -radius:radius + 1]
        visible = ndimage.binary_opening(visible, structure=(xx * xx + yy * yy <= radius * radius))
        if not visible.any():
            hidden.append(i)
            continue
        # The image shows each connected region of one colour apart: the parts the drawing
        # shows are one region where drawings of its own colour join them (a thumb's border
        # across a track's border), and the region that holds most of them is the one the
        # drawing is paired with.
        joined = visible.copy()
        for k, other in items.items():
            if any(other is partner for partner in kin):
                # What the other drawing of this colour shows: its region less its own covers.
                shown = np.zeros_like(own)
                paint_item(grid, shown, other)
                for j, over in items.items():
                    if (rank[j] > rank[k] and over["color"] != other["color"] and not translucent(over["color"])
                            and not over.get("unmodelled") and intersect(over["box"], area)[2] > 0
                            and intersect(over["box"], area)[3] > 0):
                        shown_cover = np.zeros_like(own)
                        paint_item(grid, shown_cover, over)
                        shown &= ~shown_cover
                joined |= shown
        labels, count = ndimage.label(joined)
        largest = np.bincount(labels[visible]).argmax()
        seen = grid.box_of(visible & (labels == largest))
        # Move each edge of the drawing's own box by as much as the covers moved it on the grid.
        x1 = box[0] + (seen[0] - own_box[0])
        y1 = box[1] + (seen[1] - own_box[1])
        x2 = box[0] + box[2] + (seen[0] + seen[2] - own_box[0] - own_box[2])
        y2 = box[1] + box[3] + (seen[1] + seen[3] - own_box[1] - own_box[3])
        if max(abs(x1 - box[0]), abs(y1 - box[1]), abs(x2 - box[0] - box[2]), abs(y2 - box[1] - box[3])) > 1e-6:
            item["visibleBox"] = [x1, y1, x2 - x1, y2 - y1]
            item["coveredBy"] = sorted({over["node"] for over in covers})
    for i, item in items.items():
        if "visibleBox" in item:
            item["box"] = item.pop("visibleBox")
            item["drawn"] += f", less what {', '.join(item.pop('coveredBy'))} drawn over it hides"
    for i in hidden:
        del items[i]


def transform_chain(nodes, i, parents):
    """D10: the drawing transforms node `i` is drawn through, innermost first: its own, then its
    ancestors', each about the anchor point of the frame of the node that records it."""
    chain = []
    k = i
    while k is not None:
        for t in nodes[k].get("transforms") or []:
            chain.append((t, nodes[k]["frame"]))
        k = parents.get(k)
    return chain


def transformed_point(point, transform, frame):
    a, b, c, d, tx, ty = transform["affine"]
    px, py = frame[0] + transform["anchor"][0] * frame[2], frame[1] + transform["anchor"][1] * frame[3]
    x, y = point[0] - px, point[1] - py
    return (px + a * x + c * y + tx, py + b * x + d * y + ty)


def transformed_box(box, transform, frame):
    corners = [transformed_point(p, transform, frame) for p in
               [(box[0], box[1]), (box[0] + box[2], box[1]), (box[0], box[1] + box[3]), (box[0] + box[2], box[1] + box[3])]]
    xs, ys = [p[0] for p in corners], [p[1] for p in corners]
    return [min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)]


def keeps_boxes(transform):
    """Whether a transform maps every axis-aligned box onto an axis-aligned box (a scale, a
    mirror, a quarter turn), so that a drawing's box maps onto the box of its drawing."""
    if transform.get("affine") is None:
        return False
    a, b, c, d = transform["affine"][:4]
    return (abs(b) < 1e-9 and abs(c) < 1e-9) or (abs(a) < 1e-9 and abs(d) < 1e-9)


def drawn_items(layout):
    """What each coloured node paints, as one box in points (rules D0–D5 of the header)."""
    nodes = layout["nodes"]
    order, subtree = draw_order(nodes)
    rank = {i: n for n, i in enumerate(order)}
    items = {}
    for i in order:
        node = nodes[i]
        # A clear colour paints nothing: it neither shows nor hides what is under it.
        if not node.get("color") or node["color"] == "clear":
            continue
        frame, stroke = shape_box(node), node.get("stroke")
        item = {"node": node["name"], "depth": node["depth"], "color": node["color"], "box": list(frame),
                "drawn": "fill", "rank": rank[i]}
        if node["name"] == "Circle" or node["name"].startswith("Circle ("):
            item["circle"] = True
        if stroke:
            width = stroke["lineWidth"]
            centred = stroke["kind"] == "stroke"
            item["box"] = outset(frame, width / 2) if centred else list(frame)
            item["inner"] = outset(frame, -width / 2 if centred else -width)
            item["drawn"] = f"{stroke['kind']} {width:g} (outer edge)"
        ink = node.get("ink")
        if ink and max(abs(a - b) for a, b in zip(ink, item["box"])) > 0.01:
            # D8: a shape whose path does not follow its frame's outline paints the ink of its
            # path, with no inner edge (one whose ink is the frame's box keeps D0 and D1).
            item["box"] = list(ink)
            item.pop("inner", None)
            item.pop("circle", None)
            if node.get("outline"):
                item["outline"] = node["outline"]
            item["drawn"] = f"{stroke['kind']} {stroke['lineWidth']:g} along its path (ink)" if stroke else "fill of its path (ink)"
        items[i] = item
    # D10: a drawing transform moves what the node and everything under it paint.
    parents, stack = {}, []
    for i, node in enumerate(nodes):
        while stack and nodes[stack[-1]]["depth"] >= node["depth"]:
            stack.pop()
        parents[i] = stack[-1] if stack else None
        stack.append(i)
    for i, item in items.items():
        chain = transform_chain(nodes, i, parents)
        if not chain:
            continue
        if not all(keeps_boxes(t) for t, _ in chain):
            item["unmodelled"] = True
            continue
        for t, frame in chain:
            item["box"] = transformed_box(item["box"], t, frame)
            if "inner" in item:
                item["inner"] = transformed_box(item["inner"], t, frame)
            if "outline" in item:
                item["outline"] = dict(item["outline"], polylines=[
                    [v for k in range(0, len(line), 2) for v in transformed_point((line[k], line[k + 1]), t, frame)]
                    for line in item["outline"]["polylines"]])
        if any(t["affine"][:4] != [1, 0, 0, 1] or t["affine"][4:] != [0, 0] for t, _ in chain):
            item["drawn"] += " through its drawing transform"
    # D5: a clipped view and everything under it are drawn inside its frame.
    for i, node in enumerate(nodes):
        if node.get("clipped"):
            for k in subtree.get(i, []):
                if k in items:
                    items[k]["box"] = intersect(items[k]["box"], node["frame"])
                    if "inner" in items[k] and items[k]["drawn"].endswith("(outer edge)"):
                        items[k]["drawn"] = items[k]["drawn"].replace("(outer edge)", "(clipped to the frame)")
    # D2: a fill inside the outer edge of a stroke of another colour drawn over it shows only
    # inside the stroke's inner edge.
    for i, item in list(items.items()):
        if "inner" in item:
            continue
        for j, over in items.items():
            if ("inner" in over and rank[j] > rank[i] and over["color"] != item["color"]
                    and contains(over["box"], item["box"])):
                if translucent(over["color"]):
                    # D7: seen through the band; compare_case decides whether the band shows.
                    b, n = item["box"], over["inner"]
                    inside = min(n[0] - b[0], n[1] - b[1], b[0] + b[2] - n[0] - n[2], b[1] + b[3] - n[1] - n[3])
                    item["underTranslucent"] = {"color": over["color"], "box": list(item["box"]),
                                                "bandInside": inside}
                item["box"] = intersect(item["box"], over["inner"])
                item["drawn"] = f"fill inside the {over['drawn'].split(' (')[0]} drawn over it"
        if item["box"][2] <= 0.01 or item["box"][3] <= 0.01:
            del items[i]
    # D11: a divider's line covers what is under it, as a drawing of its own colour does (D9).
    lines = divider_lines(nodes, rank)
    items.update(lines)
    # D9: what a later opaque drawing of another colour covers does not show.
    uncovered(items, rank)
    for i in lines:
        items.pop(i, None)
    # D3, D4: a sharp shadow is the view's silhouette, offset; one that touches a drawing of its
    # own colour merges with it in the image.
    shadows = []
    for i, node in enumerate(nodes):
        for shadow in node.get("shadows") or []:
            if shadow["radius"] > 0 or not shadow.get("color") or (shadow["x"] == 0 and shadow["y"] == 0):
                continue
            frame = node["frame"]
            filled = any(k in items and "inner" not in items[k] and contains(nodes[k]["frame"], frame)
                         and contains(frame, nodes[k]["frame"]) for k in subtree.get(i, []))
            if not filled:
                continue
            box = [frame[0] + shadow["x"], frame[1] + shadow["y"], frame[2], frame[3]]
            visible = minus(box, frame)
            if visible is not None:
                shadows.append({"node": f"shadow of {node['name']}", "depth": node["depth"], "color": shadow["color"],
                                "box": visible, "drawn": f"shadow offset {shadow['x']:g}, {shadow['y']:g}"})
    # D7: a translucent drawing shows blended over what is drawn beneath it.
    for i, item in items.items():
        if not translucent(item["color"]):
            continue
        below = [other for j, other in items.items() if other["rank"] < item["rank"]]
        holding = [other for other in below if contains(other["box"], item["box"])]
        partial = [other for other in below if not contains(other["box"], item["box"])
                   and intersect(other["box"], item["box"])[2] * intersect(other["box"], item["box"])[3] > 0.01]
        if holding:
            top = max(holding, key=lambda other: other["rank"])
            partial = [other for other in partial if other["rank"] > top["rank"]]
            item["over"] = top
        if partial:
            item["overSeveral"] = True
    result = list(items.values())
    for shadow in shadows:
        partners = [it for it in result if it["color"] == shadow["color"] and touches(it["box"], shadow["box"])]
        if partners:
            partner = max(partners, key=lambda it: it["box"][2] * it["box"][3])
            partner["box"] = union(partner["box"], shadow["box"])
            partner["drawn"] += f" with its {shadow['drawn']}"
        else:
            result.append(shadow)
    # D6: drawings of one colour that touch or overlap are one region in the image: the largest
    # is compared with the union of their boxes (the others merge into it and are skipped).
    merged = True
    while merged:
        merged = False
        for big in sorted(result, key=lambda it: -it["box"][2] * it["box"][3]):
            for other in result:
                if other is big or other.get("mergedInto") or big.get("mergedInto"):
                    continue
                smaller = other["box"][2] * other["box"][3] <= big["box"][2] * big["box"][3]
                # Inside a stroke's inner edge a drawing does not reach the band.
                clear = ("inner" in big and contains(big["inner"], other["box"])) or (
                    "inner" in other and contains(other["inner"], big["box"]))
                if (smaller and other["color"] == big["color"] and touches(big["box"], other["box"])
                        and not clear and not contains(big["box"], other["box"])):
                    big["box"] = union(big["box"], other["box"])
                    big["drawn"] += f" with the {other['node']} it touches"
                    other["mergedInto"] = big["node"]
                    merged = True
    return result


def compare_case(measure, suite, case, layout, git_dir, suite_ctx):
    import numpy as np

    rgb = load_image(git_dir, suite["commit"], case["image"])
    scale = case["layout"].get("scale", 3)
    height, width = rgb.shape[:2]
    outside = page_colour(rgb)
    os_name = case.get("os", suite["os"])["version"]
    scheme = case.get("colorScheme", "light")
    compared, agreed, misses, skipped, colour_missing = 0, 0, [], [], []
    whole_image = 0
    used = set()
    if case["layout"]["kind"] == "sizeThatFits":
        compared += 1
        expected = [0, 0, width / scale, height / scale]
        got = [0, 0] + layout["window"]
        if all(abs(a - b) * scale <= 1.05 for a, b in zip(expected, got)):
            agreed += 1
            whole_image += 1
        else:
            misses.append({"node": "root (image size)", "color": None, "expected": [round(v, 2) for v in expected],
                           "trellis": [round(v, 2) for v in got]})
    cache = {}
    host = hexrgb(UI_COLOURS["systemBackground"][0 if scheme == "light" else 1])

    def beneath(item):
        """D7: the colour a drawing is blended over: the drawing beneath that holds it, else the
        page, but the hosting view's background (systemBackground) under a drawing that covers
        the whole image (the page's colour is then its own)."""
        if "over" in item:
            under = item["over"]
            found = resolve_colour(under["color"], os_name, scheme, beneath(under), suite_ctx)
            if found is not None:
                return found
        x, y, w, h = item["box"]
        if x <= 1 / scale and y <= 1 / scale and x + w >= (width - 1) / scale and y + h >= (height - 1) / scale:
            return host
        return outside

    # Larger views first: a view of the same colour as a larger one it touches or sits on
    # merges with it in the image and cannot be measured on its own.
    coloured = sorted(drawn_items(layout), key=lambda n: -n["box"][2] * n["box"][3])
    for node in coloured:
        name = node["color"]
        if node.get("mergedInto"):
            skipped.append({"node": node["node"], "color": name, "why": f"one region with {node['mergedInto']} (D6)"})
            continue
        if node.get("unmodelled"):
            skipped.append({"node": node["node"], "color": name,
                            "why": "drawn through a rotation or a perspective whose box the comparison does not model (D10)"})
            continue
        if node.get("overSeveral"):
            skipped.append({"node": node["node"], "color": name,
                            "why": "translucent over more than one colour: no one colour shows its box (D7)"})
            continue
        colour = resolve_colour(name, os_name, scheme, beneath(node), suite_ctx)
        if colour is None:
            skipped.append({"node": node["node"], "color": name, "why": "colour not known or clear"})
            continue
        if node.get("underTranslucent"):
            band = resolve_colour(node["underTranslucent"]["color"], os_name, scheme, colour, suite_ctx)
            if band is not None and max(abs(a - b) for a, b in zip(band, colour)) <= 4:
                # D7: the translucent band over the fill is the fill's own colour: it reaches its frame.
                node = dict(node, box=node["underTranslucent"]["box"], drawn="fill (the band over it is invisible)")
            elif node["underTranslucent"]["bandInside"] * scale < 2 - 1e-6:
                skipped.append({"node": node["node"], "color": name,
                                "why": "fill under a translucent band less than 2 px wide inside it: its edge cannot be read (D7)"})
                continue
        if max(abs(a - b) for a, b in zip(colour, outside)) <= 4 and min(colour) >= 250:
            skipped.append({"node": node["node"], "color": name, "why": "white on the white page"})
            continue
        x, y, w, h = node["box"]
        x1, y1 = max(0.0, x), max(0.0, y)
        x2, y2 = min(width / scale, x + w), min(height / scale, y + h)
        if x2 - x1 <= 0 or y2 - y1 <= 0:
            skipped.append({"node": node["node"], "color": name, "why": "outside the image"})
            continue
        trellis = [x1 * scale, y1 * scale, (x2 - x1) * scale, (y2 - y1) * scale]

        def regions_of(rgb_colour):
            key = tuple(rgb_colour)
            if key not in cache:
                mask = measure.colour_mask(rgb, np.asarray(rgb_colour, dtype=float), 4.0)
                cache[key] = components(mask)
            return key, cache[key]
        key, (labels, regions) = regions_of(colour)
        if not regions:
            # A view under `.environment(\.colorScheme, ...)` draws in the other scheme: the
            # colour is looked for in that scheme's palette before the box counts as missing.
            other = resolve_colour(name, os_name, "dark" if scheme == "light" else "light", outside, suite_ctx)
            if other is not None and other != colour:
                other_key, (other_labels, other_regions) = regions_of(other)
                if other_regions:
                    colour, key, labels, regions = other, other_key, other_labels, other_regions
        best, best_score, best_used = None, -1.0, False
        for label, slc in regions:
            ys, xs = slc
            box = [xs.start, ys.start, xs.stop - xs.start, ys.stop - ys.start]
            score = iou(box, trellis)
            if score == 0:
                cx, cy = box[0] + box[2] / 2, box[1] + box[3] / 2
                tx, ty = trellis[0] + trellis[2] / 2, trellis[1] + trellis[3] / 2
                score = -((cx - tx) ** 2 + (cy - ty) ** 2) ** 0.5 / 1e6
            if score > best_score and (box[2] * box[3] >= 4):
                best, best_score, best_used = (label, slc), score, (key, label) in used
        if best is not None and best_used:
            skipped.append({"node": node["node"], "color": name, "why": "merged with a larger view of the same colour"})
            continue
        compared += 1
        entry = {"node": node["node"], "depth": node["depth"], "color": name,
                 "trellis": [round(v / scale, 2) for v in trellis]}
        if node["drawn"] != "fill":
            entry["drawn"] = node["drawn"]
        if best is None:
            # Not a frame that missed: the colour is not in the image at all (drawn in another
            # colour than the palette says, or covered). Listed apart, not counted as compared.
            compared -= 1
            entry["why"] = "no region of that colour in the image"
            entry["rgb"] = "%02X%02X%02X" % tuple(int(c) for c in colour)
            colour_missing.append(entry)
            continue
        used.add((key, best[0]))
        box = measure_region(measure, rgb, labels, best[0], best[1], np.asarray(colour, dtype=float), outside)
        edges_t = [trellis[0], trellis[1], trellis[0] + trellis[2], trellis[1] + trellis[3]]
        edges_r = [box[0], box[1], box[0] + box[2], box[1] + box[3]]
        worst = max(abs(a - b) for a, b in zip(edges_t, edges_r))
        if worst <= 1.05:
            agreed += 1
            if trellis[0] <= 1 and trellis[1] <= 1 and abs(trellis[2] - width) <= 1 and abs(trellis[3] - height) <= 1:
                # The whole image: a fill the test's own frame fixes, which checks little.
                whole_image += 1
        else:
            entry["expected"] = [round(v / scale, 2) for v in box]
            entry["worstEdgePx"] = round(worst, 2)
            same_size = abs(trellis[2] - box[2]) <= 1.05 and abs(trellis[3] - box[3]) <= 1.05
            entry["kind"] = "moved" if same_size else "resized"
            misses.append(entry)
    text = compare_text(rgb, layout, scale, width, height)
    return {"compared": compared, "agreed": agreed, "agreedWholeImage": whole_image, "misses": misses,
            "skipped": skipped, "colourNotFound": colour_missing, "text": text}


def compare_text(rgb, layout, scale, width, height):
    """Each Text view's frame against the ink of its line(s) in the image.

    The ink is read in the frame widened by 4 pt on every side: the pixels that differ from
    that region's border colour (its median) by more than 48 on some channel. The text agrees
    when the ink's left and right edges lie within 1.5 pt of the frame's (a glyph's side bearing
    is less than that at text sizes) and its top and bottom within the frame, give or take one
    pixel (ascenders and descenders stay inside the line height). A frame with no ink around it
    counts as missed; one whose widened region holds ink that reaches the region's border
    (other drawing around the text) is skipped. Views drawn over or under the text can still
    disturb the reading, so this is a coarser check than the boxes'.
    """
    import numpy as np

    result = {"compared": 0, "agreed": 0, "misses": []}
    for node in layout["nodes"]:
        if not node["name"].startswith("Text"):
            continue
        x, y, w, h = node["frame"]
        if w <= 0 or h <= 0 or x < 0 or y < 0 or x + w > width / scale or y + h > height / scale:
            continue
        margin = 4
        x0, y0 = int(max(0, (x - margin) * scale)), int(max(0, (y - margin) * scale))
        x1, y1 = int(min(width, (x + w + margin) * scale)), int(min(height, (y + h + margin) * scale))
        region = rgb[y0:y1, x0:x1]
        if region.size == 0:
            continue
        border = np.concatenate([region[0], region[-1], region[:, 0], region[:, -1]])
        ground = np.median(border, axis=0)
        ink = np.abs(region - ground).max(axis=-1) > 48
        entry = {"node": node["name"][:60], "trellis": [round(v, 2) for v in node["frame"]]}
        rows, cols = np.flatnonzero(ink.any(axis=1)), np.flatnonzero(ink.any(axis=0))
        if rows.size and (rows[0] == 0 or cols[0] == 0 or rows[-1] == ink.shape[0] - 1 or cols[-1] == ink.shape[1] - 1):
            # Other drawing reaches into the widened frame: the text's own ink cannot be told apart.
            result["skipped"] = result.get("skipped", 0) + 1
            continue
        result["compared"] += 1
        if rows.size == 0:
            entry["why"] = "no ink around the frame"
            result["misses"].append(entry)
            continue
        ink_box = [(x0 + cols[0]) / scale, (y0 + rows[0]) / scale, (cols[-1] + 1 - cols[0]) / scale, (rows[-1] + 1 - rows[0]) / scale]
        left_ok = abs(ink_box[0] - x) <= 1.5
        right_ok = abs(ink_box[0] + ink_box[2] - (x + w)) <= 1.5
        top_ok = ink_box[1] >= y - 1 / scale
        bottom_ok = ink_box[1] + ink_box[3] <= y + h + 1 / scale
        if left_ok and right_ok and top_ok and bottom_ok:
            result["agreed"] += 1
        else:
            entry["ink"] = [round(v, 2) for v in ink_box]
            result["misses"].append(entry)
    return result


# --- Results -------------------------------------------------------------------------------

def load_results():
    if RESULTS.exists():
        return json.loads(RESULTS.read_text())
    return {"schema": 1, "suites": {}}


def save_results(results):
    totals = {}
    for half in ("fit", "held-out"):
        suites = [s for s in results["suites"].values() if s["half"] == half]
        compared = sum(s["compared"] for s in suites)
        agreed = sum(s["agreed"] for s in suites)
        whole_image = sum(s.get("agreedWholeImage", 0) for s in suites)
        text_compared = sum(s.get("textCompared", 0) for s in suites)
        text_agreed = sum(s.get("textAgreed", 0) for s in suites)
        totals[half] = {"suites": len(suites), "compared": compared, "agreed": agreed,
                        "share": round(agreed / compared, 4) if compared else None,
                        "agreedWholeImage": whole_image,
                        "textCompared": text_compared, "textAgreed": text_agreed}
    results["totals"] = totals
    RESULTS.write_text(json.dumps(results, indent=1, sort_keys=True, ensure_ascii=False) + "\n")


def run_suite(args):
    manifest_path = SUITES / f"{args.suite}.json"
    suite = json.loads(manifest_path.read_text())
    git_dir = args.mirror
    log = lambda text: print(text, file=sys.stderr)
    measure = measure_module()
    tree = git_tree(git_dir, suite["commit"])
    suite_ctx = {"gitDir": git_dir, "commit": suite["commit"], "tree": tree}
    entry = {"repository": suite["repository"], "commit": suite["commit"], "half": suite["half"],
             "os": suite["os"], "cases": {}, "compared": 0, "agreed": 0, "filesTakenOut": []}
    if args.measure_only:
        layouts, failed, removed = {}, {}, []
        entry["mode"] = "measure-only"
    else:
        saved = WORK / f"{suite['name']}.layouts.json"
        if args.reuse_layouts and saved.exists():
            layouts, failed, removed = json.loads(saved.read_text())
            log(f"{suite['name']}: the layouts of the last run ({saved.relative_to(ROOT)})")
        else:
            log(f"{suite['name']}: compiling {len(suite.get('sources', []))} files and {len(suite['cases'])} cases")
            layouts, failed, removed = compile_and_run(suite, git_dir, log)
            saved.write_text(json.dumps([layouts, failed, removed]))
        entry["mode"] = "compared"
        entry["filesTakenOut"] = removed
    for case in suite["cases"]:
        name = case["name"]
        record = {"image": case["image"]}
        try:
            rgb = load_image(git_dir, suite["commit"], case["image"])
        except (subprocess.CalledProcessError, OSError) as error:
            record["status"] = "image unreadable"
            # The reason, without the machine's path of the clone.
            record["error"] = "git show failed (the image's blob is missing from the clone)" \
                if isinstance(error, subprocess.CalledProcessError) else type(error).__name__
            entry["cases"][name] = record
            log(f"  {name}: image unreadable")
            continue
        scale = case["layout"].get("scale", 3)
        record["imageSizePt"] = [round(rgb.shape[1] / scale, 2), round(rgb.shape[0] / scale, 2)]
        record["referenceBoxes"] = flat_boxes(measure, rgb, scale, case.get("os", suite["os"])["version"],
                                              case.get("colorScheme", "light"))
        if args.measure_only:
            record["status"] = "measured"
        elif name in failed:
            record["status"] = "did not compile"
            record["error"] = failed[name]
        elif name in layouts:
            if args.show_layout:
                for node in layouts[name]["nodes"]:
                    log("    " + "  " * node["depth"] + f"{node['name']} {[round(v, 2) for v in node['frame']]} {node.get('color') or ''}")
            result = compare_case(measure, suite, case, layouts[name], git_dir, suite_ctx)
            record.update(result)
            record["status"] = "compared"
            entry["compared"] += result["compared"]
            entry["agreed"] += result["agreed"]
            entry["agreedWholeImage"] = entry.get("agreedWholeImage", 0) + result["agreedWholeImage"]
            entry["textCompared"] = entry.get("textCompared", 0) + result["text"]["compared"]
            entry["textAgreed"] = entry.get("textAgreed", 0) + result["text"]["agreed"]
        else:
            record["status"] = "not run"
        entry["cases"][name] = record
        log(f"  {name}: {record['status']}" + (f" {record.get('agreed')}/{record.get('compared')}" if record["status"] == "compared" else ""))
    entry["share"] = round(entry["agreed"] / entry["compared"], 4) if entry["compared"] else None
    results = load_results()
    results["suites"][suite["name"]] = entry
    save_results(results)
    print(json.dumps({"suite": suite["name"], "compared": entry["compared"], "agreed": entry["agreed"],
                      "share": entry["share"]}))


def report(args):
    results = load_results()
    rows = []
    for name, s in sorted(results["suites"].items(), key=lambda kv: (kv[1]["half"], kv[0])):
        if args.half and s["half"] != args.half:
            continue
        statuses = [c["status"] for c in s["cases"].values()]
        rows.append([s["half"], name, s["repository"], s["os"]["version"], str(len(statuses)),
                     str(statuses.count("compared")), str(statuses.count("did not compile")),
                     str(s["compared"]), str(s["agreed"]),
                     f"{s['agreed'] / s['compared']:.0%}" if s["compared"] else "-"])
    header = ["half", "suite", "repository", "OS", "cases", "laid out", "did not compile", "boxes", "within 1 px", "share"]
    widths = [max(len(r[i]) for r in rows + [header]) for i in range(len(header))]
    for row in [header] + rows:
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)))
    print()
    for half, t in results.get("totals", {}).items():
        if args.half and half != args.half:
            continue
        share = f"{t['share']:.1%}" if t["share"] is not None else "-"
        print(f"{half}: {t['suites']} suites, {t['compared']} boxes compared, {t['agreed']} within one pixel ({share}; "
              f"{t.get('agreedWholeImage', 0)} of them fills of the whole image); "
              f"{t.get('textCompared', 0)} texts compared with their ink, {t.get('textAgreed', 0)} agreed")


def misses(args):
    results = load_results()
    for name, s in sorted(results["suites"].items()):
        if args.half and s["half"] != args.half:
            continue
        for case_name, case in s["cases"].items():
            for miss in case.get("misses", []):
                print(f"{name}\t{case_name}\t{miss['node']}\t{miss.get('color')}\t{miss.get('kind', miss.get('why', ''))}\t"
                      f"expected {miss.get('expected')}\ttrellis {miss.get('trellis')}")
            for miss in case.get("text", {}).get("misses", []):
                print(f"{name}\t{case_name}\t{miss['node']}\ttext\t{miss.get('why', 'ink outside the frame')}\t"
                      f"ink {miss.get('ink')}\ttrellis {miss.get('trellis')}")


APPLE_ONLY = {"UIKit", "AppKit", "WebKit", "MapKit", "ActivityKit", "Network", "AVKit", "AVFoundation",
              "Accelerate", "CoreText", "UniformTypeIdentifiers", "StoreKit", "SafariServices", "Photos",
              "PhotosUI", "CoreLocation", "WidgetKit", "Charts", "QuickLook", "MessageUI", "LocalAuthentication"}


def root_cause(error: str) -> str:
    """The innermost reason a case did not compile, and its kind."""
    inner = error
    while "taken out: " in inner:
        inner = inner.split("taken out: ", 1)[1]
    inner = inner.rstrip(")")
    inner = re.sub(r"^case expression: ", "", inner)
    module = re.search(r"no such module '(\w+)'", inner)
    if module:
        kind = "Apple-only framework" if module.group(1) in APPLE_ONLY else "the suite's own dependency"
        return f"{kind}: no such module '{module.group(1)}'"
    if re.search(r"URLSession|URLRequest|URLProtocol|FoundationNetworking|AuthChallengeDisposition|"
                 r"swift-corelibs-foundation|'UI[A-Z]\w*'|'NS[A-Z]\w*'", inner):
        return "Apple-only API on Linux: " + inner
    if re.search(r"'Backport'|'backport'", inner):
        return "the suite's own dependency: " + inner
    if "cannot be resolved without a contextual type" in inner or "extraneous argument label" in inner:
        return "unresolved member (a style or generated asset symbol whose declaration did not compile): " + inner
    return "Trellis (missing or different API): " + inner


def blockers(args):
    results = load_results()
    counts: dict[str, set] = {}
    for name, s in sorted(results["suites"].items()):
        if args.half and s["half"] != args.half:
            continue
        for case_name, case in s["cases"].items():
            if case["status"] == "did not compile":
                counts.setdefault(root_cause(case.get("error", "")), set()).add(f"{name}/{case_name}")
    for cause, cases in sorted(counts.items(), key=lambda kv: -len(kv[1])):
        suites = sorted({c.split("/")[0] for c in cases})
        print(f"{len(cases):4d}  {cause}  [{', '.join(suites)}]")


def self_check(args):
    """Rule M1 on drawn shapes of known geometry: circles, rings, rounded rectangles and a fill
    inside a border, each drawn at 16 times the resolution and averaged down (as a renderer's
    anti-aliasing does), must read back within a tenth of a pixel; then `check_covers` checks
    rules D9 and D10 on scenes of known geometry."""
    import numpy as np
    from PIL import Image, ImageDraw

    measure = measure_module()
    supersample = 16
    cases = [
        ("circle 18 px at (11.3, 13.7)", "ellipse", (11.3, 13.7, 18, 18), None),
        ("circle 54 px at (33, 41)", "ellipse", (33, 41, 54, 54), None),
        ("ring 52 px, 6 px wide", "ring", (30.5, 20.25, 52, 52), 6),
        ("rounded rectangle 120.67 x 43, radius 15", "rounded", (12.67, 12.33, 120.67, 43), 15),
        ("fill 40 x 30 inside a 2-px black border", "bordered", (20.4, 9.6, 40, 30), 2),
        ("bar 100 x 10 with a 24-px circle off its centre", "bar-and-circle", (20.3, 40.6, 100, 24), 30.2),
        # D7: a fill under a translucent band centred on its edge (gray at 0.3 over a page of
        # the same gray at 0.3): the fill's colour ends at the band's inner edge, unless the
        # band over it is the fill's own colour (a gray fill), when it reaches the frame. With
        # 2 px of the band inside the fill the edge reads true; with 1.5 px (a 3-px band) it
        # reads 1.2 px off, so such fills are not compared.
        ("fill 40 x 30 under a translucent 6-px band", "translucent-band", (20.4, 9.6, 40, 30), 6),
        ("fill 40 x 30 under a translucent 4-px band", "translucent-band", (20.4, 9.6, 40, 30), 4),
        ("gray fill 40 x 30 under a gray translucent band", "translucent-band-gray", (20.4, 9.6, 40, 30), 3),
    ]
    worst = 0.0
    for name, kind, (x, y, w, h), extra in cases:
        big = Image.new("RGB", (160 * supersample, 120 * supersample), (255, 255, 255))
        draw = ImageDraw.Draw(big)
        s = supersample
        box = [x * s, y * s, (x + w) * s - 1, (y + h) * s - 1]
        colour = (136, 170, 238)
        if kind == "ellipse":
            draw.ellipse(box, fill=colour)
        elif kind == "ring":
            draw.ellipse(box, fill=colour)
            d = extra * s
            draw.ellipse([box[0] + d, box[1] + d, box[2] - d, box[3] - d], fill=(255, 255, 255))
        elif kind == "rounded":
            draw.rounded_rectangle(box, radius=extra * s, fill=colour)
        elif kind == "bordered":
            d = extra * s
            draw.rectangle([box[0] - d, box[1] - d, box[2] + d, box[3] + d], fill=(0, 0, 0))
            draw.rectangle(box, fill=colour)
        elif kind.startswith("translucent-band"):
            gray = (142, 142, 147)
            if kind.endswith("gray"):
                colour = gray
            page = tuple(round(g * 0.3 + 255 * 0.7) for g in gray)
            draw.rectangle([0, 0, big.width, big.height], fill=page)
            draw.rectangle(box, fill=colour)
            band = Image.new("RGBA", big.size, (0, 0, 0, 0))
            half = extra * s / 2
            ImageDraw.Draw(band).rectangle([box[0] - half, box[1] - half, box[2] + half, box[3] + half],
                                           outline=gray + (round(0.3 * 255),), width=int(extra * s))
            big = Image.alpha_composite(big.convert("RGBA"), band).convert("RGB")
            if not kind.endswith("gray"):
                x, y, w, h = x + extra / 2, y + extra / 2, w - extra, h - extra
        else:
            # A bar 10 px tall across the middle of the box and a circle as tall as the box,
            # centred `extra` px from the box's leading edge: one region, its box their union.
            draw.rectangle([x * s, (y + 7) * s, (x + w) * s - 1, (y + 17) * s - 1], fill=colour)
            cx = (x + extra) * s
            draw.ellipse([cx - 12 * s, y * s, cx + 12 * s - 1, (y + h) * s - 1], fill=colour)
        small = big.resize((160, 120), Image.Resampling.BOX)
        rgb = np.asarray(small, dtype=float)
        mask = measure.colour_mask(rgb, np.asarray(colour, dtype=float), 4.0)
        from scipy import ndimage
        labels, _ = ndimage.label(mask)
        largest = np.bincount(labels.ravel())[1:].argmax() + 1
        got = middle_edges_box(measure, rgb, labels == largest, np.asarray(colour, dtype=float))
        error = max(abs(a - b) for a, b in zip(got, [x, y, w, h]))
        worst = max(worst, error)
        print("%-45s read [%s]  error %.3f px" % (name, ", ".join("%.2f" % v for v in got), error))
    print("worst error %.3f px" % worst)
    if worst > 0.1:
        raise SystemExit("rule M1 reads a drawn shape more than a tenth of a pixel off")
    check_covers()


def ring_outline(cx, cy, radius, start, end, width, pieces=256):
    """A circular arc from `start` to `end` (fractions of a turn, clockwise on screen from the
    rightmost point, as a circle's path runs), as the runner prints a stroked path's outline."""
    import math
    count = max(2, int(pieces * (end - start)) + 1)
    points = []
    for k in range(count):
        angle = 2 * math.pi * (start + (end - start) * k / (count - 1))
        points += [cx + radius * math.cos(angle), cy + radius * math.sin(angle)]
    return {"polylines": [points], "lineWidth": width, "cap": "butt", "join": "miter"}


def check_covers():
    """Rules D9 to D11 on drawings of known geometry: what a later drawing covers (a divider's
    line too), and a mirror, must leave the boxes the geometry gives, within a twentieth of a
    point."""
    def item(name, colour, box, rank, **extra):
        return dict({"node": name, "depth": 0, "color": colour, "box": list(box), "drawn": "fill", "rank": rank}, **extra)
    checks = []
    # A gray ring (radius 84 to the middle of its 32-pt band, in a 200-pt frame) under a blue
    # half ring on its right (16 pt wide, along the gray band's outer half): the gray shows
    # in full on the left and only inside radius 84 on the right, so its box ends at x = 184.
    gray = item("gray ring", "gray", [0, 0, 200, 200], 0, outline=ring_outline(100, 100, 84, 0, 1, 32))
    blue = item("blue half ring", "blue", [100, 0, 100, 200], 1, outline=ring_outline(100, 100, 92, -0.25, 0.25, 16))
    items = {0: gray, 1: blue}
    uncovered(items, {0: 0, 1: 1})
    checks.append(("gray ring under a blue half ring", items[0]["box"], [0, 0, 184, 200]))
    # A white bar under a circle with a black border centred on its leading end: the bar shows
    # from where the border's outer circle (radius 9 about (21, 28)) crosses the bar's top and
    # bottom edges, 3 pt from the centre: x = 21 + √72, to its trailing end.
    bar = item("bar", "white", [20, 25, 250, 6], 0)
    thumb = item("thumb", "white", [13, 20, 16, 16], 1, circle=True)
    border = item("thumb border", "black", [12, 19, 18, 18], 2, circle=True, inner=[14, 21, 14, 14])
    items = {0: bar, 1: thumb, 2: border}
    uncovered(items, {0: 0, 1: 1, 2: 2})
    checks.append(("bar under a bordered thumb at its end", items[0]["box"], [21 + 72 ** 0.5, 25, 249 - 72 ** 0.5, 6]))
    checks.append(("thumb inside its own border", items[1]["box"], [14, 21, 14, 14]))
    # A black border around a track, crossed by a white thumb with a black border of its own:
    # the thumb hides the track border where it crosses it, and its own border joins the two
    # halves into one black region, whose box is the track border's.
    track = item("track border", "black", [11, 19, 270, 18], 0, inner=[13, 21, 266, 14])
    knob = item("thumb", "white", [135, 18, 20, 20], 1, circle=True)
    ring = item("thumb border", "black", [134, 17, 22, 22], 2, circle=True, inner=[136, 19, 18, 18])
    items = {0: track, 1: knob, 2: ring}
    uncovered(items, {0: 0, 1: 1, 2: 2})
    checks.append(("track border joined by the thumb's border", items[0]["box"], [11, 19, 270, 18]))
    # D11: a fill 52 pt wide and 100 pt tall split across by a divider's line of a third of a
    # point at y = 50: two regions, the upper one (ranked first when the two are equal) from
    # the top to the line.
    fill = item("fill", "white", [0, 0, 52, 100.33], 0)
    line = {"node": "Divider", "depth": 1, "color": SEPARATOR_LINE, "box": [0, 50, 52, 1 / 3], "drawn": "divider line",
            "rank": 1, "coverOnly": True}
    items = {0: fill, 1: line}
    uncovered(items, {0: 0, 1: 1})
    checks.append(("fill split by a divider's line", items[0]["box"], [0, 0, 52, 50]))
    # D10: a half turn about the vertical axis through the centre of a 200-pt frame mirrors the
    # right half ring onto the left half.
    mirror = {"affine": [-1, 0, 0, 1, 0, 0], "anchor": [0.5, 0.5]}
    checks.append(("right half ring mirrored", transformed_box([100, 0, 100, 200], mirror, [0, 0, 200, 200]),
                   [0, 0, 100, 200]))
    worst = 0.0
    for name, got, wanted in checks:
        error = max(abs(a - b) for a, b in zip(got, wanted))
        worst = max(worst, error)
        print("%-45s box [%s]  error %.3f pt" % (name, ", ".join("%.2f" % v for v in got), error))
    if worst > 0.05:
        raise SystemExit("rules D9 to D11 leave a drawing of known geometry more than a twentieth of a point off")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--suite", help="the manifest's name (Tests/TrellisTests/DifferentialHarness/suites/NAME.json)")
    parser.add_argument("--mirror", help="the suite repository's git directory")
    parser.add_argument("--measure-only", action="store_true", help="only measure the reference images")
    parser.add_argument("--show-layout", action="store_true", help="print each case's Trellis layout")
    parser.add_argument("--reuse-layouts", action="store_true",
                        help="compare again with the layouts of the suite's last run (no compiling)")
    parser.add_argument("--report", action="store_true", help="print the table from the committed results")
    parser.add_argument("--misses", action="store_true", help="list every box that missed")
    parser.add_argument("--blockers", action="store_true",
                        help="count the cases that did not compile by their innermost error")
    parser.add_argument("--self-check", action="store_true",
                        help="check the box measurement (rule M1) and rules D9 and D10 on shapes of known geometry")
    parser.add_argument("--half", choices=["fit", "held-out"], help="only this half (with --report or --misses)")
    args = parser.parse_args()
    if args.report:
        return report(args)
    if args.misses:
        return misses(args)
    if args.blockers:
        return blockers(args)
    if args.self_check:
        ensure_environment()
        return self_check(args)
    if not args.suite or not args.mirror:
        parser.error("--suite and --mirror are needed (or --report)")
    ensure_environment()
    run_suite(args)


if __name__ == "__main__":
    main()
