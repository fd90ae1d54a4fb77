/// A value a view owns and may change, such as whether a button is shown.
///
/// ```swift
/// struct Checklist: View {
///     @State private var allDone = false
///     var body: some View {
///         VStack {
///             if allDone { Color.blue.frame(width: 120, height: 44) }
///             …
///         }
///         .onPreferenceChange(AllDoneKey.self) { allDone = $0 }
///     }
/// }
/// ```
/// The value is stored by the view's identity (its place in the view tree), not in the view
/// value, so it survives the view being made again. `layout(in:)` lowers the views again when an
/// action changes a state value, until no value changes. Outside a layout, a view's state reads
/// its initial value.
@propertyWrapper
public struct State<Value>: StateProperty {
    private let initialValue: Value
    private let location: StateLocation

    /// A state whose value starts as `wrappedValue`.
    public init(wrappedValue value: Value) {
        initialValue = value
        location = StateLocation()
    }

    /// A state whose value starts as `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value. Setting it from an action (such as `onPreferenceChange`'s) makes
    /// `layout(in:)` lay the views out again.
    public var wrappedValue: Value {
        get {
            guard let store = location.store, let key = location.key else { return initialValue }
            return store.value(for: key, initial: initialValue)
        }
        nonmutating set {
            guard let store = location.store, let key = location.key else { return }
            store.set(newValue, for: key)
        }
    }

    /// A binding to the value, written `$name`, to hand to a view that changes it.
    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    package func bind(to store: ViewStateStore, key: StateKey) {
        location.store = store
        location.key = key
        _ = store.value(for: key, initial: initialValue)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// A state whose value starts as `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

// As in SwiftUI, a state of a sendable value is sendable, so a view made of sendable values can be
// captured by a `Button`'s main-actor action that sets its state. The value itself lives in the
// locked `ViewStateStore`; the location is bound while lowering, before any action can run.
extension State: @unchecked Sendable where Value: Sendable {}

/// Where a ``State`` reads its value, once lowering has bound it. A reference, so that every copy
/// of the view (and every action that captured one) reaches the same storage.
private final class StateLocation {
    var store: ViewStateStore?
    var key: StateKey?
}
