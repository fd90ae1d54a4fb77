import Foundation
import TrellisGraph
import TrellisSolver

/// Pictures of a layout: an SVG wireframe and a self-contained HTML page.
public enum Wireframe {
    /// One box of the picture: a laid-out view (modifiers folded into the view they modify,
    /// unless named) with its frame and why-chain.
    struct Box {
        var node: NodeID
        var label: String
        var frame: CGRect
        var depth: Int
    }

    static func boxes(of result: LayoutResult) -> [Box] {
        var boxes: [Box] = []
        func visit(_ node: NodeID, depth: Int) {
            let named = !result.graph[node].ids.isEmpty
            let shown = !result.graph[node].kind.isModifier || named
            if shown, let frame = result.frames[node.index], frame.width.isFinite, frame.height.isFinite {
                let name = result.graph.displayName(of: node)
                boxes.append(Box(node: node, label: result.graph[node].ids.first.map { "\(name) '\($0)'" } ?? name, frame: frame, depth: depth))
            }
            for child in result.graph.children(of: node) { visit(child, depth: shown ? depth + 1 : depth) }
        }
        visit(result.graph.root, depth: 0)
        return boxes
    }

    /// The layout as an SVG wireframe: the window with its safe-area insets shaded grey, then
    /// every view's box with its name and size.
    public static func svg(_ result: LayoutResult) -> String {
        let window = result.windowSize
        var lines = [
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(number(window.width)) \#(number(window.height))" width="\#(number(window.width))" height="\#(number(window.height))" font-family="Helvetica, Arial, sans-serif" font-size="10">"#,
            #"<rect x="0" y="0" width="\#(number(window.width))" height="\#(number(window.height))" fill="white" stroke="gray"/>"#,
        ]
        for strip in result.safeAreaInsetRectangles {
            lines.append(#"<rect class="safe-area-inset" x="\#(number(strip.minX))" y="\#(number(strip.minY))" width="\#(number(strip.width))" height="\#(number(strip.height))" fill="gray" fill-opacity="0.25"/>"#)
        }
        // Boxes that share a top-left corner would print their names on top of each other, so
        // each label goes one line lower than those of the boxes already starting there.
        var labelsAt: [CGPoint: Int] = [:]
        for box in boxes(of: result) {
            let hue = (box.depth * 47) % 360
            let line = labelsAt[box.frame.origin, default: 0]
            labelsAt[box.frame.origin] = line + 1
            lines.append(#"<g class="view" data-node="\#(box.node.rawValue)">"#)
            lines.append(#"<rect x="\#(number(box.frame.minX))" y="\#(number(box.frame.minY))" width="\#(number(box.frame.width))" height="\#(number(box.frame.height))" fill="hsla(\#(hue), 70%, 60%, 0.15)" stroke="hsl(\#(hue), 60%, 40%)"/>"#)
            lines.append(#"<text x="\#(number(box.frame.minX + 2))" y="\#(number(box.frame.minY + 11 + CGFloat(line) * 11))">\#(escape(box.label)) \#(PointFormat.string(box.frame.size))</text>"#)
            lines.append("</g>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// A single self-contained HTML page with the wireframe; clicking a box shows why it has its
    /// size. Opening the page with `#node=N` selects node N.
    public static func html(_ result: LayoutResult) -> String {
        let chains = WhyChain(result: result.trace.isEmpty ? LayoutSolver(explain: true, displayScale: result.displayScale).layout(result.graph, in: result.windowSize) : result)
        var explanations: [String] = []
        for box in boxes(of: result) {
            explanations.append(#""\#(box.node.rawValue)": \#(scriptString(box.label + ": " + chains.steps(to: box.node).joined(separator: " → ")))"#)
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Trellis layout</title>
        <style>
        body { font-family: Helvetica, Arial, sans-serif; margin: 16px; }
        #why { margin-top: 12px; padding: 8px; border: 1px solid #ccc; min-height: 2em; white-space: pre-wrap; }
        g.view { cursor: pointer; }
        g.view.selected rect { stroke-width: 3; }
        </style>
        </head>
        <body>
        \(svg(result))
        <div id="why">Click a box to see why it has its size.</div>
        <script>
        const explanations = {\(explanations.joined(separator: ", "))};
        function select(node) {
          document.querySelectorAll("g.view").forEach(g => g.classList.toggle("selected", g.dataset.node === String(node)));
          document.getElementById("why").textContent = explanations[node] || "";
        }
        document.querySelectorAll("g.view").forEach(g => g.addEventListener("click", event => { event.stopPropagation(); select(g.dataset.node); }));
        const requested = /node=(\\d+)/.exec(location.hash);
        if (requested) { select(requested[1]); }
        </script>
        </body>
        </html>
        """
    }

    private static func number(_ value: CGFloat) -> String { PointFormat.string(value) }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// `text` as a JavaScript string literal inside a `<script>` element: quotes, backslashes
    /// and line breaks escaped, and `<` written as `\u003C` so that no `</script>` can end the
    /// script. The page shows it with `textContent`, so it is not HTML-escaped as well.
    static func scriptString(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "<": literal += "\\u003C"
            case "\u{2028}": literal += "\\u2028"
            case "\u{2029}": literal += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    literal += String(format: "\\u%04X", scalar.value)
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }
}
