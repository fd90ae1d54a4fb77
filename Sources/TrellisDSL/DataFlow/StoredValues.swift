import Foundation
import TrellisGraph

/// A value stored in user defaults in SwiftUI. Trellis keeps it in memory for the view, like
/// `@State`, starting from its default; the key is not read.
@propertyWrapper
public struct AppStorage<Value>: StateBackedProperty {
    /// The state the value is kept in.
    package let state: State<Value>

    /// A stored value under `key` of `store` (the standard user defaults when `nil`),
    /// `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) { state = State(wrappedValue: wrappedValue) }

    /// An optional stored value under `key` of `store`, `nil` until set
    /// (`@AppStorage("name") var name: String?`).
    public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? { state = State(wrappedValue: nil) }

    /// A tab view's customisation stored under `key` of `store`, none until set (iOS 18).
    public init(_ key: String, store: UserDefaults? = nil) where Value == TabViewCustomization { state = State(wrappedValue: TabViewCustomization()) }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }

}

/// A value restored with the scene in SwiftUI. Trellis keeps it in memory for the view, like
/// `@State`, starting from its default.
@propertyWrapper
public struct SceneStorage<Value>: StateBackedProperty {
    /// The state the value is kept in.
    package let state: State<Value>

    /// A stored value under `key`, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) { state = State(wrappedValue: wrappedValue) }

    /// An optional value restored under `key`, `nil` until set.
    public init<Wrapped>(_ key: String) where Value == Wrapped? { state = State(wrappedValue: nil) }

    /// The value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> { state.projectedValue }

}

/// Which view has the keyboard focus. Trellis has no focus, so the value stays as set; the
/// `focused` modifiers do not change layout.
@propertyWrapper
public struct FocusState<Value: Hashable>: StateBackedProperty {
    /// The state the value is kept in.
    package let state: State<Value>

    /// A focus state that starts as `value`.
    public init(wrappedValue value: Value) { state = State(wrappedValue: value) }

    /// A focus state that starts unfocused (`false`).
    public init() where Value == Bool { state = State(wrappedValue: false) }

    /// A focus state that starts with no view focused.
    public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

    /// The focused value.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding to the focused value, for `focused(_:)`.
    public var projectedValue: Binding { Binding(state: state) }


    /// A binding to a focus state, handed to `focused(_:)` and `focused(_:equals:)`.
    public struct Binding {
        let state: State<Value>
    }
}

nonisolated extension View {
    /// Ties this view's focus to `condition`; no effect on layout.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Ties this view's focus to `binding` having `value`; no effect on layout.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// A length that scales with Dynamic Type like a text style (`.body` by default):
/// `@ScaledMetric var iconSize = 24`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
    private let base: Value
    private let textStyle: Font.TextStyle

    /// `wrappedValue` at the large size, scaled like `relativeTo`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle = .body) {
        base = wrappedValue
        self.textStyle = textStyle
    }

    /// The length at the environment's Dynamic Type size: the base length times the ratio of the
    /// text style's size there to its size at large.
    public var wrappedValue: Value {
        let step = CurrentEnvironment.values.dynamicTypeSize.rawValue
        return base * Value(textStyle.pointSize(atDynamicTypeStep: step) / textStyle.pointSize)
    }
}
