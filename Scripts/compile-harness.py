#!/usr/bin/env python3
"""Type-checks the usage sample's SwiftUI files against Trellis with only the import changed.

The sample is Tests/CompatibilityTests/Usage/manifest.json (repository, commit, half, paths;
see Scripts/api-usage.py). The files are read from local git mirrors of the public
repositories, `MIRRORS/<owner>+<name>/repo`, copied into `.build/compile-harness/` and nowhere
else; only references, errors, names and numbers are written into the repository
(Tests/CompatibilityTests/Usage/compile-results.json).

    Scripts/compile-harness.py run --mirrors DIR [--half held-out|fit|all] [--limit N]
                                   [--deadline HH:MM] [--skip-build] [--keep]
                                   [--repository OWNER/NAME ...]
    Scripts/compile-harness.py report [--half held-out] [--top N]

`run` builds Trellis once (`swift build --target Trellis`), then for each repository of the
half, in manifest order, type-checks the sampled files with `swiftc -typecheck
-parse-as-library` against the built modules (`-I <bin>/Modules`, and the Trellis macro
plug-in passed as SwiftPM passes it). `--limit` and `--deadline` stop after that many
repositories or at that UTC time; the results say how many repositories each half covered.
`--keep` keeps the repositories already in the results and checks only the others;
`--repository` (repeatable) checks only the repositories named, of the half chosen, and keeps
every other repository's results as they are: a rerun after a change to Trellis or to these
rules is only consistent when every repository it could change is checked again.

Rules (what is changed in a file, and what is compiled with it):
    I1  The import change: a line `import SwiftUI` becomes `import Trellis` (attributes before
        `import` are kept; an access level, `internal import SwiftUI`, is dropped, since I3 makes
        Combine Trellis too and Swift wants each module imported at one level), and a name
        qualified by the module, `SwiftUI.Color`, by the new module's, `Trellis.Color` (so is
        `Combine.` by I3). Nothing else in a file is edited except by I2 to I4.
    I2  (the differential harness's C1) Platform conditions are read as on iOS: in `#if` and
        `#elseif` lines `os(iOS)` and `canImport(UIKit)` become `true`, the other systems and
        `canImport(AppKit)` `false`. UIKit itself is not stood in for.
    I3  (the differential harness's C2) `import Combine` becomes `import Trellis`: SwiftUI
        re-exports the part of Combine views use (`ObservableObject`, `@Published`).
    I4  Foundation as Apple ships it: a line `import Foundation`, or one that I1 or I3 made
        `import Trellis` (SwiftUI re-exports Foundation), also imports `FoundationNetworking`,
        and `import Foundation` also `Observation`, on the same line after a `;`. Apple's
        Foundation holds `URLSession`, `URLRequest` and the rest of its networking, which Linux's
        Foundation keeps in the `FoundationNetworking` module the Swift toolchain ships, and its
        module interface (the iOS 17.4 SDK's, the one the surface list is read from) re-exports
        Observation (`@_exported import Observation`), so that a model file importing only
        Foundation can be `@Observable`.
    H1  Stand-ins for a file's own repository types are the repository's own files, never
        written for the harness: the other Swift files of the repository at the same commit
        (outside test, vendored and checked-out folders, as the sample's rule S1) that declare,
        at top level, a name the file uses but does not declare, are compiled alongside it,
        changed by I1-I4 as well. A file that extends a type, declared outside the repository
        (`Color`, `View`, `Date`) or named in the file, with a member the file uses after a
        dot (`.cardStyle()`, `Color.brand`) or an initialiser whose first label the file
        writes (`Color(hex:)`) is taken too, and so is one that extends a type that a type of
        the file adopts, or that the file extends, with a member of its own (not a local name of
        one of its methods) that the file names bare (not after a dot, nor as an argument label,
        nor declared in the file itself): a member reached
        through `self`, as a preview reaches `dev` from `extension PreviewProvider { static var
        dev … }`. Names are read from the code outside comments and string literals, and from
        the expressions interpolated in string literals (`"\\(date.formatTo())"`). Names are
        followed transitively through the files taken, up to HELPER_DEPTH steps and
        HELPER_LIMIT files per sampled file, the files found first kept when there are more
        (bounds on cost only: a file whose helpers they cut cannot compile; the closures that
        reach them are all of files that depend on modules Linux lacks, and of the files that
        depend on none the largest closure is 38 files in the fit half, 27 held out). Where
        several files declare a name, or extend one type with a member of one name, the one
        nearest the sampled file's folder (within its project, rule H4) is taken (then the first
        by path), and no file is taken that declares a top-level name a file already taken
        declares (repositories often hold several apps, each with its own `ContentView`).
        Nothing stands in for SwiftUI API.
    H2  A repository's sampled files are type-checked together with the union of their
        helpers when no top-level name, nor member of an extension of one type (`Bundle.decode`),
        is declared by two of those files; otherwise they are
        split into groups in which none is (targets of one repository often repeat names).
        A file counts as compiled only when a compile reports no error at all: when a group's
        compile has errors, its files with no error of their own nor in their helpers are
        type-checked again as a group of their own (the compiler can stop checking function
        bodies after another file's error, so their silence proves nothing).
    H3  Xcode's generated asset symbols (Xcode 15 and later): the colour and image sets of the
        asset catalogs (`.xcassets`) of the project holding a group's files (rule H4; every
        catalog of the repository when no project holds them) become the static members Xcode
        generates, in one file compiled with the group, `GeneratedAssetSymbols.swift`:
        `ColorResource.name` and `ImageResource.name` for each set, and, unless every Xcode
        project there leaves out `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS
        = YES`, `Color.name` and `ShapeStyle.name` (where `Self == Color`) for each colour. A
        name is the set's name split into words at each character that is neither letter nor
        digit and joined in camel case (the first word's leading capitals lowered, but a name
        that is one word of capitals kept, as Xcode keeps `BG`), with a trailing `Color` or
        `Image` dropped. No member is generated that SwiftUI declares on `Color` or
        `ShapeStyle` (Xcode leaves those out too) or that the repository declares itself on the
        same type. These are the repository's own resources; `ColorResource`, `ImageResource`
        and their initialisers of `Color` and `Image` are Trellis's API. An error in the file
        counts against every file of the group.
    H4  A file's project is the deepest folder that holds it and an Xcode project
        (`*.xcodeproj`) or a `Package.swift`; rule H1 takes helpers, and rule H3 catalogs, only
        from the file's project (from anywhere when no project holds the file), since
        repositories often hold many apps whose files do not see each other.
    H5  SwiftPM's resource bundle accessor: a group with a file in a package whose manifest
        declares `resources:`, or whose `Sources` folder holds a resource SwiftPM takes without
        being told (an asset catalog `.xcassets`, a storyboard or `.xib`, a Core Data model
        `.xcdatamodel(d)` or `.xcmappingmodel`, a localization folder `.lproj`, as SwiftPM's
        documentation on bundling resources lists them), is compiled with the `Bundle.module`
        SwiftPM generates for such a target (`resource_bundle_accessor.swift`; here it is
        `Bundle.main`, since nothing is loaded). An error in it counts against every file of
        the group.
    L1  Language mode: 6 when the repository says so (a `Package.swift` with
        swift-tools-version 6 or later and no Swift 5 language mode, or an Xcode project whose
        most common `SWIFT_VERSION` is 6), else 5, which is what an Xcode project or a package
        of tools version 5 builds in. An Xcode project that sets
        `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` gets `-default-isolation MainActor`. Every
        compile is a debug build's: `-D DEBUG`, which Xcode's Debug configuration sets in
        `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and SwiftPM passes in debug builds (so a file's
        `#if DEBUG` preview data is compiled, as when its author ran it).
    M1  A module that does not exist on Linux ends a compile at its import, so a file whose
        own lines, or whose helpers' lines, import such a module outside any `#if` is not
        compiled: it is recorded with that import as its first error. An import inside `#if`
        that I2 leaves standing is found by compiling: the file importing it is taken out of
        its group and the group compiled again.
    M2  Swift has the Objective-C runtime only on Apple's systems: on Linux `#selector` and
        `@objc` are errors (`UIApplication.shared.sendAction(#selector(…))`, or an `@objc`
        method a notification calls), and the compiler often fails to say which ("failed to
        produce diagnostic"). A file whose own lines, or whose helpers' lines, use either
        outside any `#if` is therefore not compiled, as M1 treats an import: it is recorded as
        depending on `ObjectiveC`, an Apple-only framework, with that line as its first error.

Results, per sampled file: compiled or not; the first error (`path:line: message`; the
compiler's first error in the file, else in a helper it needs); the helpers it needed; the
modules outside Swift it depends on; the number of helper files compiled with it; and a category:
    compiled
    trellis-api-missing      the error names SwiftUI API that Trellis lacks (`name` says which)
    apple-only-framework     it (or a helper it needs) imports a framework only Apple ships
    third-party-module       it imports a package that is not Apple's nor the repository's
    repository-module        it imports another module of its own repository
    repository-code          the error is in a helper file, or names the repository's own code
                             that rule H1 did not find (`cause` gives the helper error's category)
    linux-foundation-gap     the error names Foundation API that Linux's Foundation lacks
    concurrency              an actor-isolation or Sendable error
    type-check-too-slow      the compiler gave up on an expression ("reasonable time")
    other                    any other error (a type error the rules above do not place)
Two rates per half: over all files, and over the files whose only dependencies are SwiftUI,
Foundation, Observation (and what else the Swift toolchain ships on Linux) and their own
repository, i.e. files that import no Apple-only, third-party or other repository module,
directly or through a helper, and (rule D1) whose first error, or their helper's, does not name
UIKit, Combine or CoreGraphics API, which SwiftUI re-exports on iOS without an import of its own,
or names a type of the repository that adopts UIKit's `UIViewRepresentable`,
`UIViewControllerRepresentable` or `UIGestureRecognizerRepresentable` (a UIKit view or gesture
recognizer hosted in SwiftUI, which is UIKit's API too), or is a call that accepts no argument
("no exact matches in call") whose arguments or closures make such a type
(`.background { ScrollViewHelper() }`, the helper a `UIViewRepresentable`)
(such a file's `dependsOn` says `UIKit`, `Combine` or `CoreGraphics`; only the first error is
read, so a file can still use more of them). A file that fails and needs a helper whose own
first error names such API depends on that framework too, whichever error comes first (a
helper that imports only Foundation and declares an `ObservableObject`, which Apple's Foundation
brings in with Combine, fails so, and the file using it fails first on the missing
conformance). UIKit's API includes `UIColor`'s initialisers (Trellis's `UIColor` stands in only
for the system colours' names); CoreGraphics's, the members of SwiftUI types that give
CoreGraphics's types beyond the geometry Foundation has (`Color.cgColor`, a `CGColor`).

Type-check budget (issue 44, item 7): every compile passes
`-warn-long-expression-type-checking=150`; each expression reported slower than 150 ms (and
each "unable to type-check this expression in reasonable time") is recorded with file, line
and milliseconds. The times are taken on whatever machine runs the harness, so a busy machine
reports more.
"""

