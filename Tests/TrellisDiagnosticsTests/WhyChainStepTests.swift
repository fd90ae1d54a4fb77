import Testing
import Trellis

/// Why-chains name every hop once, show the arithmetic of every offer, and explain positions.
@Suite("Why-chain steps") @MainActor
struct WhyChainStepTests {
    /// Two 200 × 50 bars in an HStack: 200 + 8 + 200 = 408 points in a 300-point window.
    private func overflow() -> LayoutResult {
        HStack {
            Color.red.frame(width: 200, height: 50).id("left")
            Color.blue.frame(width: 200, height: 50).id("right")
        }
        .id("row")
        .layout(in: CGSize(width: 300, height: 100), explain: true)
    }

    @Test("a frame's offer to its child is a step, no step repeats, and the last number is the view's size")
    func frameOfferOnce() throws {
        let result = overflow()
        let frame = try #require(result.node(named: "right"))
        let blue = try #require(result.graph.children(of: frame).first)
        let steps = result.explain(node: blue, detail: .full).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(steps).count == steps.count, "a step repeats: \(steps)")
        // 'left' (200…200) goes first with 292 / 2 = 146 and takes 200, leaving 92 for 'right',
        // whose fixed frame then offers the colour its own 200 × 50: where its size is chosen.
        #expect(steps.contains("'right' offered 92×100 (flexibility 200…200: 92)"))
        #expect(steps.contains("Color.blue offered 200×50 (frame(width: 200, height: 50))  ◀ decided here"))
        #expect(steps.last == "Color.blue takes the offer: 200×50")
    }

    @Test("a view sized first shows its share's arithmetic")
    func firstSizedShare() {
        let chain = overflow().explain("left")
        #expect(chain.contains("'left' offered 146×100 (flexibility 200…200: 292 / 2 = 146)"))
        // The fixed frame takes 200 × 50 whatever it is offered: its own rule decides.
        #expect(chain.hasSuffix(": 200×50  ◀ decided here"))
    }

    @Test("a Spacer's minimum held back from the first shares is shown")
    func spacerHeldBack() {
        let chain = HStack {
            Color.red.id("a")
            Spacer()
            Color.blue
        }
        .layout(in: CGSize(width: 390, height: 100), explain: true)
        .explain("a")
        // No spacing next to a Spacer; its 8-point minimum waits for the colours: (390 − 8) / 2.
        #expect(chain.contains("spacing 0 leaves 390"))
        #expect(chain.contains("'a' offered 191×100 (priority 0, flexibility 0…∞: 382 / 2 = 191, 8 held back for lower priorities)"))
    }

    @Test("padding's offer shows the insets it takes off")
    func paddingOffer() {
        let chain = Color.red.id("x").padding(16).layout(in: CGSize(width: 390, height: 844), explain: true).explain("x")
        // Padding takes a constant off, so the size was chosen by the window's offer.
        #expect(chain == """
            padding offered 390×844 by the window  ◀ decided here
              'x' offered 358×812 (padding takes 16 + 16 off the width and 16 + 16 off the height)
              Color.red takes the offer: 358×812
            """)
    }

    @Test("a stack's size is explained term by term")
    func stackTerms() {
        let chain = overflow().explain("row")
        #expect(chain.hasSuffix("HStack sums its children and their spacing: 200 + 8 + 200 = 408 wide, 50 tall (its children aligned on their center guides): 408×50  ◀ decided here"))
    }

    @Test("a position is explained: centring in the window, the stack's earlier children and the alignment guide")
    func position() {
        let text = overflow().explainPosition("right")
        // The row is centred: (300 − 408) / 2 = −54, (100 − 50) / 2 = 25; 'right' starts after
        // 'left' (200) and the spacing (8).
        #expect(text == "the window centres 'row' (408×50) in 300×100: x = (300 − 408) / 2 = -54, y = (100 − 50) / 2 = 25 → 'right' in 'row': x = -54 + 208 = 154 (after 200 + 8 along the stack), y = 25 + 0 = 25 (center guide 25 on the line at 25)")
    }
}

@Suite("Why-chain steps: ViewThatFits") @MainActor
struct ViewThatFitsChainTests {
    @Test("the chain of a chosen candidate names each rejected candidate with its ideal size against the space")
    func rejectedCandidates() {
        let chain = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 50).id("wide")
            Color.blue.frame(width: 100, height: 50).id("narrow")
        }
        .layout(in: CGSize(width: 150, height: 100), explain: true)
        .explain("narrow")
        // 300 > 150: the first candidate is rejected; 100 ≤ 150: the second is shown.
        #expect(chain.contains("'wide': candidate 1 needs 300×50, more than 150×100\n  'narrow' offered 150×100 (candidate 2 fits in 150×100)"), "\(chain)")
        #expect(chain.hasSuffix(": 100×50  ◀ decided here"))
    }
}

@Suite("Why-chain steps: grids") @MainActor
struct GridChainTests {
    @Test("a grid says how each column and row got its length")
    func gridTracks() {
        let chain = Grid {
            GridRow {
                Color.red.frame(width: 40)
                Color.blue
            }
        }
        .id("grid")
        .layout(in: CGSize(width: 200, height: 100), explain: true)
        .explain("grid")
        // 200 − 8 of spacing = 192; the fixed column goes first with half of it and takes 40,
        // the flexible one is offered the 152 left; the one row takes the 100 offered.
        #expect(chain.contains("column 1 (flexibility 40…40) offered 192 / 2 = 96 is 40, its widest cell; column 2 (flexibility 0…∞) offered 152 is 152, its widest cell; row 1 (flexibility 0…∞) offered 100 is 100, its tallest cell"), "\(chain)")
        #expect(chain.hasSuffix(": 200×100"))
    }
}

@Suite("Position explanations") @MainActor
struct PositionExplanationTests {
    @Test("an offset is named as what moved the view")
    func offset() {
        let text = Color.red.frame(width: 50, height: 50).id("dot").offset(x: 20)
            .layout(in: CGSize(width: 390, height: 844), explain: true)
            .explainPosition("dot")
        // The offset modifier is centred: (390 − 50) / 2 = 170; it moves the dot 20 to the right.
        #expect(text.contains("x = 170 + 20 = 190 (offset puts it 20 from its own x)"), "\(text)")
    }

    @Test("padding's inset is named, and a view not laid out is said to be missing")
    func padding() {
        let result = Color.red.id("x").padding(16).layout(in: CGSize(width: 390, height: 844), explain: true)
        #expect(result.explainPosition("x").contains("x = 0 + 16 = 16 (padding puts it 16 from its own x)"))
        #expect(result.explainPosition("missing") == "no view named 'missing' was laid out")
    }
}
