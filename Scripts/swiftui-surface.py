#!/usr/bin/env python3
"""SwiftUI's public API for iOS, enumerated from a published module interface, and compared with Trellis.

Two steps, each writing into Tests/TrellisTests/SwiftUISurface/ (README.md there says what each
file holds and which interface the committed list was read from):

    Scripts/swiftui-surface.py extract --git-dir GIT_DIR --commit COMMIT --path PATH --sdk "iOS 17.4" --repo OWNER/NAME
    Scripts/swiftui-surface.py extract --interface FILE --sdk "iOS 17.4" --repo OWNER/NAME --commit COMMIT --path PATH
    Scripts/swiftui-surface.py compare [--no-build]
    Scripts/swiftui-surface.py report            (the largest families not offered, by reason topic)

`extract` reads a `.swiftinterface` (from a file, or from a git directory at a commit, e.g. a
clone of a public SDK mirror) and keeps names only: each public declaration's kind, its name
qualified by the types or extensions around it, its argument labels and its iOS availability.
No type, default value, body or comment of the interface is kept, and the interface itself is
never written into the repository. It skips, and counts:

- underscored API: any part of the qualified name starting with `_`, and `@_spi` declarations;
- API unavailable on iOS (`@available(iOS, unavailable)`, `@available(*, unavailable)`,
  `obsoleted`), on the declaration or on a type or extension around it;
- API deprecated on iOS before iOS 17 (`deprecated: 16.x` or less, or `@available(*, deprecated)`);
- protocol plumbing: what a conforming type declares to conform (`body`, `Body`,
  `animatableData`, `makeBody(configuration:)` outside its protocol, `hash(into:)`, `encode(to:)`,
  `init(from:)`, operators, member type aliases and associated types, a type's own member named
  as a requirement of one of SwiftUI's protocols, a standard library collection's members), since
  the requirement itself is an entry of its protocol.

Overloads that differ only in their types are one entry: the key is the qualified name with its
argument labels, as Swift's documentation spells a symbol (`View.padding(_:_:)`).

`compare` builds the Trellis library (unless `--no-build`), extracts its symbol graphs with
`swift-symbolgraph-extract` into `.build/swiftui-surface/`, marks each surface entry offered when
code can call Trellis by the entry's qualified name and labels (`callable_names` gives the rules),
writes the offered names to `comparison.json`, checks every entry not offered against
`reasons.md` (printing those no line covers), and writes the summary page
Documentation/Trellis.docc/APISurface.md.
"""

import argparse
import collections
import glob
import json
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "Tests", "TrellisTests", "SwiftUISurface")
SURFACE = os.path.join(DATA, "surface.json")
COMPARISON = os.path.join(DATA, "comparison.json")
REASONS = os.path.join(DATA, "reasons.md")
PAGE = os.path.join(ROOT, "Documentation", "Trellis.docc", "APISurface.md")
SYMBOLS = os.path.join(ROOT, ".build", "swiftui-surface", "symbols")

# The modules whose public declarations `import Trellis` brings in.
TRELLIS_MODULES = ["Trellis", "TrellisDSL", "TrellisGeometry", "TrellisLayout", "TrellisGraph", "TrellisSolver", "TrellisDiagnostics"]

# The order kinds are listed in, on the page and in reports.
KINDS = ["type", "property wrapper", "macro", "initializer", "modifier", "environment value",
         "static member", "case", "method", "property", "subscript"]

DECL_KEYWORDS = ("struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype", "func", "init",
                 "var", "let", "subscript", "case", "macro", "extension", "deinit", "operator", "precedencegroup")
MODIFIERS = {"public", "open", "final", "static", "class", "nonisolated", "mutating", "nonmutating", "override",
             "indirect", "convenience", "required", "dynamic", "optional", "lazy", "__consuming", "consuming",
             "borrowing", "prefix", "postfix", "infix", "weak", "unowned"}
