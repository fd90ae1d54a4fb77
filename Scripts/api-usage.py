#!/usr/bin/env python3
"""Counts how often public SwiftUI code calls each SwiftUI API, and ranks the APIs against Trellis.

The sample is public SwiftUI source read from local git mirrors of public GitHub repositories
(each a git directory, `MIRRORS/<owner>+<name>/repo`); no file of it is ever written into this
repository, only references (repository, commit, path) and the names and numbers counted.

    Scripts/api-usage.py sample --mirrors DIR      writes the manifest from the mirrors
    Scripts/api-usage.py count --mirrors DIR [--surface FILE]
                                                   writes the counts and the ranking
    Scripts/api-usage.py report [--top N]          prints the ranking's head and what is not offered

Files (Tests/CompatibilityTests/Usage/):
    repositories.txt   the repositories considered, `owner/name` a line (by hand)
    manifest.json      the sample: repository, commit, half, and per file its path and the date
                       of the last commit that changed it (written by `sample`)
    api-usage.json     per API: calls overall and per half, files and repositories it occurs in
                       (written by `count`)
    api-ranking.json   the top APIs by calls, each marked offered by Trellis or not (by `count`)

Sampling (`sample`), deterministic from the mirrors' newest commits:
    S1  A file is a candidate when it is a `.swift` file at the mirror's HEAD with a line that is
        exactly `import SwiftUI` (trailing spaces and comments allowed), whose last change (the
        committer date of the newest commit touching it) falls in 2023-2026, and whose path has
        no component naming tests, packages checked out or vendored (`Tests`, `UITests`, `Test`,
        `.build`, `Pods`, `Carthage`, `checkouts`, `DerivedData`, `Vendor`), and is not
        `Package.swift`.
    S2  At most MAX_FILES_PER_REPO (10) files per repository: the candidates ordered by the
        SHA-256 of `owner/name:path`, first ten kept.
    S3  A repository whose mirror is missing, or that has no candidate, is left out (and listed
        in the manifest's `skipped` with the reason).
    S4  Halves: a repository is `fit` when the first byte of the SHA-256 of `owner/name` is even,
        else `held-out`.

Counting (`count`): each file is read with `git show COMMIT:PATH` and tokenized; comments and
string literals (including their interpolations) are skipped. The uses counted, and their keys:
    initializer     `Type(label:label:)`  a capitalised name followed by `(` or a trailing
                    closure, with the argument labels written (`_` for an unlabelled
                    argument); a trailing closure takes the label of the parameter it fills
                    in SwiftUI's (or Trellis's) declarations of that type's initialisers (the
                    declaration whose labels the written ones are an ordered subset of, fewest
                    left out first), else `_`. `Type.init(...)` counts the same. No trailing
                    closure is read where Swift reads none (before the body of an `if`,
                    `guard`, `while`, `for` or `switch`, or a property observer), and a type
                    name in a type's place (`some View {`, `-> Color {`, `== State {`) is no call.
    modifier        `.name(label:label:)` a member called on an expression (after an
                    identifier, `)`, `]`, `}`, `?`, `!` or a literal, on the same line or the next),
                    labels as for initializers; a name used without a call (`.bold`) is not a
                    modifier.
    static member   `.name` or `.name(labels:)` an implicit member expression (a leading dot
                    anywhere else); `Type.name` or `Type.name(labels:)` for a SwiftUI type named
                    explicitly.
    property wrapper / attribute  `@Name`;  macro  `#Name`;  environment key path  `\\.name`.
Which names are SwiftUI's: a use is kept when its name is SwiftUI's by the surface list (the file
`--surface` names, SwiftUI's public API enumerated from its module interface; see
Tests/TrellisTests/SwiftUISurface/README.md), or Trellis declares it in public (Trellis declares
SwiftUI's API and a few platform types SwiftUI code uses with it; names starting `UI`, `NS` or
`CG` are not taken as SwiftUI's), or it is one of EXTRA_NAMES (SwiftUI API newer than the
surface list's SDK, and the Observation macros SwiftUI re-exports):
    initializer     the type is a SwiftUI type (kind `type` or `property wrapper`);
    modifier        some SwiftUI type has a method of that base name (kind `modifier` or
                    `method`), other than the collection and set-algebra names in GENERIC_METHODS;
    static member   some SwiftUI type has a static member, case or static function of that name,
                    or Trellis declares one (which takes in the system colours of UIColor that
                    SwiftUI code passes to `Color`), other than AMBIGUOUS_MEMBERS, and not right
                    after `case` (a pattern, mostly over the app's own enumerations);
                    `Type.name`: the type is SwiftUI's and has such a member;
    @Name           a SwiftUI property wrapper, result builder or macro; `#Name` a SwiftUI macro;
    \\.name          a property of EnvironmentValues;
    labels          a call of a SwiftUI name with labels and trailing closures that no
                    declaration of that name in SwiftUI or Trellis takes is the app's own
                    extension (`Color(hex:)`) and is not counted; the surface list has labels but
                    no default values, so there any parameter may be left out, and a trailing
                    closure may fill any of them.

Offered (`count`, the ranking): read from Trellis's declarations, parsed from the sources of the
modules `import Trellis` re-exports (not compiled): a use is offered when Trellis declares, in
public (`public` or `open`, or a member of a `public extension` or `public protocol`),
    initializer     an `init` of that type (or of what a type alias names) that accepts the
                    written labels and trailing closures (a parameter left out must have a
                    default value; a trailing closure fills a parameter of function type);
    modifier        a `func` of that base name, in any type or extension, accepting the labels;
    static member   a `static` property or function, or an enum `case`, of that name (for
                    `Type.name` in that type or in an extension of a protocol it may conform to);
    @Name / #Name   a type, property wrapper or macro of that name;
    \\.name          a property of that name in an extension of EnvironmentValues.
An API is a key and its kind, and it is offered when every call of it is.
A modifier's type context is not checked (any type's method of that name and labels counts), nor
are a declaration's availability and generic constraints, so "offered" can be generous:
compiling the top APIs in a probe is the stronger check.
"""