from __future__ import annotations

import argparse
import collections
import datetime
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
USAGE = ROOT / "Tests" / "CompatibilityTests" / "Usage"
MANIFEST = USAGE / "manifest.json"
RESULTS = USAGE / "compile-results.json"
SURFACE = ROOT / "Tests" / "TrellisTests" / "SwiftUISurface" / "surface.json"
WORK = ROOT / ".build" / "compile-harness"
EXCLUDED_DIRS = {"tests", "uitests", "test", ".build", "pods", "carthage", "checkouts",
                 "deriveddata", "vendor"}
HELPER_DEPTH = 12
HELPER_LIMIT = 300
EXPRESSION_BUDGET_MS = 150
COMPILE_TIMEOUT_S = 300

# Modules the Swift toolchain ships on Linux (SwiftUI and Combine are changed by I1 and I3).
LINUX_MODULES = {"Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
                 "FoundationNetworking", "Observation", "Dispatch", "_Concurrency", "Synchronization",
                 "RegexBuilder", "Distributed", "Glibc", "XCTest", "Testing", "Trellis",
                 "SwiftUI", "Combine"}
# Frameworks of Apple's SDKs (a module named here is Apple-only; any other unknown module is
# a third-party package unless the repository declares it).
APPLE_FRAMEWORKS = set("""
AVFoundation AVKit Accelerate Accessibility ActivityKit AppIntents AppKit AppTrackingTransparency
ARKit AudioToolbox AuthenticationServices BackgroundTasks CallKit CarPlay Charts CloudKit
Contacts ContactsUI CoreData CoreFoundation CoreGraphics CoreHaptics CoreImage CoreLocation
CoreLocationUI CoreML CoreMedia CoreMotion CoreNFC CoreSpotlight CoreText CoreTransferable
CoreVideo CoreBluetooth CryptoKit Darwin ObjectiveC DeveloperToolsSupport DeviceActivity EventKit
EventKitUI FamilyControls FoundationModels GameController GameKit GameplayKit GroupActivities
HealthKit HomeKit ImageIO Intents IntentsUI LinkPresentation LocalAuthentication ManagedSettings
MapKit MediaPlayer MessageUI Metal MetalKit MetalPerformanceShaders MusicKit NaturalLanguage
Network NetworkExtension OSLog PDFKit PassKit PencilKit Photos PhotosUI QuartzCore QuickLook
QuickLookThumbnailing RealityFoundation RealityKit RoomPlan SafariServices SceneKit ScreenTime
Security SensitiveContentAnalysis ShazamKit Social Speech SpriteKit StoreKit SwiftData
SwiftUICore Symbols TabularData TipKit Translation UIKit UniformTypeIdentifiers UserNotifications
UserNotificationsUI Vision VisionKit WatchConnectivity WatchKit WeatherKit WebKit WidgetKit
os simd SystemConfiguration MultipeerConnectivity ReplayKit Spatial CompositorServices
""".split())

DIAGNOSTIC = re.compile(r"^(/[^:\n]+\.swift):(\d+):(\d+): (error|warning): (.*)$", re.M)
# What may stand before `import`: attributes and an access level (`@preconcurrency`, `internal`).
IMPORT_PREFIX = r"(?:(?:@[\w()]+|public|package|internal|fileprivate|private)\s+)*"
IMPORT_LINE = re.compile(
    r"^\s*" + IMPORT_PREFIX + r"import\s+(?:(?:struct|class|enum|func|var|let|protocol|typealias)\s+)?(\w+)")


# --- Reading a repository ----------------------------------------------------------------

def git(git_dir: str, *args: str) -> str:
    return subprocess.run(["git", "-c", "core.quotepath=off", "--git-dir", git_dir, *args],
                          capture_output=True, text=True,
                          errors="replace").stdout


def read_blobs(git_dir: str, commit: str, paths: list[str]) -> dict[str, str]:
    """The files' text at the commit, read with one `git cat-file --batch`."""
    request = "".join(f"{commit}:{p}\n" for p in paths).encode()
    out = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch"], input=request,
                         capture_output=True).stdout
    texts, pos = {}, 0
    for path in paths:
        end = out.index(b"\n", pos)
        header = out[pos:end].split()
        pos = end + 1
        if len(header) < 3 or header[1] == b"missing":
            continue
        size = int(header[2])
        texts[path] = out[pos:pos + size].decode("utf-8", "replace")
        pos += size + 1
    return texts


def excluded(path: str) -> bool:
    parts = path.split("/")
    return any(p.lower() in EXCLUDED_DIRS for p in parts[:-1]) or parts[-1] == "Package.swift"


