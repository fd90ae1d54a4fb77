import Testing
import Trellis
import TrellisTestSupport

@Suite("Graph files")
@MainActor
struct GraphFileTests {
    @Test("a graph survives a round trip through JSON and lays out the same")
    func roundTrip() throws {
        var graph = LayoutGraph()
        let red = graph.color("red", ids: ["red"])
        let framed = graph.add(.flexFrame(FlexFrameSpec(width: .init(min: 20, max: .infinity), alignment: .topLeading)), children: [red])
        let spacer = graph.add(.spacer(SpacerSpec(minLength: 12)))
        let blue = graph.color("blue")
        let guideNode = graph.addAlignmentGuide(VerticalAlignment.bottom.key, value: GuideFunction { $0.height / 2 + 3 }, child: blue)
        let padded = graph.add(.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), children: [guideNode], ids: ["blue"])
        graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.bottom.key, spacing: nil)), children: [framed, spacer, padded])

        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        #expect(decoded.count == graph.count)
        let window = CGSize(width: 300, height: 120)
        let original = LayoutSolver().layout(graph, in: window)
        let reloaded = LayoutSolver().layout(decoded, in: window)
        #expect(original.frames == reloaded.frames)
        #expect(reloaded.frame(of: "blue") == original.frame(of: "blue"))
        #expect(try decoded.jsonData() == graph.jsonData())
    }

    @Test("aspect ratios and positions survive a round trip through JSON")
    func roundTripOfModifiers() throws {
        var graph = LayoutGraph()
        let red = graph.color("red", ids: ["red"])
        let ratio = graph.add(.aspectRatio(AspectRatioSpec(ratio: 1.5, contentMode: .fill)), children: [red])
        let blue = graph.color("blue", ids: ["blue"])
        let natural = graph.add(.aspectRatio(AspectRatioSpec(contentMode: .fit)), children: [blue])
        let positioned = graph.add(.position(CGPoint(x: 20, y: 30)), children: [natural])
        graph.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.center.key)), children: [ratio, positioned])

        let decoded = try LayoutGraph.decode(json: graph.jsonData())
        let window = CGSize(width: 300, height: 200)
        #expect(LayoutSolver().layout(decoded, in: window).frames == LayoutSolver().layout(graph, in: window).frames)
        #expect(try decoded.jsonData() == graph.jsonData())
    }

    @Test("decoding errors name the JSON path and the problem", arguments: [
        (#"{"version": 1, "nodes": [{"kind": "color"}, {"kind": "frame", "width": "wide", "children": [0]}]}"#,
         "nodes[1].width", "expected a finite number, found \"wide\""),
        (#"{"version": 1, "nodes": [{"kind": "blob"}]}"#, "nodes[0].kind", "unknown node kind 'blob'"),
        (#"{"version": 2, "nodes": []}"#, "version", "unsupported version 2"),
        (#"{"version": 1, "nodes": [{"kind": "color"}, {"kind": "padding", "children": [0, 0]}]}"#, "nodes[1].children", "exactly 1 child"),
        (#"{"version": 1, "nodes": [{"kind": "color"}, {"kind": "hstack", "children": [0]}, {"kind": "vstack", "children": [0, 1]}]}"#,
         "nodes[2].children[0]", "already has a parent"),
        (#"{"version": 1, "nodes": [{"kind": "hstack", "children": [0]}]}"#, "nodes[0].children[0]", "listed before this one"),
        (#"{"version": 1, "nodes": [{"kind": "color"}, {"kind": "color"}]}"#, "nodes[0]", "has no parent"),
        (#"{"version": 1, "nodes": [{"kind": "color", "colour": "red"}]}"#, "nodes[0].colour", "unknown field 'colour'"),
        (#"{"version": 1, "nodes": [{"kind": "zstack", "alignment": "middle"}]}"#, "nodes[0].alignment", "unknown alignment 'middle'"),
        (#"{"version": 1}"#, "nodes", "required field 'nodes' is missing"),
        (#"{"version": 1, "nodes": [}"#, "$", "not valid JSON"),
        (#"{"version": 1, "nodes": [{"kind": "color"}, {"kind": "aspectRatio", "contentMode": "stretch", "children": [0]}]}"#,
         "nodes[1].contentMode", "expected \"fit\" or \"fill\""),
    ])
    func decodingErrors(json: String, path: String, problem: String) {
        do {
            _ = try LayoutGraph.decode(json: Data(json.utf8))
            Issue.record("decoding \(json) should fail")
        } catch {
            #expect(error.path == path)
            #expect(error.problem.contains(problem), "\(error.problem)")
        }
    }

    @Test("a closure guide that is not linear cannot be saved")
    func nonLinearGuideIsNotEncodable() {
        var graph = LayoutGraph()
        let leaf = graph.color()
        graph.addAlignmentGuide(HorizontalAlignment.leading.key, value: GuideFunction { max($0.width, 30) }, child: leaf)
        #expect(throws: EncodingError.self) { try graph.jsonData() }
    }
}

@Suite("Graph file values")
@MainActor
struct GraphFileValueTests {
    @Test("sizes must be finite and non-negative, and only maxima unbounded", arguments: [
        (#"{"kind": "frame", "width": -5, "children": [0]}"#, "nodes[1].width", "expected a non-negative number, found -5"),
        (#"{"kind": "flexFrame", "minWidth": "infinity", "children": [0]}"#, "nodes[1].minWidth", "expected a finite number, found \"infinity\""),
        (#"{"kind": "flexFrame", "maxWidth": "-infinity", "children": [0]}"#, "nodes[1].maxWidth", "expected a number or \"infinity\""),
        (#"{"kind": "aspectRatio", "ratio": 0, "contentMode": "fit", "children": [0]}"#, "nodes[1].ratio", "greater than 0"),
        (#"{"kind": "padding", "top": "wide", "children": [0]}"#, "nodes[1].top", "expected a finite number"),
    ])
    func invalidLengths(node: String, path: String, problem: String) {
        let json = #"{"version": 1, "nodes": [{"kind": "color"}, "# + node + "]}"
        do {
            _ = try LayoutGraph.decode(json: Data(json.utf8))
            Issue.record("decoding \(node) should fail")
        } catch {
            #expect(error.path == path)
            #expect(error.problem.contains(problem), "\(error.problem)")
        }
    }

    @Test("negative insets, spacing and offsets are allowed, as in SwiftUI")
    func signedLengths() throws {
        let json = #"{"version": 1, "nodes": [{"kind": "color"}, {"kind": "padding", "top": -4, "children": [0]}, {"kind": "offset", "x": -10, "children": [1]}, {"kind": "color"}, {"kind": "vstack", "spacing": -2, "children": [2, 3]}]}"#
        #expect(try LayoutGraph.decode(json: Data(json.utf8)).count == 5)
    }
}
