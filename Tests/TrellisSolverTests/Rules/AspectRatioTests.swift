import Testing
import Trellis

/// aspectRatio beyond the conformance cases (LayoutRules article §6). Expected values are derived from the
/// rule: r = (ratio, 1) or the child's ideal size; fit scales r by min(pw / rw, ph / rh), fill by
/// max, an unspecified dimension scaling by ∞; the child is offered r × scale.
@Suite("aspectRatio")
@MainActor
struct AspectRatioTests {
    @Test("an unspecified proposal is passed through: the Color answers its 10×10 ideal")
    func unspecifiedProposalPassesThrough() {
        #expect(Color.red.aspectRatio(2, contentMode: .fit).sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
    }

    @Test("fit with one unspecified dimension: the other decides")
    func fitWithOneDimension() {
        // r = 2×1; scale = min(100 / 2, ∞) = 50, so the Color is offered 100×50.
        let size = Color.red.aspectRatio(2, contentMode: .fit).sizeThatFits(ProposedViewSize(width: 100, height: nil))
        #expect(size == CGSize(width: 100, height: 50))
    }

    @Test("fill with one unspecified dimension lets the other dimension decide, as fit does")
    func fillWithOneDimension() {
        // Only the proposed width takes part: scale = 100 / 2 = 50, so the Color is offered
        // 100×50 (LayoutRules article §6: with one axis unproposed, the other decides).
        let size = Color.red.aspectRatio(2, contentMode: .fill).sizeThatFits(ProposedViewSize(width: 100, height: nil))
        #expect(size == CGSize(width: 100, height: 50))
    }

    @Test("scaledToFit and scaledToFill keep the ratio of the content's ideal size")
    func scaledToFitAndFill() {
        // The content's ideal size is 40×20 (its ideal frame). In 100×100, fit scales by
        // min(100/40, 100/20) = 2.5 → 100×50; fill by max(2.5, 5) = 5 → 200×100. Each is
        // centred in the 100×100 frame.
        let window = CGSize(width: 100, height: 100)
        let fit = Color.red.frame(idealWidth: 40, idealHeight: 20).id("content").scaledToFit().frame(width: 100, height: 100).layout(in: window)
        #expect(fit.frame(of: "content") == CGRect(x: 0, y: 25, width: 100, height: 50))
        let fill = Color.red.frame(idealWidth: 40, idealHeight: 20).id("content").scaledToFill().frame(width: 100, height: 100).layout(in: window)
        #expect(fill.frame(of: "content") == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test("a negative or non-finite ratio is reported and replaced by the content's own ratio", arguments: [-2, CGFloat.infinity, .nan])
    func invalidRatioIsIgnored(ratio: CGFloat) {
        // As with nil: the Color's ideal 10×10 is square, so it fits as 50×50 in 100×50.
        let result = Color.red.aspectRatio(ratio, contentMode: .fit).id("red").frame(width: 100, height: 50).layout(in: CGSize(width: 100, height: 50))
        #expect(result.frame(of: "red") == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(result.warnings.map(\.kind) == [.invalidValue])
    }

    @Test("a zero ratio is reported and makes the view zero wide")
    func zeroRatio() {
        // r = 0×1: the width scale is ∞ (0 / 0 is not taken), the height scale 50, so the
        // Color is offered 0×50.
        let result = Color.red.aspectRatio(0, contentMode: .fit).id("red").frame(width: 100, height: 50).layout(in: CGSize(width: 100, height: 50))
        #expect(result.frame(of: "red") == CGRect(x: 50, y: 0, width: 0, height: 50))
        #expect(result.warnings.map(\.kind) == [.invalidValue])
    }
}
