import TrellisGeometry

/// A key for a value that a view gives the layout containing it, with
/// `layoutValue(key:value:)`, and that the layout reads from the subview with
/// `subview[Key.self]`.
///
/// ```swift
/// struct Rank: LayoutValueKey {
///     static let defaultValue = 0
/// }
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// A value written with `layoutValue(key:value:)`, stored in the graph for the layouts to read.
package struct LayoutValueBox: @unchecked Sendable {
    /// The value, of the key's `Value` type. The graph only hands it back to the layouts that
    /// read it while they lay out.
    package let value: Any

    package init(_ value: Any) {
        self.value = value
    }
}
