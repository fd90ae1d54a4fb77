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
        drawnNodes(of: result.graph).compactMap { drawn in
            guard let frame = result.frames[drawn.node.index], frame.width.isFinite, frame.height.isFinite else { return nil }
            return Box(node: drawn.node, label: drawn.label, frame: frame, depth: drawn.depth)
        }
    }

    /// The nodes a picture draws when they are laid out, parents before children: every view,
    /// and every modifier that is named (the others are folded into the view they modify), with
    /// its label and how many drawn nodes are above it.
    static func drawnNodes(of graph: LayoutGraph) -> [(node: NodeID, label: String, depth: Int)] {
        var drawn: [(node: NodeID, label: String, depth: Int)] = []
        func visit(_ node: NodeID, depth: Int) {
            let named = !graph[node].ids.isEmpty
            let shown = !graph[node].kind.isModifier || named
            if shown {
                let name = graph.viewName(of: node)
                drawn.append((node, graph[node].ids.first.map { "\(name) '\($0)'" } ?? name, depth))
            }
            for child in graph.children(of: node) { visit(child, depth: shown ? depth + 1 : depth) }
        }
        visit(graph.root, depth: 0)
        return drawn
    }

    /// The drawn node a warning about `node` belongs to: the view a modifier modifies, or
    /// failing that the nearest drawn container; `nil` when none of them is in `shown`.
    static func drawnView(for node: NodeID, shown: Set<NodeID>, in graph: LayoutGraph, parents: [NodeID?]) -> NodeID? {
        var current: NodeID? = node
        while let candidate = current, !shown.contains(candidate) {
            current = graph.children(of: candidate).first
        }
        if let current { return current }
        current = node
        while let candidate = current, !shown.contains(candidate) { current = parents[candidate.index] }
        return current
    }

    /// The node the pictures draw `node` as, in `graph`: the node itself when it is a view or a
    /// named modifier, the view a modifier modifies, or failing that the nearest drawn
    /// container; `nil` when none is drawn. The explorer page opened with `#select=N` for that
    /// node's number shows it selected.
    public static func drawnNode(for node: NodeID, in graph: LayoutGraph) -> NodeID? {
        drawnView(for: node, shown: Set(drawnNodes(of: graph).map(\.node)), in: graph, parents: graph.parents())
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
        var labels = LabelPlacement()
        for box in boxes(of: result) {
            let hue = (box.depth * 47) % 360
            lines.append(#"<g class="view" data-node="\#(box.node.rawValue)">"#)
            lines.append(#"<rect x="\#(number(box.frame.minX))" y="\#(number(box.frame.minY))" width="\#(number(box.frame.width))" height="\#(number(box.frame.height))" fill="\#(PictureColors.boxFill(hue: hue))" stroke="\#(PictureColors.boxStroke(hue: hue))"/>"#)
            let label = "\(box.label) \(PointFormat.string(box.frame.size))"
            if let origin = labels.place(label, in: box.frame) {
                lines.append(#"<text x="\#(number(origin.x))" y="\#(number(origin.y))">\#(PageText.html(label))</text>"#)
            }
            lines.append("</g>")
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// A single self-contained HTML page that explores the layout: the layout drawn to scale
    /// with whatever lies beyond the window hatched, each view in its own colour and each text
    /// with its lines, and a side panel with the warnings and the selected view's why-chain and
    /// position explanation. Opening the page with `#select=N` (a node number) or
    /// `#select=NAME` (an `.id`) selects that view. `design` names the iOS design the view was
    /// lowered for, such as `iOS 18`, which the page shows beside the window's size.
    public static func html(_ result: LayoutResult, design: String? = nil) -> String {
        let explained = result.trace.isEmpty ? LayoutSolver(explain: true, displayScale: result.displayScale).layout(result.graph, in: result.windowSize) : result
        return ExplorerPage(explained, design: design).html
    }

    private static func number(_ value: CGFloat) -> String { PointFormat.string(value) }
}
