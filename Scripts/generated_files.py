"""Writing generated files, or checking that the committed ones are up to date (`--check`).

Shared by the table generators in Scripts/: each renders its files in full, then hands them here.
"""

import sys
from pathlib import Path


def write_or_check(outputs: dict[Path, str], root: Path, tool: str, check: bool) -> None:
    """Writes each source to its path, or with `check` reports which committed file differs and
    exits with status 1 if any does."""
    stale = False
    for path, source in outputs.items():
        name = path.relative_to(root)
        if check:
            if not path.exists() or path.read_text(encoding="utf-8") != source:
                print(f"{tool}: {name} is out of date", file=sys.stderr)
                stale = True
            else:
                print(f"{tool}: {name} is up to date", file=sys.stderr)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(source, encoding="utf-8")
            print(f"{tool}: wrote {name} ({len(source.encode())} bytes)", file=sys.stderr)
    if stale:
        sys.exit(1)