# Declarations a conforming type makes to conform, not API that code calls.
PLUMBING_MEMBERS = {"body", "animatableData", "hash(into:)", "hashValue", "encode(to:)", "init(from:)"}
PLUMBING_TYPES = {"Body", "AnimatableData"}
# What a type declares to conform to the standard library's protocols (collections, CaseIterable)
# and to Transferable.
STANDARD_WITNESSES = {"startIndex", "endIndex", "index(after:)", "index(before:)", "formIndex(after:)",
                      "formIndex(before:)", "indices", "makeIterator()", "next()", "allCases", "transferRepresentation"}


# ---------------------------------------------------------------------------------------------
# Reading the interface
# ---------------------------------------------------------------------------------------------

def balanced_end(text, start, open_char, close_char):
    """The index just past the bracket that closes the one at `start`."""
    depth = 0
    i = start
    while i < len(text):
        c = text[i]
        if c == '"':
            i = text.index('"', i + 1) if '"' in text[i + 1:] else len(text)
        elif c == open_char:
            depth += 1
        elif c == close_char:
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(text)


def split_attributes(text):
    """The leading attributes of a line (each `@name` with its parenthesised arguments) and the rest."""
    attributes = []
    rest = text.strip()
    while rest.startswith("@"):
        match = re.match(r"@[\w.]+", rest)
        end = match.end()
        if end < len(rest) and rest[end] == "(":
            end = balanced_end(rest, end, "(", ")")
        attributes.append(rest[:end])
        rest = rest[end:].strip()
    return attributes, rest


def strip_strings(line):
    """The line with string literals emptied, so braces inside them are not counted."""
    return re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)


def availability(attributes):
    """What a declaration's own attributes say of iOS: introduced, deprecated, unavailable."""
    result = {}
    for attribute in attributes:
        if not attribute.startswith("@available("):
            continue
        body = attribute[len("@available("):-1]
        parts = [p.strip() for p in re.split(r",(?![^(]*\))", body)]
        platform = parts[0].split()[0] if parts else ""
        if platform == "*":
            if "unavailable" in parts:
                result["unavailable"] = True
            if "deprecated" in parts:
                result["deprecated"] = "0"
            continue
        if platform == "iOS":
            if "unavailable" in parts:
                result["unavailable"] = True
            for part in parts[1:]:
                key, _, value = part.partition(":")
                value = value.strip()
                if key == "introduced":
                    result["introduced"] = value
                elif key == "deprecated":
                    result["deprecated"] = value or "0"
                elif key == "obsoleted":
                    result["unavailable"] = True
            if len(parts) > 1 and parts[1] == "deprecated":
                result["deprecated"] = "0"
        # The short form: `@available(iOS 15.0, macOS 12.0, *)`.
        for part in parts:
            words = part.split()
            if len(words) == 2 and words[0] == "iOS" and re.match(r"^[\d.]+$", words[1]):
                result["introduced"] = words[1]
    return result


def version_tuple(text):
    return tuple(int(p) for p in text.split(".") if p.isdigit())


def argument_labels(parameters):
    """The argument labels of a parenthesised parameter list (without its parentheses)."""
    result = []
    for parameter in split_top(without_attributes(parameters)):
        if ":" not in parameter:
            result.append("_")   # an enum case's unlabelled associated value
            continue
        head = parameter.split(":")[0].strip()
        words = [w for w in head.split() if w not in ("inout", "isolated", "borrowing", "consuming")]
        result.append(words[0] if words else "_")
    return result


def without_attributes(text):
    """`text` with its attributes (`@ViewBuilder`, `@TableColumnBuilder<V, S>`, `@escaping`) removed."""
    out = ""
    i = 0
    text = text.replace("->", "  ")
    while i < len(text):
        match = re.match(r"@[\w.]+", text[i:])
        if match:
            i += match.end()
            for opening, closing in (("<", ">"), ("(", ")")):
                if i < len(text) and text[i] == opening:
                    i = balanced_end(text, i, opening, closing)
            continue
        out += text[i]
        i += 1
    return out


def clean_type_name(text):
    """`SwiftUI.PrimitiveButtonStyle where Self == …` → `PrimitiveButtonStyle`, with its module."""
    name = re.split(r"\s+where\s+|\s*:\s*|\s*\{", text.strip())[0].strip()
    name = re.sub(r"<.*", "", name)
    module = None
    parts = name.split(".")
    if len(parts) > 1 and parts[0] in KNOWN_MODULES:
        module = parts[0]
        parts = parts[1:]
    return ".".join(parts), module