import argparse
import collections
import hashlib
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
USAGE = os.path.join(ROOT, "Tests", "CompatibilityTests", "Usage")
DEFAULT_SURFACE = os.path.join(ROOT, "Tests", "TrellisTests", "SwiftUISurface", "surface.json")
TRELLIS_MODULES = ["Trellis", "TrellisDSL", "TrellisDiagnostics", "TrellisGeometry",
                   "TrellisGraph", "TrellisLayout", "TrellisSolver"]
MAX_FILES_PER_REPO = 10
YEARS = ("2023", "2024", "2025", "2026")
TOP = 500
EXCLUDED_DIRS = {"tests", "uitests", "test", ".build", "pods", "carthage", "checkouts",
                 "deriveddata", "vendor"}
IMPORT_SWIFTUI = re.compile(r"^\s*import\s+SwiftUI\s*(//.*)?$", re.M)

# The macros of Observation, which SwiftUI re-exports (and Trellis too, when it says so).
OBSERVATION_MACROS = ("Observable", "ObservationIgnored", "ObservationTracked")

# SwiftUI API newer than the surface list's SDK (iOS 18 and 26), and the Observation macros and
# types SwiftUI re-exports: (kind, name) as the surface list would spell them.
EXTRA_NAMES = [
    ("macro", "Entry"), ("macro", "Previewable"), ("macro", "Observable"),
    ("macro", "ObservationIgnored"), ("macro", "ObservationTracked"),
    ("type", "Tab"), ("type", "TabSection"), ("type", "MeshGradient"),
    ("type", "ScrollPosition"), ("type", "TextRenderer"), ("type", "ContainerValues"),
    ("type", "ScrollGeometry"), ("type", "NavigationTransition"),
    ("modifier", "onScrollGeometryChange"), ("modifier", "onScrollPhaseChange"),
    ("modifier", "onScrollVisibilityChange"),
    ("modifier", "navigationTransition"), ("modifier", "matchedTransitionSource"),
    ("modifier", "presentationSizing"),
    ("modifier", "tabViewSidebarHeader"), ("modifier", "tabViewSidebarFooter"),
    ("modifier", "tabViewCustomization"), ("modifier", "textRenderer"),
    ("modifier", "glassEffect"), ("modifier", "buttonSizing"),
    ("modifier", "backgroundExtensionEffect"), ("modifier", "tabBarMinimizeBehavior"),
    ("modifier", "safeAreaBar"), ("modifier", "onGeometryChange"), ("modifier", "pointerStyle"),
]

# Method names some SwiftUI type declares that are far more often the standard library's or
# Foundation's (collections, option sets, geometry): not counted as modifiers.
GENERIC_METHODS = {
    "append", "contains", "insert", "remove", "removeAll", "removeFirst", "removeLast", "map",
    "filter", "first", "last", "reduce", "sorted", "sort", "formUnion", "formIntersection",
    "formSymmetricDifference", "union", "intersection", "symmetricDifference", "subtracting",
    "subtract", "isSubset", "isSuperset", "isDisjoint", "isStrictSubset", "isStrictSuperset",
    "update", "callAsFunction", "encode", "decode", "hash", "index", "distance", "formIndex",
    "makeIterator", "path", "offsetBy", "move", "replaceSubrange", "firstIndex", "lastIndex",
    "compactMap", "flatMap", "forEach", "joined", "split", "resolve", "value", "merge",
    "description", "copy", "count", "min", "max", "dropFirst", "dropLast", "prefix",
    "suffix", "reversed", "enumerated", "zip", "data", "string", "components", "send",
    "sink", "store", "receive", "assign", "load", "save", "fetch", "delete", "add",
}

KEYWORDS = {
    "as", "associatedtype", "break", "case", "catch", "class", "continue", "default", "defer",
    "do", "else", "enum", "extension", "fallthrough", "for", "func", "guard", "if", "import",
    "in", "init", "inout", "is", "let", "operator", "precedencegroup", "private", "protocol",
    "public", "repeat", "rethrows", "return", "some", "any", "static", "struct", "subscript",
    "switch", "throw", "throws", "try", "typealias", "var", "where", "while", "await",
    "fileprivate", "internal", "open", "final", "override", "mutating", "nonmutating",
    "lazy", "weak", "unowned", "convenience", "required", "nonisolated", "async", "consume",
}
POSTFIX_VALUE_KEYWORDS = {"self", "Self", "super", "true", "false", "nil"}
DECLARATION_KEYWORDS = {"struct", "class", "enum", "protocol", "extension", "typealias", "func",
                        "associatedtype", "actor"}
TYPE_POSITION = {"some", "any", ":", ",", "as", "is", "where", "&", "<", "==", "->"}
OPERATOR_CHARACTERS = set("=-+*/<>!&|^~?%")
# Implicit members far more often another framework's than SwiftUI's: Result's and Error's
# (`AsyncImagePhase`, `SensoryFeedback`), PhotosUI's picker filter (`AccessibilitySystemRotor`).
AMBIGUOUS_MEMBERS = {"success", "failure", "error", "images"}
# Trellis names of platform types (UIKit, AppKit, Core Graphics) are not SwiftUI's.
PLATFORM_PREFIXES = ("UI", "NS", "CG")


def git(git_dir, *args, binary=False):
    out = subprocess.run(["git", "-c", "core.quotePath=false", "--git-dir", git_dir, *args],
                         capture_output=True, check=True)
    return out.stdout if binary else out.stdout.decode("utf-8", "replace")


def sha(text):
    return hashlib.sha256(text.encode()).hexdigest()


def half_of(repo):
    return "fit" if int(sha(repo)[:2], 16) % 2 == 0 else "held-out"


