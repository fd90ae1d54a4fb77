import Foundation
import Testing
import Trellis

/// The responsive explorer run in a real headless Chromium: the slider moves, the picture then
/// holds `layout(in:)`'s frames at that width and the panel its warnings, and the picture looks
/// as it did. The browser runs off the main actor; only views are lowered on it.
@Suite("Responsive HTML explorer in a browser", .enabled(if: Chromium.path != nil, "needs Chromium at /usr/bin/chromium (CI installs Debian's chromium package)"))
struct ResponsiveExplorerBrowserTests {
    /// `page` written to a temporary file, and the file's URL.
    private func file(_ page: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-\(UUID().uuidString).html")
        try Data(page.utf8).write(to: url)
        return url
    }

    /// `page` with a script at its end that moves the slider to `width` as a person dragging it
    /// would: the value changes and an `input` event follows.
    private func draggingSlider(_ page: String, to width: Int) throws -> String {
        let end = try #require(page.range(of: "</body>", options: .backwards))
        var moved = page
        moved.insert(contentsOf: """
            <script>
            var slider = document.getElementById("width-slider");
            slider.value = "\(width)";
            slider.dispatchEvent(new Event("input"));
            </script>

            """, at: end.lowerBound)
        return moved
    }

    /// Each view's box as the browser laid it out: `nil` for a view hidden at that width.
    private func boxes(in dom: String) throws -> [Int: CGRect?] {
        var boxes: [Int: CGRect?] = [:]
        for match in dom.matches(of: /<g class="view([^"]*)" data-node="(\d+)"><rect class="box" ([^>]*)>/) {
            let node = try #require(Int(match.2))
            guard !match.1.split(separator: " ").contains("hidden") else {
                boxes[node] = .some(nil)
                continue
            }
            func attribute(_ name: String) throws -> CGFloat {
                let value = try #require(String(match.3).firstMatch(of: try Regex(" \(name)=\"([-0-9.e]+)\"")))
                let digits = try #require(value.output[1].substring)
                return CGFloat(try #require(Double(digits)))
            }
            boxes[node] = CGRect(x: try attribute("x"), y: try attribute("y"), width: try attribute("width"), height: try attribute("height"))
        }
        return boxes
    }

    @Test("the page opens at its width, #width= and the slider move it, and each width shows layout(in:)'s frames and warnings",
          arguments: [(390, "opened"), (700, "address"), (900, "slider")])
    func slider(width: Int, how: String) async throws {
        var page = try await ResponsiveExplorerPageTests.page()
        if how == "slider" { page = try draggingSlider(page, to: width) }
        let url = try file(page)
        defer { try? FileManager.default.removeItem(at: url) }
        let dom = try Chromium.dumpDOM(of: url.absoluteString + (how == "address" ? "#width=\(width)&select=bar" : ""))
        #expect(dom.contains(#"data-trellis="ready""#), "the page's script did not finish")
        #expect(dom.contains(#"<pre id="errors" hidden=""></pre>"#), "\(dom)")
        #expect(dom.contains(#"data-width="\#(width)""#))
        #expect(dom.contains(#"<output id="width-value">\#(width)</output>"#))
        let result = await ResponsiveExplorerPageTests.layout(at: width)
        let shown = try boxes(in: dom)
        #expect(shown.count >= 10)
        for (node, box) in shown {
            let frame = result.frames[node]
            guard let box, let frame else {
                #expect(box == nil && frame == nil, "node \(node) at \(width)")
                continue
            }
            #expect(abs(box.minX - frame.minX) < 0.002 && abs(box.minY - frame.minY) < 0.002
                    && abs(box.width - frame.width) < 0.002 && abs(box.height - frame.height) < 0.002, "node \(node) at \(width): \(box) \(frame)")
        }
        // Below 840 pt the bar overflows; the panel lists exactly the layout's warnings.
        #expect(result.warnings.contains { $0.kind == .overflow } == (width < 840))
        for warning in result.warnings {
            #expect(dom.contains(warning.message.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;") + "</li>"), "\(warning.message)")
        }
        #expect(dom.contains(#"<span id="warning-count">\#(result.warnings.count)</span>"#))
        // The view the address selects is outlined, and the panel gives its frame at this width.
        if how == "address" {
            let bar = try #require(result.node(named: "bar")), frame = try #require(result.frame(of: "bar"))
            #expect(dom.contains(#" selected" data-node="\#(bar.rawValue)">"#))
            #expect(dom.contains(#"<p id="selected-frame">x \#(PointFormat.string(frame.minX)), y \#(PointFormat.string(frame.minY)), \#(PointFormat.string(frame.size)) at \#(width) pt</p>"#))
        }
        // The breakpoints up to the width are marked passed.
        #expect(dom.contains(#"<li class="breakpoint\#(width >= 608 ? " passed" : "")\#(width >= 608 && width < 840 ? " current" : "")" data-width="608">"#))
    }

    @Test("a name two candidates of a ViewThatFits share selects the one laid out at the width shown")
    func sharedName() async throws {
        @MainActor func view() -> some View {
            ViewThatFits {
                Color.blue.frame(width: 300, height: 20).id("card")
                Color.red.frame(width: 100, height: 20).id("card")
            }
        }
        let graph = await MainActor.run { view().layoutGraph() }
        let page = try file(try Wireframe.responsiveHTML(graph, widths: 150...400, height: 100))
        defer { try? FileManager.default.removeItem(at: page) }
        for width in [200, 350] {
            let result = await MainActor.run { view().layout(in: CGSize(width: CGFloat(width), height: 100)) }
            let shown = try #require(result.node(named: "card"))
            let dom = try Chromium.dumpDOM(of: page.absoluteString + "#width=\(width)&select=card")
            #expect(dom.contains(#"<g class="view selected" data-node="\#(shown.rawValue)">"#), "at \(width)")
        }
    }

    /// The reference page: a colour that grows with the window to 120 pt, a bar that overflows
    /// below 180 pt and a `ViewThatFits` that shows its wide candidate from 160 pt, in a window
    /// with a safe area, with no text, whose rendering varies with the machine's fonts.
    private var reference: String {
        get async throws {
            let graph = await MainActor.run { VStack(spacing: 8) {
                Color.blue.frame(maxWidth: 120).frame(height: 30)
                HStack(spacing: 0) { Color.orange.frame(width: 90, height: 20); Color.green.frame(width: 90, height: 20) }
                ViewThatFits {
                    Color(red: 0.5, green: 0.2, blue: 0.8).frame(width: 160, height: 30)
                    Color.red.frame(width: 60, height: 30)
                }
            }.layoutGraph() }
            return try Wireframe.responsiveHTML(graph, widths: 100...260, height: 160,
                                                safeAreaInsets: EdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0), startWidth: 150)
        }
    }

    private static let referenceFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Screenshots__/responsive-explorer-reference.png")

    @Test("the reference page's picture at 150 pt matches the committed screenshot within a tolerance")
    func screenshot() async throws {
        let html = try await reference
        let page = try file(html)
        defer { try? FileManager.default.removeItem(at: page) }
        let shot = try Chromium.screenshot(of: page.absoluteString, width: 800, height: 300)
        guard FileManager.default.fileExists(atPath: Self.referenceFile.path), ProcessInfo.processInfo.environment["TRELLIS_RECORD_SCREENSHOTS"] == nil else {
            try FileManager.default.createDirectory(at: Self.referenceFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try shot.write(to: Self.referenceFile)
            Issue.record("recorded \(Self.referenceFile.lastPathComponent); look at it, commit it and run the test again")
            return
        }
        // Only the picture is compared: the text around it depends on the fonts installed. The
        // picture stands 16 px in from the page's left edge, below the 56-px slider area and
        // its 12-px margin.
        let size = try #require(html.firstMatch(of: /<svg id="picture"[^>]* width="(\d+)" height="(\d+)"/))
        let width = try #require(Int(size.1)), height = try #require(Int(size.2))
        let actual = try PNGImage(shot), expected = try PNGImage(try Data(contentsOf: Self.referenceFile))
        #expect(actual.width == expected.width && actual.height == expected.height)
        let blocks = zip(actual.cropped(x: 16, y: 84, width: width, height: min(height, 300 - 84)).blockMeans(size: 8),
                         expected.cropped(x: 16, y: 84, width: width, height: min(height, 300 - 84)).blockMeans(size: 8))
        // Each 8×8 block's mean colour may differ by a little antialiasing (16 of 255 in a
        // channel) anywhere, and by more in at most 1 % of the blocks.
        let differences = blocks.map { zip($0, $1).map { abs($0 - $1) }.max() ?? 0 }
        let large = differences.filter { $0 > 16 }.count
        #expect(large * 100 <= differences.count, "\(large) of \(differences.count) blocks differ; largest \(differences.max() ?? 0)")
        #expect((differences.max() ?? 0) <= 96)
    }
}
