import Foundation

/// The environment's objects, by type, set with `environmentObject(_:)`.
struct EnvironmentObjects: @unchecked Sendable {
    // Read only through `EnvironmentObject`, while the views are lowered.
    var objects: [ObjectIdentifier: AnyObject] = [:]
}

private struct EnvironmentObjectsKey: EnvironmentKey {
    static let defaultValue = EnvironmentObjects()
}

extension EnvironmentValues {
    /// The objects set with `environmentObject(_:)`.
    var environmentObjects: EnvironmentObjects {
        get { self[EnvironmentObjectsKey.self] }
        set { self[EnvironmentObjectsKey.self] = newValue }
    }
}

/// An observable object an ancestor put in the environment with `environmentObject(_:)`.
///
/// As in SwiftUI, reading it when no ancestor provided one of its type stops the program with a
/// message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: AnyObject> {
    /// Reads the object of type `ObjectType` from the environment.
    public init() {}

    /// The object.
    public var wrappedValue: ObjectType {
        guard let object = CurrentEnvironment.values.environmentObjects.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
            fatalError("No object of type \(ObjectType.self) found: a view's ancestor must provide it with environmentObject(_:)")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

nonisolated extension View {
    /// Puts `object` in the environment for `@EnvironmentObject` properties of type `T` below.
    public func environmentObject<T: AnyObject>(_ object: T) -> some View {
        transformEnvironment(\.environmentObjects) { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    /// Puts an `@Observable` object in the environment, for `@Environment(T.self)` below.
    public func environment<T: AnyObject>(_ object: T?) -> some View {
        transformEnvironment(\.environmentObjects) { $0.objects[ObjectIdentifier(T.self)] = object }
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `Value` an ancestor set with `environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject {
        self.init(\EnvironmentValues.[observable: ObjectIdentifier(objectType)] as KeyPath<EnvironmentValues, Value>)
    }
}

extension EnvironmentValues {
    /// The object of the type identified by `type`, set with `environment(_:)`.
    fileprivate subscript<T: AnyObject>(observable type: ObjectIdentifier) -> T {
        guard let object = environmentObjects.objects[type] as? T else {
            fatalError("No object of type \(T.self) found: a view's ancestor must provide it with environment(_:)")
        }
        return object
    }
}