KNOWN_MODULES = {"SwiftUI", "Swift", "Foundation", "CoreGraphics", "UIKit", "CoreData", "Combine", "CoreFoundation",
                 "CoreTransferable", "DeveloperToolsSupport", "Observation", "Accessibility", "Symbols", "os",
                 "UniformTypeIdentifiers", "ObjectiveC", "QuartzCore", "CoreText", "_Concurrency", "Darwin"}


class Context:
    """An open type or extension body: the type's name and module, what its attributes say of iOS,
    the brace depth inside it, whether it is a protocol, the attributes it was declared with, and
    whether it is public (an extension is; an `@usableFromInline internal` type is not)."""

    def __init__(self, name, module, avail, depth, is_protocol, attributes, is_public):
        self.name = name
        self.is_public = is_public
        self.module = module
        self.avail = avail
        self.depth = depth
        self.is_protocol = is_protocol
        self.attributes = attributes


def parse_interface(text):
    """Every public declaration of a module interface: kind, qualified name, labels, availability."""
    declarations = []
    stack = []          # open type and extension bodies
    depth = 0           # brace depth
    ignore_below = None  # inside a body whose contents are not declarations (function, accessor)
    pending = []        # attributes on lines above the declaration
    conditional = []    # for each open #if: whether its current branch is skipped
    for raw in text.split("\n"):
        stripped = raw.strip()
        if stripped.startswith("#if"):
            conditional.append(False)
            continue
        if stripped.startswith("#else") or stripped.startswith("#elseif"):
            if conditional:
                conditional[-1] = True
            continue
        if stripped.startswith("#endif"):
            if conditional:
                conditional.pop()
            continue
        if any(conditional):
            continue
        if not stripped or stripped.startswith("//"):
            continue
        line = strip_strings(stripped)
        opens, closes = line.count("{"), line.count("}")
        if ignore_below is not None:
            depth += opens - closes
            if depth <= ignore_below:
                ignore_below = None
            continue
        if stripped.startswith("}"):
            depth -= closes
            depth += opens
            while stack and stack[-1].depth > depth:
                stack.pop()
            continue
        attributes, rest = split_attributes(stripped)
        pending.extend(attributes)
        if not rest:
            continue
        words = re.findall(r"[\w$]+|\S", rest)
        i = 0
        modifiers = []
        while i < len(words) and (words[i] in MODIFIERS or words[i] == "(" and modifiers and modifiers[-1] in ("nonmutating", "open")):
            modifiers.append(words[i])
            i += 1
        keyword = words[i] if i < len(words) else ""
        attrs, pending = pending, []
        declaration = {"attributes": attrs, "modifiers": modifiers, "keyword": keyword, "rest": rest,
                       "stack": list(stack)}
        if keyword in DECL_KEYWORDS:
            declarations.append(declaration)
        depth_before = depth
        depth += opens - closes
        if opens > closes:
            if keyword in ("struct", "class", "enum", "protocol", "actor", "extension"):
                after = rest[rest.index(keyword) + len(keyword):]
                if keyword == "class" and re.match(r"\s+(func|var|let|subscript)\b", after):
                    ignore_below = depth_before
                    continue
                name, module = clean_type_name(after)
                is_public = keyword == "extension" or "public" in modifiers or "open" in modifiers \
                    or bool(stack) and stack[-1].is_protocol
                stack.append(Context(name, module, availability(attrs), depth, keyword == "protocol", attrs, is_public))
            else:
                ignore_below = depth_before
    return declarations


