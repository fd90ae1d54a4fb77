#!/usr/bin/env bash
# Runs every table generator's --check whose inputs this machine holds, and says which it skipped
# and why. The inputs: Debian's font packages (fonts-inter for the Inter tables and the text
# calibration, fonts-noto-core and fonts-noto-cjk for the stand-in faces) and the Unicode
# Character Database 16.0.0 files in .build/unicode-16.0.0 (Sources/TrellisLayout/Text/Generated/
# LineBreaking/README.md and Bidi/README.md say where to get them). The font generators make
# their Python environments under .build on first use. Fails when a check that ran fails.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=0
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
run() {
    if "$@" --check; then echo "check-generated: $1 --check passed"; else echo "check-generated: $1 --check FAILED"; failed=1; fi
}
skip() { echo "check-generated: skipped $1: $2"; }

if installed fonts-inter; then run Scripts/generate-font-tables.py; else skip generate-font-tables.py "fonts-inter is not installed"; fi
if installed fonts-noto-core && installed fonts-noto-cjk; then run Scripts/generate-stand-in-faces.py
else skip generate-stand-in-faces.py "fonts-noto-core or fonts-noto-cjk is not installed"; fi
if installed fonts-inter; then run Scripts/calibrate-text.py; else skip calibrate-text.py "fonts-inter is not installed"; fi
for script in generate-line-break-table generate-bidi-table; do
    if [ -d .build/unicode-16.0.0 ]; then run "Scripts/$script.py"; else skip "$script.py" ".build/unicode-16.0.0 is missing"; fi
done
exit "$failed"
