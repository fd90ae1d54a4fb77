import Foundation
import TrellisGraph

/// A view that shows a value within a range. With the iOS default style (a linear capacity
/// bar) it is a column, leading-aligned with 4 pt between rows: the label, a row of the
/// minimum's label, the bar (as wide as offered, 4 pt tall) and the maximum's label, and the
/// current value's label. Labels left out take no room.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    private let label: Label
    private let currentValueLabel: CurrentValueLabel
    private let bounds: (minimum: BoundsLabel, maximum: BoundsLabel)?

    @Environment(\.osVersion) private var design

    /// A gauge at `value` within `bounds`, with every label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.bounds = (minimumValueLabel(), maximumValueLabel())
    }

    private init(label: Label, currentValueLabel: CurrentValueLabel, bounds: (minimum: BoundsLabel, maximum: BoundsLabel)?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.bounds = bounds
    }

    /// The label, the bar between its bounds' labels, and the current value's label.
    public var body: some View {
        VStack(alignment: .leading, spacing: design.metric(.gaugeRowSpacing)) {
            label
            HStack {
                if let bounds { bounds.minimum }
                ControlLeaf(spec: ControlSpec(name: "Gauge", width: .flexible(ideal: 10), height: .fixed(design.metric(.linearProgressHeight))))
                if let bounds { bounds.maximum }
            }
            currentValueLabel
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds`, described by `label`.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: EmptyView(), bounds: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds`, with its current value's label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), bounds: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge at `value` within `bounds`, with its current value's label and its bounds' labels.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), bounds: (minimumValueLabel(), maximumValueLabel()))
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge at `value` within `bounds`, with its current value's label and marked values
    /// (drawn along the bar, no room of their own).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), bounds: nil)
    }
}
