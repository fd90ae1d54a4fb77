/// A named value that views pass up to their ancestors, combined over a subtree.
///
/// ```swift
/// struct AllDoneKey: PreferenceKey {
///     static let defaultValue = true
///     static func reduce(value: inout Bool, nextValue: () -> Bool) {
///         value = value && nextValue()
///     }
/// }
/// ```
/// Set a value with ``View/preference(key:value:)`` and read the subtree's combined value with
/// ``View/onPreferenceChange(_:perform:)``, ``View/overlayPreferenceValue(_:alignment:_:)`` or
/// ``View/backgroundPreferenceValue(_:alignment:_:)``.
public protocol PreferenceKey {
    /// The type of the key's value.
    associatedtype Value

    /// The value of a subtree in which no view sets one. Combining it with another value must
    /// leave that value unchanged: views without a value contribute nothing.
    static var defaultValue: Value { get }

    /// Combines the values of several views in view-tree order: `value` holds what has been
    /// combined so far and `nextValue()` gives the next view's value. A subtree with a single
    /// value is not reduced at all.
    static func reduce(value: inout Value, nextValue: () -> Value)
}
