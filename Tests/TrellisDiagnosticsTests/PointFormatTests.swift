import Foundation
import Testing
import Trellis

/// Numbers in messages and pages: at most three decimals, no trailing zeros, as "%.3f" would
/// round them, whether they are formatted by integers (below 10¹²) or by Foundation.
@Suite("Point formatting")
struct PointFormatTests {
    @Test("whole numbers, thousandths, negatives and rounding", arguments: [
        (175, "175"), (176.5, "176.5"), (61.333333, "61.333"), (-0.25, "-0.25"), (0.0005, "0.001"), (-0.0004, "0"),
        (1.0004, "1"), (12.0506, "12.051"), (-3.1, "-3.1"), (0.05, "0.05"), (999.9996, "1000"), (1e13 + 0.5, "10000000000000.5"),
    ] as [(CGFloat, String)])
    func formats(value: CGFloat, text: String) {
        #expect(PointFormat.string(value) == text)
        #expect(PointFormat.string(value) == Self.reference(value))
    }

    /// The formatting by Foundation that the integer path stands in for.
    private static func reference(_ value: CGFloat) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
