import Foundation
import Testing
@testable import TrellisSolver
import Trellis
import TrellisTestSupport

/// The solver tracks, for each of a view's two lengths, which dimensions of the proposal it
/// reads: most views choose their width from the offered width alone and their height from the
/// offered height alone, so a stack's children sort the same for every thickness the stack is
/// offered, and a stack sorts them once.
@Suite("Each length's proposal dimensions")
struct LengthDependenceTests {
    private enum WidthMark: AlignmentID {
        /// A vertical guide placed by the view's width: it ties a stack's height to the widths.
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }

    private static func readDimensions(of node: NodeID, in graph: LayoutGraph) -> ProposalDimensions {
        PreparedGraph(graph, memoize: true).facts.columns.readDimensions[node.index]
    }

    @Test("shapes, spacers, stacks of them and the frames and paddings around them read each length's own dimension")
    func separableViews() {
        var graph = LayoutGraph()
        let shape = graph.color()
        let spacer = graph.add(.spacer(SpacerSpec(minLength: nil)))
        let padded = graph.add(.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), children: [graph.color()])
        let flexible = graph.add(.flexFrame(FlexFrameSpec(width: .init(min: nil, ideal: nil, max: .infinity), height: .init(), alignment: .center)),
                                 children: [graph.color()])
        let row = graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key)), children: [shape, spacer, padded, flexible])
        for node in [shape, spacer, padded, flexible, row] {
            #expect(Self.readDimensions(of: node, in: graph) == .eachAlongItsAxis, "node \(node.rawValue)")
        }
    }

    @Test("a text's height reads the width it wraps to; a fixed width cuts that tie, a fixed height leaves its baseline tied to the width")
    func texts() {
        var graph = LayoutGraph()
        let text = graph.addText(TextSpec("Some words that wrap"), measurer: nil)
        let fixedWidth = graph.add(.frame(FrameSpec(width: 80, height: nil)), children: [text])
        let otherText = graph.addText(TextSpec("More words"), measurer: nil)
        let fixedHeight = graph.add(.frame(FrameSpec(width: nil, height: 20)), children: [otherText])
        graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: [fixedWidth, fixedHeight])
        let textReads = Self.readDimensions(of: text, in: graph)
        #expect(textReads.lengthReadsCross(.vertical))
        #expect(Self.readDimensions(of: fixedWidth, in: graph) == [.heightReadsHeight])
        // Its height is 20 whatever it is offered, but the baseline it reports, which a row
        // aligned on it turns into height, moves with the width the text wraps to.
        #expect(Self.readDimensions(of: fixedHeight, in: graph) == [.widthReadsWidth, .heightReadsWidth])
    }

    @Test("a stack aligned by a custom guide, and a view with an explicit guide, tie the length along the guide to both dimensions")
    func guides() {
        var graph = LayoutGraph()
        let mark = VerticalAlignment(WidthMark.self).key
        let marked = graph.add(.stack(StackSpec(axis: .horizontal, alignment: mark)), children: [graph.color(), graph.color()])
        let guided = graph.addAlignmentGuide(VerticalAlignment.top.key, value: GuideFunction(.init(width: 0.5)), child: graph.color())
        let plain = graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.top.key)), children: [graph.color(), guided])
        graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: [marked, plain])
        // Vertical guides: the heights take in the widths; the widths stay their own.
        #expect(Self.readDimensions(of: marked, in: graph) == [.widthReadsWidth, .heightReadsHeight, .heightReadsWidth])
        #expect(Self.readDimensions(of: guided, in: graph) == [.widthReadsWidth, .heightReadsHeight, .heightReadsWidth])
        #expect(Self.readDimensions(of: plain, in: graph).contains(.heightReadsWidth))
    }

    /// The first leaf's measurements at height 0 (its column's probe at its minimum) in a row
    /// of a column of `leaves` and a flexible box, which the row probes at widths 0 and ∞
    /// and then offers its share.
    private static func probesOfFirstLeaf(_ leaves: (inout LayoutGraph) -> [NodeID]) -> (probeWidths: [CGFloat?], same: Bool) {
        var graph = LayoutGraph()
        let children = leaves(&graph)
        let column = graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key, spacing: 0)), children: children)
        graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key, spacing: 0)), children: [column, graph.color()])
        let proposal = ProposedViewSize(width: 300, height: 200)
        let result = LayoutSolver(explain: true).layout(graph, proposal: proposal)
        let probes = result.trace.filter { $0.phase == .measure && $0.node == children[0] && $0.proposal.height == 0 }
        return (probes.map(\.proposal.width), result.frames == LayoutSolver(memoize: false).layout(graph, proposal: proposal).frames)
    }

    @Test("a column of shapes sorts its children once, whatever widths its row probes it at")
    func shapesSortOnce() {
        let (widths, same) = Self.probesOfFirstLeaf { graph in [graph.color(), graph.color(), graph.color()] }
        #expect(widths.count == 1, "\(widths)")
        #expect(same)
    }

    @Test("a column of texts sorts its children again for each width, since their heights follow it")
    func textsSortPerWidth() {
        let (widths, same) = Self.probesOfFirstLeaf { graph in
            (0..<3).map { graph.addText(TextSpec("Words that wrap when narrow \($0)"), measurer: nil) }
        }
        #expect(Set(widths).count >= 3, "\(widths)")
        #expect(same)
    }
}