def classify(declaration, requirements=frozenset()):
    """The surface entry for one declaration, or the reason it is skipped. `requirements` are the
    names SwiftUI's protocols require: a type's member of such a name is the type conforming."""
    keyword, rest, attrs, stack = declaration["keyword"], declaration["rest"], declaration["attributes"], declaration["stack"]
    modifiers = declaration["modifiers"]
    context = stack[-1] if stack else None
    in_protocol = context is not None and context.is_protocol
    in_enum_case = keyword == "case"
    if keyword in ("deinit", "operator", "precedencegroup") or not all(c.is_public for c in stack):
        return None, None
    if context is None and keyword not in ("struct", "class", "enum", "protocol", "actor", "typealias", "func", "var", "let", "macro", "extension"):
        return None, None
    if "public" not in modifiers and "open" not in modifiers and not in_protocol and not in_enum_case:
        return None, None
    if keyword == "extension":
        return None, None

    after = rest[rest.index(keyword) + len(keyword):].replace("`", "") if keyword in rest else ""
    static = "static" in modifiers or ("class" in modifiers and keyword != "class")
    name = None
    labels = None
    if keyword in ("struct", "class", "enum", "protocol", "actor", "typealias", "associatedtype"):
        name = re.match(r"\s*([\w$]+)", after).group(1)
        kind = "type"
        if any(a.startswith("@propertyWrapper") for a in attrs):
            kind = "property wrapper"
        if context is not None and keyword in ("typealias", "associatedtype"):
            return None, "protocol plumbing"
    elif keyword in ("func", "macro", "init", "subscript"):
        match = re.match(r"\s*([^\s(<]+)?", after)
        base = "init" if keyword == "init" else "subscript" if keyword == "subscript" else (match.group(1) or "")
        if keyword == "init" and after.startswith(("?", "!")):
            after = after[1:]
        if not re.match(r"^[A-Za-z_$][\w$]*$", base):
            return None, "protocol plumbing"   # an operator
        position = after.find(base) + len(base) if keyword in ("func", "macro") else 0
        tail = after[position:]
        if tail.lstrip().startswith("<"):
            start = tail.index("<")
            tail = tail[balanced_end(tail.replace("->", "  "), start, "<", ">"):]
        if "(" not in tail:
            return None, None
        start = tail.index("(")
        end = balanced_end(tail, start, "(", ")")
        labels = argument_labels(tail[start + 1:end - 1])
        if keyword == "subscript":
            labels = ["_" if len(p.split(":")[0].split()) < 2 else l for p, l in zip(split_top(tail[start + 1:end - 1]), labels)]
        name = base + "(" + "".join(l + ":" for l in labels) + ")"
        kind = {"func": "method", "macro": "macro", "init": "initializer", "subscript": "subscript"}[keyword]
    elif keyword in ("var", "let"):
        match = re.match(r"\s*([\w$]+)", after)
        if not match:
            return None, None
        name = match.group(1)
        kind = "property"
    elif keyword == "case":
        match = re.match(r"\s*([\w$]+)(\(([^)]*)\))?", after)
        if not match:
            return None, None
        name = match.group(1)
        if match.group(2):
            labels = argument_labels(match.group(3))
            name += "(" + "".join(l + ":" for l in labels) + ")"
        kind = "case"
    else:
        return None, None

    # Where it sits, and what the enclosing bodies say of iOS.
    path = [c.name for c in stack]
    module = stack[0].module if stack else None
    avail = {}
    spi = False
    for c in stack:
        avail.update({k: v for k, v in c.avail.items()})
        spi = spi or any(a.startswith("@_spi") for a in c.attributes)
    own = availability(attrs)
    avail.update(own)
    spi = spi or any(a.startswith("@_spi") for a in attrs)
    qualified = ".".join(path + [name])
    base_name = name.split("(")[0]
    parts = qualified.split("(")[0].split(".")

    if kind in ("method", "property") and static:
        kind = "static member"
    elif context is not None and context.name == "View" and kind == "method":
        kind = "modifier"
    elif context is not None and context.name == "EnvironmentValues" and kind == "property":
        kind = "environment value"

    if any(p.startswith("_") for p in parts) or spi or any(l.startswith("_") and l != "_" for l in labels or []):
        return None, "underscored"
    if avail.get("unavailable"):
        return None, "unavailable on iOS"
    deprecated = avail.get("deprecated")
    if deprecated is not None and version_tuple(deprecated) < (17,):
        return None, "deprecated before iOS 17"
    if name in PLUMBING_MEMBERS or base_name in PLUMBING_TYPES or name in STANDARD_WITNESSES:
        return None, "protocol plumbing"
    if not in_protocol and kind not in ("type", "initializer") and name in requirements:
        return None, "protocol plumbing"
    if base_name == "makeBody" and not in_protocol:
        return None, "protocol plumbing"
    if name in ("description", "debugDescription", "customMirror") and not static:
        return None, "protocol plumbing"

    entry = {"name": qualified, "kind": kind, "ios": avail.get("introduced", "13.0")}
    if labels is not None and kind != "type":
        entry["labels"] = labels
    if module and module != "SwiftUI":
        entry["extends"] = module
    if deprecated is not None:
        entry["deprecated"] = "future" if version_tuple(deprecated) >= (100000,) else deprecated
    return entry, None