def strip_code(text: str) -> str:
    """The text with comments and string literals blanked (line breaks kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == '"':
            # The literal is blanked but the code interpolated in it, `\(date.formatted())`,
            # is kept (each interpolation after the literal, on the literal's last line).
            quote = '"""' if text.startswith('"""', i) else '"'
            j = i + len(quote)
            interpolated = []
            while j < n and not text.startswith(quote, j):
                if text.startswith("\\(", j):
                    depth, k = 1, j + 2
                    while k < n and depth:
                        depth += {"(": 1, ")": -1}.get(text[k], 0)
                        k += 1
                    interpolated.append(strip_code(text[j + 2:k - 1]).replace("\n", " "))
                    j = k
                else:
                    j += 2 if text[j] == "\\" else 1
            j += len(quote)
            out.append('""' + "\n" * text.count("\n", i, min(j, n)) + "".join(f" ({x})" for x in interpolated))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


DECL = re.compile(r"^[ \t]*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|"
                  r"final|indirect|nonisolated|package|static|@MainActor)\s+)*"
                  r"(class|struct|enum|protocol|actor|typealias|extension|func|var|let|macro)\s+`?"
                  r"([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)", re.M)
# A member's name, also one written in backticks (`func `if`(…)`).
REPRESENTABLE = re.compile(r"\b(?:struct|class)\s+(\w+)\s*(?:<[^>{]*>)?\s*:[^{]*\b(?:UIViewRepresentable|UIViewControllerRepresentable|UIGestureRecognizerRepresentable)\b")
MEMBER = re.compile(r"\b(?:func|var|let|case)\s+`?([A-Za-z_]\w*)")
IDENT = re.compile(r"[A-Za-z_]\w*")
DOTTED = re.compile(r"\.([A-Za-z_]\w*)")
BARE = re.compile(r"(?<![.\w])([A-Za-z_]\w*)\b(?!\s*:(?!:))")
# Swift's keywords, which a member written in backticks may share a name with (`if`).
SWIFT_KEYWORDS = set("""
as associatedtype break case catch class continue default defer deinit do else enum extension
fallthrough false for func guard if import in init inout internal is let nil operator private
protocol public repeat rethrows return self Self static struct subscript super switch throw throws
true try typealias var where while some any await async
""".split())
# Rule M2: what needs the Objective-C runtime, recorded as a dependency on this name.
OBJC_RUNTIME = re.compile(r"#selector\s*\(|@objc\b")
OBJECTIVE_C = "ObjectiveC"
# A type declaration's or an extension's inheritance clause: what it adopts.
ADOPTION = re.compile(r"\b(?:struct|class|enum|actor|extension)\s+[A-Za-z_][\w.]*\s*(?:<[^>{]*>)?\s*:\s*([^{]*)\{")


class SourceFile:
    """What rule H1 reads from one file: its top-level names, extensions and the names it uses."""

    def __init__(self, path: str, text: str):
        self.path = path
        self.text = text
        code = strip_code(text)
        self.declared: set[str] = set()
        self.extensions: dict[str, set[str]] = collections.defaultdict(set)
        self.extension_members: dict[str, set[str]] = collections.defaultdict(set)
        depth_at = self._depths(code)
        for m in DECL.finditer(code):
            if depth_at(m.start()) != 0:
                continue
            kind, name = m.group(1), m.group(2)
            if kind == "extension":
                body = code[m.end():self._block_end(code, m.end())]
                members = {x for x in MEMBER.findall(body) if x != "init"}
                # The members the extension itself declares (not a method's local names), the
                # only ones a file can name bare through `self`.
                body_depth = self._depths(body)
                self.extension_members[name.split(".")[-1]] |= {
                    x.group(1) for x in MEMBER.finditer(body) if body_depth(x.start()) == 1 and x.group(1) != "init"}
                members |= {"init:" + x for x in re.findall(r"\binit\??\s*\(\s*(\w+)", body)}
                self.extensions[name.split(".")[-1]] |= members
            else:
                self.declared.add(name)
        # What two files of one module may not both declare: top-level names, and the members
        # of extensions of one type (`Bundle.decode`, copied into each app of a repository).
        self.clashing = self.declared | {f"{t}.{m}" for t, ms in self.extensions.items() for m in ms}
        self.used = set(IDENT.findall(code))
        # The types the file's own types adopt or the file extends: a member an extension adds
        # to one of them is reached by its bare name, through `self` (`dev` in a preview).
        self.adopted = {name for m in ADOPTION.finditer(code) for name in IDENT.findall(m.group(1))}
        self.adopted |= set(self.extensions)
        # Names written bare: not after a dot, not an argument label (`cornerRadius: 17`), not
        # a keyword and not declared in the file itself.
        self.bare = {m.group(1) for m in BARE.finditer(code)} - SWIFT_KEYWORDS - set(MEMBER.findall(code))
        self.dotted = set(DOTTED.findall(code))
        # `Color(hex: ...)`: the type and first label of each call, for initialisers in extensions.
        self.dotted |= {f"init:{label}" for label in re.findall(r"\b[A-Z]\w*\(\s*(\w+)\s*:", code)}
        self.imports = []  # (module, line) of imports outside any `#if`
        level = 0
        for number, line in enumerate(code.split("\n"), 1):
            stripped = line.strip()
            if stripped.startswith("#if"):
                level += 1
            elif stripped.startswith("#endif"):
                level -= 1
            elif level == 0:
                m = IMPORT_LINE.match(line)
                if m:
                    self.imports.append((m.group(1), number))
                elif OBJC_RUNTIME.search(line):
                    self.imports.append((OBJECTIVE_C, number))  # rule M2

    @staticmethod
    def _depths(code: str):
        marks, depth = [], 0
        for i, c in enumerate(code):
            if c == "{":
                depth += 1
                marks.append((i, depth))
            elif c == "}":
                depth -= 1
                marks.append((i, depth))
        import bisect
        positions = [p for p, _ in marks]

        def depth_at(pos: int) -> int:
            k = bisect.bisect_right(positions, pos) - 1
            return marks[k][1] if k >= 0 else 0
        return depth_at

    @staticmethod
    def _block_end(code: str, start: int) -> int:
        i = code.find("{", start)
        if i < 0:
            return start
        depth = 0
        for j in range(i, len(code)):
            if code[j] == "{":
                depth += 1
            elif code[j] == "}":
                depth -= 1
                if depth == 0:
                    return j
        return len(code)


def normalise(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def common_prefix_length(a: str, b: str) -> int:
    n = 0
    for x, y in zip(a.split("/")[:-1], b.split("/")[:-1]):
        if x != y:
            break
        n += 1
    return n


class Repository:
    def __init__(self, git_dir: str, commit: str):
        self.git_dir = git_dir
        self.commit = commit
        paths = [p for p in git(git_dir, "ls-tree", "-r", "--name-only", commit).splitlines()
                 if p.endswith(".swift") and not excluded(p)]
        texts = read_blobs(git_dir, commit, paths)
        self.files = {p: SourceFile(p, t) for p, t in texts.items()}
        self.declarers: dict[str, list[str]] = collections.defaultdict(list)
        self.extenders: dict[str, list[str]] = collections.defaultdict(list)
        self.members: set[str] = set()
        for p, f in sorted(self.files.items()):
            for name in f.declared:
                self.declarers[name].append(p)
            for name, members in f.extensions.items():
                self.extenders[name].append(p)
                self.members |= members
        self.directories = {part for p in git(git_dir, "ls-tree", "-r", "-d", "--name-only", commit).splitlines()
                            for part in p.split("/")}
        listing = git(git_dir, "ls-tree", "-r", "--name-only", commit).splitlines()
        # Xcode generates a symbol for each colour and image of an asset catalog (a colour's
        # name loses a trailing "Color").
        self.assets = {re.sub(r"(?<=.)color$", "", normalise(m.group(1))) for p in listing
                       for m in [re.search(r"/([^/]+)\.(?:colorset|imageset|symbolset)/", p)] if m}
        # Rule H3: the colour and image sets of each asset catalog, by catalog folder.
        self.catalog_sets: dict[str, list[tuple[str, str]]] = collections.defaultdict(list)
        for p in listing:
            m = re.match(r"^(.*?\.xcassets)/(?:.*/)?([^/]+)\.(colorset|imageset)/Contents\.json$", p)
            if m:
                self.catalog_sets[m.group(1)].append((m.group(3), m.group(2)))
        # Rule H4: the folders that hold an Xcode project or a package.
        self.project_roots = sorted({p.rsplit("/", 2)[0] if p.count("/") >= 2 else ""
                                     for p in listing if p.endswith(".xcodeproj/project.pbxproj")} |
                                    {p.rsplit("/", 1)[0] if "/" in p else ""
                                     for p in listing if p == "Package.swift" or p.endswith("/Package.swift")})
        self.symbol_extensions = {}  # project file -> whether it asks for the framework extensions
        for p in listing:
            if p.endswith(".xcodeproj/project.pbxproj"):
                text = git(git_dir, "show", f"{commit}:{p}")
                self.symbol_extensions[p] = bool(
                    re.search(r"ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;", text))
        # Rule H5: the packages whose manifest declares resources.
        self.resource_packages = set()
        for p in listing:
            if p == "Package.swift" or p.endswith("/Package.swift"):
                package = p.rsplit("/", 1)[0] if "/" in p else ""
                sources = f"{package}/Sources/" if package else "Sources/"
                implicit = any(q.startswith(sources) and IMPLICIT_RESOURCE.search(q) for q in listing)
                if implicit or re.search(r"\bresources\s*:", git(git_dir, "show", f"{commit}:{p}")):
                    self.resource_packages.add(package)
        # Rule D1: the repository's types that host a UIKit view or view controller.
        self.representables = {m.group(1) for f in self.files.values() for m in REPRESENTABLE.finditer(strip_code(f.text))}
        self.package_targets = set()
        for p in git(git_dir, "ls-tree", "-r", "--name-only", commit).splitlines():
            if p.endswith("Package.swift"):
                text = git(git_dir, "show", f"{commit}:{p}")
                self.package_targets |= set(re.findall(r'name:\s*"([^"]+)"', text))

    def extension_members(self, type_name: str) -> set[str]:
        return {m for p in self.extenders.get(type_name, []) for m in self.files[p].extensions[type_name]}

    def nearest(self, candidates: list[str], origin: str) -> str:
        return sorted(candidates, key=lambda p: (-common_prefix_length(p, origin), p))[0]

    def project_root(self, path: str) -> str | None:
        """Rule H4: the deepest folder holding an Xcode project or a package that holds `path`."""
        roots = [r for r in self.project_roots if r == "" or path.startswith(r + "/")]
        return max(roots, key=len) if roots else None

    def in_project(self, candidate: str, root: str | None) -> bool:
        return root is None or root == "" or candidate.startswith(root + "/")

    def resource_accessor(self, paths: list[str]) -> str | None:
        """Rule H5: SwiftPM's `Bundle.module` when a file of `paths` is in a package with
        resources."""
        if not any(self.project_root(p) in self.resource_packages for p in paths):
            return None
        return "\n".join(["// Rule H5: the resource bundle accessor SwiftPM generates for a target with resources.",
                          "import Foundation", "", "extension Foundation.Bundle {",
                          "    nonisolated static let module: Bundle = Bundle.main", "}", ""])

    def asset_symbols(self, paths: list[str], swiftui_members: dict[str, set[str]]) -> str | None:
        """Rule H3: the Swift file of the symbols Xcode generates for the asset catalogs of the
        projects holding `paths`, or `None` when they have none."""
        roots = {self.project_root(p) for p in paths}
        catalogs = sorted(c for c in self.catalog_sets if any(self.in_project(c, r) for r in roots))
        projects = [f for f in self.symbol_extensions if any(self.in_project(f, r) for r in roots)]
        extensions = not projects or any(self.symbol_extensions[f] for f in projects)
        symbols = {"colorset": {}, "imageset": {}}
        for catalog in catalogs:
            for kind, name in sorted(self.catalog_sets[catalog]):
                symbol = asset_symbol_name(name, "Color" if kind == "colorset" else "Image")
                if symbol:
                    symbols[kind].setdefault(symbol, name)
        if not symbols["colorset"] and not symbols["imageset"]:
            return None

        def quoted(name: str) -> str:
            return json.dumps(name, ensure_ascii=False)

        def declared_by_repository(type_name: str, symbol: str) -> bool:
            return symbol.strip("`") in self.extension_members(type_name)
        lines = ["// Rule H3: the symbols Xcode generates for the repository's asset catalogs.",
                 "import Foundation", "import Trellis", ""]
        for kind, type_name in (("colorset", "ColorResource"), ("imageset", "ImageResource")):
            members = [f"    nonisolated static let {symbol} = {type_name}(name: {quoted(name)}, bundle: .main)"
                       for symbol, name in sorted(symbols[kind].items())
                       if not declared_by_repository(type_name, symbol)]
            if members:
                lines += [f"extension {type_name} {{", *members, "}", ""]
        if extensions:
            for extended, owner in (("Color", "Color"), ("ShapeStyle where Self == Color", "ShapeStyle")):
                members = [f"    nonisolated static var {symbol}: Color {{ .init(ColorResource.{symbol}) }}"
                           for symbol in sorted(symbols["colorset"])
                           if symbol.strip("`") not in swiftui_members[owner]
                           and not declared_by_repository(owner, symbol)
                           and not declared_by_repository("ColorResource", symbol)]
                if members:
                    lines += [f"extension {extended} {{", *members, "}", ""]
        return "\n".join(lines)

    def helpers(self, path: str) -> list[str]:
        """Rule H1: the files that declare what `path` uses, transitively."""
        taken, frontier, order = {path}, [path], [path]
        declared = set(self.files[path].declared)
        root = self.project_root(path)

        def take(candidate: str) -> bool:
            # A file that would declare a name twice (another target's copy) is not taken.
            if candidate in taken or self.files[candidate].declared & declared:
                return False
            taken.add(candidate)
            order.append(candidate)
            declared.update(self.files[candidate].declared)
            following.append(candidate)
            return True

        for _ in range(HELPER_DEPTH):
            following = []
            for p in frontier:
                f = self.files[p]
                for name in sorted(f.used - declared):
                    candidates = [c for c in self.declarers.get(name, []) if self.in_project(c, root)]
                    if candidates and name not in declared:
                        take(self.nearest(candidates, path))
                for name, extenders in sorted(self.extenders.items()):
                    if name not in f.used and name in self.declarers:
                        continue
                    bare = f.bare - f.declared if name in f.adopted else set()
                    # Each member used is taken from the nearest file that adds it (apps of one
                    # repository often carry copies of one extension).
                    providers = {}
                    for e in sorted(extenders, key=lambda e: (-common_prefix_length(e, path), e)):
                        if self.in_project(e, root):
                            extension = self.files[e]
                            for member in (extension.extensions[name] & (f.dotted - f.declared)) | (extension.extension_members[name] & bare):
                                providers.setdefault(member, e)
                    for e in sorted(set(providers.values()), key=lambda e: (-common_prefix_length(e, path), e)):
                        take(e)
                if len(taken) > HELPER_LIMIT:
                    break
            frontier = following
            if not frontier or len(taken) > HELPER_LIMIT:
                break
        order.remove(path)
        return sorted(order[:HELPER_LIMIT])

    def module_kind(self, module: str) -> str | None:
        """None for a module Linux has; else the category of depending on it."""
        if module in LINUX_MODULES:
            return None
        if module in APPLE_FRAMEWORKS:
            return "apple-only-framework"
        if module in self.package_targets or module in self.directories:
            return "repository-module"
        return "third-party-module"

    def language_settings(self) -> tuple[str, list[str]]:
        """Rule L1."""
        listing = git(self.git_dir, "ls-tree", "-r", "--name-only", self.commit).splitlines()
        flags = []
        versions = collections.Counter()
        isolation = False
        for p in listing:
            if p.endswith("project.pbxproj"):
                text = git(self.git_dir, "show", f"{self.commit}:{p}")
                versions.update(v.split(".")[0] for v in re.findall(r"SWIFT_VERSION = ([\d.]+);", text))
                isolation |= bool(re.search(r"SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;", text))
        flags.append("-DDEBUG")
        mode = "5"
        if versions:
            mode = "6" if versions.most_common(1)[0][0] == "6" else "5"
        else:
            packages = [p for p in listing if p == "Package.swift" or p.endswith("/Package.swift")]
            if packages:
                text = git(self.git_dir, "show", f"{self.commit}:{sorted(packages, key=len)[0]}")
                m = re.search(r"swift-tools-version\s*:\s*(\d+)", text)
                if m and int(m.group(1)) >= 6 and not re.search(r"\.v5\b|\.version\(\"5", text):
                    mode = "6"
        if isolation:
            flags += ["-default-isolation", "MainActor"]
        return mode, flags


SWIFT_KEYWORDS = set("""
associatedtype class deinit enum extension fileprivate func import init inout internal let open
operator private precedencegroup protocol public rethrows static struct subscript typealias var
break case catch continue default defer do else fallthrough for guard if in repeat return throw
switch where while as false is nil self Self super throws true try Any
""".split())
GENERATED_ASSET_SYMBOLS = "GeneratedAssetSymbols.swift"
# Rule H5: the resources SwiftPM takes into a target's bundle without a `resources:` entry.
IMPLICIT_RESOURCE = re.compile(r"\.(?:xcassets|xcdatamodeld?|xcmappingmodel|lproj)/|\.(?:xib|storyboard)$")
RESOURCE_BUNDLE_ACCESSOR = "resource_bundle_accessor.swift"


def asset_symbol_name(name: str, suffix: str) -> str | None:
    """Rule H3: the name Xcode gives an asset's symbol: the asset's name split into words at
    each character that is not a letter or digit, joined in camel case (the first word's leading
    capitals lowered, but a name that is one word of capitals kept), a trailing "Color" (colours)
    or "Image" (images) dropped, a leading digit preceded by "_", a keyword in backticks."""
    words = [w for w in re.split(r"[^0-9A-Za-z]+", name) if w]
    if not words:
        return None
    first = words[0]
    if not (len(words) == 1 and first.isupper()):
        run = len(first) - len(first.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
        if run == len(first) or run <= 1:
            first = first[:run].lower() + first[run:]
        else:
            first = first[:run - 1].lower() + first[run - 1:]
    symbol = first + "".join(w[0].upper() + w[1:] for w in words[1:])
    if symbol.endswith(suffix) and len(symbol) > len(suffix):
        symbol = symbol[:-len(suffix)]
    if symbol[0].isdigit():
        symbol = "_" + symbol
    return f"`{symbol}`" if symbol in SWIFT_KEYWORDS else symbol


# --- The changes I1-I4 --------------------------------------------------------------------

IOS_CONDITIONS = [
    (r"\bos\(iOS\)", "true"), (r"\bos\((?:macOS|OSX|tvOS|watchOS|visionOS|Linux|Windows|Android)\)", "false"),
    (r"\bcanImport\(UIKit\)", "true"), (r"\bcanImport\(AppKit\)", "false"),
]


def rewrite(text: str) -> str:
    # Each change stays within its line (spaces, not `\s`, after an import), so that the
    # compiler's line numbers are the file's own.
    # The access level goes: SwiftUI and Combine both become Trellis, and Swift wants every
    # import of a module to say the same level.
    for module in ("SwiftUI", "Combine"):
        text = re.sub(rf"^(\s*(?:@[\w()]+\s+)*)(?:(?:public|package|internal|fileprivate|private)\s+)?"
                      rf"import\s+{module}[ \t]*;?[ \t]*(//.*)?$", r"\1import Trellis", text, flags=re.M)

    # Rule I4: Foundation as Apple ships it (its networking, and Observation re-exported).
    text = re.sub(r"^(\s*(?:@[\w()]+\s+)*import Trellis)$", r"\1; import FoundationNetworking", text, flags=re.M)
    text = re.sub(r"^(\s*(?:@[\w()]+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
                  r"import\s+Foundation)[ \t]*;?[ \t]*(//.*)?$",
                  r"\1; import FoundationNetworking; import Observation", text, flags=re.M)

    # The module's name changes with the import: `SwiftUI.Color`, `Combine.Published`.
    text = re.sub(r"(?<![\w.])(?:SwiftUI|Combine)\.(?=[A-Za-z_])", "Trellis.", text)

    def condition(match):
        line = match.group(0)
        for pattern, value in IOS_CONDITIONS:
            line = re.sub(pattern, value, line)
        return line
    return re.sub(r"^\s*#(?:if|elseif)\b.*$", condition, text, flags=re.M)


# --- Categories ---------------------------------------------------------------------------

def load_swiftui_names() -> tuple[set[str], set[str]]:
    """SwiftUI's type names and member names: the surface list, and the newer names that
    Scripts/api-usage.py adds to it (EXTRA_NAMES)."""
    types, members = set(), set()
    for entry in json.loads(SURFACE.read_text())["entries"]:
        name, kind = entry["name"], entry["kind"]
        parts = name.split(".")
        base = parts[-1].split("(")[0]
        if kind in ("type", "property wrapper", "protocol", "macro", "result builder") and len(parts) == 1:
            types.add(base)
        elif len(parts) > 1 or kind in ("modifier", "method"):
            members.add(base)
        if len(parts) > 1:
            types.add(parts[0])
    spec = importlib.util.spec_from_file_location("api_usage", ROOT / "Scripts" / "api-usage.py")
    api_usage = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(api_usage)
    for kind, name in api_usage.EXTRA_NAMES:
        (members if kind == "modifier" else types).add(name)
    return types, members


# Combine beyond ObservableObject and @Published: Apple-only (rule I3 covers only those two).
COMBINE = {"AnyCancellable", "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Publisher",
           "Just", "Future", "Cancellable", "Subscribers", "Publishers", "Deferred", "Empty", "Fail",
           "ObservableObject", "Published", "ObservableObjectPublisher", "Subscriber", "Subject"}
FOUNDATION = {"Bundle", "Locale", "LocalizedStringResource", "AttributedString", "FormatStyle",
              "DateFormatter", "NumberFormatter", "ProcessInfo", "UserDefaults", "FileManager",
              "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "Measurement",
              "JSONDecoder", "Calendar", "TimeZone", "Decimal", "Predicate", "NotificationCenter",
              "Notification", "RunLoop", "Timer", "OperationQueue", "PersonNameComponents",
              "ListFormatStyle", "DateComponentsFormatter", "RelativeDateTimeFormatter"}
# SwiftUI members whose type is CoreGraphics's beyond the geometry Foundation has (`CGColor`).
CORE_GRAPHICS_MEMBERS = {"cgColor", "cgImage", "cgPath", "cgContext"}
APPLE_PREFIX = re.compile(r"^(UI|MK|AV|CL|PH|SK|CK|WK|AR|RK|CA|CG|CI|CN|EK|HK|GK|PK|SF|VN|MP|NW|AS|LA|SC)[A-Z]")
NAME_IN_QUOTES = re.compile(r"'([^']+)'")
CALL_OPEN = re.compile(r"(?:\b([A-Z]\w*)\s*)?(\.)?\b([A-Za-z_]\w*)\s*$")


class Classifier:
    def __init__(self):
        self.types, self.members = load_swiftui_names()
        # The members SwiftUI declares on a type, by type (rule H3 generates none of these).
        self.owner_members: dict[str, set[str]] = collections.defaultdict(set)
        for entry in json.loads(SURFACE.read_text())["entries"]:
            parts = entry["name"].split(".")
            if len(parts) == 2:
                self.owner_members[parts[0]].add(parts[1].split("(")[0])

    def classify(self, message: str, before: str, after: str, repo: Repository, call: str = "") -> tuple[str, str | None]:
        """The category of a compiler error, and the API it names; `before` is the file's text
        up to the error's position, `after` the rest of its line, `call` the call that starts
        at the error with its arguments and closures (see `call_at`)."""
        if "reasonable time" in message:
            return "type-check-too-slow", None
        if "swift-corelibs-foundation" in message:
            return "linux-foundation-gap", NAME_IN_QUOTES.search(message).group(1)
        if re.search(r"actor-isolated|Sendable|nonisolated|data race|main actor|isolated to", message):
            return "concurrency", None
        if any(name in repo.representables for name in NAME_IN_QUOTES.findall(message)):
            return "apple-only-framework", "UIViewRepresentable"  # rule D1: a hosted UIKit view
        if message.startswith("no exact matches in call") and any(
                re.search(rf"\b{re.escape(name)}\s*[({{]", call) for name in repo.representables):
            # Rule D1: a call that does not accept its argument, which is a hosted UIKit view
            # (`.background { ScrollViewHelper() }`, where the helper is a representable).
            return "apple-only-framework", "UIViewRepresentable"
        m = re.match(r"cannot find (?:type )?'(\w+)' in scope", message)
        if m:
            return self._name(m.group(1), None, repo)
        if "'dynamicProvider:'" in message:
            # An initialiser of UIKit's `UIColor` (`UIColor(self)`, `UIColor(red:…)`): Trellis's
            # `UIColor` stands in only for the system colours' names and `dynamicProvider`.
            return "apple-only-framework", "UIColor(…)"
        if "expected 'imageLiteralResourceName:'" in message:
            return "apple-only-framework", "UIImage(…)"  # UIKit's initialisers; Trellis's UIImage is a literal
        m = re.match(r"(?:value of type|type) '([^']+)'(?: \(aka '[^']+'\))? has no (?:member|dynamic member) '(\w+)'",
                     message) \
            or re.match(r"static member '(\w+)' cannot be used on instance of type '([^']+)'", message)
        if m:
            owner, name = m.group(1), m.group(2)
            if message.startswith("static member"):
                owner, name = name, owner
            owner = re.sub(r"<.*", "", owner).replace("some ", "").replace("any ", "").strip("()?!")
            return self._name(name, owner.split(".")[-1], repo)
        m = re.match(r"reference to member '(\w+)' cannot be resolved", message)
        if m and normalise(m.group(1)) in repo.assets:
            return "repository-code", f"asset catalog symbol .{m.group(1)}"
        environment = re.search(r"@Environment\(\\\.(\w+)\)[^\n]*$", before)
        if environment and "could not be inferred" in message:
            return self._name(environment.group(1), "EnvironmentValues", repo)
        callee = self._callee(message, before, after)
        if callee:
            owner, dot, name = callee
            key = f"{owner}.{name}(…)" if owner else f"{dot}{name}(…)"
            if APPLE_PREFIX.match(owner or name):
                return "apple-only-framework", key
            labels = {f"init:{x}" for x in re.findall(r"'(\w+):'", message)}
            if labels & repo.extension_members(name):
                return "repository-code", key
            if name in self.types or (dot and name in self.members) or (owner in self.types):
                return "trellis-api-missing", key
            if name in repo.declarers or name in repo.members:
                return "repository-code", key
            if name in FOUNDATION or owner in FOUNDATION:
                return "linux-foundation-gap", key
        return "other", None

    def _name(self, name: str, owner: str | None, repo: Repository) -> tuple[str, str | None]:
        key = f"{owner}.{name}" if owner else name
        if APPLE_PREFIX.match(name) or (owner and APPLE_PREFIX.match(owner)):
            return "apple-only-framework", key
        if name in CORE_GRAPHICS_MEMBERS:
            return "apple-only-framework", f"CoreGraphics.{name}"
        if name in COMBINE and owner is None:
            return "apple-only-framework", f"Combine.{name}"
        if owner in COMBINE:
            return "apple-only-framework", f"Combine.{owner}"
        if owner and re.sub(r"(?<=.)color$", "", normalise(name)) in repo.assets:
            return "repository-code", f"asset catalog symbol {key}"
        if name in repo.declarers or name in repo.members:
            return "repository-code", key
        if owner is None and name in self.types:
            return "trellis-api-missing", key
        if owner is not None and (owner in self.types or name in self.members):
            return "trellis-api-missing", key if owner in self.types else "." + name
        if owner and owner in repo.declarers:
            return "repository-code", key
        if name.startswith(("NS", "CF")) or name in FOUNDATION or owner in FOUNDATION or \
                owner in ("String", "Date", "URL", "Data"):
            return "linux-foundation-gap", key
        return "other", key

    @staticmethod
    def _callee(message: str, before: str, after: str) -> tuple[str | None, str, str] | None:
        """The call the error is about: (the type it is called on, "." for a member, its name).
        The method the message names; else the call that starts at the error; for a trailing
        closure the name before it; else the innermost call still open at the error."""
        m = re.search(r"(?:instance method|static method|global function) '(\w+)", message)
        if m:
            return None, ".", m.group(1)
        m = re.match(r"\s*(?:([A-Z]\w*)\.)?(\.)?([A-Za-z_]\w*)\s*[({]", after)
        if m:
            return m.group(1), m.group(2) or "", m.group(3)
        if "trailing closure" in message:
            m = re.search(r"(\.)?\b([A-Za-z_]\w*)\s*(?:\([^()]*\))?\s*$", before)
            if m:
                return None, m.group(1) or "", m.group(2)
        stack, last = [], None
        code = before[-3000:]
        for i, c in enumerate(code):
            if c == "(":
                m = CALL_OPEN.search(code[max(0, i - 80):i])
                stack.append((m.group(1), m.group(2) or "", m.group(3)) if m else None)
            elif c == ")" and stack:
                last = stack.pop()
        while stack:
            top = stack.pop()
            if top and top[2] not in ("if", "for", "while", "switch", "guard", "return"):
                return top
        return last


# --- Compiling ----------------------------------------------------------------------------

def build_trellis(skip: bool) -> tuple[Path, Path]:
    if not skip:
        subprocess.run(["swift", "build", "--target", "Trellis"], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    bin_path = Path(subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                                   capture_output=True, text=True).stdout.strip())
    return bin_path / "Modules", bin_path / "TrellisMacros-tool"


def typecheck(files: dict[str, str], folder: Path, mode: str, flags: list[str], modules: Path,
              plugin: Path) -> tuple[list[tuple[str, int, str, str]], float]:
    """Writes the files (rewritten) under `folder`, type-checks them as one module; returns the
    diagnostics (repository path, line, severity, message) and the seconds taken."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    on_disk = {}
    for path, text in files.items():
        # swiftc wants distinct file names in a module, so each file is named by its whole path.
        target = folder / path.replace("/", "__")
        on_disk[str(target)] = path
        target.write_text(rewrite(text))
    command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", mode, "-module-name", "App",
               "-I", str(modules), "-load-plugin-executable", f"{plugin}#TrellisMacros",
               "-diagnostic-style", "llvm", "-Xfrontend",
               f"-warn-long-expression-type-checking={EXPRESSION_BUDGET_MS}", *flags,
               *on_disk]
    start = time.time()
    try:
        out = subprocess.run(command, capture_output=True, text=True, errors="replace",
                             timeout=COMPILE_TIMEOUT_S)
        text = out.stdout + out.stderr
    except subprocess.TimeoutExpired:
        return [("", 0, "timeout", f"type-check took longer than {COMPILE_TIMEOUT_S} s", 0)], time.time() - start
    diagnostics = []
    for m in DIAGNOSTIC.finditer(text):
        if m.group(1) in on_disk:
            diagnostics.append((on_disk[m.group(1)], int(m.group(2)), m.group(4), m.group(5), int(m.group(3))))
    if out.returncode != 0 and not any(d[2] == "error" for d in diagnostics):
        first = next((line for line in text.splitlines() if "error" in line), text.strip()[:300])
        diagnostics.append(("", 0, "error", first, 0))
    return diagnostics, time.time() - start


