// swift-tools-version:6.1
// A sample app's views tested on Linux with Trellis. The view files import SwiftUI where it
// exists (the app, built by Xcode) and Trellis elsewhere (this package's tests, on Linux CI).
import PackageDescription

let package = Package(
    name: "SampleApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SampleAppViews", targets: ["SampleAppViews"]),
    ],
    dependencies: [
        // Trellis itself, two folders up; an app would write `.package(url:from:)` instead.
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        // The app's view files. Trellis is needed only where SwiftUI is not there to import.
        .target(name: "SampleAppViews", dependencies: [
            .product(name: "Trellis", package: "Trellis", condition: .when(platforms: [.linux])),
        ]),
        // Every preview laid out on the listed devices, and what the design says.
        .testTarget(name: "SampleAppLayoutTests", dependencies: [
            "SampleAppViews",
            .product(name: "Trellis", package: "Trellis"),
            .product(name: "TrellisTesting", package: "Trellis"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
