import Foundation

/// A coordinate space a `GeometryProxy` can report frames in, written `.global`, `.local`,
/// `.named(_:)` or `.scrollView`.
public protocol CoordinateSpaceProtocol: Sendable {
    /// The coordinate space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpace: CoordinateSpaceProtocol {
    /// The coordinate space itself.
    public var coordinateSpace: CoordinateSpace { self }
}

/// The window's coordinate space, as a ``CoordinateSpaceProtocol`` value.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The window's coordinate space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space, as a ``CoordinateSpaceProtocol`` value.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The view's own coordinate space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A coordinate space known by a name: one given with `coordinateSpace(_:)`, or the visible
/// region of the nearest enclosing scroll view (`.scrollView`).
///
/// Its name is made from a `Sendable` value and kept as an `AnyHashable`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    /// The name views and proxies refer to the space by.
    package let name: AnyHashable

    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space given `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The visible region of the nearest enclosing scroll view. Trellis shows a scroll view
    /// scrolled to its beginning, so its origin is the scroll view's top-leading corner.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName())) }

    /// The visible region of the nearest enclosing scroll view that scrolls along `axis`.
    /// Trellis does not tell scroll views apart by axis: this is `scrollView`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { scrollView }
}

/// The name under which every scroll view gives its content the `.scrollView` space.
package struct ScrollViewSpaceName: Hashable, Sendable {
    package init() {}
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The window's coordinate space.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space given `name` with `coordinateSpace(_:)`.
    public static func named(_ name: some Hashable & Sendable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }

    /// The visible region of the nearest enclosing scroll view.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace.scrollView }

    /// The visible region of the nearest enclosing scroll view along `axis`.
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace { NamedCoordinateSpace.scrollView(axis: axis) }
}

/// The named coordinate spaces around a view: for each name, the view that gave it, nearest
/// last.
/// Names are `Sendable` values kept as `AnyHashable`s.
package struct NamedCoordinateSpaces: @unchecked Sendable {
    /// Where a named view is, filled in once the view is lowered (its node is known only then),
    /// before any layout reads it.
    package final class Origin: @unchecked Sendable {
        /// An anchor to the named view's bounds.
        package var anchor: Anchor<CGRect>?
        /// An origin whose view is not lowered yet.
        package init() {}
    }

    private var spaces: [AnyHashable: Origin] = [:]

    /// No named spaces.
    package init() {}

    /// These spaces with `name` given by the view `origin` will locate.
    package func adding(_ name: AnyHashable, _ origin: Origin) -> NamedCoordinateSpaces {
        var copy = self
        copy.spaces[name] = origin
        return copy
    }

    /// The anchor to the bounds of the nearest view named `name`, if any.
    package func anchor(for name: AnyHashable) -> Anchor<CGRect>? {
        spaces[name]?.anchor
    }
}

extension GeometryProxy {
    /// The reader's bounds in `coordinateSpace`, written as SwiftUI's iOS 17 forms are:
    /// `.global`, `.local`, `.named("name")`, `.scrollView`.
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the view that gives the space `coordinateSpace` (`.named("grid")`, or
    /// `.scrollView`'s visible region), in the reader's own coordinates; `nil` when no view
    /// around the reader gives that space.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        namedSpaces.anchor(for: coordinateSpace.name).map { self[$0] }
    }

    /// This proxy, resolving named coordinate spaces among `spaces`.
    package func naming(_ spaces: NamedCoordinateSpaces) -> GeometryProxy {
        var proxy = self
        proxy.namedSpaces = spaces
        return proxy
    }

    /// The reader's bounds relative to the top-leading corner of the nearest view named `name`;
    /// relative to the window when no view has that name or it was not placed.
    func namedFrame(in name: AnyHashable) -> CGRect {
        let global = frame(in: .global)
        guard let anchor = namedSpaces.anchor(for: name) else { return global }
        let space = self[anchor]
        // `self[anchor]` gives the named view's bounds in the reader's coordinates.
        return CGRect(x: -space.minX, y: -space.minY, width: size.width, height: size.height)
    }
}
