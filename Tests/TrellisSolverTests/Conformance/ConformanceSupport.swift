import Testing
import Trellis

// Shared windows and expectations for the conformance cases of
// /work/shared/conformance/cases.md. Each expected value is copied from that file unchanged.

/// The conformance suites, one per source group of cases.md; `swift test --filter Conformance` runs them.
@Suite("Conformance")
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

    // MARK: - Frame expectations

    /// Expects the view named `id` at (`x`, `y`, `width`, `height`) in window coordinates.
    static func expectFrame(
        _ result: LayoutResult, _ id: String,
        _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        tolerance: CGFloat = 0.01,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectFrame(result, id, CGRect(x: x, y: y, width: width, height: height), tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// Expects the view named `id` at `expected` in window coordinates.
    static func expectFrame(
        _ result: LayoutResult, _ id: String, _ expected: CGRect,
        tolerance: CGFloat = 0.01,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual = result.frame(of: id) else {
            Issue.record("\(caseName): \"\(id)\" expected at \(describe(expected)), but no view with that id was laid out", sourceLocation: sourceLocation)
            return
        }
        if !matches(actual, expected, tolerance: tolerance) {
            Issue.record("\(caseName): \"\(id)\" expected \(describe(expected)), actual \(describe(actual))", sourceLocation: sourceLocation)
        }
    }

    /// Expects the view named `id` at (`x`, `y`, `width`, `height`) relative to the top-leading
    /// corner of the view named `container`, for sources that give frames inside a container.
    static func expectFrame(
        _ result: LayoutResult, _ id: String, relativeTo container: String,
        _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        tolerance: CGFloat = 0.01,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let origin = result.frame(of: container)?.origin else {
            Issue.record("\(caseName): no view with id \"\(container)\" was laid out, so \"\(id)\" cannot be checked relative to it", sourceLocation: sourceLocation)
            return
        }
        expectFrame(result, id, origin.x + x, origin.y + y, width, height, tolerance: tolerance, sourceLocation: sourceLocation)
    }

    /// Expects the view named `id` to be `width` wide, for sources that state only a width.
    static func expectWidth(
        _ result: LayoutResult, _ id: String, _ width: CGFloat,
        tolerance: CGFloat = 0.01,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let actual = result.frame(of: id) else {
            Issue.record("\(caseName): \"\(id)\" expected \(format(width)) wide, but no view with that id was laid out", sourceLocation: sourceLocation)
            return
        }
        if !(abs(actual.width - width) <= tolerance) {
            Issue.record("\(caseName): \"\(id)\" expected \(format(width)) wide, actual \(describe(actual))", sourceLocation: sourceLocation)
        }
    }

    // MARK: - Formatting

    /// The display name of the running test, which names the case and its source.
    private static var caseName: String {
        Test.current?.displayName ?? Test.current?.name ?? "conformance case"
    }

    private static func matches(_ actual: CGRect, _ expected: CGRect, tolerance: CGFloat) -> Bool {
        abs(actual.minX - expected.minX) <= tolerance
            && abs(actual.minY - expected.minY) <= tolerance
            && abs(actual.width - expected.width) <= tolerance
            && abs(actual.height - expected.height) <= tolerance
    }

    private static func describe(_ rect: CGRect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }

    private static func format(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.3f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
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
