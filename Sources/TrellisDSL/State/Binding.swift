/// A way to read and write a value owned by someone else, such as a parent's ``State``.
///
/// ```swift
/// struct Toggle: View {
///     @Binding var isOn: Bool
///     …
/// }
/// Toggle(isOn: $showDetails)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// A binding from the projected value of another binding (`$name` of a `@Binding`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writing it does nothing.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The value the binding refers to.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    /// The binding itself, written `$name`.
    public var projectedValue: Binding<Value> { self }

    /// A binding to the property at `keyPath` of the value, such as `$settings.isOn`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] },
            set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

// As in SwiftUI, a binding to a sendable value is sendable, so a view holding one can be captured
// by a `Button`'s main-actor action that writes it. Its accessors come from a `State` (whose
// storage is locked), another binding or the caller, who vouches for them.
extension Binding: @unchecked Sendable where Value: Sendable {}
