import Testing
import Trellis

@Suite("Why-chains")
@MainActor
struct WhyChainTests {
    private var card: some View {
        HStack {
            Color.blue.frame(width: 50).id("b")
            Color.red.id("r")
        }
        .frame(width: 300, height: 100)
    }

    @Test("the chain names every proposal and decision down to the view, with the solver's numbers")
    func chainForStackChild() {
        let chain = card.layout(in: CGSize(width: 390, height: 844), explain: true).explain("r")
        // Spacing 8 leaves 292; 'b' is fixed at 50 (flexibility 50…50) and goes first with half
        // of 292; 'r' is offered the 242 that remain.
        // The fixed frame puts its 300 × 100 in place of the window's offer.
        #expect(chain == "window offers 390×844 → frame offered 390×844 → frame(width: 300, height: 100) offers 300×100 in place of 390×844 → HStack offered 300×100 → spacing 8 leaves 292 → 'b' (flexibility 50…50: offered 292 / 2 = 146) sized first: 50×100 → 'r' offered 242×100 (flexibility 0…∞: 242) → Color.red takes the offer: 242×100")
    }

    @Test("a result laid out without explain mode is laid out again to explain")
    func explainWithoutTrace() {
        let result = card.layout(in: CGSize(width: 390, height: 844))
        #expect(result.trace.isEmpty)
        #expect(result.explain("r").hasSuffix("Color.red takes the offer: 242×100"))
        #expect(result.explain("missing") == "no view named 'missing' was laid out")
    }
}
