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

    @Test("the chain names every proposal and decision down to the view, one a line, with the solver's numbers")
    func chainForStackChild() {
        let chain = card.layout(in: CGSize(width: 390, height: 844), explain: true).explain("r")
        // The fixed frame puts its 300 × 100 in place of the window's offer: the height the
        // colour takes is chosen there. Spacing 8 leaves 292; 'b' is fixed at 50 (flexibility
        // 50…50) and goes first with half of 292; 'r' is offered the 242 that remain, and takes
        // that width.
        #expect(chain == """
            frame offered 390×844 by the window
              HStack offered 300×100 (frame(width: 300, height: 100))  ◀ height decided here
                spacing 8 leaves 292
                'b' (flexibility 50…50: offered 292 / 2 = 146) sized first: 50×100
                'r' offered 242×100 (flexibility 0…∞: 242)  ◀ width decided here
                Color.red takes the offer: 242×100
            """)
    }

    @Test("a result laid out without explain mode is laid out again to explain")
    func explainWithoutTrace() {
        let result = card.layout(in: CGSize(width: 390, height: 844))
        #expect(result.trace.isEmpty)
        #expect(result.explain("r").hasSuffix("Color.red takes the offer: 242×100"))
        #expect(result.explain("missing") == "no view named 'missing' was laid out")
    }

    /// Padding 8 around a background around padding 16 around a colour, in a 200 × 100 frame:
    /// the colour gets 200 − 2 × 8 − 2 × 16 = 152 by 100 − 48 = 52.
    private var padded: LayoutResult {
        Color.red.id("x").padding(16).background(Color.gray).padding(8).frame(width: 200, height: 100)
            .layout(in: CGSize(width: 390, height: 844), explain: true)
    }

    @Test("views that pass their offer on less a constant fold into one line with what they took off in total")
    func foldedPassThrough() {
        #expect(padded.explain("x") == """
            frame offered 390×844 by the window
              padding, background, padding offered 200×100 (frame(width: 200, height: 100)) and take 48 off the width and 48 off the height: 'x' offered 152×52  ◀ decided here
              Color.red takes the offer: 152×52
            """)
    }

    @Test("the full chain shows every view on its own line, what the fixed frame offers included, and no line twice")
    func fullChain() {
        let chain = padded.explain("x", detail: .full)
        #expect(chain == """
            frame offered 390×844 by the window
              padding offered 200×100 (frame(width: 200, height: 100))  ◀ decided here
                background offered 184×84 (padding takes 8 + 8 off the width and 8 + 8 off the height)
                  padding offered 184×84
                    'x' offered 152×52 (padding takes 16 + 16 off the width and 16 + 16 off the height)
                    Color.red takes the offer: 152×52
            """)
        let lines = chain.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(lines).count == lines.count)
    }

    @Test("a view that chooses its own size is marked as deciding it on its last line")
    func ownSizeDecides() {
        let chain = Color.red.frame(width: 80, height: 40).id("box").layout(in: CGSize(width: 390, height: 844), explain: true).explain("box")
        #expect(chain == """
            'box' offered 390×844 by the window
            frame is fixed by frame(width:height:), whatever its child: 80×40  ◀ decided here
            """)
    }
}

@Suite("Why-chains in list rows")
@MainActor
struct ListRowWhyChainTests {
    private let items = [("Hat", "$12.00"), ("Socks", "$4.50"), ("A woolly winter scarf in three colours", "$30.00")]

    private var list: LayoutResult {
        List {
            ForEach(items, id: \.0) { item in
                HStack {
                    Text(item.0).lineLimit(1).accessibilityIdentifier("name")
                    Spacer()
                    Text(item.1).accessibilityIdentifier("price")
                }
                .padding(.vertical, 4)
            }
        }
        .layout(on: .iPhone15, explain: true)
    }

    @Test("a row's chain folds the list's paddings and is shorter than the full chain, which holds every view on the way")
    func foldedRow() throws {
        let result = list
        let name = try #require(result.graph.nodes(named: "name").last)
        let folded = result.explain(node: name).split(separator: "\n")
        let full = result.explain(node: name, detail: .full).split(separator: "\n")
        #expect(folded.count < full.count, "\(folded.joined(separator: "\n"))")
        // One line a view on the way, plus the stack's arithmetic and the size.
        let path = sequence(first: name) { node in result.graph.parents()[node.index] }.map { $0 }
        #expect(full.dropLast().filter { $0.contains(" offered ") && !$0.contains("sized first") }.count == path.count)
        // Each line one level deeper than the view's container, at most.
        for (line, next) in zip(full, full.dropFirst()) {
            #expect(next.prefix { $0 == " " }.count <= line.prefix { $0 == " " }.count + 2)
        }
        // The truncated name is the last line, with the share that gave it its width above.
        #expect(folded.last?.contains("(1 line, truncated: \"A woolly winter scarf in three col…\")") == true)
        #expect(folded.contains { $0.contains("'price' (") && $0.contains("sized first") })
        #expect(folded.joined().contains("◀"))
    }
}
