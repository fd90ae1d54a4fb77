/// A coordinate space in which a `GeometryProxy` reports frames.
public enum CoordinateSpace: Hashable, Sendable {
    /// The window's coordinate space: the origin is the window's top-leading corner.
    case global
    /// The view's own coordinate space: the origin is the view's top-leading corner.
    case local
}
