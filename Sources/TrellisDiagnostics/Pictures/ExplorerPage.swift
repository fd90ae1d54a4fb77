import Foundation
import TrellisGraph
import TrellisSolver

/// The HTML explorer of a layout: one self-contained page with the layout drawn to scale and a
/// side panel.
///
/// The picture's canvas grows to hold every frame: the window is drawn white with its outline
/// dashed on top, the safe area's insets shaded, and whatever lies beyond the window hatched.
/// Each view is a box in its own colour (a `Color` or a filled shape's, when the graph knows
/// it; a neutral grey otherwise), a text shows its laid-out lines above every box, and a view
/// with no width or no height is drawn as a marker. Labels are not drawn on the boxes, where they would collide:
/// the one box hovered or selected gets its name and size. Selecting a box, or a warning in
/// the panel's list, shows the view's frame, why-chain and position explanation; opening the
/// page with `#select=N` (a node number) or `#select=name` (an `.id`) selects that view.
///
/// Every string is escaped once, for where it goes: HTML text and attributes with character
/// references, the data the script reads as JSON whose `<` is `\u003C`.
struct ExplorerPage {
    /// A box of the picture with what the page shows about it.
    private struct View {
        var box: Wireframe.Box
        var fill: String
        var lines: [TextLine]
        var warned: Bool
    }

    /// The result, laid out in explain mode.
    private let result: LayoutResult
    private let views: [View]
    /// Each warning with the drawn view it belongs to, if any.
    private let warnings: [(warning: LayoutWarning, view: NodeID?)]
    /// The rectangle the picture shows: the window and every frame, with a margin.
    private let canvas: CGRect
    /// How much the picture is scaled down to keep it at most 1600 px long.
    private let scale: CGFloat
    /// The iOS design the view was lowered for, if the caller named it.
    private let design: String?

    init(_ result: LayoutResult, design: String? = nil) {
        self.result = result
        self.design = design
        var lines: [NodeID: [TextLine]] = [:]
        for event in result.trace {
            if case .textLines(let textLines, _, _) = event.decision { lines[event.node] = textLines }
        }
        let boxes = Wireframe.boxes(of: result)
        let shown = Set(boxes.map(\.node))
        let parents = result.graph.parents()
        warnings = result.warnings.map { ($0, Wireframe.drawnView(for: $0.node, shown: shown, in: result.graph, parents: parents)) }
        let warned = Set(warnings.compactMap(\.view))
        views = boxes.map { box in
            View(box: box, fill: result.graph[box.node].color.flatMap(PictureColors.css) ?? PictureColors.neutral(depth: box.depth),
                 lines: lines[box.node] ?? [], warned: warned.contains(box.node))
        }
        var bounds = CGRect(origin: .zero, size: result.windowSize)
        for view in views where view.box.frame.minX.isFinite && view.box.frame.minY.isFinite {
            bounds = bounds.union(view.box.frame)
        }
        canvas = bounds.insetBy(dx: -12, dy: -12)
        scale = min(1, 1600 / max(canvas.width, canvas.height, 1))
    }

    /// The design after the window's size in the page's title, such as ` (iOS 18)`.
    private var designTitle: String { design.map { " (\(PageText.html($0)))" } ?? "" }

    /// The design in the summary line, such as ` · drawn as iOS 18 draws it`.
    private var designSummary: String { design.map { " · drawn as \(PageText.html($0)) draws it" } ?? "" }

