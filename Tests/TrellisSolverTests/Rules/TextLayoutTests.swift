import Testing
import Trellis

// The built-in model at display scale 1 (see TextMeasurementTests): a body line is
// ceil(17 × 1.193) = 21 tall, two lines 20.29 + 22 → 43; the first baseline is SF Pro's ascender,
// 0.952 em (body 16.19) below the top; widths are `Font.width(of:)` rounded up to the point.

/// The width the model reports for `string` on one line in `font` at display scale 1.
private func width(_ string: String, _ font: Font = .body) -> CGFloat { (font.width(of: string) - 0.001).rounded(.up) }

/// Measures every character as 10 × 30 with the baseline at 20, and records nothing else.
private struct BlockMeasurer: TextMeasurer {
    func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
        TextMeasurement(size: CGSize(width: CGFloat(text.string.count) * 10, height: 30), firstBaseline: 20, lastBaseline: 20)
    }
}

@Suite("Text in layouts")
@MainActor
struct TextLayoutTests {
    private let window = CGSize(width: 200, height: 200)

    @Test("fixedSize gives the text its ideal size on the fixed axes")
    func fixedSize() {
        // Both axes: one line, wider than the 50-wide frame.
        #expect(width("Hello world") > 50)
        let both = Text("Hello world").fixedSize().id("text").frame(width: 50, height: 10).layout(in: window)
        #expect(both.frame(of: "text")?.size == CGSize(width: width("Hello world"), height: 21))
        // Vertical only: wrapped to 50 → two lines as wide as "world", taller than the 10-tall frame.
        let vertical = Text("Hello world").fixedSize(horizontal: false, vertical: true).id("text").frame(width: 50, height: 10).layout(in: window)
        #expect(vertical.frame(of: "text")?.size == CGSize(width: width("world"), height: 43))
    }

    @Test("HStack(alignment: .firstTextBaseline) lines up the first baselines of different fonts")
    func firstBaselineAlignment() throws {
        // The first baseline is the font's ascent: largeTitle 34 × 0.952 = 32.37, body 16.19.
        let result = HStack(alignment: .firstTextBaseline) {
            Text("Hi").font(.largeTitle).id("big")
            Text("Hi").id("small")
        }
        .layout(in: window)
        let big = try #require(result.frame(of: "big"))
        let small = try #require(result.frame(of: "small"))
        // The small text starts the difference of the ascents, 16.19, lower.
        #expect(abs((small.minY - big.minY) - (Font.largeTitle.ascent - Font.body.ascent)) < 1e-9)
        #expect(abs((big.minY + Font.largeTitle.ascent) - (small.minY + Font.body.ascent)) < 1e-9)
    }

    @Test("HStack(alignment: .lastTextBaseline) lines up the last baselines, through a frame")
    func lastBaselineAlignment() throws {
        // The wrapped text has two lines: its last baseline is one line spacing (22) below its
        // first; the frame passes it on. The one-line text's is its first, so it starts 22 lower.
        let result = HStack(alignment: .lastTextBaseline) {
            Text("Hello world").frame(width: 50).id("two")
            Text("Hi").id("one")
        }
        .layout(in: window)
        let two = try #require(result.frame(of: "two"))
        let one = try #require(result.frame(of: "one"))
        #expect(one.minY - two.minY == 22)
    }

    @Test("Text above Text in a VStack is the lower text's leading apart, rounded up to the pixel")
    func spacing() throws {
        let result = VStack {
            Text("Hello").id("a")
            Text("world").id("b")
        }
        .layout(in: window)
        // Body leading 22 − 20.29 = 1.71, rounded up to the point: 2. The tops are 21 + 2 apart.
        #expect(try #require(result.frame(of: "b")).minY - (try #require(result.frame(of: "a"))).minY == 23)
    }

