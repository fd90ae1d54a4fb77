import Foundation
import Testing
import Trellis

/// The views a `GeometryReader`'s content makes are views of the result like any other: the
/// result's graph holds them under their reader, so names, why-chains, warnings, frame tables,
/// pictures and sizing behaviours all reach them.
@Suite("GeometryReader content in diagnostics")
@MainActor
struct ReaderContentDiagnosticsTests {
    private let window = CGSize(width: 390, height: 844)

    /// A 300×200 reader under a 100-tall bar, holding a 100-wide column named "inner".
    private var readerBelowBar: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            GeometryReader { _ in
                Color.red.frame(width: 100).id("inner")
            }
            .id("reader")
            .frame(width: 300, height: 200)
        }
    }

    @Test("a view inside a reader is explained through its reader, with or without explain mode")
    func explainThroughReader() {
        for explain in [true, false] {
            let result = readerBelowBar.layout(in: window, explain: explain)
            let chain = result.explain("inner")
            // The fixed frame offers the reader 300×200; the reader takes it and offers its own
            // 300×200 to the column, which takes 100 of the width and the whole height.
            let lines = chain.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.suffix(2) == [
                "'reader' offered 300×200 (frame(width: 300, height: 200)) and passes it on to 'inner'  ◀ height decided here",
                "frame is fixed on one axis and takes its child's size on the other: 100×200  ◀ width decided here",
            ], "\(chain)")
            #expect(!chain.contains("no view named"))
        }
    }

    @Test("a view inside nested readers is explained through both")
    func explainThroughNestedReaders() {
        let result = GeometryReader { outer in
            VStack {
                GeometryReader { inner in
                    Color.red.frame(width: inner.size.width / 4, height: outer.size.height / 4).id("leaf")
                }
                .id("inner reader")
                .frame(width: outer.size.width / 2)
                Color.green.frame(height: 20)
            }
        }
        .id("outer reader")
        .padding(10)
        .layout(in: CGSize(width: 400, height: 200))
        let chain = result.explain("leaf")
        // Padded, the outer reader is offered 380×180. Its VStack sizes the 20-tall bar first
        // and leaves 180 − 8 − 20 = 152 for the 190-wide frame around the inner reader; the leaf
        // is a quarter of 190 by a quarter of 180.
        let lines = chain.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("'outer reader' offered 380×180 (padding takes 10 + 10 off the width and 10 + 10 off the height) and passes it on to VStack"), "\(chain)")
        #expect(lines.suffix(2) == [
            "'inner reader' offered 190×152 (frame(width: 190)) and passes it on to 'leaf'",
            "frame is fixed by frame(width:height:), whatever its child: 47.5×45  ◀ decided here",
        ], "\(chain)")
    }

    @Test("the frame table lists the content under the reader, with its sizing behaviour")
    func frameTableAndBehaviours() throws {
        let result = readerBelowBar.layout(in: window)
        let table = result.frameTable(behaviors: true)
        let rows = table.split(separator: "\n").map(String.init)
        let reader = try #require(rows.firstIndex { $0.contains("GeometryReader 'reader'") })
        let inner = try #require(rows.firstIndex { $0.contains("frame 'inner'") })
        #expect(inner > reader)
        // The bar makes the stack 390 wide; the 300×300 stack is centred at y 272, so the
        // 300-wide reader is at (45, 372), below the bar. A width-only frame is fixed across
        // and takes any height offered.
        // Under VStack and the reader (the unnamed frame around the reader is folded into it).
        #expect(rows[inner].hasPrefix("    frame 'inner'"), "\(table)")
        let cells = rows[inner].split(separator: " ").map(String.init)
        #expect(Array(cells.suffix(7)) == ["45", "372", "100", "200", "fixed", "/", "expanding"], "\(table)")
        let node = try #require(result.node(named: "inner"))
        let behavior = sizingBehavior(of: node, probe: SizeProbe(result.graph))
        #expect(behavior == SizingBehaviors(horizontal: .fixed, vertical: .expanding))
    }

    @Test("a warning raised inside the content names the view inside")
    func warningsInsideContent() throws {
        let result = GeometryReader { _ in
            HStack(spacing: 0) {
                Color.red.frame(width: 150)
                Color.blue.frame(width: 150)
            }
            .id("row")
        }
        .frame(width: 200, height: 100)
        .layout(in: window)
        // The two fixed 150-wide children need 300 pt of the 200 offered.
        let overflow = try #require(result.warnings.first { $0.kind == .overflow })
        #expect(result.graph[overflow.node].ids == ["row"])
        #expect(overflow.message.contains("by 100 pt"), "\(overflow.message)")
    }

    @Test("the picture draws the views inside a reader")
    func pictureDrawsContent() throws {
        let result = readerBelowBar.layout(in: window)
        let svg = Wireframe.svg(result)
        let node = try #require(result.node(named: "inner"))
        #expect(svg.contains(#"<g class="view" data-node="\#(node.rawValue)">"#))
        #expect(svg.contains(">frame 'inner' 100×200</text>"), "\(svg)")
    }
}
