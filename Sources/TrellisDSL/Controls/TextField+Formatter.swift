import Foundation

nonisolated extension TextField where Label == Text {
    /// A text field that edits `value` through `formatter`, Foundation's older formatting
    /// API: it shows `formatter`'s string for the value and writes back what a number or date
    /// formatter reads from the text. It lays out as a text field showing the formatted value.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }

    /// A text field that edits `value` through `formatter`, showing `prompt` while empty. It
    /// lays out as a text field showing the formatted value.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title, text: Binding(
            get: { formatter.string(for: value.wrappedValue) ?? "" },
            set: { if let parsed: V = Self.parse($0, with: formatter) { value.wrappedValue = parsed } }),
                  prompt: prompt)
    }

    /// A text field that edits `value` through `formatter`, calling `onEditingChanged` and
    /// `onCommit` (the form SwiftUI deprecates for `onSubmit`). It lays out as a text field
    /// showing the formatted value.
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter,
                                      onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}) {
        self.init(title, value: value, formatter: formatter, prompt: nil)
    }

    /// The value of type `V` that `formatter` reads from `text`: numbers through a
    /// `NumberFormatter`, dates through a `DateFormatter`; `nil` for other formatters or text
    /// that does not parse.
    private static func parse<V>(_ text: String, with formatter: Formatter) -> V? {
        if let dates = formatter as? DateFormatter {
            return dates.date(from: text) as? V
        }
        guard let numbers = formatter as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch V.self {
        case is Double.Type: return number.doubleValue as? V
        case is Float.Type: return number.floatValue as? V
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? V
        case is Int.Type: return number.intValue as? V
        default: return nil
        }
    }
}
