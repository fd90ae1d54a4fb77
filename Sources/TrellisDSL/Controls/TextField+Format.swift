import Foundation

nonisolated extension TextField where Label == Text {
    /// A text field that edits `value` through `format`: it shows the formatted value and
    /// writes back what parses. It lays out as a text field showing the formatted value.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: Binding(
            get: { format.format(value.wrappedValue) },
            set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } }))
    }

    /// A text field that edits the optional `value` through `format`: empty while `value` is
    /// `nil`, and `nil` again when its text does not parse. It lays out as a text field showing
    /// the formatted value, or the title while empty.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title, text: Binding(
            get: { value.wrappedValue.map { format.format($0) } ?? "" },
            set: { value.wrappedValue = try? format.parseStrategy.parse($0) }))
    }
}