def mirror_path(mirrors, repo):
    return os.path.join(mirrors, repo.replace("/", "+"), "repo")


# ---------------------------------------------------------------------------------------------
# Sampling


def excluded_path(path):
    parts = path.split("/")
    if parts[-1] == "Package.swift":
        return True
    return any(p.lower() in EXCLUDED_DIRS for p in parts[:-1])


def last_change_dates(git_dir, paths):
    """Committer date of the newest commit touching each path (one walk of the history)."""
    wanted = set(paths)
    dates = {}
    out = git(git_dir, "log", "--format=@%cI", "--name-only", "--no-renames", "HEAD")
    current = None
    for line in out.splitlines():
        if line.startswith("@"):
            current = line[1:]
        elif line and line in wanted and line not in dates:
            dates[line] = current
            if len(dates) == len(wanted):
                break
    return dates


def sample(args):
    repos = [r.strip() for r in open(os.path.join(USAGE, "repositories.txt"))
             if r.strip() and not r.startswith("#")]
    entries, skipped = [], []
    for repo in repos:
        git_dir = mirror_path(args.mirrors, repo)
        if not os.path.isdir(git_dir):
            skipped.append({"repository": repo, "reason": "no mirror"})
            continue
        commit = git(git_dir, "rev-parse", "HEAD").strip()
        importing = set()
        grep = subprocess.run(
            ["git", "-c", "core.quotePath=false", "--git-dir", git_dir, "grep", "-l", "-E",
             r"^[[:space:]]*import[[:space:]]+SwiftUI", commit, "--", "*.swift"],
            capture_output=True)
        for line in grep.stdout.decode("utf-8", "replace").splitlines():
            path = line.split(":", 1)[1]
            if excluded_path(path):
                continue
            text = git(git_dir, "show", f"{commit}:{path}")
            if IMPORT_SWIFTUI.search(text):
                importing.add(path)
        dates = last_change_dates(git_dir, importing) if importing else {}
        recent = [p for p in importing if dates.get(p, "")[:4] in YEARS]
        if not recent:
            skipped.append({"repository": repo, "reason": "no SwiftUI file changed in 2023-2026"
                            if importing else "no file imports SwiftUI"})
            continue
        chosen = sorted(recent, key=lambda p: sha(f"{repo}:{p}"))[:MAX_FILES_PER_REPO]
        entries.append({
            "repository": repo, "commit": commit, "half": half_of(repo),
            "files": [{"path": p, "changed": dates[p][:10]} for p in sorted(chosen)],
        })
    files = [f for e in entries for f in e["files"]]
    manifest = {
        "rules": "Scripts/api-usage.py, rules S1-S4",
        "counts": {
            "repositories": len(entries), "files": len(files),
            "byHalf": {h: {"repositories": sum(1 for e in entries if e["half"] == h),
                           "files": sum(len(e["files"]) for e in entries if e["half"] == h)}
                       for h in ("fit", "held-out")},
            "changed": {"first": min(f["changed"] for f in files),
                        "last": max(f["changed"] for f in files)},
        },
        "repositories": entries,
        "skipped": skipped,
    }
    write_json(os.path.join(USAGE, "manifest.json"), manifest)
    print(json.dumps(manifest["counts"], indent=1))


# ---------------------------------------------------------------------------------------------
# Tokenizer

Token = collections.namedtuple("Token", "kind text line")  # kind: id, punct, lit, newline


def tokenize(src):
    """Swift tokens without comments and string literals (a string becomes one `lit` token)."""
    toks, i, n, line = [], 0, len(src), 1
    while i < n:
        c = src[i]
        if c == "\n":
            toks.append(Token("newline", "\n", line))
            line += 1
            i += 1
        elif c in " \t\r":
            i += 1
        elif src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif src.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    line += src[i] == "\n"
                    i += 1
        elif c == '"' or (c == "#" and re.match(r'#+"', src[i:])):
            i, line = skip_string(src, i, line)
            toks.append(Token("lit", '""', line))
        elif c.isalpha() or c == "_" or ord(c) > 127:
            j = i + 1
            while j < n and (src[j].isalnum() or src[j] == "_" or ord(src[j]) > 127):
                j += 1
            toks.append(Token("id", src[i:j], line))
            i = j
        elif c == "`":
            j = src.find("`", i + 1)
            j = n if j < 0 else j
            toks.append(Token("id", src[i + 1:j], line))
            i = j + 1
        elif c.isdigit():
            m = re.match(r"0[xob][0-9a-fA-F_]+|\d[\d_]*(\.\d[\d_]*)?([eE][+-]?\d+)?", src[i:])
            toks.append(Token("lit", m.group(0), line))
            i += len(m.group(0))
        else:
            toks.append(Token("punct", c, line))
            i += 1
    return toks


def skip_string(src, i, line):
    """Index after the string literal starting at i (raw, multi-line, interpolations)."""
    hashes = 0
    while src[i] == "#":
        hashes, i = hashes + 1, i + 1
    multi = src.startswith('"""', i)
    quote = '"""' if multi else '"'
    i += len(quote)
    close = quote + "#" * hashes
    escape = "\\" + "#" * hashes
    n = len(src)
    while i < n:
        if src.startswith(escape, i):
            i += len(escape)
            if i < n and src[i] == "(":
                depth = 1
                i += 1
                while i < n and depth:
                    if src[i] == '"' or (src[i] == "#" and re.match(r'#+"', src[i:])):
                        i, line = skip_string(src, i, line)
                        continue
                    depth += {"(": 1, ")": -1}.get(src[i], 0)
                    line += src[i] == "\n"
                    i += 1
            else:
                i += 1
        elif src.startswith(close, i):
            return i + len(close), line
        else:
            if src[i] == "\n":
                line += 1
                if not multi:
                    return i, line
            i += 1
    return i, line


# ---------------------------------------------------------------------------------------------
# Calls


