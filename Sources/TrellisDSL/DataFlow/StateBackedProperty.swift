/// What `AppStorage`, `SceneStorage` and `FocusState` share: Trellis keeps their value in
/// memory for the view, as `@State` keeps one, so each wraps a `State` and is bound to the view's
/// store through it. (Each still declares its own `wrappedValue`: Swift looks for a property
/// wrapper's `wrappedValue` in the type itself, not in a protocol's extension.)
package protocol StateBackedProperty: StateProperty {
    /// The type of the value kept.
    associatedtype Value
    /// The state the value is kept in.
    var state: State<Value> { get }
}

extension StateBackedProperty {
    /// Binds the wrapped state to the value stored under `key` in `store`.
    package func bind(to store: ViewStateStore, key: StateKey) { state.bind(to: store, key: key) }
}