def split_top(parameters):
    parts, depth, current = [], 0, ""
    for c in parameters.replace("->", "  "):
        if c in "([<{":
            depth += 1
        elif c in ")]>}":
            depth -= 1
        if c == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += c
    if current.strip():
        parts.append(current)
    return parts


def surface_of(text):
    """The surface entries of an interface, one per qualified name, and the skipped counts."""
    entries = {}
    skipped = collections.Counter()
    declarations = parse_interface(text)
    requirements = set()
    for declaration in declarations:
        if declaration["stack"] and declaration["stack"][-1].is_protocol:
            entry, _ = classify(declaration)
            if entry is not None:
                requirements.add(entry["name"].split(".")[-1] if "(" not in entry["name"]
                                 else entry["name"][len(".".join(c.name for c in declaration["stack"])) + 1:])
    for declaration in declarations:
        entry, reason = classify(declaration, frozenset(requirements))
        if reason:
            skipped[reason] += 1
        if entry is None:
            continue
        previous = entries.get(entry["name"])
        if previous is None or version_tuple(entry["ios"]) < version_tuple(previous["ios"]):
            entries[entry["name"]] = entry
    return sorted(entries.values(), key=lambda e: (e["name"].lower(), e["name"])), skipped


def write_json(path, value, listed):
    """`value` as JSON with each element of its list `listed` on a line of its own, for readable diffs."""
    head = {k: v for k, v in value.items() if k != listed}
    text = json.dumps(head, indent=1, ensure_ascii=False)[:-2]
    rows = ",\n  ".join(json.dumps(item, ensure_ascii=False) for item in value[listed])
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(f"{text},\n \"{listed}\": [\n  {rows}\n ]\n}}\n")


def extract(args):
    if args.interface:
        with open(args.interface, encoding="utf-8") as handle:
            text = handle.read()
    else:
        text = subprocess.run(["git", "--git-dir", args.git_dir, "show", f"{args.commit}:{args.path}"],
                              check=True, capture_output=True, text=True).stdout
    entries, skipped = surface_of(text)
    kinds = collections.Counter(e["kind"] for e in entries)
    surface = {
        "source": {"repository": args.repo, "commit": args.commit, "path": args.path, "sdk": args.sdk},
        "counts": {
            "entries": len(entries),
            "byKind": {k: kinds[k] for k in KINDS if kinds[k]},
            "skipped": dict(sorted(skipped.items())),
        },
        "entries": entries,
    }
    os.makedirs(DATA, exist_ok=True)
    write_json(SURFACE, surface, "entries")
    print(f"{len(entries)} entries; skipped {dict(skipped)}; by kind {dict(kinds)}")


# ---------------------------------------------------------------------------------------------
# Comparing with Trellis
# ---------------------------------------------------------------------------------------------

def trellis_symbols(build):
    """The qualified names (with labels) that the Trellis library declares in public."""
    if build:
        subprocess.run(["swift", "build", "--target", "Trellis"], cwd=ROOT, check=True)
    binaries = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    os.makedirs(SYMBOLS, exist_ok=True)
    for stale in glob.glob(os.path.join(SYMBOLS, "*.json")):
        os.remove(stale)
    for module in TRELLIS_MODULES:
        subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-I", os.path.join(binaries, "Modules"),
                        "-output-dir", SYMBOLS, "-minimum-access-level", "public", "-skip-synthesized-members"],
                       cwd=ROOT, check=True, capture_output=True)
    graphs = []
    for path in sorted(glob.glob(os.path.join(SYMBOLS, "*.symbols.json"))):
        with open(path, encoding="utf-8") as handle:
            graphs.append(json.load(handle))
    return callable_names(graphs)