def around(text: str, line: int, column: int) -> tuple[str, str]:
    """The text before a position (line and column from 1) and the rest of its line."""
    lines = text.split("\n")[:max(line, 1)]
    last = lines[-1]
    lines[-1] = last[:max(column - 1, 0)]
    return "\n".join(lines), last[max(column - 1, 0):]


def call_at(text: str, line: int, column: int) -> str:
    """The call that starts at a position (line and column from 1): the text from there to the
    bracket that closes the first one opened, `(` or `{` (or to the end of the line when none is
    opened on it), skipping comments and string literals as `strip_code` does."""
    lines = text.split("\n")
    if not 1 <= line <= len(lines):
        return ""
    rest = strip_code("\n".join(lines[line - 1:])[max(column - 1, 0):])
    first_line = rest.split("\n", 1)[0]
    opened = min((i for i in (first_line.find("("), first_line.find("{")) if i >= 0), default=-1)
    if opened < 0:
        return first_line
    depth = 0
    for i in range(opened, len(rest)):
        if rest[i] in "({[":
            depth += 1
        elif rest[i] in ")}]":
            depth -= 1
            if depth == 0:
                return rest[:i + 1]
    return rest


def groups_for(sampled: list[str], helpers: dict[str, list[str]], repo: Repository) -> list[list[str]]:
    """Rule H2."""
    groups: list[tuple[list[str], set[str], dict[str, str]]] = []
    for path in sampled:
        needed = [path, *helpers[path]]
        for members, files, names in groups:
            clash = False
            for f in needed:
                if f in files:
                    continue
                for name in repo.files[f].clashing:
                    if name in names and names[name] != f:
                        clash = True
                        break
                if clash:
                    break
            if not clash:
                break
        else:
            members, files, names = [], set(), {}
            groups.append((members, files, names))
        members.append(path)
        for f in needed:
            if f not in files:
                files.add(f)
                for name in repo.files[f].clashing:
                    names.setdefault(name, f)
    return [members for members, _, _ in groups]


