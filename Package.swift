// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
    ],
    targets: [
        // Threads and locks the other modules share, with `package` access only (not a product).
        .target(name: "TrellisSupport"),
        // Geometry: proposals, axes, edges, unit points, the alignment vocabulary, view dimensions.
        .target(name: "TrellisGeometry", dependencies: ["TrellisSupport"]),
        // The `Layout` protocol family and the text and size measurer interfaces, with the built-in text model.
        .target(name: "TrellisLayout", dependencies: ["TrellisGeometry", "TrellisSupport"]),
        // The lowered node graph: nodes, kinds, specs and the graph file format.
        .target(name: "TrellisGraph", dependencies: ["TrellisLayout", "TrellisGeometry", "TrellisSupport"]),
        // The SwiftUI-shaped view DSL. Describes views and lowers them into a graph; computes no sizes.
        .target(name: "TrellisDSL", dependencies: ["TrellisGraph", "TrellisSupport"]),
        // SwiftUI's layout rules over the graph. Never sees DSL types.
        .target(name: "TrellisSolver", dependencies: ["TrellisGraph", "TrellisSupport"]),
        // Explanations, warnings and pictures built from the solver's trace.
        .target(name: "TrellisDiagnostics", dependencies: ["TrellisSolver", "TrellisGraph"]),
        // The umbrella a layout author imports: DSL, layout entry points and explanations.
        .target(name: "Trellis", dependencies: ["TrellisDSL", "TrellisGeometry", "TrellisLayout", "TrellisGraph", "TrellisSolver", "TrellisDiagnostics"]),
        // The built-in examples: SwiftUI layouts the CLI runs and the tests check.
        .target(name: "TrellisExamples", dependencies: ["Trellis"]),
        .executableTarget(name: "trellis", dependencies: ["Trellis", "TrellisExamples"]),
        // The benchmark: the peer benchmark's shapes, timed in a release build.
        .executableTarget(name: "trellis-bench", dependencies: ["Trellis"]),
        // Layout expectations for Swift Testing and XCTest whose failures explain themselves.
        .target(name: "TrellisTesting", dependencies: ["Trellis"]),
        .testTarget(
            name: "TrellisTests", dependencies: ["Trellis", "TrellisExamples", "TrellisTesting"],
            // Snapshots are read from the source tree by path, not bundled.
            exclude: ["Testing/__Snapshots__", "Documentation/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
