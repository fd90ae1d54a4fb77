import TrellisGraph

extension LayoutResult {
    /// This result as the last of `rounds` rounds of layout, with `warning` added when there is one.
    package func afterRounds(_ rounds: Int, warning: LayoutWarning?) -> LayoutResult {
        var statistics = statistics
        statistics.rounds = rounds
        return LayoutResult(graph: graph, windowSize: windowSize, frames: frames, warnings: warnings + (warning.map { [$0] } ?? []),
                            statistics: statistics, trace: trace, geometryReaderContents: geometryReaderContents)
    }
}
