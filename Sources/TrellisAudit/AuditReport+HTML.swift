import Trellis

extension AuditReport {
    /// The directory, inside the report's, of each layout's wireframe thumbnail and explorer page.
    public static let pagesDirectory = "layouts"

    /// The report's `index.html`: a summary, then for each preview a grid of wireframe
    /// thumbnails, one per column, each linking to the layout's explorer page, with the
    /// column's name and the findings, each its kind (linking to the explorer page with the
    /// culprit selected), its message (which names the culprit) and its fix (new ones marked).
    /// The thumbnails outline the culprits in red. Once the page has loaded, its `body`
    /// says how many thumbnails loaded in `data-thumbnails-loaded` and `data-trellis="ready"`.
    public var indexHTML: String {
        var html = [
            "<!doctype html>",
            #"<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">"#,
            "<title>Trellis layout audit</title>",
            "<style>\(Self.style)</style></head>",
            #"<body data-layouts="\#(layouts.count)" data-new-findings="\#(newFindingCount)">"#,
            "<h1>Layout audit</h1>",
            #"<p id="summary">\#(Self.html(summary))</p>"#,
        ]
        var byPreview: [Int: [AuditedLayout]] = [:]
        for layout in layouts { byPreview[layout.previewIndex, default: []].append(layout) }
        for previewIndex in byPreview.keys.sorted() {
            let cases = byPreview[previewIndex] ?? []
            guard let first = cases.first else { continue }
            html.append(#"<section class="preview" id="preview-\#(previewIndex)">"#)
            html.append("<h2>\(Self.html(first.preview)) <small>\(Self.html(first.source))</small></h2>")
            html.append(#"<div class="grid">"#)
            for layout in cases { html.append(contentsOf: Self.cell(layout)) }
            html.append("</div></section>")
        }
        html.append("<script>\(Self.script)</script>")
        html.append("</body></html>")
        return html.joined(separator: "\n") + "\n"
    }

    /// "N layouts (P previews × C columns): F findings, K new", with the shards merged.
    public var summary: String {
        let shardNote = shards.isEmpty ? "" : ", shard\(shards.count == 1 ? "" : "s") \(shards.map(\.description).joined(separator: ", "))"
        return "\(layouts.count) layout\(layouts.count == 1 ? "" : "s") (\(previews.count) preview\(previews.count == 1 ? "" : "s") × "
            + "\(columns.count) column\(columns.count == 1 ? "" : "s")\(shardNote)): \(findingCount) finding\(findingCount == 1 ? "" : "s"), \(newFindingCount) new"
    }

    /// One layout's cell of the grid.
    private static func cell(_ layout: AuditedLayout) -> [String] {
        let page = "\(pagesDirectory)/\(layout.key)"
        let state = layout.newFindings.isEmpty ? (layout.findings.isEmpty ? "clean" : "accepted") : "failing"
        let width = 160.0, height = layout.windowSize.width > 0 ? (160 * layout.windowSize.height / layout.windowSize.width).rounded() : 160
        var cell = [
            #"<figure class="layout \#(state)" id="\#(layout.key)">"#,
            #"<a href="\#(page).html"><img src="\#(page).svg" width="\#(Int(width))" height="\#(Int(min(height, 400)))" alt="\#(html("\(layout.preview) on \(layout.column)"))"></a>"#,
            "<figcaption>\(html(layout.column.description))</figcaption>",
        ]
        if !layout.findings.isEmpty {
            cell.append(#"<ul class="findings">"#)
            for finding in layout.findings {
                cell.append(#"<li class="\#(finding.isNew ? "new" : "accepted")" data-kind="\#(finding.kind.rawValue)"><a href="\#(page).html#select=\#(finding.node)"><b>\#(html(finding.kind.rawValue))</b></a> \#(html(finding.message)) <i>Fix: \#(html(finding.fix))</i></li>"#)
            }
            cell.append("</ul>")
        }
        cell.append("</figure>")
        return cell
    }

    /// `text` escaped for HTML text and attributes.
    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private static let style = """
        body{font:14px -apple-system,Helvetica,Arial,sans-serif;margin:24px;color:#1c1c1e}
        h2 small{font-weight:normal;color:#6e6e73;font-size:12px}
        .grid{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
        figure.layout{margin:0;width:200px;border:1px solid #d1d1d6;border-radius:8px;padding:8px}
        figure.failing{border-color:#ff3b30;box-shadow:0 0 0 1px #ff3b30}
        figure img{display:block;margin:0 auto;object-fit:contain;object-position:top;background:#f2f2f7}
        figcaption{font-size:11px;color:#3a3a3c;margin:6px 0}
        ul.findings{margin:0;padding-left:16px;font-size:11px}
        li.new b{color:#d70015}
        li a{text-decoration:none}
        li.accepted{color:#8e8e93}
        li i{display:block;color:#3a3a3c}
        """

    private static let script = """
        window.addEventListener('load', function () {
          var images = Array.prototype.slice.call(document.querySelectorAll('figure.layout img'));
          var loaded = images.filter(function (image) { return image.complete && image.naturalWidth > 0; }).length;
          document.body.setAttribute('data-thumbnails-loaded', String(loaded));
          document.body.setAttribute('data-trellis', 'ready');
        });
        """
}
