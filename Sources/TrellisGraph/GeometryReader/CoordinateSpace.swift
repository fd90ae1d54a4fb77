/// A coordinate space in which a `GeometryProxy` reports frames.
///
/// A name is an `AnyHashable`, as in SwiftUI; it is treated as a `Sendable` value, so give
/// names that are (strings, enumeration cases).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The window's coordinate space: the origin is the window's top-leading corner.
    case global
    /// The view's own coordinate space: the origin is the view's top-leading corner.
    case local
    /// The coordinate space of the nearest enclosing view given `name` with
    /// `coordinateSpace(_:)`: the origin is that view's top-leading corner. Without such a view,
    /// the window's.
    case named(AnyHashable)
}
