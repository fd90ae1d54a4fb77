import Foundation
import Trellis

/// A `--view` argument: a name given with `.id(_:)` or `.accessibilityIdentifier(_:)`, and,
/// after `#`, which of the views with that name to take, counting from 1 in the order they
/// were named (`--view productCard#3`).
struct ViewArgument {
    /// The argument as written.
    let text: String
    /// The name.
    let name: String
    /// Which of the views named ``name`` to take, counting from 1; `nil` when not given.
    let position: Int?

    /// Reads `text`; a name that itself contains `#` is taken whole when `graph` has a view of
    /// that name.
    init(_ text: String, in graph: LayoutGraph) {
        self.text = text
        if graph.nodes(named: text).isEmpty, let hash = text.lastIndex(of: "#"), let position = Int(text[text.index(after: hash)...]) {
            name = String(text[..<hash])
            self.position = position
        } else {
            name = text
            position = nil
        }
    }

    /// The view the argument picks in `graph`, and a note saying how many views have its name
    /// when there are several and no position was given; throws, listing the names there are
    /// (the closest first, as "did you mean"), when no view has the name or the position is
    /// beyond their number.
    func node(in graph: LayoutGraph) throws(CommandError) -> (node: NodeID, note: String?) {
        let matches = graph.nodes(named: name)
        guard !matches.isEmpty else { throw CommandError.input(Self.noViewNamed(name, in: graph)) }
        guard let position else {
            let note = matches.count > 1
                ? "\(matches.count) views are named '\(name)'; this is the first (pick another with --view '\(name)#N', N from 1 to \(matches.count))"
                : nil
            return (matches[0], note)
        }
        guard (1...matches.count).contains(position) else {
            throw CommandError.input("--view \(text): \(matches.count == 1 ? "one view is" : "\(matches.count) views are") named '\(name)'; N in '\(name)#N' counts them from 1 to \(matches.count)")
        }
        return (matches[position - 1], nil)
    }

    /// Says that no view is named `name`, with the nearest names as suggestions and every name
    /// the graph has.
    static func noViewNamed(_ name: String, in graph: LayoutGraph) -> String {
        var names: [String] = []
        for node in graph.nodeIDs {
            for id in graph[node].ids where !names.contains(id) { names.append(id) }
        }
        guard !names.isEmpty else { return "no view named '\(name)' in the graph, which names no views (name one with .id(_:))" }
        let suggestions = NameSuggestions.nearest(to: name, among: names)
        let guess = suggestions.isEmpty ? "." : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: " or "))?"
        return "no view named '\(name)' in the graph\(guess) The named views are \(names.sorted().map { "'\($0)'" }.joined(separator: ", "))."
    }
}
