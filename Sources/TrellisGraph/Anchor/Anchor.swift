import Foundation

/// A geometric value of a view (its bounds, a point in it) that a `GeometryReader` can turn into
/// its own coordinates with ``GeometryProxy/subscript(_:)``.
///
/// Anchors are made by `anchorPreference(key:value:transform:)` and passed up as preference
/// values. An anchor only names the view and the value; it is resolved from the layout's frames
/// when a reader asks for it. Unlike SwiftUI's, it is not `Equatable`: it names a view of one
/// round of lowering, so equal geometry in another round would compare unequal.
public struct Anchor<Value>: Sendable {
    /// The graph whose node the anchor refers to.
    package let scope: AnchorScope
    /// The view whose geometry the anchor gives.
    package let node: NodeID
    /// Which value of the view's geometry.
    package let source: Source

    /// An anchor to `source` of the view lowered to `node` in the graph of `scope`.
    package init(scope: AnchorScope, node: NodeID, source: Source) {
        self.scope = scope
        self.node = node
        self.source = source
    }

    /// Which value of a view's geometry an anchor gives, such as `.bounds` or `.center`.
    public struct Source: Sendable {
        /// The value, given in the view's own coordinates.
        package enum Kind: Hashable, Sendable {
            /// A rectangle in the view's coordinates.
            case rect(CGRect)
            /// The view's bounds.
            case bounds
            /// A point in the view's coordinates.
            case point(CGPoint)
            /// A point in fractions of the view's size.
            case unitPoint(UnitPoint)
        }

        package let kind: Kind

        /// The value for a view whose frame, in the reader's coordinates, is `frame`.
        package func value(in frame: CGRect) -> Any {
            switch kind {
            case .rect(let rect):
                return rect.offsetBy(dx: frame.minX, dy: frame.minY)
            case .bounds:
                return frame
            case .point(let point):
                return CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
            case .unitPoint(let unit):
                return CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
            }
        }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `r`, in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(kind: .rect(r))
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(kind: .bounds)
    }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p`, in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(kind: .point(p))
    }

    /// The point at `p`, in fractions of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source(kind: .unitPoint(p))
    }

    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
