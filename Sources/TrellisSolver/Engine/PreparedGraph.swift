import TrellisGraph

/// A graph made ready for layout: its facts (worked out from its corrected parameters) and
/// the warnings found before any layout, its corrected values and its structural warnings.
struct PreparedGraph {
    /// The facts an engine starts from.
    let facts: TreeFacts
    /// The host of the graph's custom layouts, with their spacing asked, when it has any.
    let customLayouts: CustomLayoutHost?
    /// The warnings found in the graph itself.
    let graphWarnings: [LayoutWarning]

    /// `graph` made ready for layout.
    init(_ graph: LayoutGraph, memoize: Bool) {
        var normalizer = NormalizationReport()
        (facts, customLayouts) = LayoutEngine.facts(of: graph, normalizer: &normalizer, memoize: memoize)
        graphWarnings = normalizer.warnings + StructuralWarnings.find(in: facts)
    }
}
