/// A key for a value a view gives the container that holds it (iOS 18), which the container
/// reads from the view's ``Subview/containerValues``. Declare one with `@Entry` in an
/// extension of ``ContainerValues``, or as a type with a default value and a property of
/// ``ContainerValues`` that reads and writes it.
public protocol ContainerValueKey {
    /// The type of the key's value.
    associatedtype Value
    /// The value a subview has when no view sets one.
    static var defaultValue: Value { get }
}
