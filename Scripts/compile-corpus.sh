#!/usr/bin/env bash
# Type-checks the corpus of public SwiftUI files (Tests/Corpus/*.swift.txt, stored unmodified
# with their sources and licences beside them) against Trellis, with `import SwiftUI`
# replaced by `import Trellis` and nothing else changed.
#
# Builds the Trellis module once, type-checks each file with one `swiftc -typecheck`
# (two at a time), prints a table of results with each failure's first error, and exits
# non-zero when fewer than 9 in 10 files compile.
#
# Usage: Scripts/compile-corpus.sh [corpus directory]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:-$root/Tests/Corpus}"
cd "$root"

if ! ls "$corpus"/*.swift.txt >/dev/null 2>&1; then
    echo "compile-corpus: no *.swift.txt files in $corpus" >&2
    exit 2
fi

swift build --target Trellis >/dev/null
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
# The plug-in that expands `#Preview`, passed as SwiftPM passes it to the package's own modules.
plugin="$bin/TrellisMacros-tool#TrellisMacros"
if [ ! -d "$modules" ]; then
    echo "compile-corpus: no module directory at $modules after 'swift build'" >&2
    exit 2
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One file: swap the import, type-check, and write "name<TAB>pass|fail<TAB>first error".
check() {
    local source="$1" modules="$2" work="$3" plugin="$4"
    local name
    name="$(basename "$source" .swift.txt)"
    sed 's/^\([[:space:]]*\)import SwiftUI[[:space:]]*$/\1import Trellis/' "$source" > "$work/$name.swift"
    if swiftc -typecheck -swift-version 6 -I "$modules" -load-plugin-executable "$plugin" "$work/$name.swift" > "$work/$name.log" 2>&1; then
        printf '%s\tpass\t\n' "$name" > "$work/$name.result"
    else
        local first
        first="$(grep -m1 'error:' "$work/$name.log" | sed 's/^.*error: //' || true)"
        printf '%s\tfail\t%s\n' "$name" "${first:-swiftc failed with no error line}" > "$work/$name.result"
    fi
}
export -f check

find "$corpus" -maxdepth 1 -name '*.swift.txt' -print0 | sort -z \
    | xargs -0 -P 2 -I {} bash -c 'check "$1" "$2" "$3" "$4"' _ {} "$modules" "$work" "$plugin"

total=0
passed=0
printf '%-45s %-6s %s\n' "FILE" "RESULT" "FIRST ERROR"
for result in $(ls "$work"/*.result | sort); do
    IFS=$'\t' read -r name status error < "$result"
    printf '%-45s %-6s %s\n' "$name" "$status" "$error"
    total=$((total + 1))
    if [ "$status" = pass ]; then passed=$((passed + 1)); fi
done
echo "compiled $passed of $total"

if [ $((passed * 10)) -lt $((total * 9)) ]; then
    echo "compile-corpus: fewer than 9 in 10 files compile" >&2
    exit 1
fi
