import Testing
import Trellis

/// "Hi" in the body font as the built-in text model sets it: its width rounded up to the
/// pixel, one line (⌈17 × 1.19336⌉ = 21) tall at display scale 1.
private let hi = BuiltInTextMeasurer().measure(TextSpec("Hi"), proposal: .unspecified).size
/// A body-font bell at display scale 1: 1.118 × 1.137 em (measured; the symbol calibration's
/// row challenge-bell-body), 19.01 × 19.33, rounded to 19 × 19.
private let symbol: CGFloat = 19

@Suite("Controls")
@MainActor
struct ControlTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("Divider is a hairline across a VStack and outside stacks, flexible along the line")
    func dividerInVStack() {
        let result = VStack {
            Color.red.frame(height: 10)
            Divider().id("line")
        }
        .layout(in: window)
        // As wide as the stack is offered, one pixel (1 / displayScale 1) tall.
        #expect(result.frame(of: "line")?.size == CGSize(width: 300, height: 1))
        #expect(Divider().sizeThatFits(ProposedViewSize(width: 120, height: 50)) == CGSize(width: 120, height: 1))
        // Unspecified along the line: 10, as a Color.
        #expect(Divider().sizeThatFits(.unspecified) == CGSize(width: 10, height: 1))
    }

    @Test("Divider in an HStack is a vertical line as tall as offered")
    func dividerInHStack() {
        let result = HStack {
            Color.red.frame(width: 10)
            Divider().id("line")
            Color.blue
        }
        .layout(in: window)
        #expect(result.frame(of: "line")?.size == CGSize(width: 1, height: 400))
    }

    @Test("Divider is one pixel thick: 1/3 pt at display scale 3, 1 pt at accessibility sizes")
    func dividerThickness() {
        let proposal = ProposedViewSize(width: 100, height: 100)
        #expect(Divider().environment(\.displayScale, 3).sizeThatFits(proposal).height == 1.0 / 3)
        let accessible = Divider().environment(\.displayScale, 3).environment(\.dynamicTypeSize, .accessibility1)
        #expect(accessible.sizeThatFits(proposal).height == 1)
    }

    @Test("ProgressView(): a fixed 20 × 20 spinner; ProgressView(value:): a 4-tall bar as wide as offered")
    func progressViews() {
        for proposal in [ProposedViewSize.zero, .unspecified, .infinity, ProposedViewSize(width: 300, height: 300)] {
            #expect(ProgressView().sizeThatFits(proposal) == CGSize(width: 20, height: 20))
        }
        let result = VStack {
            ProgressView(value: 0.5).id("bar")
        }
        .layout(in: window)
        #expect(result.frame(of: "bar")?.size == CGSize(width: 300, height: 4))
        // Unspecified width: 10, as a Color.
        #expect(ProgressView(value: 0.5).sizeThatFits(.unspecified) == CGSize(width: 10, height: 4))
    }

    @Test("Button hugs its label")
    func button() {
        #expect(Button("Hi") {}.sizeThatFits(ProposedViewSize(width: 300, height: 300)) == hi)
        let custom = Button(action: {}) { Color.red.frame(width: 44, height: 30) }
        #expect(custom.sizeThatFits(.infinity) == CGSize(width: 44, height: 30))
        // In an HStack next to a Color, the button keeps its label's width; the Color takes the
        // rest after the 8 between them.
        let result = HStack {
            Button("Hi") {}.id("button")
            Color.red.id("fill")
        }
        .layout(in: window)
        #expect(result.frame(of: "button")?.width == hi.width)
        #expect(result.frame(of: "fill")?.width == 300 - 8 - hi.width)
    }

    @Test("Label: icon then title, 8 apart; a symbol is its frame in the body font")
    func label() {
        #expect(Font.body.symbolSize(named: "bell") == CGSize(width: symbol, height: symbol))
        // Symbol 19 × 19, spacing 8, "Hi": as tall as the taller, the 21-tall line.
        #expect(Label("Hi", systemImage: "bell").sizeThatFits(.unspecified) == CGSize(width: symbol + 8 + hi.width, height: hi.height))
        let custom = Label { Text("Hi") } icon: { Color.red.frame(width: 30, height: 30) }
        // 30 + 8 + "Hi" wide, 30 tall.
        #expect(custom.sizeThatFits(.unspecified) == CGSize(width: 30 + 8 + hi.width, height: 30))
    }

    @Test("Link hugs its label, as a button does")
    func link() throws {
        let url = try #require(URL(string: "https://example.com"))
        #expect(Link("Hi", destination: url).sizeThatFits(.infinity) == hi)
    }

    @Test("each content view names its rule in explanations")
    func rulesInTrace() {
        let result = VStack {
            Image(size: CGSize(width: 10, height: 10))
            Image(size: CGSize(width: 10, height: 10)).resizable()
            ProgressView()
            Divider()
            MeasuredLeaf("Leaf") { _ in CGSize(width: 10, height: 10) }
            Text("Hi").environment(\.textMeasurer, BuiltInTextMeasurer())
        }
        .layout(in: window, explain: true)
        let rules = Set(result.trace.map(\.rule))
        #expect(rules.isSuperset(of: [.imageNaturalSize, .imageResizable, .controlSize, .dividerAcrossStack, .measuredLeaf, .textBuiltInModel]))
    }

    @Test("labelStyle: icon only, title only, or both")
    func labelStyles() {
        let label = Label("Hi", systemImage: "bell")
        // Icon 19 × 19; title "Hi"; both 19 + 8 + "Hi", as tall as the line.
        let both = CGSize(width: symbol + 8 + hi.width, height: hi.height)
        #expect(label.labelStyle(.iconOnly).sizeThatFits(.unspecified) == CGSize(width: symbol, height: symbol))
        #expect(label.labelStyle(.titleOnly).sizeThatFits(.unspecified) == hi)
        #expect(label.labelStyle(.titleAndIcon).sizeThatFits(.unspecified) == both)
        #expect(label.labelStyle(.automatic).sizeThatFits(.unspecified) == both)
        // The style reaches labels inside the view it is set on.
        #expect(VStack { label }.labelStyle(.iconOnly).sizeThatFits(.unspecified) == CGSize(width: symbol, height: symbol))
    }
}
