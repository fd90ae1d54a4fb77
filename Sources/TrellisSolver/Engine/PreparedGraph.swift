import TrellisGraph

/// A graph made ready for layout: its facts (worked out from its corrected parameters) and
/// the warnings found before any layout, its corrected values and its structural warnings.
struct PreparedGraph {
    /// The facts an engine starts from.
    private(set) var facts: TreeFacts
    /// The host of the graph's custom layouts, with their spacing asked, when it has any.
    let customLayouts: CustomLayoutHost?
    /// The warnings of the values corrected, in the order of their nodes.
    private var corrections: [LayoutWarning]
    /// The warnings the graph's shape calls for.
    private var structuralWarnings: [LayoutWarning]

    /// The warnings found in the graph itself.
    var graphWarnings: [LayoutWarning] { corrections + structuralWarnings }

    /// `graph` made ready for layout.
    init(_ graph: LayoutGraph, memoize: Bool) {
        var normalizer = NormalizationReport()
        (facts, customLayouts) = LayoutEngine.facts(of: graph, normalizer: &normalizer, memoize: memoize)
        corrections = normalizer.warnings
        structuralWarnings = StructuralWarnings.find(in: facts)
    }

    /// Gives `node` the parameters `kind` and works out again what the change can reach (see
    /// ``TreeFacts/replaceKind(of:with:subtree:ancestors:normalizer:)``), or returns `false`,
    /// changing nothing, when the graph must be prepared again from scratch.
    mutating func replaceKind(of node: NodeID, with kind: NodeKind, subtree: [NodeID], ancestors: [NodeID]) -> Bool {
        var normalizer = NormalizationReport()
        guard facts.replaceKind(of: node, with: kind, subtree: subtree, ancestors: ancestors, normalizer: &normalizer) else { return false }
        corrections.removeAll { $0.node == node }
        let position = corrections.firstIndex { $0.node.index > node.index } ?? corrections.endIndex
        corrections.insert(contentsOf: normalizer.warnings, at: position)
        structuralWarnings = StructuralWarnings.find(in: facts)
        return true
    }
}
