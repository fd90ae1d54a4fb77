/// A key for a value the focused view publishes to the app (its menus and commands).
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the focused view and its scene publish. Trellis has no focus, so none is ever
/// published: every value reads `nil`.
nonisolated public struct FocusedValues: Sendable {
    /// The value for `key`: always `nil` in Trellis.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { nil }
        set {}
    }
}

/// A value the focused view publishes, read by key path (`@FocusedValue(\.selection)`); always
/// `nil` in Trellis.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// A focused value read at `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}

    /// The value: `nil`, since no view has the focus.
    public var wrappedValue: Value? { nil }
}

// Publishing values to the focused scene's commands never changes a frame.
nonisolated extension View {
    /// This view publishing `value` at `keyPath` while focused; it lays out unchanged.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { drawingOnly() }
    /// This view publishing `value` at `keyPath` while its scene is focused; it lays out
    /// unchanged.
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { drawingOnly() }
    /// This view publishing `object` while focused; it lays out unchanged.
    public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { drawingOnly() }
    /// This view publishing `object` while its scene is focused; it lays out unchanged.
    public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { drawingOnly() }
}
