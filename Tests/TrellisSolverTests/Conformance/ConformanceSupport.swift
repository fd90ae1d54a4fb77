import Testing
import Trellis

// Shared windows for the conformance cases of Fixtures/ConformanceCases.md, beside this file.
// Each expected value is the one that file gives; the frames are checked with TrellisTesting's
// expectations, named by case.

/// The conformance suites, one per source group of the cases; `swift test --filter Conformance` runs them.
@Suite("Conformance", .checkingCachedAnswers)
@MainActor
enum Conformance {}

extension Conformance {
    // MARK: - Windows

    /// The canvas of OpenSwiftUI's snapshot tests (`UIHostingController`, iOS): 200×200.
    static let openSwiftUICanvas = CGSize(width: 200, height: 200)

    /// The `NSHostingView` Tokamak's layout tests render into: 500×500.
    static let tokamakWindow = CGSize(width: 500, height: 500)

    // MARK: - Alignment variants

    /// One alignment of a variant family, with the origin the aligned view is expected at.
    struct AlignedOrigin: Sendable, CustomTestStringConvertible {
        let alignment: Alignment
        let x: CGFloat
        let y: CGFloat

        init(_ alignment: Alignment, _ x: CGFloat, _ y: CGFloat) {
            self.alignment = alignment
            self.x = x
            self.y = y
        }

        var testDescription: String { ".\(alignment)" }
    }

    // MARK: - Expectations

    /// The tolerance of every conformance expectation, in points: the cases give frames to a
    /// thousandth of a point, unrounded.
    static let exact: CGFloat = 0.01

    /// The display name of the running test, which names the case and its source; every
    /// expectation passes it as its `context`, so a failure message starts with the case.
    static var caseName: String {
        Test.current?.displayName ?? Test.current?.name ?? "conformance case"
    }
}

// MARK: - OpenLayout harness

extension View {
    /// Lays the view out as OpenLayout's SwiftUI-compatibility harness does: wrapped in
    /// `.frame(width: width, height: height)`, in a window of that size.
    func openLayoutResult(width: CGFloat, height: CGFloat) -> LayoutResult {
        frame(width: width, height: height).layout(in: CGSize(width: width, height: height))
    }
}
