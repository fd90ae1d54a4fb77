import TrellisGraph

/// A date picker style that shows the date and time on scrolling wheels, as UIKit's
/// `UIDatePicker` does in its wheels mode.
///
/// The wheels are as tall as UIKit's picker wheels, 216 pt, and take the width offered (320 pt
/// when none is), as a wheel ``Picker`` does (``DesignMetric/wheelPickerHeight``,
/// ``DesignMetric/wheelPickerWidth``). The label leads the wheels unless labels are hidden; that
/// arrangement is Trellis's choice, not measured on a rendering.
nonisolated public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
    /// The label, then the wheels.
    public func makeBody(configuration: DatePickerStyleConfiguration) -> some View {
        WheelDatePickerBody(label: configuration.label)
    }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Scrolling wheels of the date's and time's parts.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

/// A wheel date picker: the label and the wheels, or the wheels alone when labels are hidden.
nonisolated struct WheelDatePickerBody: View {
    let label: AnyView
    @Environment(\.osVersion) private var design
    @Environment(\.labelsVisibility) private var labelsVisibility

    @ViewBuilder var body: some View {
        if labelsVisibility == .hidden {
            wheels
        } else {
            HStack {
                label
                wheels
            }
        }
    }

    /// The wheels: UIKit's picker height, the offered width.
    private var wheels: some View {
        ControlLeaf(spec: ControlSpec(name: "DatePicker", width: .flexible(ideal: design.metric(.wheelPickerWidth)),
                                      height: .fixed(design.metric(.wheelPickerHeight))))
    }
}
