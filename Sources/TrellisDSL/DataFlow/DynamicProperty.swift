/// A stored property of a view that the framework updates before the view's body is read, such
/// as a property wrapper built from `@State` or `@Environment`. Trellis reads a view's state
/// through its wrappers directly, so `update()` does nothing unless a property defines it.
public protocol DynamicProperty {
    /// Brings the property up to date before the body is read.
    mutating func update()
}

extension DynamicProperty {
    /// Nothing to bring up to date.
    public mutating func update() {}
}