def significant(toks, i, step):
    """Index of the nearest token before (step -1) or after (+1) i that is not a newline."""
    i += step
    while 0 <= i < len(toks) and toks[i].kind == "newline":
        i += step
    return i


def matching(toks, i):
    """Index of the bracket closing the one at i."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    opener, closer, depth = toks[i].text, pairs[toks[i].text], 0
    for j in range(i, len(toks)):
        if toks[j].kind == "punct":
            if toks[j].text == opener:
                depth += 1
            elif toks[j].text == closer:
                depth -= 1
                if depth == 0:
                    return j
    return len(toks) - 1


def argument_labels(toks, open_i, close_i):
    """The labels written in the argument list between the parentheses at open_i and close_i."""
    labels, start, depth = [], open_i + 1, 0
    if significant(toks, open_i, 1) == close_i:
        return labels
    for j in range(open_i + 1, close_i + 1):
        t = toks[j]
        if t.kind == "punct" and t.text in "([{":
            depth += 1
        elif t.kind == "punct" and t.text in ")]}" and j != close_i:
            depth -= 1
        if (j == close_i) or (depth == 0 and t.kind == "punct" and t.text == ","):
            k = start
            while k < j and toks[k].kind == "newline":
                k += 1
            nxt = significant(toks, k, 1)
            if k < j and toks[k].kind == "id" and nxt < j and toks[nxt].text == ":" \
                    and toks[k].text not in ("nil",):
                labels.append(toks[k].text)
            else:
                labels.append("_")
            start = j + 1
    return labels


def statement_bodies(toks):
    """Indices of the braces that open the body of an `if`, `guard`, `while`, `for` or `switch`
    statement: the first brace after the keyword at its bracket depth. (Swift reads no trailing
    closure in a statement's condition: a call right before such a brace takes none.)"""
    bodies, pending, depth = set(), [], 0
    for i, t in enumerate(toks):
        if t.kind == "id" and t.text in ("if", "guard", "while", "for", "switch"):
            pending.append(depth)
        elif t.kind == "punct" and t.text in "([{":
            if t.text == "{" and pending and pending[-1] == depth:
                bodies.add(i)
                pending.pop()
            depth += 1
        elif t.kind == "punct" and t.text in ")]}":
            depth -= 1
            while pending and pending[-1] > depth:
                pending.pop()
    return bodies


def trailing_closures(toks, i, bodies):
    """Labels of the trailing closures starting at token i (None for the first)."""
    labels = []
    if i < len(toks) and toks[i].text == "{" and i not in bodies and \
            toks[significant(toks, i, 1)].text not in ("didSet", "willSet"):  # an observer
        labels.append(None)
        j = matching(toks, i) + 1
        while True:
            k = significant(toks, j - 1, 1)
            if k + 2 < len(toks) and toks[k].kind == "id" and toks[k + 1].text == ":" \
                    and significant(toks, k + 1, 1) < len(toks) \
                    and toks[significant(toks, k + 1, 1)].text == "{":
                b = significant(toks, k + 1, 1)
                labels.append(toks[k].text)
                j = matching(toks, b) + 1
            else:
                break
    return labels


def after_generic_arguments(toks, j):
    """The index after generic arguments starting at j (`Binding<Bool>(…)`), else j."""
    if j < len(toks) and toks[j].text == "<":
        depth = 0
        for k in range(j, min(len(toks), j + 40)):
            if toks[k].text == "<":
                depth += 1
            elif toks[k].text == ">":
                depth -= 1
                if depth == 0:
                    return k + 1
            elif toks[k].text in "{}();=":
                break
    return j


def call_at(toks, i, bodies):
    """Written labels and trailing-closure labels of a call whose callee ends at token i
    (`bodies`: the braces that open statement bodies, never trailing closures)."""
    j = after_generic_arguments(toks, i + 1)
    if j < len(toks) and toks[j].text == "(":
        close = matching(toks, j)
        return argument_labels(toks, j, close), trailing_closures(toks, close + 1, bodies)
    if j < len(toks) and toks[j].text == "{" and j not in bodies:
        trailing = trailing_closures(toks, j, bodies)
        return ([], trailing) if trailing else None
    return None


def operator_ending(toks, i):
    """The operator whose last character is token i (`->`, `==`, `&&`), else token i's text."""
    j = i
    while j > 0 and toks[j - 1].kind == "punct" and toks[j - 1].text in OPERATOR_CHARACTERS \
            and toks[j].text in OPERATOR_CHARACTERS:
        j -= 1
    return "".join(t.text for t in toks[j:i + 1])


def is_postfix_base(tok):
    if tok.kind == "lit":
        return True
    if tok.kind == "id":
        return tok.text not in KEYWORDS or tok.text in POSTFIX_VALUE_KEYWORDS
    return tok.text in (")", "]", "}", "?", "!", ">")


def uses(src):
    """(category, name, labels, trailing) for every candidate API use in a file."""
    toks = tokenize(src)
    bodies = statement_bodies(toks)
    out = []
    n = len(toks)
    for i, t in enumerate(toks):
        prev = significant(toks, i, -1)
        ptok = toks[prev] if prev >= 0 else None
        if t.kind == "punct" and t.text == "@" and i + 1 < n and toks[i + 1].kind == "id":
            out.append(("attribute", toks[i + 1].text, None, None))
        elif t.kind == "punct" and t.text == "#" and i + 1 < n and toks[i + 1].kind == "id":
            out.append(("macro", toks[i + 1].text, None, None))
        elif t.kind == "punct" and t.text == "\\" and i + 2 < n and toks[i + 1].text == "." \
                and toks[i + 2].kind == "id":
            out.append(("keypath", toks[i + 2].text, None, None))
        elif t.kind == "punct" and t.text == "." and i + 1 < n and toks[i + 1].kind == "id":
            if ptok is not None and ptok.text == "\\":
                continue
            name = toks[i + 1].text
            call = call_at(toks, i + 1, bodies)
            explicit_type = ptok is not None and prev == i - 1 and ptok.kind == "id" \
                and ptok.text[:1].isupper()
            postfix = ptok is not None and is_postfix_base(ptok) and not explicit_type
            if explicit_type:
                # The type named, with the types it is nested in: `GraphicsContext.Filter`.
                owner, k = ptok.text, prev
                while k >= 2 and toks[k - 1].text == "." and toks[k - 2].kind == "id" \
                        and toks[k - 2].text[:1].isupper():
                    owner, k = f"{toks[k - 2].text}.{owner}", k - 2
                if name == "init" and call is not None:
                    out.append(("init", owner, call[0], call[1]))
                elif name != "self":
                    out.append(("typed", f"{owner}.{name}", call and call[0],
                                call and call[1]))
            elif postfix:
                if call is not None:
                    out.append(("modifier", name, call[0], call[1]))
            elif name != "init" and not (ptok is not None and ptok.text == "case"):
                # (`case .name:` matches a value, mostly of the app's own enumerations)
                out.append(("implicit", name, call and call[0], call and call[1]))
        elif t.kind == "id" and t.text[:1].isupper() and t.text not in KEYWORDS:
            before = operator_ending(toks, prev) if ptok is not None else ""
            if ptok is not None and (ptok.text in (".", "@", "#") and prev == i - 1
                                     or before in DECLARATION_KEYWORDS or before == "->"):
                continue  # a member, attribute, declaration or return type
            call = call_at(toks, i, bodies)
            nxt = after_generic_arguments(toks, i + 1)
            if call is not None and nxt < n and toks[nxt].text == "{" \
                    and before in TYPE_POSITION and (before not in ":," or prev == i - 1):
                continue  # `some View {`, `: View {`, `== State {`: a type, not a call
            if call is not None:
                out.append(("init", t.text, call[0], call[1]))
    return out


# ---------------------------------------------------------------------------------------------
# SwiftUI's names


class Surface:
    """SwiftUI's names by kind, from the surface list plus EXTRA_NAMES."""

    def __init__(self, path, trellis):
        self.types, self.wrappers, self.macros, self.env = set(), set(), set(), set()
        self.methods, self.statics = set(), set()
        self.typed_statics = collections.defaultdict(set)
        self.inits = collections.defaultdict(list)  # type -> [labels]
        self.method_labels = collections.defaultdict(list)  # method -> [labels]
        self.static_labels = collections.defaultdict(list)  # static member -> [labels]
        self.source = None
        if path and os.path.exists(path):
            data = json.load(open(path))
            self.source = data.get("source")
            for e in data["entries"]:
                self.add(e["kind"], e["name"], e.get("labels"))
        for kind, name in EXTRA_NAMES:
            self.add(kind, name, None)
        # Trellis declares SwiftUI's API, and platform types that are not SwiftUI's.
        for kind, name, labels in trellis.named_entries():
            if not name.startswith(PLATFORM_PREFIXES):
                self.add(kind, name, labels)

    def add(self, kind, name, labels):
        base = name.split("(")[0]
        owner, _, member = base.rpartition(".")
        if kind == "type":
            self.types.add(base)
        elif kind == "property wrapper":
            self.wrappers.add(base)
            self.types.add(base)
        elif kind == "macro":
            self.macros.add(base)
        elif kind == "environment value":
            self.env.add(member or base)
        elif kind in ("modifier", "method"):
            self.methods.add(member or base)
        elif kind in ("static member", "case"):
            self.statics.add(member or base)
            if owner:
                self.typed_statics[owner].add(member)
        if kind in ("modifier", "method") and labels is not None:
            self.method_labels[member or base].append(labels)
        elif kind in ("static member", "case") and labels is not None:
            self.static_labels[member or base].append(labels)
        elif kind == "initializer" and owner:
            self.inits[owner].append(labels or [])


def loosely_accepts(declared, written, trailing):
    """Whether some declared label list takes the written labels and trailing closures, any
    parameter possibly defaulted or of function type (the surface list has labels only)."""
    return any(Trellis.accepts([Param(label, True, False, True) for label in labels],
                               written, trailing) for labels in declared)


def resolve_trailing(declared, written, trailing, closure_labels):
    """The label of the parameter the first trailing closure fills, from declared label lists
    (`closure_labels`: the labels Trellis gives parameters of function type)."""
    best = None
    for labels in declared:
        need = len(written) + len(trailing)
        if len(labels) < need:
            continue
        tail = labels[len(labels) - len(trailing):]
        if any(t is not None and t != d for t, d in zip(trailing, tail)):
            continue
        head, k = labels[:len(labels) - len(trailing)], 0
        for label in head:
            if k < len(written) and label == written[k]:
                k += 1
        if k != len(written):
            continue
        # Fewest parameters left out first; then a label Trellis gives closures (`content`,
        # `label`, `action`), then an unlabelled parameter, then any other label.
        rank = (len(labels) - need, tail[0] == "_" or tail[0] not in closure_labels,
                tail[0] != "_")
        if best is None or rank < best[0]:
            best = (rank, tail[0])
    return best[1] if best else "_"


def signature(name, labels, trailing, declared, filled=None, closure_labels=frozenset()):
    """`name(label:…:)` with the written labels, then the trailing closures' labels: the first's
    is `filled` (the parameter it fills in the Trellis declaration that takes the call) when
    known, else read from the declared label lists."""
    if labels is None:
        return name
    labels = list(labels)
    if trailing:
        first = filled or resolve_trailing(declared, labels, trailing, closure_labels)
        labels += [first] + [t for t in trailing[1:]]
    return f"{name}({''.join(label + ':' for label in labels)})"


# ---------------------------------------------------------------------------------------------
# Trellis's declarations

Param = collections.namedtuple("Param", "label default variadic closure")


def modifiers(toks, i):
    """The words before a declaration's keyword at i, on its line."""
    words = set()
    b = i - 1
    while b >= 0 and toks[b].kind != "newline" and toks[b].text not in "{};":
        words.add(toks[b].text)
        b -= 1
    return words


class Trellis:
    """Public declarations of the modules `import Trellis` brings in, parsed from their sources."""

    def __init__(self, root):
        self.inits = collections.defaultdict(list)    # type -> [[Param]]
        self.funcs = collections.defaultdict(list)    # name -> [(context, [Param], static)]
        self.statics = collections.defaultdict(set)   # name -> {context}
        self.types, self.macros, self.env = set(), set(), set()
        self.aliases = {}
        self.closure_labels = set()
        for module in TRELLIS_MODULES:
            for base, _, files in os.walk(os.path.join(root, "Sources", module)):
                for f in sorted(files):
                    if f.endswith(".swift"):
                        source = open(os.path.join(base, f), encoding="utf-8").read()
                        self.parse(source)
                        # A module Trellis re-exports offers its macros as Trellis's own.
                        if re.search(r"@_exported\s+import\s+Observation\b", source):
                            self.macros.update(OBSERVATION_MACROS)

    def parse(self, src):
        toks = tokenize(src)
        stack = []  # (context name, brace depth, is enum, members public by default, public)
        depth = 0
        pending = None
        i, n = 0, len(toks)
        while i < n:
            t = toks[i]
            if t.text == "{":
                depth += 1
                if pending:
                    stack.append((pending[0], depth) + pending[1:])
                    pending = None
            elif t.text == "}":
                if stack and stack[-1][1] == depth:
                    stack.pop()
                depth -= 1
            elif t.kind == "id" and t.text in ("struct", "class", "enum", "protocol", "extension",
                                               "actor") and i + 1 < n and toks[i + 1].kind == "id":
                name = toks[i + 1].text
                k = i + 2
                while k + 1 < n and toks[k].text == "." and toks[k + 1].kind == "id":
                    name += "." + toks[k + 1].text
                    k += 2
                mods = modifiers(toks, i)
                public = bool(mods & {"public", "open"})
                if t.text != "extension" and public:
                    outer = [c[0] for c in stack]
                    self.types.add(".".join(outer + [name]) if outer else name)
                pending = (name.split(".")[-1], t.text == "enum",
                           public and t.text in ("extension", "protocol"), public)
            elif t.kind == "id" and t.text == "typealias" and i + 3 < n and toks[i + 2].text == "=" \
                    and self.public(toks, i, stack):
                self.types.add(toks[i + 1].text)
                self.aliases[toks[i + 1].text] = toks[i + 3].text
            elif t.kind == "id" and t.text == "macro" and i + 1 < n and toks[i + 1].kind == "id":
                self.macros.add(toks[i + 1].text)
            elif t.kind == "id" and t.text in ("init", "func") and (stack or t.text == "func") \
                    and self.public(toks, i, stack):
                context = stack[-1][0] if stack else ""
                if t.text == "init":
                    k = i + 1
                    if k < n and toks[k].text in ("?", "!"):
                        k += 1
                    name = "init"
                else:
                    if i + 1 >= n or toks[i + 1].kind != "id":
                        i += 1
                        continue
                    name, k = toks[i + 1].text, i + 2
                generics = set()
                if k < n and toks[k].text == "<":
                    while k < n and toks[k].text != "(":
                        if toks[k].text in "<," and k + 1 < n and toks[k + 1].kind == "id":
                            generics.add(toks[k + 1].text)
                        k += 1
                if k < n and toks[k].text == "(":
                    close = matching(toks, k)
                    params = self.params(toks, k, close, generics)
                    self.closure_labels.update(p.label for p in params if p.closure)
                    static = any(toks[b].text in ("static", "class") for b in range(max(0, i - 6), i))
                    if name == "init":
                        self.inits[context].append(params)
                    else:
                        self.funcs[name].append((context, params, static))
                    i = close
            elif t.kind == "id" and t.text in ("var", "let") and stack and i + 1 < n \
                    and toks[i + 1].kind == "id" and self.public(toks, i, stack):
                context = stack[-1][0]
                static = any(toks[b].text in ("static", "class") for b in range(max(0, i - 6), i))
                if static:
                    self.statics[toks[i + 1].text].add(context)
                if context == "EnvironmentValues":
                    self.env.add(toks[i + 1].text)
            elif t.kind == "id" and t.text == "case" and stack and stack[-1][2] \
                    and stack[-1][1] == depth and stack[-1][4]:
                k = i + 1
                while k < n and toks[k].kind == "id":
                    self.statics[toks[k].text].add(stack[-1][0])
                    name = toks[k].text
                    k += 1
                    if k < n and toks[k].text == "(":
                        close = matching(toks, k)
                        self.funcs[name].append((stack[-1][0], self.params(toks, k, close), True))
                        k = close + 1
                    if k < n and toks[k].text == "=":
                        k += 2
                    if k < n and toks[k].text == ",":
                        k += 1
                    else:
                        break
            i += 1

    @staticmethod
    def public(toks, i, stack):
        """Whether the declaration whose keyword is at i is public."""
        mods = modifiers(toks, i)
        if mods & {"public", "open"}:
            return True
        return bool(stack) and stack[-1][3] and not mods & {"private", "fileprivate", "internal"}

    @staticmethod
    def params(toks, open_i, close_i, generics=frozenset()):
        """The parameters between the parentheses at open_i and close_i; a parameter whose type
        is a function type, or one of the declaration's generic parameters, takes a closure."""
        params, start, depth = [], open_i + 1, 0
        if significant(toks, open_i, 1) == close_i:
            return params
        for j in range(open_i + 1, close_i + 1):
            t = toks[j]
            if t.text in "([{<" and t.kind == "punct":
                depth += 1
            elif t.text in ")]}>" and t.kind == "punct" and j != close_i:
                if not (t.text == ">" and toks[j - 1].text == "-"):
                    depth -= 1
            if j == close_i or (depth == 0 and t.text == ","):
                part = [x for x in toks[start:j] if x.kind != "newline"]
                while part and part[0].text == "@":
                    part = part[2:]
                    if part and part[0].text == "(":
                        part = part[matching(part, 0) + 1:]
                if part and part[0].kind == "id":
                    label = part[0].text
                    texts = [x.text for x in part]
                    colon = texts.index(":") if ":" in texts else len(texts)
                    after = texts[colon + 1:]
                    eq_depth, has_default = 0, False
                    for x in after:
                        eq_depth += x in "([{<"
                        eq_depth -= x in ")]}>"
                        if x == "=" and eq_depth <= 0:
                            has_default = True
                            break
                    of_type = after[:after.index("=")] if "=" in after else after
                    closure = ("-" in after and ">" in after) or \
                        (len(of_type) == 1 and of_type[0] in generics)
                    variadic = "." in after and "".join(after).find("...") >= 0
                    params.append(Param(label, has_default, variadic, closure))
                start = j + 1
        return params

    @staticmethod
    def match(params, written, trailing):
        """The label of the parameter the first trailing closure fills (`""` without trailing
        closures) when a call with these labels and trailing closures can call a declaration
        with these parameters, else None. Swift's forward scan: the first, unlabelled, trailing
        closure skips a defaulted parameter when a later parameter needs an argument."""
        i = 0
        for w in written:
            while i < len(params) and params[i].label != w:
                if not (params[i].default or params[i].variadic):
                    return None
                i += 1
            if i == len(params):
                return None
            if not params[i].variadic:
                i += 1
        filled = ""
        for t in trailing:
            while i < len(params):
                p = params[i]
                fits = p.closure and (t is None or p.label == t)
                if fits and t is None and p.default and any(
                        not (q.default or q.variadic) and q.label not in trailing[1:]
                        for q in params[i + 1:]):
                    fits = False
                if fits:
                    break
                if not (p.default or p.variadic):
                    return None
                i += 1
            if i == len(params):
                return None
            if t is None:
                filled = params[i].label
            i += 1
        return filled if all(p.default or p.variadic for p in params[i:]) else None

    @classmethod
    def accepts(cls, params, written, trailing):
        return cls.match(params, written, trailing) is not None

    def init_match(self, type_name, written, trailing):
        """The first trailing closure's label in an initializer of the type (or of what a type
        alias names) that takes the call, or None."""
        seen = set()
        while type_name and type_name not in seen:
            seen.add(type_name)
            for params in self.inits.get(type_name, []):
                filled = self.match(params, written, trailing)
                if filled is not None:
                    return filled
            type_name = self.aliases.get(type_name)
        return None

    def func_match(self, name, written, trailing, static=None, context=None):
        """The first trailing closure's label in a function of that name that takes the call
        (`static` and `context` narrow the functions looked at), or None."""
        for ctx, params, is_static in self.funcs.get(name, []):
            if static is not None and is_static != static:
                continue
            if context is not None and ctx not in (context, "ShapeStyle", "View", "Shape",
                                                   "Gesture", "Transition", "Layout"):
                continue
            filled = self.match(params, written, trailing)
            if filled is not None:
                return filled
        return None

    def named_entries(self):
        for t in self.types:
            yield "type", t, None
        for m in self.macros:
            yield "macro", m, None
        for e in self.env:
            yield "environment value", f"EnvironmentValues.{e}", None
        for t, lists in self.inits.items():
            for params in lists:
                yield "initializer", f"{t}.init", [p.label for p in params]


# ---------------------------------------------------------------------------------------------
# Counting


def classify(use, surface, trellis):
    """The key of a use and whether Trellis offers it, or None when the name is not SwiftUI's."""
    category, name, labels, trailing = use
    trailing = trailing or []
    if category == "attribute":
        if name in surface.wrappers or name in surface.macros or \
                (name in surface.types and name.endswith("Builder")):
            offered = name in trellis.types or name in trellis.macros
            return f"@{name}", "property wrapper" if name in surface.wrappers else "attribute", offered
        return None
    if category == "macro":
        if name in surface.macros:
            return f"#{name}", "macro", name in trellis.macros
        return None
    if category == "keypath":
        if name in surface.env:
            return f"\\.{name}", "environment value", name in trellis.env
        return None
    if category == "init":
        if name not in surface.types:
            return None
        filled = trellis.init_match(name, labels, trailing)
        declared = surface.inits.get(name, [])
        if declared and filled is None and not loosely_accepts(declared, labels, trailing):
            return None  # the labels are no initializer SwiftUI declares: the app's own
        return signature(name, labels, trailing, declared, filled, trellis.closure_labels), "initializer", \
            filled is not None
    if category == "modifier":
        if name not in surface.methods or name in GENERIC_METHODS:
            return None
        filled = trellis.func_match(name, labels, trailing)
        declared = surface.method_labels.get(name, [])
        if declared and filled is None and not loosely_accepts(declared, labels, trailing):
            return None
        return "." + signature(name, labels, trailing, declared, filled, trellis.closure_labels), "modifier", \
            filled is not None
    if category == "implicit":
        if name in AMBIGUOUS_MEMBERS:
            return None
        if name not in surface.statics and name not in trellis.statics and \
                not (labels is not None and any(s for _, _, s in trellis.funcs.get(name, []))):
            return None
        if labels is None:
            return f".{name}", "static member", name in trellis.statics
        filled = trellis.func_match(name, labels, trailing, static=True)
        declared = surface.static_labels.get(name, [])
        if filled is None and not loosely_accepts(declared, labels, trailing):
            return None
        return "." + signature(name, labels, trailing, declared, filled, trellis.closure_labels), "static member", \
            filled is not None
    if category == "typed":
        owner, _, member = name.rpartition(".")
        context = owner.rpartition(".")[2]  # Trellis's contexts are innermost type names
        if owner not in surface.types or (member not in surface.typed_statics.get(owner, ())
                                          and context not in trellis.statics.get(member, ())):
            return None
        if labels is None:
            return name, "static member", context in trellis.statics.get(member, set()) or \
                bool(trellis.statics.get(member, set()) & {"ShapeStyle", "View", "Shape"})
        filled = trellis.func_match(member, labels, trailing, static=True, context=context)
        declared = surface.static_labels.get(member, [])
        return owner + "." + signature(member, labels, trailing, declared, filled, trellis.closure_labels), \
            "static member", filled is not None
    return None


def count(args):
    manifest = json.load(open(os.path.join(USAGE, "manifest.json")))
    trellis = Trellis(ROOT)
    surface = Surface(args.surface, trellis)
    # An API is its key and kind: `.blur(radius:)` the modifier is not `.blur(radius:)` the
    # static member. It is offered when every call of it is.
    calls = collections.Counter()
    by_half = {"fit": collections.Counter(), "held-out": collections.Counter()}
    files_with = collections.Counter()
    repos_with = collections.defaultdict(set)
    offered = {}
    total_files = 0
    for entry in manifest["repositories"]:
        git_dir = mirror_path(args.mirrors, entry["repository"])
        for f in entry["files"]:
            src = git(git_dir, "show", f"{entry['commit']}:{f['path']}")
            total_files += 1
            seen = set()
            for use in uses(src):
                hit = classify(use, surface, trellis)
                if hit is None:
                    continue
                key, kind, is_offered = hit
                api = (key, kind)
                calls[api] += 1
                by_half[entry["half"]][api] += 1
                offered[api] = offered.get(api, True) and is_offered
                seen.add(api)
                repos_with[api].add(entry["repository"])
            for api in seen:
                files_with[api] += 1
    ordered = sorted(calls, key=lambda a: (-calls[a], a))
    usage = {
        "sample": {"manifest": "manifest.json", "files": total_files,
                   "repositories": len(manifest["repositories"])},
        "names": {"surface": surface.source, "rules": "Scripts/api-usage.py, module docstring"},
        "totals": {"calls": sum(calls.values()),
                   "fit": sum(by_half["fit"].values()),
                   "heldOut": sum(by_half["held-out"].values()),
                   "apis": len(calls)},
        "apis": [{"api": a[0], "kind": a[1], "calls": calls[a], "fit": by_half["fit"][a],
                  "heldOut": by_half["held-out"][a], "files": files_with[a],
                  "repositories": len(repos_with[a])} for a in ordered],
    }
    write_json(os.path.join(USAGE, "api-usage.json"), usage, compact_lists=("apis",))
    top = ordered[:TOP]
    ranking = {
        "offeredBy": "Trellis's declarations in Sources (Scripts/api-usage.py, 'Offered')",
        "top": len(top),
        "offered": sum(1 for a in top if offered[a]),
        "notOffered": [{"api": a[0], "kind": a[1]} for a in top if not offered[a]],
        "notOfferedCalls": {"calls": sum(calls[a] for a in ordered if not offered[a]),
                            "heldOut": sum(by_half["held-out"][a] for a in ordered
                                           if not offered[a])},
        "apis": [{"rank": r + 1, "api": a[0], "kind": a[1], "calls": calls[a],
                  "offered": offered[a]} for r, a in enumerate(top)],
        "notOfferedBelowTop": [{"rank": r + 1, "api": a[0], "kind": a[1], "calls": calls[a],
                                "heldOut": by_half["held-out"][a]}
                               for r, a in enumerate(ordered) if r >= TOP and not offered[a]],
    }
    write_json(os.path.join(USAGE, "api-ranking.json"), ranking,
               compact_lists=("apis", "notOfferedBelowTop"))
    print(f"{total_files} files, {len(calls)} APIs, {sum(calls.values())} calls; "
          f"top {len(top)}: {ranking['offered']} offered")


def report(args):
    usage = json.load(open(os.path.join(USAGE, "api-usage.json")))
    ranking = json.load(open(os.path.join(USAGE, "api-ranking.json")))
    print(f"{usage['sample']['files']} files, {usage['sample']['repositories']} repositories, "
          f"{usage['totals']['calls']} calls of {usage['totals']['apis']} APIs")
    for a in usage["apis"][:args.top]:
        print(f"{a['calls']:6d} {a['repositories']:4d} repos  {a['api']}  ({a['kind']})")
    share = ranking["notOfferedCalls"]
    print(f"not offered: {share['calls'] / usage['totals']['calls']:.1%} of all calls, "
          f"{share['heldOut'] / usage['totals']['heldOut']:.1%} of the held-out half's")
    print(f"top {ranking['top']}: {ranking['offered']} offered; not offered:")
    for a in ranking["apis"]:
        if not a["offered"]:
            print(f"  {a['rank']:4d} {a['calls']:6d}  {a['api']}  ({a['kind']})")


def write_json(path, data, compact_lists=()):
    """JSON with one line per element of each list named in compact_lists (readable diffs)."""
    rest = {k: (f"@@{k}@@" if k in compact_lists else v) for k, v in data.items()}
    text = json.dumps(rest, indent=1, ensure_ascii=False)
    for name in compact_lists:
        body = ",\n".join("  " + json.dumps(x, ensure_ascii=False) for x in data[name])
        text = text.replace(f'"@@{name}@@"', "[\n" + body + "\n ]" if body else "[]")
    with open(path, "w") as f:
        f.write(text + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sample")
    s.add_argument("--mirrors", required=True)
    c = sub.add_parser("count")
    c.add_argument("--mirrors", required=True)
    c.add_argument("--surface", default=DEFAULT_SURFACE)
    r = sub.add_parser("report")
    r.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    {"sample": sample, "count": count, "report": report}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
