/// A change every `Text` applies to its string before it is laid out: how the audit's
/// pseudo-languages (double length, accented, bounded) stand in for a translation.
package struct TextTransform: Sendable {
    /// The string a text shows in place of `string`.
    package let apply: @Sendable (String) -> String

    /// A transform applying `apply`.
    package init(_ apply: @escaping @Sendable (String) -> String) {
        self.apply = apply
    }
}

private struct TextTransformKey: EnvironmentKey {
    static let defaultValue: TextTransform? = nil
}

extension EnvironmentValues {
    /// The change every `Text` applies to its string, after its formatting and `textCase`;
    /// `nil` (the default) shows strings as written.
    package var textTransform: TextTransform? {
        get { self[TextTransformKey.self] }
        set { self[TextTransformKey.self] = newValue }
    }
}
