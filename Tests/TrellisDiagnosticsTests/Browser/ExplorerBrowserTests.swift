import Foundation
import Testing
import Trellis

/// The HTML explorer run in a real headless Chromium: its script runs without errors, a view
/// selected by the page's address shows its chain, and the picture looks as it did.
@Suite("HTML explorer in a browser", .enabled(if: Chromium.path != nil, "needs Chromium at /usr/bin/chromium (CI installs Debian's chromium package)"))
@MainActor
struct ExplorerBrowserTests {
    /// `page` written to a temporary file, and the file's URL.
    private func file(_ page: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: url)
        return url
    }

    /// `text` as the browser writes it into a dumped DOM's text.
    private func serialized(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    @Test("the script runs without errors, and #select=NAME shows the view's name, frame, chain, position and label, escaped once")
    func selectByName() throws {
        // A view named with quotes, <, &, an emoji and a newline, showing a text with </script>,
        // next to the banner of the issue and a bar named like markup.
        let name = "a \"q\" <b> & 🎉\nline"
        let result = VStack {
            Color.orange.frame(width: 500, height: 60).id("banner")
            Text("a & b <c>\n\"q\" </script> 🎉").id(name)
            Color.red.frame(width: 500, height: 10).id("</script><b>")
        }
        .layout(on: .iPhone15)
        let html = Wireframe.html(result)
        let page = try file(html)
        defer { try? FileManager.default.removeItem(at: page) }
        let encoded = try #require(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let dom = try Chromium.dumpDOM(of: page.absoluteString + "#select=" + encoded)
        #expect(dom.contains(#"data-trellis="ready""#), "the page's script did not finish")
        #expect(dom.contains(#"<pre id="errors" hidden=""></pre>"#), "\(dom)")
        let node = try #require(result.node(named: name)), banner = try #require(result.node(named: "banner"))
        let view = try #require((try ExplorerPageTests.data(in: html)["views"] as? [String: [String: Any]])?[String(node.rawValue)])
        let label = try #require(view["label"] as? String)
        #expect(label.hasSuffix("'\(name)'"))
        #expect(dom.contains(#"<g class="view selected" data-node="\#(node.rawValue)">"#))
        #expect(dom.contains(#"<g class="view warned" data-node="\#(banner.rawValue)">"#))
        #expect(dom.contains(#"<h2 id="selected-name">\#(serialized(label))</h2>"#))
        #expect(dom.contains(#"<p id="why">\#(serialized(result.explain(node: node)))</p>"#))
        #expect(dom.contains(#"<p id="position">\#(serialized(result.explainPosition(node: node)))</p>"#))
        // The one label, shown for the selected box.
        let size = try #require(view["size"] as? String)
        #expect(dom.contains(#"<g id="label" visibility="visible""#))
        #expect(dom.contains(">\(serialized(label))  \(size)</text>"))
        // The warning about the bar named like markup reads as written.
        #expect(dom.contains("'&lt;/script&gt;&lt;b&gt;' is 500 pt wide"))
    }

    @Test("an error in the page's script is caught and shown, so a clean run means something")
    func errorsAreShown() throws {
        var page = Wireframe.html(ExplorerPageTests.banner)
        let data = try #require(page.range(of: #"<script id="trellis-data" type="application/json">"#))
        page.insert(contentsOf: "not json", at: data.upperBound)
        let url = try file(page)
        defer { try? FileManager.default.removeItem(at: url) }
        let dom = try Chromium.dumpDOM(of: url.absoluteString)
        #expect(!dom.contains(#"data-trellis="ready""#))
        #expect(dom.contains(#"<pre id="errors">"#) && dom.contains("SyntaxError"), "\(dom)")
    }

    /// The reference page: coloured boxes, a neutral container, a view sticking out of the
    /// window on both sides, a zero-size marker and a shaded safe area, with no text, whose
    /// rendering varies with the machine's fonts.
    private var reference: LayoutResult {
        VStack(spacing: 8) {
            Color.blue.frame(width: 120, height: 30)
            Color.orange.frame(width: 260, height: 20).id("wide")
            HStack { Color.green; Color(red: 0.5, green: 0.2, blue: 0.8) }.frame(height: 30)
            Color.clear.frame(width: 0, height: 0)
        }
        .layout(in: CGSize(width: 200, height: 160), safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0))
    }

    private static let referenceFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Screenshots__/explorer-reference.png")

    @Test("the reference page's picture matches the committed screenshot within a tolerance")
    func screenshot() throws {
        let html = Wireframe.html(reference)
        let page = try file(html)
        defer { try? FileManager.default.removeItem(at: page) }
        let shot = try Chromium.screenshot(of: page.absoluteString, width: 640, height: 300)
        guard FileManager.default.fileExists(atPath: Self.referenceFile.path), ProcessInfo.processInfo.environment["TRELLIS_RECORD_SCREENSHOTS"] == nil else {
            try FileManager.default.createDirectory(at: Self.referenceFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try shot.write(to: Self.referenceFile)
            Issue.record("recorded \(Self.referenceFile.lastPathComponent); look at it, commit it and run the test again")
            return
        }
        // Only the picture is compared: the panel's text depends on the fonts installed. The
        // picture stands 16 px in from the page's corner, as large as the SVG says.
        let size = try #require(html.firstMatch(of: /<svg id="picture"[^>]* width="(\d+)" height="(\d+)"/))
        let width = try #require(Int(size.1)), height = try #require(Int(size.2))
        let actual = try PNGImage(shot), expected = try PNGImage(try Data(contentsOf: Self.referenceFile))
        #expect(actual.width == expected.width && actual.height == expected.height)
        let blocks = zip(actual.cropped(x: 16, y: 16, width: width, height: height).blockMeans(size: 8),
                         expected.cropped(x: 16, y: 16, width: width, height: height).blockMeans(size: 8))
        // Each 8×8 block's mean colour may differ by a little antialiasing (16 of 255 in a
        // channel) anywhere, and by more in at most 1 % of the blocks.
        let differences = blocks.map { zip($0, $1).map { abs($0 - $1) }.max() ?? 0 }
        let large = differences.filter { $0 > 16 }.count
        #expect(large * 100 <= differences.count, "\(large) of \(differences.count) blocks differ; largest \(differences.max() ?? 0)")
        #expect((differences.max() ?? 0) <= 96)
    }
}
