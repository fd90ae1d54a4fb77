import Foundation
import Testing
import Trellis

/// What the HTML explorer draws and writes, read from the page's text.
@Suite("HTML explorer") @MainActor
struct ExplorerPageTests {
    /// The 500-pt banner of the issue, in a VStack on an iPhone 15.
    static var banner: LayoutResult {
        VStack {
            Color.orange.frame(width: 500, height: 60).id("banner")
            Text("Welcome back")
        }
        .layout(on: .iPhone15)
    }

    /// The object the page's script reads.
    nonisolated static func data(in page: String) throws -> [String: Any] {
        let start = try #require(page.range(of: #"<script id="trellis-data" type="application/json">"#))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(page[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test("the canvas grows to hold every frame, the window is outlined and what lies beyond it hatched")
    func overflowDrawn() throws {
        let result = Self.banner
        let page = Wireframe.html(result)
        let banner = try #require(result.node(named: "banner"))
        // The banner spans x −53.5…446.5 in the 393×852 window: the canvas is that and the
        // window, with 12 pt around.
        #expect(page.contains(#"viewBox="-65.5 -12 524 876" width="524" height="876""#))
        #expect(page.contains(#"<rect class="window-outline" x="0" y="0" width="393" height="852""#))
        // The text is one body line at @3x, ceil(17 × 1.19336 × 3) / 3 = 20.333 tall, so the
        // stack is 60 + 8 + 20.333 = 88.333, centred in the safe area 59…818:
        // 59 + (759 − 88.333) / 2 = 394.333.
        #expect(result.frame(ofText: "Welcome back")?.height == 61.0 / 3)
        #expect(page.contains(#"<rect class="hatched" data-node="\#(banner.rawValue)" x="-53.5" y="394.333" width="500" height="60" fill="url(#hatch)"/>"#))
        // The Dynamic Island's and the home indicator's insets are shaded.
        #expect(page.components(separatedBy: "\n").filter { $0.hasPrefix(#"<rect class="safe-area-inset""#) }.count == 2)
    }

    @Test("boxes are painted in the views' own colours, texts show their lines, and no label is drawn until asked for")
    func coloursTextAndLabels() throws {
        let page = Wireframe.html(Self.banner)
        #expect(page.contains(#"fill="rgba(255, 149, 0, 1)""#))
        #expect(page.contains(#"<text class="content""#) && page.contains(">Welcome back</text>"))
        // One line of text, and the one label the script fills for the hovered or selected box.
        #expect(page.components(separatedBy: "<text").count - 1 == 2)
        #expect(page.contains(#"<text id="label-text" fill="white" font-size="12"></text>"#))
    }

    @Test("colours given as RGB, HSB, with opacity or by asset name")
    func colourForms() {
        let page = Wireframe.html(VStack {
            Color(red: 1, green: 0.5, blue: 0)
            Color(hue: 0.5, saturation: 1, brightness: 1)
            Color.blue.opacity(0.5)
            Color.clear
            Color("Brand")
        }
        .layout(in: CGSize(width: 100, height: 100)))
        #expect(page.contains(#"fill="rgba(255, 128, 0, 1)""#))
        #expect(page.contains(#"fill="rgba(0, 255, 255, 1)""#))
        #expect(page.contains(#"fill="rgba(0, 122, 255, 0.5)""#))
        #expect(page.contains(#"fill="rgba(0, 0, 0, 0)""#))
        // An asset's colour is unknown: a neutral grey.
        #expect(page.contains(#"fill="rgba(60, 60, 67, 0.09)""#))
    }

    @Test("views with no size are drawn as markers")
    func zeroSizeMarkers() throws {
        let result = VStack {
            Color.red.frame(width: 0, height: 0).id("dot")
            Color.red.frame(width: 50, height: 0).id("line")
        }
        .layout(in: CGSize(width: 100, height: 100))
        let page = Wireframe.html(result)
        let dot = try #require(result.node(named: "dot")), line = try #require(result.node(named: "line"))
        #expect(page.contains(#"<g class="view zero-size" data-node="\#(dot.rawValue)"><circle class="hit""#))
        #expect(page.contains(#"<g class="view zero-size" data-node="\#(line.rawValue)"><line class="hit""#))
        #expect(page.contains(#"<path class="marker""#) && page.contains(#"<line class="marker""#))
    }

    @Test("the warnings panel lists every warning, linked to its view's box")
    func warningsPanel() throws {
        let result = Self.banner
        let page = Wireframe.html(result)
        let banner = try #require(result.node(named: "banner"))
        #expect(page.contains("<h2>Warnings (\(result.warnings.count))</h2>"))
        #expect(page.contains(#"<li class="warning" data-node="\#(banner.rawValue)" tabindex="0"><span class="kind">outOfBounds</span> 'banner' is 500 pt wide"#))
        #expect(page.contains(#"<g class="view warned" data-node="\#(banner.rawValue)">"#))
        // A layout without warnings says so.
        #expect(Wireframe.html(Color.red.layout(in: CGSize(width: 10, height: 10))).contains(#"<p id="no-warnings">No warnings.</p>"#))
    }

    @Test("each view's why-chain and position explanation are in the page's data, with its names")
    func data() throws {
        let result = Self.banner
        let data = try Self.data(in: Wireframe.html(result))
        let banner = try #require(result.node(named: "banner"))
        let views = try #require(data["views"] as? [String: [String: Any]])
        let view = try #require(views[String(banner.rawValue)])
        #expect(view["chain"] as? String == result.explain("banner"))
        #expect(view["position"] as? String == result.explainPosition("banner"))
        #expect(view["label"] as? String == "frame 'banner'")
        #expect(view["size"] as? String == "500×60")
        #expect((data["names"] as? [String: Int])?["banner"] == Int(banner.rawValue))
    }

    @Test("names and texts with newlines, quotes, <, &, </script> and emoji are escaped once, correctly")
    func escaping() throws {
        let name = "a \"q\" <b> & 🎉\nline"
        let result = VStack {
            Text("a & b <c>\n\"q\" </script> 🎉").id(name)
            Color.red.frame(width: 500, height: 10).id("</script><b>")
        }
        .layout(in: CGSize(width: 390, height: 844))
        let page = Wireframe.html(result)
        // Two scripts, each ended by its own tag: no string ends one early.
        #expect(page.components(separatedBy: "</script>").count == 3)
        // The text's two lines are drawn, HTML-escaped once.
        #expect(page.contains(">a &amp; b &lt;c&gt;</text>"))
        #expect(page.contains(">\"q\" &lt;/script&gt; 🎉</text>"))
        #expect(!page.contains("&amp;amp;") && !page.contains("&amp;lt;"))
        // The warning about the red bar names it, escaped once.
        #expect(page.contains("'&lt;/script&gt;&lt;b&gt;' is 500 pt wide"))
        // The data holds the strings exactly as written.
        let data = try Self.data(in: page)
        let labels = try #require(data["views"] as? [String: [String: Any]]).values.compactMap { $0["label"] as? String }
        #expect(labels.contains { $0.hasSuffix("'\(name)'") })
        #expect(labels.contains("frame '</script><b>'"))
        #expect((data["names"] as? [String: Int])?[name] != nil)
    }
}
