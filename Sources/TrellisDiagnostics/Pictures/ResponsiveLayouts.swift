import Foundation
import TrellisGraph
import TrellisSolver

/// A graph laid out at every whole width of a range, kept compactly for the responsive
/// explorer: each coordinate of each drawn view's frame and of the safe area's strips, and each
/// warning's numbers, as ``LinearRun``s, each text's lines from the width where they change, and the breakpoints
/// with what changes at each.
///
/// Every width gets a plain layout (frames and warnings, no trace). A full layout, in explain
/// mode, is made only where the plain layouts say something other than the frames' numbers
/// changed: the views laid out, the warnings that hold, or a text's size (it wrapped, or was
/// cut short). Between two such widths the structure and every text's lines stay the same.
/// The sweep that finds structure changes (``StructureSweep``) places a change of views or
/// warnings to a fraction of a point within the point before the first whole width that shows
/// it; a change that is undone within one point shows at no whole width and is not listed.
struct ResponsiveLayouts {
    /// A view the picture draws at some width.
    struct View {
        var node: NodeID
        var label: String
        /// The view's `.id`s.
        var names: [String]
        var fill: String
        /// The view's x, y, width and height, each as runs over the widths where it is laid out.
        var frames: [[LinearRun]]
    }

    /// One warning: the same kind about the same node, in the same words but for its numbers.
    struct Warning {
        var kind: String
        /// The drawn view it belongs to, if any.
        var view: NodeID?
        /// The message cut at its numbers: one more part than numbers.
        var parts: [String]
        /// The message's numbers at each width where it holds.
        var numbers: [LinearRun]
    }

    /// A text's lines from the width at `start` on, until its next `Lines`.
    struct Lines {
        var start: Int
        var lines: [TextLine]
    }

    /// A width at which something other than the frames' numbers changes, and what changes,
    /// in the sentences of the layout's explanations.
    struct Breakpoint {
        var width: CGFloat
        var changes: [String]
    }

    /// The whole widths laid out, in points.
    let widths: ClosedRange<Int>
    let height: CGFloat
    let views: [View]
    /// Each safe-area strip (by its place in ``LayoutResult/safeAreaInsetRectangles``): its x,
    /// y, width and height as runs.
    let strips: [[[LinearRun]]]
    let texts: [NodeID: [Lines]]
    let warnings: [Warning]
    let breakpoints: [Breakpoint]
    /// The rectangle the picture shows: the widest window and every frame at every width, with
    /// a margin.
    let canvas: CGRect
    /// How many layouts were made in explain mode.
    let fullLayouts: Int

    /// What the explained layout at one width says about its texts and `ViewThatFits`s.
    private struct Explained {
        /// Each text's lines, whether it was truncated, and its decision's sentence.
        var lines: [NodeID: (lines: [TextLine], truncated: Bool, sentence: String)] = [:]
        /// Each `ViewThatFits`'s chosen candidate and its candidates' sentences.
        var choices: [NodeID: (position: Int, sentences: [String])] = [:]

        init(_ result: LayoutResult) {
            var candidates: [NodeID: [Decision.Candidate]] = [:]
            for event in result.trace {
                switch event.decision {
                case .textLines(let textLines, let truncated, _):
                    lines[event.node] = (textLines, truncated, event.decision?.sentence ?? "")
                case .candidate(let candidate):
                    // The decision is about a candidate, made by its ViewThatFits. Each question
                    // asks the candidates from the first; the last asking placed it.
                    let container = event.parent ?? event.node
                    if candidate.position == 1 { candidates[container] = [] }
                    candidates[container, default: []].append(candidate)
                default:
                    break
                }
            }
            for (node, asked) in candidates where result.frames[node.index] != nil {
                guard let chosen = asked.first(where: \.chosen) else { continue }
                choices[node] = (chosen.position, asked.map { Decision.candidate($0).sentence })
            }
        }
    }

    /// The state of one width that decides whether a full layout is needed.
    private struct Structure: Equatable {
        var placed: [Bool]
        var warnings: Set<String>
        var textSizes: [CGSize?]
    }

