import Foundation
import TrellisGraph

/// The corrections made to a graph's invalid parameters, gathered while ``TreeFacts`` asks
/// each node's rule to normalise its spec (``FactsRule/normalize(_:_:)``).
///
/// SwiftUI logs and ignores an invalid fixed frame dimension, and orders flexible frame limits
/// that contradict each other. Where SwiftUI would carry a NaN, an infinite or an absurdly
/// large value into the layout, Trellis replaces the value instead, so that every frame it
/// reports is finite; each replacement is a ``LayoutWarning``.
struct NormalizationReport {
    /// The warnings, one per replaced value.
    private(set) var warnings: [LayoutWarning] = []
    /// How many values were replaced so far.
    private(set) var corrections = 0
    /// The node whose parameters are being checked.
    var node = NodeID(0)
    /// The graph being checked, whose nodes the warnings name.
    var graph = LayoutGraph()
    /// The nodes whose kinds were corrected, with their corrected kinds.
    private var replacements: [(NodeID, NodeKind)] = []

    /// The largest magnitude a length, offset or coordinate may have: beyond it, arithmetic
    /// on a few such values can overflow to infinity. SwiftUI has no such limit, but no screen
    /// comes near it.
    static let largestLength: CGFloat = 1e12

    /// Whether `value` is a usable length or coordinate: finite and within ``largestLength``.
    static func isUsable(_ value: CGFloat) -> Bool {
        value.isFinite && abs(value) <= largestLength
    }

    /// Reports that `parameter` of the current node had `value` and was replaced as
    /// `replacement` says.
    mutating func replaced(_ parameter: LayoutWarning.Parameter, _ value: CGFloat, with replacement: LayoutWarning.Replacement) {
        corrections += 1
        warnings.append(LayoutWarning(kind: .invalidValue, node: node, in: graph, detail: .invalidValue(parameter, value: value, replacement: replacement)))
    }

    /// Reports a problem with the current node that is not a replaced value.
    mutating func report(_ kind: LayoutWarning.Kind, _ detail: LayoutWarning.Detail, corrected: Bool) {
        if corrected { corrections += 1 }
        warnings.append(LayoutWarning(kind: kind, node: node, in: graph, detail: detail))
    }

    /// Records a correction SwiftUI makes without logging, which gives no warning.
    mutating func correctedSilently() {
        corrections += 1
    }

    /// Remembers `kind` as the corrected kind of `node`, for ``apply(to:)``.
    mutating func replace(_ node: NodeID, with kind: NodeKind) {
        replacements.append((node, kind))
    }

    /// `graph` with the corrections made. Untouched graphs are not copied.
    func apply(to graph: LayoutGraph) -> LayoutGraph {
        guard !replacements.isEmpty else { return graph }
        var result = graph
        for (id, kind) in replacements { result.setKind(kind, of: id) }
        return result
    }

    /// `value`, or 0 with a warning when it is not a usable length (`allowNegative: false`
    /// also replaces negative values).
    mutating func usableLength(_ value: CGFloat, _ parameter: LayoutWarning.Parameter, allowNegative: Bool = false) -> CGFloat {
        guard !Self.isUsable(value) || (!allowNegative && value < 0) else { return value }
        replaced(parameter, value, with: .value(0))
        return 0
    }
}
