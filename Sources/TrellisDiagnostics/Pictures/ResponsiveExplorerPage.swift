import Foundation
import TrellisGraph
import TrellisSolver

/// The responsive HTML explorer: one self-contained page that shows a layout at every whole
/// width of a range, chosen with a slider.
///
/// The picture is drawn as ``ExplorerPage`` draws one layout (each view a box in its own colour,
/// texts with their lines, whatever lies beyond the window hatched), and redrawn by the page's
/// script from ``ResponsiveLayouts`` as the slider moves. The side panel lists the warnings at
/// the width shown and the breakpoints, which are also marked on the slider, each with what
/// changes there. Opening the page with `#width=600` shows that width; `#select=N` or
/// `#select=name` selects a view, whose frame at the width shown the panel gives.
struct ResponsiveExplorerPage {
    private let layouts: ResponsiveLayouts
    /// The width the page opens at.
    private let startWidth: Int
    /// The iOS design the view was lowered for, if the caller named it.
    private let design: String?
    /// How much the picture is scaled down to keep it at most 1600 px long.
    private let scale: CGFloat

    init(_ layouts: ResponsiveLayouts, startWidth: Int, design: String?) {
        self.layouts = layouts
        self.startWidth = min(max(startWidth, layouts.widths.lowerBound), layouts.widths.upperBound)
        self.design = design
        scale = min(1, 1600 / max(layouts.canvas.width, layouts.canvas.height, 1))
    }

