import TrellisGraph

/// A view that shows progress: a spinning indicator when the progress is unknown, a bar when it
/// is a value. See `Documentation/Trellis.docc/ContentViewMetrics.md` for the sizes.
nonisolated public struct ProgressView: View {
    /// Whether it is a bar (a value) rather than a spinner.
    private let isLinear: Bool
    @Environment(\.osVersion) private var design

    /// An indeterminate progress indicator: a fixed 20 × 20 pt spinner.
    public init() {
        isLinear = false
    }

    /// A progress bar at `value` out of `total`: as wide as offered and 4 pt tall.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        isLinear = true
    }

    /// The spinner or the bar.
    public var body: some View {
        if isLinear {
            ControlLeaf(spec: ControlSpec(name: "ProgressView", width: .flexible(ideal: 10), height: .fixed(design.metric(.linearProgressHeight))))
        } else {
            let side = design.metric(.activityIndicatorSide)
            ControlLeaf(spec: ControlSpec(name: "ProgressView", width: .fixed(side), height: .fixed(side)))
        }
    }
}
