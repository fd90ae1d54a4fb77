import Foundation

/// The size and position of a `GeometryReader`, given to its content.
public struct GeometryProxy: Sendable {
    /// The reader's size: what it was proposed, with 10 pt on an unspecified axis.
    public let size: CGSize
    /// The reader's top-leading corner in window coordinates.
    private let globalOrigin: CGPoint

    /// A proxy for a reader of `size` whose top-leading corner is at `globalOrigin` in the window.
    package init(size: CGSize, globalOrigin: CGPoint) {
        self.size = size
        self.globalOrigin = globalOrigin
    }

    /// The reader's bounds in `coordinateSpace`: at the origin in `.local`, at its place in the
    /// window in `.global`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: return CGRect(origin: globalOrigin, size: size)
        case .local: return CGRect(origin: .zero, size: size)
        }
    }

    /// The reader's safe-area insets. Trellis lays out without safe areas, so they are zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}
