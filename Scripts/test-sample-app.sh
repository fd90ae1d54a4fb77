#!/usr/bin/env bash
# Builds and tests the sample app package (Examples/SampleApp): its view files, which import
# SwiftUI where it exists and Trellis elsewhere, and its Linux tests, which lay out every
# preview on the supported devices. The package depends on this checkout by path. Then runs
# the README's commands on it: `trellis previews` must list the app's own previews and no
# others; `trellis audit` without a baseline must print what the audit article shows and exit
# 1, and with the app's committed baseline exit 0, so that a new finding fails CI.
#
#   Scripts/test-sample-app.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root/Examples/SampleApp"
export PATH="/opt/swift/usr/bin:$PATH"
fail() { echo "test-sample-app: $*" >&2; exit 1; }
swift test
command="swift package --allow-writing-to-package-directory trellis"

listing=$($command previews --list)
echo "$listing"
expected="Profile header|Profile header, long name|Sign in|Sign in, landscape|ProfileHeader_Previews|ProfileHeaderLongName_Previews|SignInView_Previews"
[[ $(echo "$listing" | sed -E 's/^  (.*[^ ]) +SampleAppViews\/.*$/\1/' | paste -sd '|') == "$expected" ]] \
    || fail "the plugin did not list the app's own previews, and only those"

# The article's run: the text block after the heading "A run on the sample app".
shown=$(awk '/^### A run on the sample app/ { found = 1 } found && /^```text/ { inside = 1; next } inside && /^```/ { exit } inside' \
    "$root/Documentation/Trellis.docc/AuditingPreviews.md")
[[ -n $shown ]] || fail "the audit article shows no run on the sample app"
status=0
audited=$($command audit --baseline no-baseline.json) || status=$?
echo "$audited"
[[ $status == 1 ]] || fail "trellis audit without a baseline exited with $status, not 1"
[[ $audited == "$shown" ]] || { diff <(echo "$shown") <(echo "$audited") >&2 || true; fail "the audit article's run on the sample app is not what the audit prints"; }
$command audit || fail "the sample app has findings its baseline (trellis-baseline.json) does not accept"
