import Foundation
import TrellisGraph

/// A view that shows progress: a spinning indicator when the progress is unknown, a bar when it
/// is a value, unless a style (`progressViewStyle(_:)`) says otherwise. See
/// `Documentation/Trellis.docc/ContentViewMetrics.md` for the sizes.
nonisolated public struct ProgressView: View {
    /// The fraction done, from 0 to 1; `nil` while unknown.
    private let fractionCompleted: Double?
    /// What the progress is of, if labelled.
    private let label: AnyView?
    /// The current value, described, if labelled.
    private let currentValueLabel: AnyView?

    private init(fraction: Double?, label: AnyView? = nil, currentValueLabel: AnyView? = nil) {
        fractionCompleted = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// An indeterminate progress indicator: a fixed 20 × 20 pt spinner.
    public init() {
        self.init(fraction: nil)
    }

    /// A spinner titled `title`, which sits below it in the secondary colour.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: AnyView(Text(title)))
    }

    /// A spinner labelled by `label`, which sits below it in the secondary colour.
    public init<Label: View>(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: AnyView(label()))
    }

    /// A progress bar at `value` out of `total`: as wide as offered and 4 pt tall.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total))
    }

    /// A progress bar at `value` out of `total` titled `title`, which sits above it.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: AnyView(Text(title)))
    }

    /// A progress bar at `value` out of `total` labelled by `label`, which sits above it.
    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: AnyView(label()))
    }

    /// A progress bar at `value` out of `total` labelled by `label` above it and by
    /// `currentValueLabel` below it.
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: AnyView(label()), currentValueLabel: AnyView(currentValueLabel()))
    }

    /// The progress view a style's configuration describes, in the default style (as a custom
    /// style's body writes it).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }

    private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        value.map { total > 0 ? Double(min(max($0 / total, 0), 1)) : 0 }
    }

    /// The spinner or the bar with its labels, or what the style in force makes.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.progressViewStyleMaker {
            maker.view(ProgressViewStyleConfiguration(fractionCompleted: fractionCompleted, label: label,
                                                      currentValueLabel: currentValueLabel),
                       resetting: \.progressViewStyleMaker)
        } else {
            ProgressLayout(isLinear: fractionCompleted != nil, label: label, currentValueLabel: currentValueLabel)
        }
    }
}

/// A progress view's indicator with its labels: a spinner with its label 8 pt below it,
/// centred, in the secondary colour; a bar with its label 4 pt above it and its current value's
/// label 4 pt below it, leading aligned (both spacings chosen: see the ContentViewMetrics
/// article).
nonisolated struct ProgressLayout: View {
    /// Whether it is a bar rather than a spinner.
    let isLinear: Bool
    /// What the progress is of.
    let label: AnyView?
    /// The current value, described.
    let currentValueLabel: AnyView?

    @ViewBuilder var body: some View {
        if label == nil && currentValueLabel == nil {
            ProgressIndicator(isLinear: isLinear)
        } else if isLinear {
            VStack(alignment: .leading, spacing: 4) {
                if let label { label }
                ProgressIndicator(isLinear: true)
                if let currentValueLabel { currentValueLabel }
            }
        } else {
            VStack(spacing: 8) {
                ProgressIndicator(isLinear: false)
                if let label { label.foregroundStyle(.secondary) }
            }
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
