import TrellisGraph

/// The measurements of the text nodes of one layout, by node and proposal, so that a text's
/// size and its baselines come from one call to its measurer (which may be a host framework's
/// costly one).
final class TextMeasurementCache {
    private var measurements: [NodeID: [ProposedViewSize: TextMeasurement]] = [:]

    /// The measurement of `node` for `proposal`, made by `measure` the first time it is asked.
    func measurement(of node: NodeID, for proposal: ProposedViewSize, measure: () -> TextMeasurement) -> TextMeasurement {
        if let known = measurements[node]?[proposal] { return known }
        let measurement = measure()
        measurements[node, default: [:]][proposal] = measurement
        return measurement
    }

    /// Forgets the measurements of `node`, whose text changed.
    func forget(_ node: NodeID) {
        measurements[node] = nil
    }
}
