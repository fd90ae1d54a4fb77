import Foundation
import Testing
import Trellis

@Suite("Pictures and reports") @MainActor
struct PictureTests {
    private var result: LayoutResult {
        HStack {
            Color.blue.frame(width: 50).id("b")
            Color.red.id("r")
        }
        .frame(width: 300, height: 100)
        .layout(in: CGSize(width: 390, height: 844), explain: true)
    }

    @Test("the SVG wireframe has the window and one box per view, with names and sizes")
    func svg() {
        let svg = Wireframe.svg(result)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 390 844\""))
        #expect(svg.contains(#"<rect x="103" y="372" width="242" height="100""#))
        #expect(svg.contains("Color.red 'r' 242×100</text>"))
        #expect(svg.components(separatedBy: "<g class=\"view\"").count - 1 == 4)
    }

    @Test("the JSON report carries the graph, the frames, the warnings and the trace, versioned")
    func jsonReport() throws {
        let data = try LayoutReport(result).jsonData()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["format"] as? String == "trellis-layout")
        #expect(object["version"] as? Int == 1)
        let frames = try #require(object["frames"] as? [Any])
        #expect(frames.count == result.graph.count)
        #expect((object["trace"] as? [Any])?.isEmpty == false)
        let graph = try JSONSerialization.data(withJSONObject: try #require(object["graph"]))
        #expect(try LayoutGraph.decode(json: graph).count == result.graph.count)
    }
}

@Suite("Structure sweep") @MainActor
struct StructureSweepTests {
    @Test("a ViewThatFits switch is found to within half a point")
    func findsViewThatFitsSwitch() {
        let graph = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10).id("wide")
            Color.blue.frame(width: 100, height: 10).id("narrow")
        }
        .layoutGraph()
        let changes = StructureSweep(graph: graph).changes(from: CGSize(width: 200, height: 100), to: CGSize(width: 400, height: 100))
        // Below 300 pt only the narrow candidate fits; from 300 pt the wide one does.
        #expect(changes.count == 1)
        #expect(abs((changes.first?.size.width ?? 0) - 300) <= 0.5)
        #expect(changes.first?.description == "shows 'wide'; hides 'narrow'")
    }
}

@Suite("Structure sweep: exact thresholds and names") @MainActor
struct StructureSweepThresholdTests {
    /// Two bars of 52.375 and 52.375 with 8 of spacing need exactly 112.75 points.
    private var graph: LayoutGraph {
        HStack {
            Color.red.frame(width: 52.375, height: 10)
            Color.blue.frame(width: 52.375, height: 10)
        }
        .id("row")
        .layoutGraph()
    }

    @Test("a threshold is found exactly, sweeping up or down")
    func exactThreshold() {
        let up = StructureSweep(graph: graph).changes(from: CGSize(width: 100, height: 100), to: CGSize(width: 200, height: 100))
        let down = StructureSweep(graph: graph).changes(from: CGSize(width: 200, height: 100), to: CGSize(width: 100, height: 100))
        #expect(up.map(\.size.width) == [112.75])
        #expect(down.map(\.size.width) == [112.75])
    }

    @Test("the views a change is about are named by their id")
    func namedById() {
        let changes = StructureSweep(graph: graph).changes(from: CGSize(width: 100, height: 100), to: CGSize(width: 200, height: 100))
        #expect(changes.first?.description.contains("overflow at 'row'") == true, "\(changes)")
    }
}
