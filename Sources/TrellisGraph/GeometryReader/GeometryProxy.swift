import Foundation

/// The size and position of a `GeometryReader`, given to its content.
public struct GeometryProxy: Sendable {
    /// The reader's size: what it was proposed, with 10 pt on an unspecified axis.
    public let size: CGSize
    /// The reader's top-leading corner in window coordinates.
    private let globalOrigin: CGPoint
    /// Where the frames of the views anchors refer to are found.
    private let anchorFrames: AnchorFrames
    /// The named coordinate spaces around the reader.
    package var namedSpaces = NamedCoordinateSpaces()

    /// A proxy for a reader of `size` whose top-leading corner is at `globalOrigin` in the window,
    /// reaching `safeAreaInsets` into the safe area's insets, resolving anchors from
    /// `anchorFrames`.
    package init(size: CGSize, globalOrigin: CGPoint, safeAreaInsets: EdgeInsets = EdgeInsets(), anchorFrames: AnchorFrames = AnchorFrames()) {
        self.size = size
        self.globalOrigin = globalOrigin
        self.safeAreaInsets = safeAreaInsets
        self.anchorFrames = anchorFrames
    }

    /// The value of `anchor` in the reader's own coordinates: the anchored view's geometry moved
    /// by the offset between the two views in the window.
    ///
    /// A reader's content is made once its whole layout is placed, so the anchored view may be
    /// anywhere in that layout or in the layouts it is nested in. An anchor to a view that was
    /// not laid out resolves as if the view were a zero-size rectangle at the reader's origin.
    public subscript<T>(anchor: Anchor<T>) -> T {
        let frame = anchorFrames.frame(of: anchor) ?? CGRect(origin: globalOrigin, size: .zero)
        return anchor.source.value(in: frame.offsetBy(dx: -globalOrigin.x, dy: -globalOrigin.y)) as! T
    }

    /// The reader's bounds in `coordinateSpace`: at the origin in `.local`, at its place in the
    /// window in `.global`, relative to the named view's top-leading corner in `.named`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return CGRect(origin: globalOrigin, size: size)
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name): return namedFrame(in: name)
        }
    }

    /// How far the reader's frame reaches into the safe area's insets on each edge: zero for a
    /// reader inside the safe area (or laid out with none), the insets it grew into for a reader
    /// that ignores the safe area.
    public let safeAreaInsets: EdgeInsets
}
