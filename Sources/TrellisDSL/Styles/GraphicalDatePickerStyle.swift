import Foundation
import TrellisGraph

/// A date picker style that shows a month's calendar, and below it the time in a compact
/// button when the picker edits the time, as iOS's inline `UIDatePicker` does. The label is not
/// shown.
///
/// The calendar takes the width offered (320 pt when none is, UIKit's picker width) and is
/// ``DesignMetric/graphicalCalendarHeight`` tall, a chosen value: no published figure or
/// rendering gives it. The time row is laid out as a compact date picker's row, titled "Time".
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
    /// The calendar, then the time row.
    public func makeBody(configuration: DatePickerStyleConfiguration) -> some View {
        GraphicalDatePickerBody(selection: configuration.selection, components: configuration.displayedComponents)
    }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar, and the time below it.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// A graphical date picker: the calendar when it edits the date, the time row when it edits the
/// time.
nonisolated struct GraphicalDatePickerBody: View {
    let selection: Date
    let components: DatePickerComponents
    @Environment(\.osVersion) private var design

    var body: some View {
        VStack(spacing: 0) {
            if components.contains(.date) {
                ControlLeaf(spec: ControlSpec(name: "DatePicker", width: .flexible(ideal: design.metric(.wheelPickerWidth)),
                                              height: .fixed(design.metric(.graphicalCalendarHeight))))
            }
            if components.contains(.hourAndMinute) {
                CompactDatePickerRow(label: Text("Time"), selection: selection, components: .hourAndMinute)
            }
        }
    }
}
