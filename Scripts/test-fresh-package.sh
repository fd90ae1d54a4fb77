#!/usr/bin/env bash
# Makes a package from nothing but the README's Install section, in a temporary directory, and
# runs the README's one command on it. The package depends on this checkout by path (its folder
# is not called "Trellis", so the manifest needs the README's `name: "Trellis"`), keeps a
# snapshot folder beside its tests (the README's `exclude:`; SwiftPM's warning about unhandled
# files shows in `swift build`, which this script does not run, not in a plugin's run), uses `@Observable` with
# `import Trellis` alone, and has one screen: a 30×30 close button above a label of fixed width
# and height that truncates at accessibility sizes, previewed by two `#Preview`s and a
# `PreviewProvider`. `trellis previews` must list and lay out the
# package's previews; `trellis audit` must exit 1 with both views in junit.xml, and 0 after
# `--update-baseline`. A second package, whose only target that depends on Trellis is an
# executable, must be refused with a message that says why.
#
#   Scripts/test-fresh-package.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/opt/swift/usr/bin:$PATH"
fail() { echo "test-fresh-package: $*" >&2; exit 1; }

# What the package takes from the README, checked there so that the two cannot drift apart.
command="swift package --allow-writing-to-package-directory trellis"
for line in '.package(name: "Trellis", path: "../trellis"),' \
            '.target(name: "MyViews", dependencies: [.product(name: "Trellis", package: "Trellis")]),' \
            'dependencies: ["MyViews", .product(name: "TrellisTesting", package: "Trellis")],' \
            'exclude: ["__Snapshots__"]),' \
            "$command audit"; do
    grep -qF -- "$line" "$root/README.md" || fail "the README's Install section no longer says: $line"
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The fresh package: the README's manifest lines, with this checkout's path.
package="$work/fresh"
mkdir -p "$package/Sources/MyViews" "$package/Tests/MyViewsTests/__Snapshots__"
cat > "$package/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Fresh",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [.library(name: "MyViews", targets: ["MyViews"])],
    dependencies: [
        .package(name: "Trellis", path: "$root"),
    ],
    targets: [
        .target(name: "MyViews", dependencies: [.product(name: "Trellis", package: "Trellis")]),
        .testTarget(
            name: "MyViewsTests",
            dependencies: ["MyViews", .product(name: "TrellisTesting", package: "Trellis")],
            exclude: ["__Snapshots__"]),
    ]
)
MANIFEST
cat > "$package/Sources/MyViews/Offer.swift" <<'SWIFT'
import Trellis

@Observable
final class OfferModel {
    var delivery = "Tomorrow"
}

struct Offer: View {
    let model = OfferModel()

    var body: some View {
        VStack(spacing: 16) {
            Button {} label: { Image(systemName: "xmark").frame(width: 30, height: 30) }
                .id("close")
            Text(model.delivery)
                .frame(width: 100, height: 24)
                .id("delivery")
        }
    }
}

#Preview("Offer") {
    Offer()
}

#Preview("Offer at AX3") {
    Offer().environment(\.dynamicTypeSize, .accessibility3)
}

// Written before iOS 17: listed after the #Previews, under its type's name.
struct Offer_Previews: PreviewProvider {
    static var previews: some View {
        Offer()
    }
}
SWIFT
cat > "$package/Tests/MyViewsTests/OfferTests.swift" <<'SWIFT'
import Testing
@testable import MyViews
SWIFT
echo '{}' > "$package/Tests/MyViewsTests/__Snapshots__/Offer.layout.json"

cd "$package"
$command previews > previews.txt 2> previews-errors.txt || { cat previews.txt previews-errors.txt >&2; fail "trellis previews failed"; }
cat previews.txt
[[ $(grep -c "^Offer" previews.txt) == 3 ]] || fail "expected the package's three previews, and only those"
grep -q "^Offer_Previews (MyViews/Offer.swift:" previews.txt || fail "the PreviewProvider's preview is not laid out"
grep -Eq "^ *Button 'close' .* 30 +30$" previews.txt || fail "the close button is not laid out 30×30"
awk '/^Offer \(/,/^$/' previews.txt > default-size.txt
awk '/^Offer at AX3/,0' previews.txt > ax3.txt
grep -q 'Text "Tomorrow" is truncated' ax3.txt || fail "the label is not truncated at AX3"
! grep -q "truncated" default-size.txt || fail "the label is truncated at the default text size"

status=0
$command audit || status=$?
[[ $status == 1 ]] || fail "trellis audit exited with $status, not 1, on a package with findings"
grep -Eq "Button (&apos;|')close(&apos;|')" trellis-report/junit.xml || fail "trellis-report/junit.xml does not name the close button"
grep -q 'Text &quot;Tomorrow&quot;' trellis-report/junit.xml || fail "trellis-report/junit.xml does not name the label"
$command audit --update-baseline
[[ -f trellis-baseline.json ]] || fail "--update-baseline wrote no trellis-baseline.json"
$command audit || fail "trellis audit fails after --update-baseline"

# A package whose only target that depends on Trellis is an executable is refused, and told why.
tool="$work/tool"
mkdir -p "$tool/Sources/Tool"
cat > "$tool/Package.swift" <<MANIFEST
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Tool",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Trellis", path: "$root")],
    targets: [.executableTarget(name: "Tool", dependencies: [.product(name: "Trellis", package: "Trellis")])]
)
MANIFEST
echo 'import Trellis' > "$tool/Sources/Tool/main.swift"
cd "$tool"
if $command previews > refusal.txt 2>&1; then fail "an executable-only package was run"; fi
grep -q "Tool is an executable target" refusal.txt && grep -q "move its views into a library target" refusal.txt \
    || { cat refusal.txt >&2; fail "the refusal does not say which target and why"; }
echo "test-fresh-package: ok"
