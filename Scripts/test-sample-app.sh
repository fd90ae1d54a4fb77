#!/usr/bin/env bash
# Builds and tests the sample app package (Examples/SampleApp): its view files, which import
# SwiftUI where it exists and Trellis elsewhere, and its Linux tests, which lay out every
# preview on the supported devices. The package depends on this checkout by path.
#
#   Scripts/test-sample-app.sh
set -euo pipefail
cd "$(dirname "$0")/../Examples/SampleApp"
export PATH="/opt/swift/usr/bin:$PATH"
swift test
