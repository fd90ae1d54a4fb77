import Foundation
import TrellisGraph

/// A view that shows a value within a range. With the iOS default style (a linear capacity
/// bar) it is a column, leading-aligned with 4 pt between rows: the label, a row of the
/// minimum's label, the bar (as wide as offered, 4 pt tall) and the maximum's label, and the
/// current value's label. Labels left out take no room.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let value: Double
    private let label: Label
    private let currentValueLabel: CurrentValueLabel
    private let bounds: (minimum: BoundsLabel, maximum: BoundsLabel)?

    /// A gauge at `value` within `bounds`, with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  bounds: (minimumValueLabel(), maximumValueLabel()))
    }

    private init<V: BinaryFloatingPoint>(value: V, in range: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
                                         bounds: (minimum: BoundsLabel, maximum: BoundsLabel)?) {
        self.value = Self.fraction(of: value, in: range)
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.bounds = bounds
    }

    /// The gauge as the style in force makes it: the linear capacity bar unless a custom style
    /// is set.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.gaugeStyleMaker {
            maker.view(configuration, resetting: \.gaugeStyleMaker)
        } else {
            GaugeLayout(label: label, currentValueLabel: currentValueLabel, minimumValueLabel: bounds?.minimum, maximumValueLabel: bounds?.maximum)
        }
    }

    /// The gauge's value and labels as a style reads them; labels the gauge was not given are
    /// `nil`.
    private var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(value: value, label: AnyView(label),
                                currentValueLabel: currentValueLabel is EmptyView ? nil : AnyView(currentValueLabel),
                                minimumValueLabel: bounds.map { AnyView($0.minimum) }, maximumValueLabel: bounds.map { AnyView($0.maximum) })
    }

    /// Where `value` lies within `range`, from 0 at its lower bound to 1 at its upper bound,
    /// clamped; 0 for an empty range.
    private static func fraction<V: BinaryFloatingPoint>(of value: V, in range: ClosedRange<V>) -> Double {
        let width = range.upperBound - range.lowerBound
        guard width > 0 else { return 0 }
        return Swift.min(Swift.max(Double((value - range.lowerBound) / width), 0), 1)
    }
}

/// A gauge's iOS linear capacity layout: a column, leading-aligned, of the label, a row of the
/// minimum's label, the bar (as wide as offered) and the maximum's label, and the current
/// value's label. Labels left out take no room.
nonisolated struct GaugeLayout<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.osVersion) private var design

    var body: some View {
        VStack(alignment: .leading, spacing: design.metric(.gaugeRowSpacing)) {
            label
            HStack {
                if let minimumValueLabel { minimumValueLabel }
                ControlLeaf(spec: ControlSpec(name: "Gauge", width: .flexible(ideal: 10), height: .fixed(design.metric(.linearProgressHeight))))
                if let maximumValueLabel { maximumValueLabel }
            }
            currentValueLabel
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: EmptyView(), bounds: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds`, with its current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), bounds: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds`, with its current value's label and its bounds' labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), bounds: (minimumValueLabel(), maximumValueLabel()))
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge at `value` within `bounds`, with its current value's label and marked values
    /// (drawn along the bar, no room of their own).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, in: bounds, label: label(), currentValueLabel: currentValueLabel(), bounds: nil)
    }
}