    @Test("a text measurer set in the environment replaces the built-in model")
    func customMeasurer() throws {
        let view = HStack(alignment: .firstTextBaseline) {
            Text("abc").id("custom").environment(\.textMeasurer, BlockMeasurer())
            Text("Hi").id("builtIn")
        }
        let result = view.layout(in: window)
        // 3 characters × 10 = 30 wide, 30 tall.
        #expect(result.frame(of: "custom")?.size == CGSize(width: 30, height: 30))
        // Baselines: 20 for the custom text, the body ascent (16.19) for the built-in one, which
        // starts 3.81 lower.
        let offset = try #require(result.frame(of: "builtIn")).minY - (try #require(result.frame(of: "custom"))).minY
        #expect(abs(offset - (20 - Font.body.ascent)) < 1e-9)
        #expect(view.layout(in: window, explain: true).trace.contains { $0.rule == .textCustomMeasurer })
        // The measurer is Swift code, so the graph cannot be saved.
        #expect(throws: EncodingError.self) { try view.layoutGraph().jsonData() }
    }

    @Test("a text node shows its string in frame tables and survives a graph file")
    func displayAndFile() throws {
        let view = VStack {
            Text("Hello").font(.headline).lineLimit(2, reservesSpace: true).truncationMode(.middle).multilineTextAlignment(.trailing)
            Image(size: CGSize(width: 10, height: 20)).resizable()
            ProgressView(value: 0.5)
            Divider()
        }
        let graph = view.layoutGraph()
        #expect(graph.displayName(of: NodeID(0)) == "Text \"Hello\"")
        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        #expect(try decoded.jsonData() == graph.jsonData())
        let window = CGSize(width: 300, height: 300)
        #expect(LayoutSolver().layout(decoded, in: window).frames == LayoutSolver().layout(graph, in: window).frames)
    }
}

@Suite("Text modifiers and diagnostics")
@MainActor
struct TextDiagnosticsTests {
    @Test("Text's own font wins over the environment's; fontWeight and bold set the weight")
    func textModifiers() {
        // Title (28 pt) inside a caption environment: a line ceil(28 × 1.193) = ceil(33.41) = 34.
        #expect(VStack { Text("Hi").font(.title) }.font(.caption).sizeThatFits(.unspecified) == CGSize(width: width("Hi", .title), height: 34))
        // The caption (12 pt) applies to a text without its own font: ceil(14.32) = 15.
        #expect(VStack { Text("Hi") }.font(.caption).sizeThatFits(.unspecified) == CGSize(width: width("Hi", .caption), height: 15))
        #expect(width("Hi", .caption) < width("Hi", .title))
        let graph = VStack {
            Text("a").bold()
            Text("b").fontWeight(.light).font(.title)
        }
        .layoutGraph()
        let weights = graph.nodeIDs.compactMap { id -> Font.Weight? in
            if case .text(let spec) = graph.kind(of: id) { return spec.font.weight }
            return nil
        }
        #expect(weights == [.bold, .light])
    }

    @Test("frame tables show a text's string and explanations name the text rule")
    func frameTableAndTrace() {
        let result = VStack {
            Text("Hello")
            Text("A rather long sentence that goes on")
        }
        .layout(in: CGSize(width: 300, height: 300), explain: true)
        let table = result.frameTable()
        #expect(table.contains("Text \"Hello\""))
        // Strings longer than 24 characters are cut to 20 and followed by their length, never by
        // the ellipsis a truncated text shows.
        #expect(table.contains("Text \"A rather long senten\" (35 characters)"))
        #expect(result.trace.contains { $0.rule == .textBuiltInModel })
    }
}

/// Measures like the built-in model and records every proposal it is asked.
private final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    private var proposals: [ProposedViewSize] = []
    private let lock = NSLock()

    func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement {
        lock.withLock { proposals.append(proposal) }
        return BuiltInTextMeasurer().measure(text, proposal: proposal)
    }

    var asked: [ProposedViewSize] { lock.withLock { proposals } }
}

@Suite("Text measurement cache")
@MainActor
struct TextMeasurementCacheTests {
    @Test("a text measurer is asked each proposal once, for the size and the baselines together")
    func measuredOncePerProposal() {
        let counter = CountingMeasurer()
        var view: AnyView = AnyView(Text("Hello world").id("text"))
        for _ in 0..<6 {
            view = AnyView(HStack(alignment: .firstTextBaseline) {
                view
                Color.red.frame(width: 10)
            })
        }
        let result = view.environment(\.textMeasurer, counter).layout(in: CGSize(width: 300, height: 300))
        #expect(result.frame(of: "text")?.size == CGSize(width: width("Hello world"), height: 21))
        #expect(counter.asked.count == Set(counter.asked).count)
    }
}

