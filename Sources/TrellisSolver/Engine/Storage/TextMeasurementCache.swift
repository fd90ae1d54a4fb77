import TrellisGraph

/// The measurements of the text nodes of one layout, by node and proposal, so that a text's
/// size and its baselines come from one call to its measurer (which may be a host framework's
/// costly one).
///
/// A text is asked about a handful of proposals (its ideal, its minimum, its share), so each
/// node keeps its measurements in one small array searched in order, which costs less than
/// hashing proposals into a dictionary per node.
final class TextMeasurementCache {
    private var measurements: [NodeID: [(proposal: ProposedViewSize, measurement: TextMeasurement)]] = [:]

    /// The proposals a node's array has room for before it grows.
    private static let expectedProposals = 4

    /// The measurement of `node` for `proposal`, made by `measure` the first time it is asked.
    func measurement(of node: NodeID, for proposal: ProposedViewSize, measure: () -> TextMeasurement) -> TextMeasurement {
        if let known = measurements[node]?.first(where: { $0.proposal == proposal }) { return known.measurement }
        let measurement = measure()
        measurements[node, default: Self.emptyEntries()].append((proposal, measurement))
        return measurement
    }

    /// Forgets the measurements of `node`, whose text changed.
    func forget(_ node: NodeID) {
        measurements[node] = nil
    }

    /// An empty array with room for the proposals a text is usually asked about.
    private static func emptyEntries() -> [(proposal: ProposedViewSize, measurement: TextMeasurement)] {
        var entries: [(proposal: ProposedViewSize, measurement: TextMeasurement)] = []
        entries.reserveCapacity(expectedProposals)
        return entries
    }
}
