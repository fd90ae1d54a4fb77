import Foundation
import TrellisGraph

/// Where a scroll view's content is and how large it is, handed to `onScrollGeometryChange`.
nonisolated public struct ScrollGeometry: Equatable, Sendable {
    /// The offset of the content's origin from the scroll view's.
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets of the content.
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// The visible part of the content.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The content's bounds.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// The phase of a view's scroll transition: entering the visible area, shown, or leaving it.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Entering from the top or leading edge.
    case topLeading
    /// Fully in the visible area.
    case identity
    /// Leaving by the bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is fully shown.
    public var isIdentity: Bool { self == .identity }

    /// -1 entering, 0 shown, 1 leaving.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// When a scroll transition moves from phase to phase.
nonisolated public struct ScrollTransitionConfiguration: Sendable {
    private let kind: Int

    /// Phases follow the view's position continuously.
    public static let interactive = ScrollTransitionConfiguration(kind: 0)
    /// Phases change as the view crosses the edges, animated.
    public static let animated = ScrollTransitionConfiguration(kind: 1)
    /// Phases never change.
    public static let identity = ScrollTransitionConfiguration(kind: 2)

    /// Phases change as the view crosses the edges, with `animation`.
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }

    /// This configuration with the view counted visible once `threshold` of it shows.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }

    /// How much of a view must show for it to count as visible.
    public struct Threshold: Sendable {
        private let amount: Double
        /// Any part.
        public static let hidden = Threshold(amount: 0)
        /// All of it.
        public static let visible = Threshold(amount: 1)
        /// A fraction `amount` of it.
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }
    }
}

// Scroll geometry and transitions describe a scroll view while it scrolls; Trellis lays it out
// at rest, where the callbacks are not called and a transition is in its identity phase.
nonisolated extension View {
    /// This view calling `action` with the old and new values `transform` reads from its scroll
    /// view's geometry; it lays out unchanged.
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { drawingOnly() }
    /// This view calling `action` with the identifiers of its scroll targets that are visible by
    /// `threshold`; it lays out unchanged.
    public func onScrollTargetVisibilityChange<ID: Hashable>(idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void) -> some View { drawingOnly() }
    /// This view drawn by `transition` as it scrolls in and out of view; at rest it is in its
    /// identity phase, so it lays out unchanged.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { drawingOnly() }
    /// This view drawn by `transition` as it scrolls in at its top or leading edge
    /// (`topLeading`) and at its bottom or trailing edge (`bottomTrailing`); at rest it is in
    /// its identity phase, so it lays out unchanged.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil, transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { drawingOnly() }
}
