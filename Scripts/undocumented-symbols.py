#!/usr/bin/env python3
"""Lists the public symbols declared in the sources that have no doc comment.

Usage: undocumented-symbols.py FILE.symbols.json...   (exit status 1 when any is found)

A symbol counts as documented when the symbol graph carries a doc comment for it: its own, or
the one it inherits from the protocol requirement it implements (`description`,
`encode(to:)`). Symbols without a source location are written by the compiler (an enum's
`init(rawValue:)`, a synthesized `==`) and are skipped.
"""
import json
import sys

missing = []
total = 0
for path in sys.argv[1:]:
    with open(path) as file:
        graph = json.load(file)
    for symbol in graph["symbols"]:
        location = symbol.get("location")
        if location is None:
            continue
        total += 1
        lines = (symbol.get("docComment") or {}).get("lines", [])
        if not any(line.get("text", "").strip() for line in lines):
            source = location["uri"].split("/Sources/")[-1]
            missing.append(f"Sources/{source}:{location['position']['line'] + 1}: "
                           f"{'.'.join(symbol['pathComponents'])}")

for line in sorted(missing):
    print(f"undocumented: {line}")
print(f"doc comments: {total - len(missing)} of {total} public symbols declared in the sources")
sys.exit(1 if missing else 0)
