/// A key for a value in ``EnvironmentValues``.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value views see when no ancestor sets one.
    static var defaultValue: Value { get }
}
