import TrellisGraph

extension LayoutResult {
    /// This result as the last of `rounds` rounds of layout, with `warning` added when there is one.
    package func afterRounds(_ rounds: Int, warning: LayoutWarning?) -> LayoutResult {
        var result = self
        result.statistics.rounds = rounds
        if let warning { result.warnings.append(warning) }
        return result
    }
}
