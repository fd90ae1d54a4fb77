"""Reading the Unicode Character Database's property files, shared by the table generators."""

from __future__ import annotations

import re
import sys

CODE_POINTS = 0x110000
# A data line: a code point or a range, then the property's value.
LINE = re.compile(r"^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*;\s*([A-Za-z_0-9]+)")
# A default for the code points no data line names.
MISSING = re.compile(r"^#\s*@missing:\s*([0-9A-F]{4,6})\.\.([0-9A-F]{4,6})\s*;\s*([A-Za-z_0-9]+)")


def property_values(text: str, name: str, tool: str, long_names: dict[str, str] | None = None) -> list[str | None]:
    """Every code point's value in the property file `text` (called `name` in errors): the
    `@missing` defaults first (their long value names mapped by `long_names`), then the data
    lines; `None` where neither names the code point. Stops `tool` on a malformed line."""
    values: list[str | None] = [None] * CODE_POINTS
    for line in text.splitlines():
        missing = MISSING.match(line)
        if missing:
            first, last = int(missing[1], 16), int(missing[2], 16)
            value = (long_names or {}).get(missing[3], missing[3])
            values[first:last + 1] = [value] * (last - first + 1)
    for number, line in enumerate(text.splitlines(), start=1):
        if not line or line.startswith("#"):
            continue
        match = LINE.match(line)
        if not match:
            sys.exit(f"{tool}: {name} line {number} is not 'code points ; value': {line!r}")
        first = int(match[1], 16)
        last = int(match[2], 16) if match[2] else first
        values[first:last + 1] = [match[3]] * (last - first + 1)
    return values
