import Foundation
import TrellisGraph

extension LayoutWarning {
    /// The view whose own size makes the warned view too long along one axis, and the views
    /// that passed its length up to the warned view.
    ///
    /// A container that is too wide is rarely the view the author wrote wrong: it takes its
    /// width from a child, which takes it from its own child, down to a view that chose its
    /// length itself (a fixed frame, a `fixedSize`, a frame's minimum, an image's natural
    /// size). That view is the culprit; the ones above it only pass its demand along.
    public struct Cause: Sendable, Hashable {
        /// The axis along which the warned view is too long.
        public var axis: Axis
        /// The view whose own choice demands the length.
        public var node: NodeID
        /// How the culprit is named.
        public var view: ViewName
        /// The first view named by an `.id`, an accessibility identifier or a text inside the
        /// culprit, through its only children, when the culprit is a modifier with no name of
        /// its own (`fixedSize` around a text).
        public var content: ViewName?
        /// The culprit's length along ``axis``.
        public var length: CGFloat
        /// What made the culprit choose its length.
        public var source: Source
        /// The views from the culprit's parent up to the warned view, each with how it passed
        /// its child's length on; empty when the culprit is the warned view.
        public var path: [Step]

        /// Creates the record of a culprit.
        public init(axis: Axis, node: NodeID, view: ViewName, content: ViewName?, length: CGFloat, source: Source, path: [Step]) {
            self.axis = axis
            self.node = node
            self.view = view
            self.content = content
            self.length = length
            self.source = source
            self.path = path
        }
    }

    /// Why a culprit has its length.
    public enum Source: Sendable, Hashable {
        /// `frame(width:height:)`'s fixed length along the axis.
        case fixedFrame(CGFloat)
        /// A flexible frame's minimum along the axis (`frame(minWidth:)`).
        case minimumLength(CGFloat)
        /// `fixedSize` on the axis: its content takes its ideal length.
        case fixedSize
        /// A text at its ideal length: each paragraph on one line.
        case text
        /// The view's own rule (an image's natural size, a control's fixed length, a custom
        /// layout's answer).
        case ownSize(LayoutRule)
    }

    /// One view on the way from a culprit up to the warned view.
    public struct Step: Sendable, Hashable {
        /// The view.
        public var node: NodeID
        /// How the view is named.
        public var view: ViewName
        /// Its length along the cause's axis.
        public var length: CGFloat
        /// How it took its length from the child below it on the way.
        public var passing: Passing

        /// Creates one step.
        public init(node: NodeID, view: ViewName, length: CGFloat, passing: Passing) {
            self.node = node
            self.view = view
            self.length = length
            self.passing = passing
        }
    }

    /// How a view on the way took its length from its child.
    public enum Passing: Sendable, Hashable {
        /// It takes its only child's length.
        case same
        /// It takes the longest of its `count` children's lengths.
        case longest(count: Int)
        /// It lines up its children along the axis: their lengths (`lengths`, in order, of the
        /// children named `children`) and the spacing add up.
        case sum(children: [ViewName], lengths: [CGFloat])
        /// It adds `length` to its child's (padding's insets, a safe area's).
        case adds(CGFloat)
    }
}