    /// The page.
    var html: String {
        let window = result.windowSize
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Trellis layout \(number(window.width))×\(number(window.height))\(designTitle)</title>
        <style>
        \(Self.style)
        </style>
        </head>
        <body>
        <main id="picture-area">
        \(picture)
        </main>
        <aside id="panel">
        <h1>Trellis layout</h1>
        <p id="summary">Window \(number(window.width))×\(number(window.height))\(designSummary) · \(views.count) views · \(warnings.count == 1 ? "1 warning" : "\(warnings.count) warnings")</p>
        <section id="selection">
        <h2 id="selected-name">No view selected</h2>
        <p id="selected-frame">Hover over a box to see its name; click it, or a warning, to see why it is where it is.</p>
        <h3>Why this size</h3>
        <p id="why"></p>
        <h3>Why this position</h3>
        <p id="position"></p>
        </section>
        <section id="warnings-section">
        <h2>Warnings (\(warnings.count))</h2>
        \(warningList)
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

    /// The picture: canvas, window, safe area, views, hatching beyond the window, the window's
    /// outline and the one label.
    private var picture: String {
        let window = CGRect(origin: .zero, size: result.windowSize)
        var lines = [
            #"<svg id="picture" xmlns="http://www.w3.org/2000/svg" viewBox="\#(number(canvas.minX)) \#(number(canvas.minY)) \#(number(canvas.width)) \#(number(canvas.height))" width="\#(number(canvas.width * scale))" height="\#(number(canvas.height * scale))">"#,
            "<defs>",
            #"<pattern id="hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="rgb(255, 59, 48)" stroke-width="2.5"/></pattern>"#,
            #"<clipPath id="beyond-window"><path clip-rule="evenodd" d="\#(rectanglePath(canvas)) \#(rectanglePath(window))"/></clipPath>"#,
            "</defs>",
            #"<rect class="canvas" \#(attributes(canvas)) fill="rgb(238, 240, 243)"/>"#,
            #"<rect class="window-area" \#(attributes(window)) fill="white"/>"#,
        ]
        for strip in result.safeAreaInsetRectangles {
            lines.append(#"<rect class="safe-area-inset" x="\#(number(strip.minX))" y="\#(number(strip.minY))" width="\#(number(strip.width))" height="\#(number(strip.height))" fill="gray" fill-opacity="0.25"/>"#)
        }
        lines.append(#"<g id="views">"#)
        for view in views { lines.append(drawing(of: view)) }
        lines.append("</g>")
        // Texts go above every box, so that a background drawn after its view hides none.
        lines.append(#"<g id="texts" pointer-events="none">"#)
        lines.append(contentsOf: views.compactMap(textDrawing))
        lines.append("</g>")
        let beyond = views.filter { !window.contains($0.box.frame) && $0.box.frame.width > 0 && $0.box.frame.height > 0 }
        lines.append(#"<g id="beyond-window" clip-path="url(#beyond-window)" pointer-events="none">"#)
        for view in beyond {
            lines.append(#"<rect class="hatched" data-node="\#(view.box.node.rawValue)" \#(attributes(view.box.frame)) fill="url(#hatch)"/>"#)
        }
        lines.append("</g>")
        lines.append(#"<rect class="window-outline" \#(attributes(window)) fill="none" stroke="rgb(28, 28, 30)" stroke-width="\#(number(1.5 / scale))" stroke-dasharray="\#(number(6 / scale)) \#(number(4 / scale))" pointer-events="none"/>"#)
        lines.append(#"<g id="label" visibility="hidden" pointer-events="none"><rect id="label-back" rx="\#(number(3 / scale))" fill="rgb(28, 28, 30)" fill-opacity="0.85"/><text id="label-text" fill="white" font-size="\#(number(12 / scale))"></text></g>"#)
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// One view: its box, or its marker when it has no width or no height.
    private func drawing(of view: View) -> String {
        let frame = view.box.frame
        let classes = "view" + (view.warned ? " warned" : "") + (frame.width == 0 || frame.height == 0 ? " zero-size" : "")
        var parts = [#"<g class="\#(classes)" data-node="\#(view.box.node.rawValue)">"#]
        let stroke = #"stroke-width="\#(number(1 / scale))""#
        if frame.width == 0 && frame.height == 0 {
            let arm = 5 / scale
            parts.append(#"<circle class="hit" cx="\#(number(frame.minX))" cy="\#(number(frame.minY))" r="\#(number(2 * arm))" fill="transparent"/>"#)
            parts.append(#"<path class="marker" d="M\#(number(frame.minX - arm)) \#(number(frame.minY - arm)) L\#(number(frame.minX + arm)) \#(number(frame.minY + arm)) M\#(number(frame.minX - arm)) \#(number(frame.minY + arm)) L\#(number(frame.minX + arm)) \#(number(frame.minY - arm))" \#(stroke)/>"#)
        } else if frame.width == 0 || frame.height == 0 {
            parts.append(#"<line class="hit" x1="\#(number(frame.minX))" y1="\#(number(frame.minY))" x2="\#(number(frame.maxX))" y2="\#(number(frame.maxY))" stroke="transparent" stroke-width="\#(number(8 / scale))"/>"#)
            parts.append(#"<line class="marker" x1="\#(number(frame.minX))" y1="\#(number(frame.minY))" x2="\#(number(frame.maxX))" y2="\#(number(frame.maxY))" \#(stroke)/>"#)
        } else {
            parts.append(#"<rect class="box" \#(attributes(frame)) fill="\#(view.fill)" \#(stroke)/>"#)
        }
        parts.append("</g>")
        return parts.joined()
    }

    /// The lines of a text view, each stretched or squeezed to the width Trellis measured, so
    /// that the browser's font draws them where they were laid out.
    private func textDrawing(of view: View) -> String? {
        let frame = view.box.frame
        guard !view.lines.isEmpty, frame.height > 0 else { return nil }
        let fontSize = frame.height / CGFloat(view.lines.count) / 1.2
        return view.lines.map { line in
            let baseline = frame.minY + line.origin.y + fontSize * 0.95
            let length = line.width > 0 ? #" textLength="\#(number(line.width))" lengthAdjust="spacingAndGlyphs""# : ""
            return #"<text class="content" data-node="\#(view.box.node.rawValue)" x="\#(number(frame.minX + line.origin.x))" y="\#(number(baseline))" font-size="\#(number(fontSize))"\#(length)>\#(PageText.html(line.text))</text>"#
        }.joined()
    }

    /// The warnings as a list whose entries select their views.
    private var warningList: String {
        guard !warnings.isEmpty else { return #"<p id="no-warnings">No warnings.</p>"# }
        var items = [#"<ol id="warnings">"#]
        for (warning, view) in warnings {
            let link = view.map { #" data-node="\#($0.rawValue)" tabindex="0""# } ?? ""
            items.append(#"<li class="warning"\#(link)><span class="kind">\#(PageText.html(warning.kind.rawValue))</span> \#(PageText.html(warning.message))</li>"#)
        }
        items.append("</ol>")
        return items.joined(separator: "\n")
    }

    /// What the script reads: each view's label, size, frame, why-chain and position
    /// explanation, and the nodes the views' names stand for.
    private var data: String {
        let chains = WhyChain(result: result)
        let positions = PositionChain(chain: chains)
        var entries: [String] = []
        var names: [String: NodeID] = [:]
        for view in views {
            let node = view.box.node, frame = view.box.frame
            for name in result.graph[node].ids where names[name] == nil { names[name] = node }
            let fields = [
                "\"label\": \(PageText.scriptString(view.box.label))",
                "\"size\": \(PageText.scriptString(PointFormat.string(frame.size)))",
                "\"frame\": [\(number(frame.minX)), \(number(frame.minY)), \(number(frame.width)), \(number(frame.height))]",
                "\"place\": \(PageText.scriptString("x \(number(frame.minX)), y \(number(frame.minY)), \(PointFormat.string(frame.size))"))",
                "\"chain\": \(PageText.scriptString(chains.text(to: node, detail: .folded)))",
                "\"position\": \(PageText.scriptString(positions.steps(to: node).joined(separator: " → ")))",
            ]
            entries.append("\"\(node.rawValue)\": {\(fields.joined(separator: ", "))}")
        }
        let nameEntries = names.sorted { $0.key < $1.key }.map { "\(PageText.scriptString($0.key)): \($0.value.rawValue)" }
        return "{\"top\": \(number(canvas.minY)), \"views\": {\(entries.joined(separator: ", "))}, \"names\": {\(nameEntries.joined(separator: ", "))}}"
    }

    private func number(_ value: CGFloat) -> String { value.isFinite ? PointFormat.string(value) : "0" }

    private func attributes(_ rect: CGRect) -> String {
        #"x="\#(number(rect.minX))" y="\#(number(rect.minY))" width="\#(number(rect.width))" height="\#(number(rect.height))""#
    }

    private func rectanglePath(_ rect: CGRect) -> String {
        "M\(number(rect.minX)) \(number(rect.minY)) H\(number(rect.maxX)) V\(number(rect.maxY)) H\(number(rect.minX)) Z"
    }
}
