import Foundation
import Testing
import Trellis
import TrellisAudit

/// The audit report's `index.html` run in a real headless Chromium: every thumbnail loads,
/// each links to its layout's explorer page, which runs, and the findings are shown.
@Suite("Audit report in a browser", .enabled(if: Chromium.path != nil, "needs Chromium at /usr/bin/chromium (CI installs Debian's chromium package)"))
@MainActor
struct AuditIndexBrowserTests {
    @Test("the index shows a loaded thumbnail per preview and column, linking to a working explorer page, with the findings")
    func index() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let pages = directory.appendingPathComponent(AuditReport.pagesDirectory)
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        let previews = [
            Preview("Small close button") {
                VStack { Button {} label: { Image(systemName: "xmark").frame(width: 30, height: 30) }.accessibilityLabel("Close"); Text("Details") }
            },
            Preview("Greeting <b>") { Text("Hello") },
        ]
        let columns = AuditMatrix.standard.columns
        let layouts = try await AuditRunner(columns: columns, pages: pages).run(previews)
        let report = AuditReport(columns: columns, previews: previews.map(\.displayName), layouts: layouts)
        try AuditReportWriter.write(report, to: directory)

        let dom = try Chromium.dumpDOM(of: directory.appendingPathComponent("index.html").absoluteString)
        #expect(dom.contains(#"data-trellis="ready""#), "the page's script did not finish")
        #expect(dom.contains(#"data-thumbnails-loaded="4""#), "\(dom)")
        #expect(dom.contains("<h2>Greeting &lt;b&gt; <small>"))
        #expect(dom.components(separatedBy: #"<figure class="layout failing""#).count - 1 == 2)
        let finding = try #require(layouts[0].findings.first { $0.kind == .smallHitRegion })
        #expect(dom.contains(#"<li class="new" data-kind="smallHitRegion"><a href="layouts/p0-c0.html#select=\#(finding.node)"><b>smallHitRegion</b></a> Button"#))
        for layout in layouts {
            #expect(dom.contains(#"<a href="layouts/\#(layout.key).html"><img src="layouts/\#(layout.key).svg""#))
        }
        // The finding's link opens the explorer with its culprit selected; the thumbnail outlines it.
        let explorer = try Chromium.dumpDOM(of: pages.appendingPathComponent("p0-c0.html").absoluteString + "#select=\(finding.node)")
        #expect(explorer.contains(#"data-trellis="ready""#) && explorer.contains(#"<pre id="errors" hidden=""></pre>"#))
        // The button has no name of its own, so the pictures draw it as its label, the image.
        #expect(explorer.contains(#"<g class="view selected" data-node="\#(finding.node)">"#) && explorer.contains(#"<h2 id="selected-name">Image "xmark"</h2>"#))
        let thumbnail = try String(contentsOf: pages.appendingPathComponent("p0-c0.svg"), encoding: .utf8)
        #expect(thumbnail.contains(#"<rect class="culprit" "#))
    }
}