def framework_of(api: str) -> str:
    """Rule D1: the framework an Apple-only API the classifier named belongs to."""
    return "Combine" if api.startswith("Combine.") else "UIKit" if api.startswith("UI") else \
        "CoreGraphics" if api.startswith("CoreGraphics.") else "Apple SDK"


def run_repository(entry: dict, mirrors: Path, modules: Path, plugin: Path, classifier: Classifier):
    name = entry["repository"]
    git_dir = str(mirrors / name.replace("/", "+") / "repo")
    repo = Repository(git_dir, entry["commit"])
    mode, flags = repo.language_settings()
    sampled = [f["path"] for f in entry["files"] if f["path"] in repo.files]
    helpers = {p: repo.helpers(p) for p in sampled}
    results, slow, seconds = {}, [], 0.0

    # Rule M1: imports outside `#if` of modules Linux lacks.
    def blocking_import(path: str):
        for f in [path, *helpers[path]]:
            for module, line in repo.files[f].imports:
                kind = repo.module_kind(module)
                if kind:
                    return f, line, module, kind
        return None

    dependencies = {}
    for p in sampled:
        deps = sorted({m for f in [p, *helpers[p]] for m, _ in repo.files[f].imports
                       if repo.module_kind(m)})
        dependencies[p] = deps
        blocked = blocking_import(p)
        if blocked:
            f, line, module, kind = blocked
            message = (f"{f}:{line}: the Objective-C runtime (`#selector`, `@objc`), which Swift has only on "
                       "Apple's systems (not compiled, rule M2)") if module == OBJECTIVE_C else \
                f"{f}:{line}: no such module '{module}' (not compiled, rule M1)"
            results[p] = {"category": kind, "name": module, "error": message}
    pending = [p for p in sampled if p not in results]
    helper_frameworks = collections.defaultdict(set)
    work = WORK / name.replace("/", "+")
    queue = groups_for(pending, helpers, repo)
    index = 0
    while queue:
        group = queue.pop(0)
        index += 1
        files = {}
        for p in group:
            for f in [p, *helpers[p]]:
                files[f] = repo.files[f].text
        symbols = repo.asset_symbols(group, classifier.owner_members)
        if symbols:
            files[GENERATED_ASSET_SYMBOLS] = symbols
        accessor = repo.resource_accessor(group)
        if accessor:
            files[RESOURCE_BUNDLE_ACCESSOR] = accessor
        diagnostics, took = typecheck(files, work / f"g{index}", mode, flags, modules, plugin)
        seconds += took
        fatal = [d for d in diagnostics if d[2] == "error" and d[3].startswith("no such module")]
        if fatal:
            path, line, _, message, _ = fatal[0]
            module = NAME_IN_QUOTES.search(message).group(1)
            kind = repo.module_kind(module) or "other"
            rest = []
            for p in group:
                if path == p or path in helpers[p]:
                    results[p] = {"category": kind, "name": module, "error": f"{path}:{line}: {message}"}
                    dependencies[p] = sorted(set(dependencies[p]) | {module})
                else:
                    rest.append(p)
            if len(rest) == len(group):  # the import is in no file of the group's: give up on it
                for p in group:
                    results[p] = {"category": "other", "error": f"{path}:{line}: {message}"}
                rest = []
            if rest:
                queue.insert(0, rest)
            continue
        for path, line, severity, message, _ in diagnostics:
            m = re.match(r"expression took (\d+)ms to type-check", message)
            if severity == "warning" and m:
                slow.append({"repository": name, "path": path, "line": line, "ms": int(m.group(1)),
                             "sampled": path in group})
            elif "reasonable time" in message:
                slow.append({"repository": name, "path": path, "line": line, "ms": None,
                             "sampled": path in group, "gaveUp": True})
        errors = [d for d in diagnostics if d[2] in ("error", "timeout")]
        # Rule D1 for helpers: a helper whose first error names UIKit, Combine or CoreGraphics
        # API makes every file that needs it depend on that framework.
        for p in group:
            for h in helpers[p]:
                first = min((d for d in errors if d[0] == h), key=lambda d: d[1], default=None)
                if first:
                    category, api = classifier.classify(first[3], *around(repo.files[h].text, first[1], first[4]), repo,
                                                        call=call_at(repo.files[h].text, first[1], first[4]))
                    if category == "apple-only-framework":
                        helper_frameworks[p].add(framework_of(api or ""))
        unchecked = []
        for p in group:
            own = sorted((d for d in errors if d[0] == p), key=lambda d: d[1])
            if own:
                path, line, _, message, column = own[0]
                category, api = classifier.classify(message, *around(repo.files[p].text, line, column), repo,
                                                    call=call_at(repo.files[p].text, line, column))
                result = {"category": category, "error": f"{path}:{line}: {message}"}
                if api:
                    result["name"] = api
                results[p] = result
                continue
            helper_errors = sorted((d for d in errors if d[0] in helpers[p]), key=lambda d: (d[0], d[1]))
            unplaced = [d for d in errors if d[0] in ("", GENERATED_ASSET_SYMBOLS, RESOURCE_BUNDLE_ACCESSOR)]
            if helper_errors or unplaced:
                path, line, _, message, column = (helper_errors or unplaced)[0]
                context = around(repo.files[path].text, line, column) if path in repo.files else ("", "")
                call = call_at(repo.files[path].text, line, column) if path in repo.files else ""
                cause, api = classifier.classify(message, *context, repo, call=call)
                result = {"category": "repository-code", "cause": cause,
                          "error": f"{path}:{line}: {message}"}
                if api:
                    result["name"] = api
                results[p] = result
            elif errors:
                # Rule H2: the compiler may leave bodies unchecked after another file's error,
                # so a file is compiled only by a compile with no error at all.
                unchecked.append(p)
            else:
                results[p] = {"category": "compiled"}
        if unchecked:
            queue.insert(0, unchecked)
    for p, r in results.items():
        # Rule D1: SwiftUI re-exports UIKit and Combine on iOS, so a file whose error (or its
        # helper's) names their API depends on them though it imports neither.
        frameworks = set(helper_frameworks.get(p, set())) if r["category"] != "compiled" else set()
        if "apple-only-framework" in (r["category"], r.get("cause")) and "not compiled, rule M" not in r["error"] \
                and "no such module" not in r["error"]:
            frameworks.add(framework_of(r.get("name") or ""))
        if frameworks:
            dependencies[p] = sorted(set(dependencies.get(p, [])) | frameworks)
    files = []
    for f in entry["files"]:
        p = f["path"]
        r = results.get(p, {"category": "other", "error": f"{p}: not in the repository at the commit"})
        record = {"path": p, "compiled": r["category"] == "compiled", **r,
                  "helpers": len(helpers.get(p, [])), "dependsOn": dependencies.get(p, [])}
        files.append(record)
    return {"repository": name, "commit": entry["commit"], "half": entry["half"],
            "swiftVersion": mode, "flags": flags, "seconds": round(seconds, 1), "files": files}, slow


