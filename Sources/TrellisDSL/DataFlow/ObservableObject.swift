import Foundation

/// An object whose changes views observe, as Combine's `ObservableObject` is in SwiftUI.
///
/// Linux has no Combine, so Trellis declares the protocol itself with a minimal
/// ``ObservableObjectPublisher`` as `objectWillChange`: `@Published` properties and code that
/// calls `objectWillChange.send()` compile unchanged. Trellis lays views out from the values
/// the objects hold when the layout is asked for; nothing is published to subscribers.
public protocol ObservableObject: AnyObject {
    /// The publisher that announces changes.
    var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
    /// A publisher for objects that do not declare their own.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A stand-in for Combine's publisher of an `ObservableObject`'s changes: `send()` compiles and
/// does nothing.
public final class ObservableObjectPublisher: Sendable {
    /// A publisher.
    public init() {}

    /// Announces that the object is about to change.
    public func send() {}
}

/// A property of an ``ObservableObject`` that announces its changes in SwiftUI. In Trellis it
/// holds its value; `$name` is the value, as Combine's publisher cannot be offered.
@propertyWrapper
public struct Published<Value> {
    /// The value.
    public var wrappedValue: Value

    /// A property whose value starts as `wrappedValue`.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// The value (Combine's publisher in SwiftUI).
    public var projectedValue: Value { wrappedValue }
}

extension Published: Sendable where Value: Sendable {}

/// An observable object a view creates and owns: made once per view identity, kept across
/// layouts like `@State`.
@propertyWrapper
public struct StateObject<ObjectType: AnyObject>: StateProperty {
    private let state: State<ObjectType?>
    private let make: () -> ObjectType

    /// A state object made by `thunk` the first time the view is laid out.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        state = State(wrappedValue: nil)
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType {
        if let object = state.wrappedValue { return object }
        let object = make()
        state.wrappedValue = object
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    package func bind(to store: ViewStateStore, key: StateKey) { state.bind(to: store, key: key) }
}

/// An observable object a view is given by its parent.
@propertyWrapper
public struct ObservedObject<ObjectType: AnyObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Makes bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// Bindings to the properties of an `@Observable` object: `@Bindable var model` then
/// `TextField("Name", text: $model.name)`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The object.
    public var wrappedValue: Value

    /// Bindings to `wrappedValue`'s properties.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Bindings to `value`'s properties.
    public init(_ value: Value) { self.wrappedValue = value }

    /// This wrapper, for `$model.name`.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