# Types whose members SwiftUI declares again, with their own result type, rather than inheriting
# them from a protocol.
INHERITS_NOTHING = {"Text"}


def callable_names(graphs):
    """The names code can call Trellis's declarations by, from its symbol graphs:

    - each symbol's path, with a function's labels also without each run of defaulted parameters
      (`stroke(_:lineWidth:antialiased:)` is also `stroke(_:lineWidth:)`), and a macro by its name;
    - a static member of a protocol extension constrained `Self == T` also as `T.member`
      (`ShapeStyle.red` where `Self == Color` is `Color.red`);
    - the members of a type also under each type alias of it (`Text.TruncationMode.tail`);
    - a protocol's members also on each type that conforms to it (`ModifiedContent.accessibilityLabel(_:)`
      from `View.accessibilityLabel(_:)`), except on `Text`, whose own modifiers return `Text` so
      that texts concatenate, which a view modifier's result does not;
    - a property declared with a property wrapper that has a `projectedValue` also as its projected
      value, `$` and its name (`ToggleStyleConfiguration.$isOn` from `@Binding var isOn`).
    """
    paths = {}
    aliases = []
    names = set()
    for graph in graphs:
        for symbol in graph["symbols"]:
            paths[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
    declared = set(paths.values())
    for graph in graphs:
        for symbol in graph["symbols"]:
            kind = symbol["kind"]["identifier"]
            components = symbol["pathComponents"]
            declaration = "".join(f.get("spelling", "") for f in symbol.get("declarationFragments", []))
            last = components[-1]
            if kind == "swift.macro":
                variants = [last.split("(")[0]]
            elif "(" in last:
                variants = label_variants(last, declaration)
            else:
                variants = [last]
            if kind == "swift.property":
                wrappers = [paths[f["preciseIdentifier"]] for f in symbol.get("declarationFragments", [])
                            if f.get("kind") == "attribute" and f.get("preciseIdentifier") in paths]
                if any(wrapper + ".projectedValue" in declared for wrapper in wrappers):
                    variants.append("$" + last)
            owners = [".".join(components[:-1])]
            if kind.startswith("swift.type."):
                for constraint in symbol.get("swiftExtension", {}).get("constraints", []):
                    if constraint["kind"] == "sameType" and constraint["lhs"] == "Self":
                        owners.append(constraint["rhs"])
            for owner in owners:
                for variant in variants:
                    names.add(f"{owner}.{variant}" if owner else variant)
            if kind == "swift.typealias":
                targets = [f["preciseIdentifier"] for f in symbol.get("declarationFragments", [])
                           if f.get("kind") == "typeIdentifier" and f.get("preciseIdentifier") in paths]
                if targets:
                    aliases.append((".".join(components), paths[targets[0]]))
    conformances = [(paths[r["source"]], paths[r["target"]]) for graph in graphs for r in graph["relationships"]
                    if r["kind"] == "conformsTo" and r["source"] in paths and r["target"] in paths]
    for _ in range(2):   # an alias of an alias, a protocol that refines another
        for alias, target in aliases:
            names |= {alias + name[len(target):] for name in list(names) if name.startswith(target + ".")}
        for conforming, protocol in conformances:
            if conforming in INHERITS_NOTHING:
                continue
            names |= {conforming + name[len(protocol):] for name in list(names)
                      if name.startswith(protocol + ".") and "." not in name[len(protocol) + 1:].split("(")[0]}
    return names


def label_variants(title, declaration):
    """A function's name with its labels, and with the labels of its defaulted parameters left out."""
    base, _, rest = title.partition("(")
    labels = rest[:-1].split(":")[:-1] if rest != ")" else []
    start = declaration.find("(", declaration.find(base) if base in declaration else 0)
    parameters = split_top(declaration[start + 1:balanced_end(declaration, start, "(", ")") - 1]) if start >= 0 else []
    matched = len(parameters) == len(labels)
    defaulted = [" = " in p for p in parameters] if matched else [False] * len(labels)
    variadic = [("..." in p or "repeat each" in p) for p in parameters] if matched else [False] * len(labels)
    optional = [i for i, d in enumerate(defaulted) if d][:8]
    variants = set()
    for mask in range(1 << len(optional)):
        dropped = {optional[j] for j in range(len(optional)) if mask >> j & 1}
        kept = [(l, variadic[i]) for i, l in enumerate(labels) if i not in dropped]
        for spelled in expand_variadic(kept):
            variants.add(base + "(" + "".join(l + ":" for l in spelled) + ")")
    return sorted(variants)


def expand_variadic(labels):
    """Label lists for a parameter list whose variadic or pack parameter takes 0 to 10 arguments:
    the first takes a label, each further one `_`."""
    lists = [[]]
    for label, variadic in labels:
        counts = range(0, 11) if variadic else [1]
        lists = [prefix + ([label] + ["_"] * (n - 1) if n else []) for prefix in lists for n in counts]
    return lists


def is_offered(entry, names):
    if entry["kind"] == "macro":
        return entry["name"].split("(")[0] in names
    return entry["name"] in names


def glob_match(pattern, name):
    """Whether `name` matches `pattern`, where `*` stands for any run of characters."""
    return re.fullmatch(".*".join(re.escape(part) for part in pattern.split("*")), name) is not None


def read_reasons():
    """The reasons file: (topic, patterns, reason) for each of its list lines, in order."""
    reasons = []
    topic = None
    with open(REASONS, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.startswith("## "):
                topic = line[3:].strip()
            elif line.startswith("- `") and topic:
                head, _, reason = line[2:].partition(": ")
                patterns = re.findall(r"`([^`]+)`", head)
                reasons.append((topic, patterns, reason.strip()))
    return reasons


def reason_for(entry, reasons):
    for topic, patterns, reason in reasons:
        if any(glob_match(p, entry["name"]) for p in patterns):
            return topic, reason
    return None


def load_surface():
    with open(SURFACE, encoding="utf-8") as handle:
        return json.load(handle)


def compare(args):
    surface = load_surface()
    names = trellis_symbols(not args.no_build)
    offered = sorted(e["name"] for e in surface["entries"] if is_offered(e, names))
    write_json(COMPARISON, {"trellisModules": TRELLIS_MODULES, "offered": offered}, "offered")
    write_page(surface, set(offered))


def tallies(surface, offered):
    """Counts for the page: totals, by kind, by topic, and the entries with no reason."""
    reasons = read_reasons()
    by_kind = collections.OrderedDict((k, [0, 0, 0]) for k in KINDS)
    by_topic = collections.OrderedDict()
    for topic, _, _ in reasons:
        by_topic.setdefault(topic, [0, 0])
    missing = []
    recent = [0, 0, 0]
    for entry in surface["entries"]:
        row = by_kind[entry["kind"]]
        row[0] += 1
        is_recent = version_tuple(entry["ios"]) >= (17,)
        recent[0] += is_recent
        if entry["name"] in offered:
            row[1] += 1
            recent[1] += is_recent
            continue
        found = reason_for(entry, reasons)
        if found is None:
            missing.append(entry["name"])
            continue
        row[2] += 1
        recent[2] += is_recent
        by_topic[found[0]][0] += 1
        by_topic[found[0]][1] += is_recent
    return by_kind, by_topic, recent, missing


def write_page(surface, offered):
    by_kind, by_topic, recent, missing = tallies(surface, offered)
    total = len(surface["entries"])
    with_reason = sum(row[2] for row in by_kind.values())
    source = surface["source"]
    skipped = surface["counts"]["skipped"]
    lines = [
        "# SwiftUI's API surface",
        "",
        "How much of SwiftUI's public API for iOS Trellis offers, counted over the whole module",
        "interface rather than a hand-made list.",
        "",
        "## Overview",
        "",
        f"The list is read from SwiftUI's module interface in the {source['sdk']} SDK, as a public SDK",
        "mirror publishes it, by `Scripts/swiftui-surface.py extract`. It keeps each public",
        "declaration's name, argument labels, kind and iOS availability, one entry per name and labels:",
        "overloads that differ only in their types are one entry. It leaves out",
        f"{skipped.get('underscored', 0)} underscored or SPI declarations, "
        f"{skipped.get('unavailable on iOS', 0)} unavailable on iOS,",
        f"{skipped.get('deprecated before iOS 17', 0)} deprecated before iOS 17, and "
        f"{skipped.get('protocol plumbing', 0)} protocol plumbing declarations,",
        "what a type declares to conform to a protocol (`body`, operators, a type's own",
        "implementation of a requirement). iOS 18's",
        "additions are not in the list yet. `Scripts/swiftui-surface.py compare` marks an entry offered",
        "when code can call Trellis by the entry's name and labels, read from the symbol graphs of the",
        "built library; every other entry matches a line of",
        "`Tests/TrellisTests/SwiftUISurface/reasons.md`, which says why it is not offered. The test",
        "`APISurfaceTests` checks the list, the comparison, the reasons and this page against each",
        "other. The README beside the list names its source and every rule; the hand-written tables",
        "of <doc:APICoverage> say what offered API does to layout.",
        "",
        f"Of the {total} entries, {len(offered)} are offered and {with_reason} are not, each with a reason.",
        f"Of the {recent[0]} entries introduced in iOS 17 or later, {recent[1]} are offered and "
        f"{recent[2]} have a reason.",
        "",
        "### By kind",
        "",
        "| Kind | Entries | Offered | Not offered, with a reason |",
        "| --- | --- | --- | --- |",
    ]
    for kind, row in by_kind.items():
        if row[0]:
            lines.append(f"| {kind} | {row[0]} | {row[1]} | {row[2]} |")
    lines += [
        "",
        "### Not offered, by topic",
        "",
        "| Topic | Not offered | Of which iOS 17 or later |",
        "| --- | --- | --- |",
    ]
    for topic, (count, recent_count) in by_topic.items():
        lines.append(f"| {topic} | {count} | {recent_count} |")
    lines.append("")
    with open(PAGE, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    if missing:
        print(f"{len(missing)} entries not offered and with no reason, e.g.:", *missing[:40], sep="\n  ")
    print(f"{total} entries, {len(offered)} offered, {with_reason} with a reason, {len(missing)} with none")


def report(args):
    surface = load_surface()
    with open(COMPARISON, encoding="utf-8") as handle:
        offered = set(json.load(handle)["offered"])
    reasons = read_reasons()
    families = collections.Counter()
    for entry in surface["entries"]:
        if entry["name"] in offered:
            continue
        found = reason_for(entry, reasons)
        family = entry["name"].split("(")[0].split(".")[0]
        if family == "View":
            family = "View." + entry["name"].split(".")[1].split("(")[0]
        families[(found[0] if found else "(no reason)", family)] += 1
    for (topic, family), count in families.most_common(args.top):
        print(f"{count:5}  {family:40}  {topic}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    ex = commands.add_parser("extract", help="list SwiftUI's public API from a module interface")
    ex.add_argument("--interface", help="a .swiftinterface file")
    ex.add_argument("--git-dir", help="a git directory holding the interface")
    ex.add_argument("--repo", required=True, help="the public repository the interface is from (owner/name)")
    ex.add_argument("--commit", required=True, help="its commit")
    ex.add_argument("--path", required=True, help="the interface's path in that repository")
    ex.add_argument("--sdk", required=True, help="the SDK it belongs to, e.g. 'iOS 17.4'")
    co = commands.add_parser("compare", help="mark each entry offered or not, and write the summary page")
    co.add_argument("--no-build", action="store_true", help="use the library as last built")
    re_ = commands.add_parser("report", help="the largest families not offered")
    re_.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    {"extract": extract, "compare": compare, "report": report}[args.command](args)


if __name__ == "__main__":
    main()