@Suite("Text in stacks")
@MainActor
struct TextInStackTests {
    @Test("two texts share a narrow HStack and each wraps to its half")
    func sharedWidth() {
        let result = HStack {
            Text("Hello world").id("a")
            Text("Hello world").id("b")
        }
        .layout(in: CGSize(width: 100, height: 200))
        // 100 − 8 spacing = 92, 46 each: "Hello world" does not fit 46, "world" does, so both
        // wrap to "Hello" / "world", two lines (43) as wide as "world".
        #expect(width("Hello world") > 46 && width("world") <= 46)
        #expect(result.frame(of: "a")?.size == CGSize(width: width("world"), height: 43))
        #expect(result.frame(of: "b")?.size == CGSize(width: width("world"), height: 43))
    }

    @Test("the less flexible text is sized first; a one-line text truncates into what is left")
    func truncationInRow() {
        let result = HStack {
            Text("Title").id("title")
            Text("Hello world").lineLimit(1).id("value")
        }
        .layout(in: CGSize(width: 80, height: 200))
        // "Title" (34) can shrink only to its widest letter; "Hello world" on one line runs from
        // "…" (14) to 86, so it is more flexible. 80 − 8 = 72: the title is offered 36 and takes
        // 34; the value is offered the 38 left, where "He…" fits and "Hel…" does not.
        #expect(width("Title") == 34 && width("Hello world") == 86 && width("…") == 14)
        #expect(width("He…") <= 38 && width("Hel…") > 38)
        #expect(result.frame(of: "title")?.width == width("Title"))
        #expect(result.frame(of: "value")?.size == CGSize(width: width("He…"), height: 21))
    }
}

@Suite("Text measurements answering other proposals")
@MainActor
struct TextMeasurementReachTests {
    /// Rows of a title, a spacer and a value, as a settings list has them, with texts that
    /// wrap, truncate, shrink, tighten, hold paragraph breaks or reserve lines, in Latin,
    /// Arabic and Thai (whose lines are taller).
    private func rows() -> some View {
        let titles = ["Wi-Fi", "Privacy & Security: a longer explanation that wraps onto a second line",
                      "First paragraph\nsecond paragraph that is long enough to wrap", "الخصوصية والأمن: شرح أطول يلتف إلى سطر ثان",
                      "ภาษาไทยยาวพอที่จะขึ้นบรรทัดใหม่ในแถวนี้", "Battery 12", "  spaces around  "]
        return VStack(alignment: .leading) {
            ForEach(0..<titles.count) { index in
                HStack {
                    Text(titles[index])
                    Spacer()
                    Text("\(index * 37) GB")
                }
                HStack { Text(titles[index]).lineLimit(1); Text("Value \(index)").lineLimit(2, reservesSpace: true) }
                HStack { Text(titles[index]).minimumScaleFactor(0.5).lineLimit(1); Spacer(minLength: 0); Text("On").allowsTightening(true) }
                HStack(alignment: .firstTextBaseline) { Text(titles[index]).allowsTightening(true).lineLimit(2); Text(titles[index]).font(.caption) }
            }
        }
    }

    @Test("a text's kept measurements answer exactly what measuring again would, at every width")
    func keptAnswersMatchFreshOnes() {
        let graph = rows().layoutGraph()
        for width in [0, 1, 40, 97.5, 180, 233.3, 320, 390, 1000] as [CGFloat] {
            for height in [nil, 0, 30, 300, 700, 1000, 1300] as [CGFloat?] {
                let proposal = ProposedViewSize(width: width, height: height)
                let kept = LayoutSolver().layout(graph, proposal: proposal)
                let fresh = LayoutSolver(memoize: false).layout(graph, proposal: proposal)
                #expect(kept.frames == fresh.frames, "\(proposal)")
            }
        }
    }
}