    /// Lays `graph` out at every whole width in `widths`, `height` tall, inside `safeAreaInsets`
    /// when given, on a display of `displayScale`.
    init(graph: LayoutGraph, widths: ClosedRange<Int>, height: CGFloat, safeAreaInsets: EdgeInsets?, displayScale: CGFloat) {
        self.widths = widths
        self.height = height
        func layout(_ solver: LayoutSolver, _ width: Int) -> LayoutResult {
            let size = CGSize(width: CGFloat(width), height: height)
            return safeAreaInsets.map { solver.layout(graph, in: size, safeAreaInsets: $0) } ?? solver.layout(graph, in: size)
        }
        let plain = LayoutSolver(displayScale: displayScale), explaining = LayoutSolver(explain: true, displayScale: displayScale)
        let drawn = Wireframe.drawnNodes(of: graph)
        let textNodes = graph.nodeIDs.filter { if case .text = graph.kind(of: $0) { return true } else { return false } }
        let parents = graph.parents()
        let sweep = StructureSweep(graph: graph, safeAreaInsets: safeAreaInsets)

        var frames = [[[CGFloat]?]](repeating: [], count: drawn.count)
        var strips: [[[CGFloat]?]] = []
        var warningKeys: [String] = []
        var warningSeries: [String: (kind: String, node: NodeID, parts: [String], numbers: [Int: [CGFloat]])] = [:]
        var texts: [NodeID: [Lines]] = [:]
        var breakpoints: [Breakpoint] = []
        var bounds = CGRect(x: 0, y: 0, width: CGFloat(widths.upperBound), height: height)
        var previous: (structure: Structure, explained: Explained, messages: [String: String])?
        var fullLayouts = 0
        for (index, width) in widths.enumerated() {
            let result = layout(plain, width)
            for (position, view) in drawn.enumerated() {
                guard let frame = result.frames[view.node.index], frame.width.isFinite, frame.height.isFinite else {
                    frames[position].append(nil)
                    continue
                }
                frames[position].append(frame.numbers)
                if frame.minX.isFinite && frame.minY.isFinite { bounds = bounds.union(frame) }
            }
            let rectangles = result.safeAreaInsetRectangles
            while strips.count < rectangles.count { strips.append([[CGFloat]?](repeating: nil, count: index)) }
            for strip in strips.indices {
                strips[strip].append(strip < rectangles.count ? rectangles[strip].numbers : nil)
            }
            var messages: [String: String] = [:]
            for warning in result.warnings {
                let message = warning.message
                let (parts, numbers) = Self.split(message)
                let key = "\(warning.kind.rawValue) \(warning.node.rawValue) \(parts.joined(separator: "#"))"
                if warningSeries[key] == nil {
                    warningKeys.append(key)
                    warningSeries[key] = (warning.kind.rawValue, warning.node, parts, [:])
                }
                warningSeries[key]?.numbers[index] = numbers
                messages["\(warning.kind.rawValue) \(warning.node.rawValue)"] = message
            }
            let structure = Structure(placed: graph.nodeIDs.map { result.frames[$0.index] != nil }, warnings: Set(messages.keys),
                                      textSizes: textNodes.map { result.frames[$0.index]?.size })
            guard structure != previous?.structure else {
                previous?.messages = messages
                continue
            }
            let explained = Explained(layout(explaining, width))
            fullLayouts += 1
            for (node, shown) in explained.lines where texts[node]?.last?.lines != shown.lines {
                texts[node, default: []].append(Lines(start: index, lines: shown.lines))
            }
            if let previous {
                var changes = Self.changes(from: previous.explained, to: explained, graph: graph)
                for (key, message) in messages.sorted(by: { $0.key < $1.key }) where previous.messages[key] == nil { changes.append(message) }
                for (key, message) in previous.messages.sorted(by: { $0.key < $1.key }) where messages[key] == nil { changes.append("ends: " + message) }
                // The sweep places a change of structure between the two whole widths exactly; a
                // text that wraps is placed at the first whole width with its new lines.
                var exact = CGFloat(width)
                if structure.placed != previous.structure.placed || structure.warnings != previous.structure.warnings {
                    exact = sweep.changes(from: CGSize(width: CGFloat(width - 1), height: height), to: CGSize(width: CGFloat(width), height: height), steps: 1)
                        .first?.size.width ?? exact
                }
                if !changes.isEmpty { breakpoints.append(Breakpoint(width: exact, changes: changes)) }
            }
            previous = (structure, explained, messages)
        }

        let shown = Set(zip(drawn, frames).filter { _, series in series.contains { $0 != nil } }.map(\.0.node))
        views = zip(drawn, frames).compactMap { view, series in
            guard shown.contains(view.node) else { return nil }
            let fill = graph[view.node].color.flatMap(PictureColors.css) ?? PictureColors.neutral(depth: view.depth)
            return View(node: view.node, label: view.label, names: graph[view.node].ids, fill: fill, frames: LinearRun.runsOfEachNumber(of: series, count: 4))
        }
        self.strips = strips.map { LinearRun.runsOfEachNumber(of: $0, count: 4) }
        self.texts = texts
        warnings = warningKeys.compactMap { key in
            guard let series = warningSeries[key] else { return nil }
            let numbers = (0..<widths.count).map { series.numbers[$0] }
            // The numbers are read back from text written to a thousandth of a point.
            return Warning(kind: series.kind, view: Wireframe.drawnView(for: series.node, shown: shown, in: graph, parents: parents),
                           parts: series.parts, numbers: LinearRun.runs(of: numbers, tolerance: 0.0011))
        }
        self.breakpoints = breakpoints
        canvas = bounds.insetBy(dx: -12, dy: -12)
        self.fullLayouts = fullLayouts
    }

    /// What changes from one explained width to the next: each `ViewThatFits` that shows
    /// another candidate, and each text that wraps onto another number of lines, or starts or
    /// stops being truncated.
    private static func changes(from old: Explained, to new: Explained, graph: LayoutGraph) -> [String] {
        var changes: [String] = []
        for (node, choice) in new.choices.sorted(by: { $0.key < $1.key }) where old.choices[node]?.position != choice.position {
            let name = graph[node].ids.first.map { "ViewThatFits '\($0)'" } ?? "ViewThatFits"
            changes.append("\(name) shows candidate \(choice.position): \(choice.sentences.joined(separator: "; "))")
        }
        for (node, text) in new.lines.sorted(by: { $0.key < $1.key }) {
            guard let before = old.lines[node], before.lines.count != text.lines.count || before.truncated != text.truncated else { continue }
            changes.append("\(LayoutWarning.ViewName(node, in: graph).label): \(text.sentence)")
        }
        return changes
    }

    /// `message` cut at its numbers (`-54`, `20.333`), and the numbers.
    static func split(_ message: String) -> (parts: [String], numbers: [CGFloat]) {
        var parts: [String] = [], numbers: [CGFloat] = []
        var rest = message[...]
        while let match = rest.firstMatch(of: #/-?[0-9]+(?:\.[0-9]+)?/#), let number = Double(match.output) {
            parts.append(String(rest[..<match.range.lowerBound]))
            numbers.append(CGFloat(number))
            rest = rest[match.range.upperBound...]
        }
        parts.append(String(rest))
        return (parts, numbers)
    }
}

private extension CGRect {
    /// The rectangle as the explorer's data lists it: x, y, width, height.
    var numbers: [CGFloat] { [minX, minY, width, height] }
}