# --- Results ------------------------------------------------------------------------------

def totals(repositories: list[dict]) -> dict:
    files = [f for r in repositories for f in r["files"]]
    alone = [f for f in files if not f["dependsOn"] and f["category"] not in
             ("apple-only-framework", "third-party-module", "repository-module")]
    categories = collections.Counter(f["category"] for f in files)
    compiled = categories.get("compiled", 0)
    compiled_alone = sum(f["compiled"] for f in alone)
    return {
        "repositories": len(repositories),
        "files": len(files),
        "compiled": compiled,
        "rate": round(compiled / len(files), 4) if files else None,
        "filesWithoutOtherModules": len(alone),
        "compiledWithoutOtherModules": compiled_alone,
        "rateWithoutOtherModules": round(compiled_alone / len(alone), 4) if alone else None,
        "byCategory": dict(sorted(categories.items())),
    }


def blockers(repositories: list[dict]) -> list[dict]:
    counter = collections.Counter()
    repos = collections.defaultdict(set)
    for r in repositories:
        for f in r["files"]:
            if f["category"] == "trellis-api-missing" or f.get("cause") == "trellis-api-missing":
                key = f.get("name", "?")
                counter[key] += 1
                repos[key].add(r["repository"])
    return [{"name": k, "files": v, "repositories": len(repos[k])}
            for k, v in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))]