    /// The page.
    var html: String {
        let range = "\(layouts.widths.lowerBound)…\(layouts.widths.upperBound)"
        let height = number(layouts.height)
        let designTitle = design.map { " (\(PageText.html($0)))" } ?? ""
        let designSummary = design.map { " · drawn as \(PageText.html($0)) draws it" } ?? ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Trellis layout \(range)×\(height)\(designTitle)</title>
        <style>
        \(ExplorerPage.style)
        \(Self.style)
        </style>
        </head>
        <body>
        <main id="picture-area">
        <div id="slider-area">
        <label for="width-slider">Width <output id="width-value">\(startWidth)</output> pt</label>
        <input type="range" id="width-slider" min="\(layouts.widths.lowerBound)" max="\(layouts.widths.upperBound)" step="1" value="\(startWidth)">
        <div id="ticks">\(ticks)</div>
        </div>
        \(picture)
        </main>
        <aside id="panel">
        <h1>Trellis layout</h1>
        <p id="summary"></p>
        <p id="range">Widths \(range) pt, \(height) pt tall\(designSummary) · \(layouts.views.count) views · \(layouts.fullLayouts) full layouts</p>
        <section id="breakpoints-section">
        <h2>Breakpoints (\(layouts.breakpoints.count))</h2>
        \(breakpointList)
        </section>
        <section id="selection">
        <h2 id="selected-name">No view selected</h2>
        <p id="selected-frame">Hover over a box to see its name; click it, or a warning, to see its frame at this width.</p>
        <p class="note">For why-chains, lay the graph out at one width: trellis render FILE --size \(startWidth)x\(height) --format html.</p>
        </section>
        <section id="warnings-section">
        <h2>Warnings at this width (<span id="warning-count">0</span>)</h2>
        <ol id="warnings"></ol>
        <p id="no-warnings">No warnings.</p>
        </section>
        <pre id="errors" hidden></pre>
        </aside>
        <script id="trellis-data" type="application/json">\(data)</script>
        <script>
        \(Self.script)
        </script>
        </body>
        </html>
        """
    }

    /// The breakpoints' marks on the slider.
    private var ticks: String {
        let span = CGFloat(max(layouts.widths.upperBound - layouts.widths.lowerBound, 1))
        return layouts.breakpoints.map { breakpoint in
            let left = (breakpoint.width - CGFloat(layouts.widths.lowerBound)) / span * 100
            return #"<span class="tick" style="left: \#(number(left))%" title="\#(PageText.html(number(breakpoint.width))) pt"></span>"#
        }.joined()
    }

    /// The breakpoints, each a link to the first whole width with its layout and a list of
    /// what changes.
    private var breakpointList: String {
        guard !layouts.breakpoints.isEmpty else { return #"<p id="no-breakpoints">The layout keeps one structure at every width.</p>"# }
        var items = [#"<ol id="breakpoints">"#]
        for breakpoint in layouts.breakpoints {
            let first = Int(breakpoint.width.rounded(.up))
            let changes = breakpoint.changes.map { "<li>\(PageText.html($0))</li>" }.joined()
            items.append(##"<li class="breakpoint" data-width="\##(number(breakpoint.width))"><a href="#width=\##(first)">at \##(number(breakpoint.width)) pt</a><ul>\##(changes)</ul></li>"##)
        }
        items.append("</ol>")
        return items.joined(separator: "\n")
    }

    /// The picture's elements, which the script places for the width shown: canvas, window,
    /// safe-area strips, views, texts, hatching beyond the window, the window's outline and the
    /// one label.
    private var picture: String {
        let canvas = layouts.canvas
        let stroke = #"stroke-width="\#(number(1 / scale))""#
        var lines = [
            #"<svg id="picture" xmlns="http://www.w3.org/2000/svg" viewBox="\#(number(canvas.minX)) \#(number(canvas.minY)) \#(number(canvas.width)) \#(number(canvas.height))" width="\#(number(canvas.width * scale))" height="\#(number(canvas.height * scale))">"#,
            "<defs>",
            #"<pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="rgb(255, 59, 48)" stroke-width="2.5"/></pattern>"#,
            #"<clipPath id="beyond-window"><path id="beyond-window-path" clip-rule="evenodd" d=""/></clipPath>"#,
            "</defs>",
            #"<rect class="canvas" x="\#(number(canvas.minX))" y="\#(number(canvas.minY))" width="\#(number(canvas.width))" height="\#(number(canvas.height))" fill="rgb(238, 240, 243)"/>"#,
            #"<rect id="window-area" x="0" y="0" width="0" height="\#(number(layouts.height))" fill="white"/>"#,
        ]
        for strip in layouts.strips.indices {
            lines.append(#"<rect class="safe-area-inset" data-strip="\#(strip)" fill="gray" fill-opacity="0.25"/>"#)
        }
        lines.append(#"<g id="views">"#)
        for view in layouts.views {
            let arm = number(5 / scale)
            lines.append(#"<g class="view" data-node="\#(view.node.rawValue)"><rect class="box" fill="\#(view.fill)" \#(stroke)/><circle class="hit" r="\#(number(10 / scale))" fill="transparent"/><path class="marker" d="M-\#(arm) -\#(arm) L\#(arm) \#(arm) M-\#(arm) \#(arm) L\#(arm) -\#(arm)" \#(stroke)/></g>"#)
        }
        lines.append("</g>")
        lines.append(#"<g id="texts" pointer-events="none"></g>"#)
        lines.append(#"<g id="beyond-window" clip-path="url(#beyond-window)" pointer-events="none">"#)
        for view in layouts.views {
            lines.append(#"<rect class="hatched" data-node="\#(view.node.rawValue)" fill="url(#hatch)"/>"#)
        }
        lines.append("</g>")
        lines.append(#"<rect id="window-outline" x="0" y="0" width="0" height="\#(number(layouts.height))" fill="none" stroke="rgb(28, 28, 30)" stroke-width="\#(number(1.5 / scale))" stroke-dasharray="\#(number(6 / scale)) \#(number(4 / scale))" pointer-events="none"/>"#)
        lines.append(#"<g id="label" visibility="hidden" pointer-events="none"><rect id="label-back" rx="\#(number(3 / scale))" fill="rgb(28, 28, 30)" fill-opacity="0.85"/><text id="label-text" fill="white" font-size="\#(number(12 / scale))"></text></g>"#)
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// What the script reads. Runs are lists: the index of their first width, how many widths
    /// they cover, the numbers at the first width and, for runs of more than one width, how
    /// much each changes per point. A frame is four lists of runs: x, y, width and height. Each
    /// `.id` names the views that carry it (the candidates of a `ViewThatFits` may share one).
    private var data: String {
        func frame(_ coordinates: [[LinearRun]]) -> String {
            "[" + coordinates.map(runs).joined(separator: ", ") + "]"
        }
        func runs(_ runs: [LinearRun]) -> String {
            "[" + runs.map { run in
                let numbers = ["\(run.start)", "\(run.count)"] + run.first.map(number) + (run.count > 1 ? run.slopes.map(slope) : [])
                return "[" + numbers.joined(separator: ", ") + "]"
            }.joined(separator: ", ") + "]"
        }
        var names: [String: [NodeID]] = [:]
        var views: [String] = []
        for view in layouts.views {
            for name in view.names { names[name, default: []].append(view.node) }
            views.append("\"\(view.node.rawValue)\": {\"label\": \(PageText.scriptString(view.label)), \"frame\": \(frame(view.frames))}")
        }
        let texts = layouts.texts.sorted { $0.key < $1.key }.map { node, states in
            let entries = states.map { state in
                let lines = state.lines.map { "[\(PageText.scriptString($0.text)), \(number($0.origin.x)), \(number($0.origin.y)), \(number($0.width))]" }
                return "[\(state.start), [\(lines.joined(separator: ", "))]]"
            }
            return "\"\(node.rawValue)\": [\(entries.joined(separator: ", "))]"
        }
        let warnings = layouts.warnings.map { warning in
            let parts = warning.parts.map(PageText.scriptString).joined(separator: ", ")
            return "{\"kind\": \(PageText.scriptString(warning.kind)), \"node\": \(warning.view.map { String($0.rawValue) } ?? "null"), \"parts\": [\(parts)], \"runs\": \(runs(warning.numbers))}"
        }
        let breakpoints = layouts.breakpoints.map { "\(number($0.width))" }
        let nameEntries = names.sorted { $0.key < $1.key }.map { name, nodes in
            "\(PageText.scriptString(name)): [\(nodes.map { String($0.rawValue) }.joined(separator: ", "))]"
        }
        return """
        {"lower": \(layouts.widths.lowerBound), "height": \(number(layouts.height)), "start": \(startWidth), "top": \(number(layouts.canvas.minY)), \
        "views": {\(views.joined(separator: ", "))}, "strips": [\(layouts.strips.map(frame).joined(separator: ", "))], \
        "texts": {\(texts.joined(separator: ", "))}, "warnings": [\(warnings.joined(separator: ", "))], \
        "breakpoints": [\(breakpoints.joined(separator: ", "))], "names": {\(nameEntries.joined(separator: ", "))}}
        """
    }

    private func number(_ value: CGFloat) -> String { value.isFinite ? PointFormat.string(value) : "0" }

    /// A run's slope, such as 1/3: it is multiplied by up to thousands of widths, so it keeps
    /// nine decimals where the other numbers keep three.
    private func slope(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1_000_000_000).rounded() / 1_000_000_000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.9f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
