import Testing
import Trellis

/// Custom alignment guides are told apart by what defines them, never by their name alone, so
/// which of two same-named guides a process meets first changes nothing.
@Suite("Custom guide identity")
@MainActor
struct CustomGuideIdentityTests {
    /// A guide a quarter of the way down a view.
    private enum QuarterMark: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 }
    }

    private let window = CGSize(width: 100, height: 100)

    /// A 10×40 view and a 10×20 one in an `HStack` aligned by `key`, with no spacing.
    private func graph(alignedBy key: AlignmentKey) -> LayoutGraph {
        var graph = LayoutGraph()
        let tall = graph.add(.frame(FrameSpec(width: 10, height: 40)), children: [graph.color("red")], ids: ["tall"])
        let short = graph.add(.frame(FrameSpec(width: 10, height: 20)), children: [graph.color("blue")], ids: ["short"])
        graph.add(.stack(StackSpec(axis: .horizontal, alignment: key, spacing: 0)), children: [tall, short])
        return graph
    }

    @Test("a guide from a graph file named like an AlignmentID type keeps its own default, and so does the type")
    func fileGuideAndTypeStayApart() throws {
        let name = String(reflecting: QuarterMark.self)
        // The file's guide is met first: same name, but at the top of each view.
        let fileKey = CustomAlignmentGuide.key(fileName: name, axis: .vertical, defaultValue: .init(constant: 0))
        let fromFile = try LayoutGraph.decode(json: graph(alignedBy: fileKey).jsonData())
        let fileResult = LayoutSolver().layout(fromFile, in: window)
        // Tops aligned: the stack is 40 tall, centred, and both views start at its top.
        #expect(fileResult.frame(of: "tall") == CGRect(x: 40, y: 30, width: 10, height: 40))
        #expect(fileResult.frame(of: "short") == CGRect(x: 50, y: 30, width: 10, height: 20))

        let typeResult = HStack(alignment: VerticalAlignment(QuarterMark.self), spacing: 0) {
            Color.red.frame(width: 10, height: 40).id("tall")
            Color.blue.frame(width: 10, height: 20).id("short")
        }
        .layout(in: window)
        // Quarter marks at 10 and 5 line up: the short view starts 5 lower; the stack is still
        // 40 tall (the tall view spans it) and centred.
        #expect(typeResult.frame(of: "tall") == CGRect(x: 40, y: 30, width: 10, height: 40))
        #expect(typeResult.frame(of: "short") == CGRect(x: 50, y: 35, width: 10, height: 20))
        #expect(VerticalAlignment(QuarterMark.self).key != fileKey)
        #expect(VerticalAlignment(QuarterMark.self).key.name == fileKey.name)
    }

    @Test("file guides with one name are one guide per default value")
    func fileGuidesByNameAndDefault() {
        let top = CustomAlignmentGuide.key(fileName: "Shared.Mark", axis: .vertical, defaultValue: .init(constant: 0))
        let middle = CustomAlignmentGuide.key(fileName: "Shared.Mark", axis: .vertical, defaultValue: .init(height: 0.5))
        #expect(top != middle)
        #expect(top == CustomAlignmentGuide.key(fileName: "Shared.Mark", axis: .vertical, defaultValue: .init(constant: 0)))
    }
}