def write_results(repositories: list[dict], slow: list[dict], manifest: dict, settings: dict):
    halves = {}
    for half in ("held-out", "fit"):
        chosen = [r for r in repositories if r["half"] == half]
        in_manifest = [r for r in manifest["repositories"] if r["half"] == half]
        halves[half] = {"repositoriesInSample": len(in_manifest),
                        "filesInSample": sum(len(r["files"]) for r in in_manifest),
                        **totals(chosen), "apiMissing": blockers(chosen)}
    slow = sorted(slow, key=lambda s: (-(s["ms"] or 10 ** 9), s["repository"], s["path"], s["line"]))
    document = {
        "rules": "Scripts/compile-harness.py, rules I1-I4, H1-H5, L1, M1, M2, D1",
        "settings": settings,
        "halves": halves,
        "slowExpressions": slow,
        "repositories": sorted(repositories, key=lambda r: r["repository"].lower()),
    }
    RESULTS.write_text(compact_json(document) + "\n")


def compact_json(document: dict) -> str:
    """JSON with one line per file and per slow expression, so the results stay small."""
    def dump(value, depth: int) -> str:
        if isinstance(value, dict) and ("path" in value or depth >= 4):
            return json.dumps(value, ensure_ascii=False)
        pad = " " * (depth + 1)
        if isinstance(value, dict) and value:
            items = [f'{pad}{json.dumps(k, ensure_ascii=False)}: {dump(v, depth + 1)}' for k, v in value.items()]
            return "{\n" + ",\n".join(items) + "\n" + " " * depth + "}"
        if isinstance(value, list) and value and isinstance(value[0], dict):
            return "[\n" + ",\n".join(pad + dump(v, depth + 1) for v in value) + "\n" + " " * depth + "]"
        return json.dumps(value, ensure_ascii=False)
    return dump(document, 0)


