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

/// SVG pictures use colours every renderer reads, and labels that do not lie on each other.
@Suite("Wireframe colours and labels") @MainActor
struct WireframeLabelTests {
    /// Three boxes that start at the same corner, and a row of narrow boxes whose labels are
    /// wider than the boxes.
    private var svg: String {
        Wireframe.svg(VStack(spacing: 0) {
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 200, height: 60).id("outer")
                Color.blue.frame(width: 150, height: 40).id("middle")
                Color.green.frame(width: 100, height: 20).id("inner")
            }
            HStack(spacing: 0) {
                ForEach(0..<6) { index in Color.gray.frame(width: 20, height: 30).id("cell \(index)") }
            }
        }
        .layout(in: CGSize(width: 390, height: 844)))
    }

    @Test("fills and strokes are rgb() or rgba(), never hsl() or hsla(), which cairosvg paints black")
    func rgbColours() {
        let svg = svg
        #expect(!svg.contains("hsl"))
        // The first box is at depth 0: hue 0 at 70 % saturation and 60 % lightness is
        // rgb(224, 82, 82) (CSS Color 4's hsl-to-rgb), its outline at 60 % and 40 % rgb(163, 41, 41).
        #expect(svg.contains(#"fill="rgba(224, 82, 82, 0.15)" stroke="rgb(163, 41, 41)""#))
    }

    @Test("no two labels overlap: a label moves down a line inside its box, or is left out")
    func labelsApart() throws {
        let pattern = try Regex(#"<text x="([0-9.]+)" y="([0-9.]+)">([^<]*)</text>"#)
        let labels = svg.matches(of: pattern).map { match -> CGRect in
            let x = Double(match.output[1].substring ?? "") ?? 0, y = Double(match.output[2].substring ?? "") ?? 0
            // 10-pt Helvetica: at most 5.6 pt a character on average, 11-pt lines.
            let text = String(match.output[3].substring ?? "").replacingOccurrences(of: "&amp;", with: "&")
            return CGRect(x: x, y: y - 11, width: Double(text.count) * 5.6, height: 11)
        }
        #expect(labels.count >= 4)
        for (index, label) in labels.enumerated() {
            for other in labels[(index + 1)...] {
                let shared = label.intersection(other)
                #expect(shared.isNull || shared.width < 0.001 || shared.height < 0.001, "\(label) overlaps \(other)")
            }
        }
        // The boxes that share a corner take the lines inside the outer box one by one; the
        // 20-pt-high 'inner' has only a line that the VStack's label took, so its label is
        // left out rather than drawn on top.
        #expect(svg.contains(#"<text x="97" y="410">frame 'outer' 200×60</text>"#))
        #expect(!svg.contains("'inner' 100×20</text>"))
    }
}
