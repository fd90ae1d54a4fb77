#!/usr/bin/env bash
# Builds and tests the sample app package (Examples/SampleApp): its view files, which import
# SwiftUI where it exists and Trellis elsewhere, and its Linux tests, which lay out every
# preview on the supported devices. The package depends on this checkout by path. Then runs
# the README's one command on it, which must lay out the app's own previews and no others.
#
#   Scripts/test-sample-app.sh
set -euo pipefail
cd "$(dirname "$0")/../Examples/SampleApp"
export PATH="/opt/swift/usr/bin:$PATH"
swift test
listing=$(swift package --allow-writing-to-package-directory trellis previews --list)
echo "$listing"
expected="Profile header|Profile header, long name|Sign in|Sign in, landscape"
[[ $(echo "$listing" | sed -E 's/^  (.*[^ ]) +SampleAppViews\/.*$/\1/' | paste -sd '|') == "$expected" ]] \
    || { echo "test-sample-app: the plugin did not list the app's own previews, and only those" >&2; exit 1; }
swift package --allow-writing-to-package-directory trellis previews --device "iPhone SE" --device iPad
