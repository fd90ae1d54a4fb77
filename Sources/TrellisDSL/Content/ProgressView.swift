import Foundation
import TrellisGraph

/// A view that shows progress: a spinning indicator when the progress is unknown, a bar when it
/// is a value, unless a style (`progressViewStyle(_:)`) says otherwise. See
/// `Documentation/Trellis.docc/ContentViewMetrics.md` for the sizes.
nonisolated public struct ProgressView: View {
    /// The fraction done, from 0 to 1; `nil` while unknown.
    private let fractionCompleted: Double?

    /// An indeterminate progress indicator: a fixed 20 × 20 pt spinner.
    public init() {
        fractionCompleted = nil
    }

    /// A progress bar at `value` out of `total`: as wide as offered and 4 pt tall.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fractionCompleted = value.map { total > 0 ? Double(min(max($0 / total, 0), 1)) : 0 }
    }

    /// The progress view a style's configuration describes, in the default style (as a custom
    /// style's body writes it).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fractionCompleted = configuration.fractionCompleted
    }

    /// The spinner or the bar, or what the style in force makes.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.progressViewStyleMaker {
            maker.view(ProgressViewStyleConfiguration(fractionCompleted: fractionCompleted), resetting: \.progressViewStyleMaker)
        } else {
            ProgressIndicator(isLinear: fractionCompleted != nil)
        }
    }
}

/// A progress view's indicator: a bar as wide as offered, or a fixed spinner.
nonisolated struct ProgressIndicator: View {
    /// Whether it is a bar rather than a spinner.
    let isLinear: Bool
    @Environment(\.osVersion) private var design

    var body: some View {
        if isLinear {
            ControlLeaf(spec: ControlSpec(name: "ProgressView", width: .flexible(ideal: 10), height: .fixed(design.metric(.linearProgressHeight))))
        } else {
            let side = design.metric(.activityIndicatorSide)
            ControlLeaf(spec: ControlSpec(name: "ProgressView", width: .fixed(side), height: .fixed(side)))
        }
    }
}
