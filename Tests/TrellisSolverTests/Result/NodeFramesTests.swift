import Foundation
import Testing
@testable import TrellisSolver
import TrellisGraph
import TrellisTestSupport

/// A result's frames read as a list of optional frames, one a node, though the layout keeps a
/// plain frame a node and hands them over without copying.
@Suite("Node frames")
struct NodeFramesTests {
    @Test("a list of optional frames reads back as it was, unplaced nodes as nil")
    func readsBack() {
        let list: [CGRect?] = [CGRect(x: 1, y: 2, width: 3, height: 4), nil, .zero, CGRect(x: -5, y: 0, width: 0, height: 7)]
        let frames = NodeFrames(list)
        #expect(Array(frames) == list)
        #expect(frames.count == 4)
        #expect(frames[1] == nil)
        #expect(frames[2] == .zero)
        #expect(frames.compactMap { $0 }.count == 3)
    }

    @Test("frames are equal when every node's frame is, unplaced nodes included")
    func equality() {
        let list: [CGRect?] = [nil, CGRect(x: 0, y: 0, width: 10, height: 10), nil]
        #expect(NodeFrames(list) == NodeFrames(list))
        #expect(NodeFrames(list) != NodeFrames([nil, CGRect(x: 0, y: 0, width: 10, height: 11), nil]))
        #expect(NodeFrames(list) != NodeFrames(list.dropLast()))
        #expect(NodeFrames(list) != NodeFrames([CGRect.zero, CGRect(x: 0, y: 0, width: 10, height: 10), nil]))
    }

    @Test("a layout's frames: the placed nodes have frames, a hidden branch none")
    func layoutFrames() {
        var graph = LayoutGraph()
        let shown = graph.color()
        let hidden = graph.add(.frame(FrameSpec(width: 10, height: 10)), children: [graph.color()])
        let fits = graph.add(.viewThatFits(ViewThatFitsSpec(axes: .horizontal)), children: [graph.add(.frame(FrameSpec(width: 50, height: 10)), children: [shown]), hidden])
        let result = LayoutSolver().layout(graph, proposal: ProposedViewSize(width: 20, height: 20))
        #expect(result.frames.count == graph.count)
        #expect(result.frames[fits.index] == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.frames[hidden.index] == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.frames[shown.index] == nil)
    }
}
