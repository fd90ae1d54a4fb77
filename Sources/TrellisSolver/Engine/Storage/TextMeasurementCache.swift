import TrellisGraph

/// The measurements of the text nodes of one layout, by node and proposal, so that a text's
/// size and its baselines come from one call to its measurer (which may be a host framework's
/// costly one).
final class TextMeasurementCache {
    private struct Key: Hashable {
        var node: NodeID
        var proposal: ProposedViewSize
    }

    private var measurements: [Key: TextMeasurement] = [:]

    /// The measurement of `node` for `proposal`, made by `measure` the first time it is asked.
    func measurement(of node: NodeID, for proposal: ProposedViewSize, measure: () -> TextMeasurement) -> TextMeasurement {
        let key = Key(node: node, proposal: proposal)
        if let known = measurements[key] { return known }
        let measurement = measure()
        measurements[key] = measurement
        return measurement
    }
}
