import Foundation

/// A style that makes a date picker's appearance from its label, date and range, as in
/// SwiftUI: a custom style's `makeBody(configuration:)` lays out. The automatic and compact
/// styles lay a date picker out in the compact style, iOS's default (see ``DatePicker``);
/// ``WheelDatePickerStyle`` and ``GraphicalDatePickerStyle`` as wheels and as a calendar.
@MainActor @preconcurrency
public protocol DatePickerStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The date picker made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label, date and range of the date picker being styled.
    typealias Configuration = DatePickerStyleConfiguration
}

/// The label, date and range of a date picker being styled by a ``DatePickerStyle``.
public struct DatePickerStyleConfiguration {
    /// The type of the picker's label: any view.
    public typealias Label = AnyView
    /// The picker's label.
    public let label: Label
    /// The chosen date.
    @Binding public var selection: Date
    /// The earliest date that can be chosen, if any.
    public var minimumDate: Date?
    /// The latest date that can be chosen, if any.
    public var maximumDate: Date?
    /// The parts of the date the picker edits.
    public var displayedComponents: DatePickerComponents

    init(label: AnyView, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents) {
        self.label = label
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }
}

/// The default date picker style: compact on iOS.
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
    /// The compact row: the label, a spacer and the date and time buttons.
    public func makeBody(configuration: DatePickerStyleConfiguration) -> some View {
        CompactDatePickerRow(label: configuration.label, selection: configuration.selection, components: configuration.displayedComponents)
    }
}

/// A date picker style that shows the date and time in buttons opening a calendar or a clock.
nonisolated public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
    /// The compact row: the label, a spacer and the date and time buttons.
    public func makeBody(configuration: DatePickerStyleConfiguration) -> some View {
        CompactDatePickerRow(label: configuration.label, selection: configuration.selection, components: configuration.displayedComponents)
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style: compact on iOS.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Buttons showing the date and the time.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<DatePickerStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the date pickers in the view make their view; `nil`: the compact row.
    var datePickerStyleMaker: StyleMaker<DatePickerStyleConfiguration>? {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the date pickers in this view with `style`: a custom style lays them out through
    /// its `makeBody(configuration:)`, and so do the built-in styles; the compact and automatic
    /// styles lay out alike.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        styled(\.datePickerStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
