#!/usr/bin/env bash
# Builds the DocC documentation into .build/docs and fails on any DocC warning or on a public
# symbol without a doc comment.
#
#   Scripts/build-docs.sh            # build the archive (about 30 s after `swift build`)
#   Scripts/build-docs.sh --preview  # the same, then `docc preview` on http://localhost:8080
#
# How several modules become one documentation:
# - A user imports only `Trellis`, which re-exports TrellisGeometry, TrellisLayout, TrellisDSL,
#   TrellisGraph, TrellisSolver and TrellisDiagnostics. The symbol graph of `Trellis` is extracted with
#   `-experimental-allowed-reexported-modules`, which puts the re-exported modules' symbols
#   into the umbrella's graph: one `Trellis` page lists every type a user sees, and links such
#   as ``LayoutGraph`` resolve from any module's doc comments. (One catalog per module would
#   split the API along internal lines and break the links between them; `docc merge` joins
#   archives but not their links.)
# - `TrellisTesting` and `TrellisAudit` are separate imports, so their graphs are extracted on
#   their own and given to the same `docc convert`: DocC builds the modules from one catalog
#   (Documentation/Trellis.docc), whose `TrellisTesting.md` and `TrellisAudit.md` are those
#   modules' pages.
# - `-skip-synthesized-members` leaves out the copies of protocol-extension methods (every
#   modifier on every view type), which would otherwise be documented once per view.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"

modules=.build/docs-symbol-graphs
output=.build/docs
reexported=TrellisGeometry,TrellisLayout,TrellisDSL,TrellisGraph,TrellisSolver,TrellisDiagnostics

swift build --target TrellisTesting
swift build --target TrellisAudit
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -n 1)

rm -rf "$modules" "$output"
mkdir -p "$modules"
swift-symbolgraph-extract -module-name Trellis -I "$bin/Modules" -target "$triple" \
    -minimum-access-level public -skip-synthesized-members \
    -experimental-allowed-reexported-modules="$reexported" -output-dir "$modules"
swift-symbolgraph-extract -module-name TrellisTesting -I "$bin/Modules" -target "$triple" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$modules"
swift-symbolgraph-extract -module-name TrellisAudit -I "$bin/Modules" -target "$triple" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$modules"

# Every public symbol declared in the sources needs a doc comment. Symbols without a source
# location are the compiler's (synthesized `init(rawValue:)`, `==`, Codable members).
python3 Scripts/undocumented-symbols.py "$modules"/*.symbols.json

log=$(mktemp)
trap 'rm -f "$log"' EXIT
docc convert Documentation/Trellis.docc \
    --additional-symbol-graph-dir "$modules" \
    --output-path "$output" \
    --fallback-display-name Trellis --fallback-bundle-identifier org.trellis.Trellis \
    --warnings-as-errors 2>&1 | tee "$log"
# --warnings-as-errors makes DocC exit non-zero; the grep also catches anything printed as a
# warning by a DocC that ignores the flag.
if grep -Eq '^(warning|error):' "$log"; then
    echo "build-docs: DocC reported problems" >&2
    exit 1
fi
echo "build-docs: documentation in $output"

if [[ "${1:-}" == "--preview" ]]; then
    docc preview Documentation/Trellis.docc --additional-symbol-graph-dir "$modules"
fi
