/// Counters that show how much work a layout took.
public struct LayoutStatistics: Sendable, Hashable {
    /// Sizes computed by running a layout rule.
    public var measurements = 0
    /// Sizes answered from the measurement cache instead.
    public var cacheHits = 0
    /// Nodes given a frame.
    public var placements = 0

    /// Creates the counters of a layout that has not started: no work.
    public init() {}
}
