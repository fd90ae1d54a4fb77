import Foundation
import TrellisGraph
import TrellisSolver

extension WhyChain {
    /// The why-chain of `node` as text: one hop a line, each view indented under the one that
    /// offered it its size, runs of views that pass their offer on folded unless `detail` is
    /// ``ExplainDetail/full``, and the lines where the size was chosen marked. A view that only
    /// passes its child's size on (an overlay, a background, a clip shape) is followed down to
    /// the view that chose the size (see ``sizeSource(of:)``).
    func text(to explained: NodeID, detail: ExplainDetail) -> String {
        let node = sizeSource(of: explained)
        let path = self.path(to: node)
        var lines = hops(to: node).map { Line(hop: $0) }
        guard !lines.isEmpty else { return "\(label(explained)) was not laid out" }
        mark(&lines, path: path)
        if detail == .folded { lines = folded(lines, path: path) }
        // A view's line is one level deeper than the view's before it; the arithmetic that led
        // to a view's offer stands at the view's level, and so does the rule that sized it.
        var views = 0
        return lines.map { line in
            let depth: Int
            switch line.hop.role {
            case .view: depth = views; views += 1
            case .note: depth = views
            case .size: depth = max(views - 1, 0)
            }
            return String(repeating: "  ", count: depth) + line.hop.text + line.markText
        }.joined(separator: "\n")
    }

    /// A hop with the lengths chosen on its line and the levels it stands for once folded.
    struct Line {
        var hop: WhyChainHop
        var decides: Set<Axis> = []

        /// "  ◀ decided here", "  ◀ width decided here", or nothing.
        var markText: String {
            switch decides.count {
            case 2: return "  ◀ decided here"
            case 1: return decides.contains(.horizontal) ? "  ◀ width decided here" : "  ◀ height decided here"
            default: return ""
            }
        }
    }

    /// Marks, for each length of the last view on `path`, the line where it was chosen: when
    /// the view took its offer's length, the offer of the deepest view on the way whose offer a
    /// container or modifier worked out on that axis (padding only takes a constant off, so the
    /// offer it passes on was chosen above it), or the root's, which the window chose; when the
    /// view chose a length of its own, the last line.
    private func mark(_ lines: inout [Line], path: [NodeID]) {
        guard let target = path.last, let placed = placement(of: target) else { return }
        let proposals = path.map { placement(of: $0)?.proposal }
        for axis in Axis.both {
            let tookOffer = placed.proposal[axis].map { abs($0 - placed.size[axis]) < 0.001 } ?? false
            guard tookOffer else {
                if let last = lines.indices.last { lines[last].decides.insert(axis) }
                continue
            }
            var level = path.count - 1
            while level > 0, handover(to: path[level]) != .decided || proposals[level]?[axis] == proposals[level - 1]?[axis] {
                level -= 1
            }
            if let index = lines.firstIndex(where: { $0.hop.role == .view && $0.hop.level == level }) { lines[index].decides.insert(axis) }
        }
    }

    /// `lines` with each run of views that pass their offer on unchanged or less their padding
    /// (neither the root nor the view explained) folded, with the next view, into one line:
    /// "padding, background offered 375×207 and take 35 off the height: VStack offered 375×172".
    private func folded(_ lines: [Line], path: [NodeID]) -> [Line] {
        guard path.count > 2 else { return lines }
        let passes = (0..<path.count).map { level in
            level > 0 && level < path.count - 1 && handover(to: path[level + 1]) != .decided
        }
        var result: [Line] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hop.role == .view, passes[line.hop.level] else {
                result.append(line)
                index += 1
                continue
            }
            // The run: this view and the views below it that pass the offer on, then the view
            // they pass it to, whose line (a view line, since its offer was not decided) follows.
            var run = [line]
            index += 1
            while index < lines.count, lines[index].hop.role == .view {
                run.append(lines[index])
                index += 1
                if !passes[run[run.count - 1].hop.level] { break }
            }
            result.append(fold(run, path: path))
        }
        return result
    }

    /// One line for `run`: views that pass their offer on, then the view they pass it to.
    private func fold(_ run: [Line], path: [NodeID]) -> Line {
        guard run.count > 1, let first = run.first, let last = run.last,
              let entering = placement(of: path[first.hop.level])?.proposal,
              let leaving = placement(of: path[last.hop.level])?.proposal else { return run[0] }
        let passers = run.dropLast().map(\.hop.subject)
        let taken = Axis.both.compactMap { axis -> String? in
            guard let outer = entering[axis], let inner = leaving[axis], abs(outer - inner) > 0.001 else { return nil }
            return "\(PointFormat.string(outer - inner)) off the \(axis == .horizontal ? "width" : "height")"
        }
        let one = passers.count == 1
        let handing = taken.isEmpty
            ? " and \(one ? "passes" : "pass") it on to \(last.hop.subject)"
            : " and \(one ? "takes" : "take") \(taken.joined(separator: " and ")): \(last.hop.subject) offered \(leaving)"
        var hop = first.hop
        hop.subject = Self.grouped(passers)
        hop.offer += handing
        return Line(hop: hop, decides: run.reduce(into: Set<Axis>()) { $0.formUnion($1.decides) })
    }

    /// Names in order, repeats next to each other counted: "padding ×2, background".
    private static func grouped(_ names: [String]) -> String {
        var groups: [(name: String, count: Int)] = []
        for name in names {
            if let last = groups.last, last.name == name { groups[groups.count - 1].count += 1 } else { groups.append((name, 1)) }
        }
        return groups.map { $0.count == 1 ? $0.name : "\($0.name) ×\($0.count)" }.joined(separator: ", ")
    }
}
