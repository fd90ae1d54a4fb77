import Foundation
import TrellisGraph

/// The parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Components from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for choosing a date, laid out in the compact style (iOS's default): the label
/// leads, a spacer follows, then a button showing the date and one showing the time. A custom
/// ``DatePickerStyle`` lays it out through its `makeBody(configuration:)` instead.
///
/// Each button is its text in the body font (the date as "Jan 1, 2024", the time as
/// "9:41 AM", in US English and UTC) with 11 pt on each side, 35 pt tall. See the
/// ContentViewMetrics article.
nonisolated public struct DatePicker<Label: View>: View {
    /// The chosen date.
    public let selection: Binding<Date>
    private let range: ClosedRange<Date>?
    private let components: DatePickerComponents
    private let label: Label

    /// A date picker described by `label`, bound to `selection`, editing `displayedComponents`.
    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: nil, displayedComponents: displayedComponents, label: label())
    }

    /// A date picker described by `label`, bound to `selection` within `range`.
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range, displayedComponents: displayedComponents, label: label())
    }

    private init(selection: Binding<Date>, range: ClosedRange<Date>?, displayedComponents: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = displayedComponents
        self.label = label
    }

    /// The date picker as the style in force makes it: the compact row unless a custom style is
    /// set.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.datePickerStyleMaker {
            let configuration = DatePickerStyleConfiguration(label: AnyView(label), selection: selection, minimumDate: range?.lowerBound,
                                                             maximumDate: range?.upperBound, displayedComponents: components)
            maker.view(configuration, resetting: \.datePickerStyleMaker)
        } else {
            CompactDatePickerRow(label: label, selection: selection.wrappedValue, components: components)
        }
    }
}

/// A date picker's compact row: the label, a spacer and the date and time buttons; the buttons
/// alone when labels are hidden. In a list row the buttons are centred in the row at its
/// minimum height, as a toggle's switch is: the row's vertical insets shrink to what is left
/// around them (iOS 18 draws a 35-pt button in a 44-pt form row, mhi-compactdate-rowheight-18).
nonisolated struct CompactDatePickerRow<Label: View>: View {
    let label: Label
    let selection: Date
    let components: DatePickerComponents
    @Environment(\.labelsVisibility) private var labelsVisibility

    @ViewBuilder var body: some View {
        if labelsVisibility == .hidden {
            HStack { buttons }
        } else if let list = CurrentEnvironment.values.listLoweringContext {
            let insets = list.metrics.rowInsets
            let around = Swift.max(0, (list.metrics.minimumRowHeight - CurrentEnvironment.values.metric(.compactDateHeight)) / 2)
            HStack {
                label
                Spacer()
                buttons
            }
            .listRowInsets(EdgeInsets(top: Swift.min(insets.top, around), leading: insets.leading,
                                      bottom: Swift.min(insets.bottom, around), trailing: insets.trailing))
        } else {
            HStack {
                label
                Spacer()
                buttons
            }
        }
    }

    /// The compact buttons of the date and the time.
    @ViewBuilder private var buttons: some View {
        if components.contains(.date) {
            CompactDateButton(text: Self.text(of: selection, format: "MMM d, yyyy"))
        }
        if components.contains(.hourAndMinute) {
            CompactDateButton(text: Self.text(of: selection, format: "h:mm a"))
        }
    }

    /// `date` written with `format`, in US English and UTC, so that layouts do not depend on
    /// the machine.
    static func text(of date: Date, format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled `title`, bound to `selection`, editing `displayedComponents`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A date picker titled `title`, bound to `selection` within `range`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// One button of a compact date picker: its text in the body font, padded, at a fixed height.
nonisolated struct CompactDateButton: View {
    let text: String
    @Environment(\.osVersion) private var design

    var body: some View {
        Text(text)
            .font(.body)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, design.metric(.compactDatePadding))
            .frame(height: design.metric(.compactDateHeight))
    }
}
