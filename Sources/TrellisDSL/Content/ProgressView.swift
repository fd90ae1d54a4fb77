import TrellisGraph

/// A view that shows progress: a spinning indicator when the progress is unknown, a bar when it
/// is a value. See `Documentation/Trellis.docc/ContentViewMetrics.md` for the sizes.
nonisolated public struct ProgressView: View {
    private let spec: ControlSpec

    /// An indeterminate progress indicator: a fixed 20 × 20 pt spinner.
    public init() {
        spec = ControlSpec(name: "ProgressView", width: .fixed(20), height: .fixed(20))
    }

    /// A progress bar at `value` out of `total`: as wide as offered and 4 pt tall.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        spec = ControlSpec(name: "ProgressView", width: .flexible(ideal: 10), height: .fixed(4))
    }

    /// The spinner or the bar.
    public var body: some View { ControlLeaf(spec: spec) }
}