def command_run(args):
    manifest = json.loads(MANIFEST.read_text())
    modules, plugin = build_trellis(args.skip_build)
    classifier = Classifier()
    chosen = set(args.repository or [])
    unknown = chosen - {r["repository"] for r in manifest["repositories"]}
    if unknown:
        sys.exit(f"not in the sample: {', '.join(sorted(unknown))}")
    keep = args.keep or bool(chosen)
    previous = json.loads(RESULTS.read_text()) if RESULTS.exists() and keep else None
    done = {r["repository"]: r for r in (previous or {}).get("repositories", [])
            if r["repository"] not in chosen}
    slow = [s for s in (previous or {}).get("slowExpressions", [])]
    halves = ["held-out", "fit"] if args.half == "all" else [args.half]
    deadline = None
    if args.deadline:
        hour, minute = map(int, args.deadline.split(":"))
        now = datetime.datetime.now(datetime.timezone.utc)
        deadline = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    count = 0
    for half in halves:
        for entry in manifest["repositories"]:
            if entry["half"] != half or entry["repository"] in done:
                continue
            if chosen and entry["repository"] not in chosen:
                continue
            if args.limit and count >= args.limit:
                break
            if deadline and datetime.datetime.now(datetime.timezone.utc) >= deadline:
                break
            result, found = run_repository(entry, Path(args.mirrors), modules, plugin, classifier)
            done[entry["repository"]] = result
            slow = [s for s in slow if s["repository"] != entry["repository"]] + found
            count += 1
            compiled = sum(f["compiled"] for f in result["files"])
            print(f"{half} {entry['repository']}: {compiled}/{len(result['files'])} compiled "
                  f"(Swift {result['swiftVersion']}, {result['seconds']} s)", flush=True)
            write_results(list(done.values()), slow, manifest, settings(args))
    write_results(list(done.values()), slow, manifest, settings(args))


def settings(args) -> dict:
    return {"expressionBudgetMs": EXPRESSION_BUDGET_MS, "helperDepth": HELPER_DEPTH,
            "helperLimit": HELPER_LIMIT,
            "order": "manifest order, held-out half first; a run may stop early (--limit, --deadline)"}


def command_report(args):
    document = json.loads(RESULTS.read_text())
    for half, t in document["halves"].items():
        if not t["files"]:
            continue
        print(f"{half}: {t['repositories']} of {t['repositoriesInSample']} repositories, "
              f"{t['compiled']}/{t['files']} files compiled ({100 * t['rate']:.1f} %); "
              f"without other modules {t['compiledWithoutOtherModules']}/{t['filesWithoutOtherModules']} "
              f"({100 * (t['rateWithoutOtherModules'] or 0):.1f} %)")
        for category, n in t["byCategory"].items():
            print(f"  {category:24} {n}")
        print("  Trellis API missing, by files stopped:")
        for b in t["apiMissing"][:args.top]:
            print(f"    {b['files']:4} files {b['repositories']:3} repos  {b['name']}")
    print("slow expressions:")
    for s in document["slowExpressions"][:args.top]:
        print(f"  {s['ms']} ms  {s['repository']} {s['path']}:{s['line']}")
    if args.category:
        for r in document["repositories"]:
            for f in r["files"]:
                if f["category"] == args.category:
                    print(f"{r['repository']} {f.get('error')}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("run")
    run.add_argument("--mirrors", required=True)
    run.add_argument("--half", default="held-out", choices=["held-out", "fit", "all"])
    run.add_argument("--limit", type=int)
    run.add_argument("--deadline", help="UTC time HH:MM after which no repository is started")
    run.add_argument("--skip-build", action="store_true")
    run.add_argument("--keep", action="store_true", help="keep the repositories already in the results")
    run.add_argument("--repository", action="append", metavar="OWNER/NAME",
                     help="check only this repository (repeatable), keeping the others' results")
    report = sub.add_parser("report")
    report.add_argument("--top", type=int, default=30)
    report.add_argument("--category")
    args = parser.parse_args()
    if args.command == "run":
        command_run(args)
    else:
        command_report(args)


if __name__ == "__main__":
    main()
