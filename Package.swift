// swift-tools-version:6.1
// 6.1: the built-in views are declared `nonisolated` (SE-0449), which Swift 6.0 cannot compile.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Trellis",
    // macOS 14 and iOS 17 are the first systems whose Swift runtime has the parameter packs the
    // view builder uses (`TupleView` of a pack expansion, walked with `repeat each`), and the
    // first with Observation, whose `@Observable` models views read. Less would do for the rest:
    // FormatStyle and AttributedString (`Text`) need macOS 12 and iOS 15, Regex (tests) macOS 13.
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisAudit", targets: ["TrellisAudit"]),
        .library(name: "TrellisCommandLine", targets: ["TrellisCommandLine"]),
        .executable(name: "trellis", targets: ["trellis"]),
        .executable(name: "trellis-bench", targets: ["trellis-bench"]),
        .plugin(name: "TrellisPlugin", targets: ["TrellisPlugin"]),
    ],
    targets: [
        // Threads, locks and tables the other modules share, with `package` access (not a product;
        // `RunTable` is public only so that its lookup inlines across modules).
        .target(name: "TrellisSupport"),
        // Geometry: proposals, axes, edges, unit points, the alignment vocabulary, view dimensions.
        .target(name: "TrellisGeometry", dependencies: ["TrellisSupport"]),
        // The `Layout` protocol family and the text and size measurer interfaces, with the built-in text model.
        .target(
            name: "TrellisLayout", dependencies: ["TrellisGeometry", "TrellisSupport"],
            // The generated tables' licences and provenance, beside them in `Text/Generated` but not built.
            exclude: ["Text/Generated/README.md", "Text/Generated/Inter/LICENSE.txt", "Text/Generated/Inter/README.md",
                      "Text/Generated/StandIns/LICENSE.txt", "Text/Generated/StandIns/README.md", "Text/Generated/StandIns/UNICODE-LICENSE.txt",
                      "Text/Generated/LineBreaking/UNICODE-LICENSE.txt", "Text/Generated/LineBreaking/README.md", "Text/Generated/Bidi/README.md"]),
        // The lowered node graph: nodes, kinds, specs and the graph file format.
        .target(name: "TrellisGraph", dependencies: ["TrellisLayout", "TrellisGeometry", "TrellisSupport"]),
        // `#Preview` and `@Previewable` expanded from their source text, and the compiler's plugin
        // messages, with no dependencies: the macro plugin is a thin shell around it.
        .target(name: "TrellisPreviewExpansion"),
        // The compiler plugin that expands Trellis's macros, built without swift-syntax.
        .macro(name: "TrellisMacros", dependencies: ["TrellisPreviewExpansion"]),
        // The SwiftUI-shaped view DSL. Describes views and lowers them into a graph; computes no sizes.
        .target(name: "TrellisDSL", dependencies: ["TrellisGraph", "TrellisSupport", "TrellisMacros"]),
        // SwiftUI's layout rules over the graph. Never sees DSL types.
        .target(name: "TrellisSolver", dependencies: ["TrellisGraph", "TrellisSupport"]),
        // Explanations, warnings and pictures built from the solver's trace.
        .target(name: "TrellisDiagnostics", dependencies: ["TrellisSolver", "TrellisGraph"]),
        // The umbrella a layout author imports: DSL, layout entry points and explanations.
        .target(name: "Trellis", dependencies: ["TrellisDSL", "TrellisGeometry", "TrellisLayout", "TrellisGraph", "TrellisSolver", "TrellisDiagnostics"]),
        // The built-in examples: SwiftUI layouts the CLI runs and the tests check.
        .target(name: "TrellisExamples", dependencies: ["Trellis"]),
        // `trellis audit`'s engine: the matrix, the parallel run over the previews, and the reports.
        .target(name: "TrellisAudit", dependencies: ["Trellis", "TrellisDSL"]),
        // The `trellis` commands, a library so that the package plugin's runner can call them.
        .target(name: "TrellisCommandLine", dependencies: ["Trellis", "TrellisAudit", "TrellisExamples"]),
        .executableTarget(name: "trellis", dependencies: ["TrellisCommandLine"]),
        // `swift package trellis <command>`: the commands over a package's own previews, through a
        // runner package it writes, builds and runs. Plugins may not depend on other targets.
        .plugin(
            name: "TrellisPlugin",
            capability: .command(
                intent: .custom(verb: "trellis", description: "Run a trellis command (previews, audit, …) over this package's previews"),
                permissions: [.writeToPackageDirectory(reason: "trellis audit writes its report to trellis-report/ and its baseline to trellis-baseline.json")])),
        // The benchmark: the peer benchmark's shapes, timed in a release build.
        .executableTarget(name: "trellis-bench", dependencies: ["Trellis", "TrellisAudit", "TrellisExamples"]),
        // Layout expectations for Swift Testing and XCTest whose failures explain themselves.
        .target(name: "TrellisTesting", dependencies: ["Trellis", "TrellisSupport"]),
        // Tests, one target per module, plus TrellisTests for the whole product.
        // Helpers that build graphs by hand, shared by the test targets that need them.
        .target(name: "TrellisTestSupport", dependencies: ["Trellis"], path: "Tests/TrellisTestSupport"),
        // The graph: nodes, kinds, specs and the graph file format.
        .testTarget(name: "TrellisGraphTests", dependencies: ["Trellis", "TrellisTestSupport"]),
        // The threads, scratch memory and tables the modules share.
        .testTarget(name: "TrellisSupportTests", dependencies: ["TrellisSupport"]),
        // Proposals, edges, insets, unit points and alignment.
        .testTarget(name: "TrellisGeometryTests", dependencies: ["TrellisGeometry"]),
        // The built-in text model: faces and their tables, shaping, line breaking, bidi, measuring.
        .testTarget(
            name: "TrellisLayoutTests", dependencies: ["Trellis", "TrellisLayout", "TrellisGeometry", "TrellisTestSupport"],
            // UAX #14's and UAX #9's conformance cases, read by the line breaking and bidi tests.
            exclude: ["Text/LineBreaking/LineBreakTest.txt", "Text/Bidi/BidiCharacterTest.txt"]),
        // Lowering, the view builder, controls, state, preferences and the environment.
        .testTarget(name: "TrellisDSLTests", dependencies: ["Trellis", "TrellisTestSupport"]),
        // The layout rules, the conformance cases, normalisation, memoisation, invariants,
        // parallel layout and deep nesting.
        .testTarget(
            name: "TrellisSolverTests",
            dependencies: ["Trellis", "TrellisSolver", "TrellisSupport", "TrellisExamples", "TrellisTesting", "TrellisTestSupport"],
            // The conformance cases are read from the source tree by path, not bundled.
            exclude: ["Conformance/Fixtures"]),
        // Why-chains, warnings, pictures and sizing behaviours.
        .testTarget(
            name: "TrellisDiagnosticsTests", dependencies: ["Trellis", "TrellisAudit", "TrellisExamples"],
            // The explorer's reference screenshot is read from the source tree by path.
            exclude: ["Browser/__Screenshots__"]),
        .testTarget(
            name: "TrellisTestingTests", dependencies: ["Trellis", "TrellisExamples", "TrellisTesting"],
            // Snapshots are read from the source tree by path, not bundled.
            exclude: ["__Snapshots__"]),
        // The audit's matrix, settings, pseudo-languages, runs and reports.
        .testTarget(name: "TrellisAuditTests", dependencies: ["Trellis", "TrellisAudit"]),
        // The `trellis` command line, run as a person would and its parsers called directly.
        .testTarget(name: "trellisCLITests", dependencies: ["TrellisCommandLine", "trellis"]),
        // The whole product: documentation, built-in examples and seeds.
        .testTarget(
            name: "TrellisTests",
            dependencies: ["Trellis", "TrellisExamples", "TrellisTesting", "TrellisTestSupport"],
            // The calibration data and the differential harness's results are read from the source
            // tree by path, not bundled.
            exclude: ["Documentation/__Snapshots__", "ContainerCalibration", "SymbolCalibration", "TextCalibration", "DifferentialHarness", "SwiftUISurface"]),
        // The `#Preview` expander on source strings and the plugin's messages.
        .testTarget(name: "TrellisPreviewExpansionTests", dependencies: ["TrellisPreviewExpansion"]),
        // `#Preview`s compiled, registered, found and laid out.
        .testTarget(name: "TrellisPreviewTests", dependencies: ["Trellis", "TrellisTesting"]),
        // SwiftUI-style screens written for the project, compiled with only the import changed.
        .testTarget(
            name: "CompatibilityTests", dependencies: ["Trellis"],
            // The API usage counts are read from the source tree by path, not bundled.
            exclude: ["Usage"]),
        // Swift 5 language mode: nonisolated XCTest methods call the main-actor entry points,
        // which compile there with warnings at most, as SwiftUI's view API does.
        .testTarget(
            name: "Swift5ModeTests", dependencies: ["Trellis", "TrellisTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
