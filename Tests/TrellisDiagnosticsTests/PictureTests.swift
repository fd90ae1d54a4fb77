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

/// Runs the HTML page in a real headless browser (Chromium, which CI installs): selecting a
/// box through the page's own script must show that view's why-chain.
@Suite("HTML in a browser", .enabled(if: Chromium.path != nil, "needs Chromium (CI installs it)")) @MainActor
struct HTMLBrowserTests {
    @Test("clicking a box shows its why-chain")
    func selectingShowsWhyChain() throws {
        let result = HStack {
            Color.blue.frame(width: 50).id("b")
            Color.red.id("r")
        }
        .frame(width: 300, height: 100)
        .layout(in: CGSize(width: 390, height: 844))
        let red = try #require(result.node(named: "r"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).html")
        try Data(Wireframe.html(result).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try Chromium.dumpDOM(of: "\(file.absoluteString)#node=\(red.rawValue)")
        #expect(dom.contains("<div id=\"why\">Color.red 'r': window offers 390×844"))
        #expect(dom.contains("Color.red takes the offer: 242×100"))
        #expect(dom.contains("class=\"view selected\" data-node=\"\(red.rawValue)\""))
    }
}

/// Finds and runs a headless Chromium.
enum Chromium {
    static let path: String? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The page's DOM after its scripts ran.
    static func dumpDOM(of url: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path ?? "chromium")
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", url]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
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

@Suite("HTML page escaping") @MainActor
struct HTMLEscapingTests {
    /// The object literal of explanations in the page's script, decoded.
    private func explanations(in page: String) throws -> [String: String] {
        let start = try #require(page.range(of: "const explanations = "))
        let end = try #require(page.range(of: ";\n", range: start.upperBound..<page.endIndex))
        let literal = String(page[start.upperBound..<end.lowerBound])
        return try #require(try JSONSerialization.jsonObject(with: Data(literal.utf8)) as? [String: String])
    }

    @Test("a text with a newline, quotes, <, & and emoji is written once, correctly, into the script")
    func escapesOnce() throws {
        let string = "a & b <c>\n\"q\" </script> 🎉"
        let page = Wireframe.html(Text(string).id("t").layout(in: CGSize(width: 390, height: 844)))
        // The page's only end of script is its own.
        #expect(page.components(separatedBy: "</script>").count == 2)
        let values = try explanations(in: page)
        #expect(values.count == 1)
        let chain = try #require(values.values.first)
        // The text's lines appear in its chain exactly as written: no "&amp;", no "&lt;".
        #expect(chain.contains("\"a & b <c>\""))
        #expect(chain.contains("</script> 🎉"))
        #expect(!chain.contains("&amp;") && !chain.contains("&lt;"))
    }
}
