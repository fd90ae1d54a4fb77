import Foundation
import TrellisGraph

/// How a scroll view settles after a scroll, set with `scrollTargetBehavior(_:)`: SwiftUI calls
/// `updateTarget(_:context:)` when a scroll ends, to move the place it would settle on.
/// Trellis lays a scroll view out at its resting offset and runs no scrolling, so it never calls
/// it.
public protocol ScrollTargetBehavior: Sendable {
    /// The information the behaviour is given with the target.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target`, where a scroll would settle, to where this behaviour settles it.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Where a scroll view settles: the rectangle of its content to show, and the point of the
/// rectangle aligned with the scroll view's.
public struct ScrollTarget {
    /// The part of the content to show.
    public var rect: CGRect
    /// The point of `rect` aligned with the same point of the scroll view, if any.
    public var anchor: UnitPoint?
}

/// What a ``ScrollTargetBehavior`` knows about the scroll when it updates a target.
public struct ScrollTargetBehaviorContext {
    /// The target the scroll would settle on before any behaviour moved it.
    public let originalTarget: ScrollTarget
    /// The size of the scroll view's content.
    public let contentSize: CGSize
    /// The size of the scroll view.
    public let containerSize: CGSize
    /// The axes the scroll view scrolls along.
    public let axes: Axis.Set
}

/// Settles on whole pages: multiples of the scroll view's size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The paging behaviour.
    public init() {}

    /// Moves `target` to the nearest page. Never called by Trellis, which runs no scrolling;
    /// the target is left as it is.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Settles on the views of the scroll view's `scrollTargetLayout`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one scroll may go.
    public struct LimitBehavior: Hashable, Sendable {
        private let rawValue: UInt8
        /// The platform's choice.
        public static let automatic = LimitBehavior(rawValue: 0)
        /// At most one page of views per scroll.
        public static let always = LimitBehavior(rawValue: 1)
        /// No limit.
        public static let never = LimitBehavior(rawValue: 2)
    }

    /// How far one scroll may go.
    public let limitBehavior: LimitBehavior

    /// A view-aligned behaviour limited by `limitBehavior`.
    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
    }

    /// Moves `target` to the nearest view of the `scrollTargetLayout`. Never called by
    /// Trellis, which runs no scrolling; the target is left as it is.
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles on the views of the `scrollTargetLayout`.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Settles on the views of the `scrollTargetLayout`, limited by `limitBehavior`.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// Whether a scroll view shows its scroll indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let rawValue: UInt8
    /// The platform's choice.
    public static let automatic = ScrollIndicatorVisibility(rawValue: 0)
    /// Shown while scrolling.
    public static let visible = ScrollIndicatorVisibility(rawValue: 1)
    /// Hidden, except where the platform requires them.
    public static let hidden = ScrollIndicatorVisibility(rawValue: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(rawValue: 3)
}

extension View {
    /// Marks this layout's views as the places a view-aligned scroll settles on. No layout
    /// effect.
    public func scrollTargetLayout(isEnabled: Bool = true) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Sets how the scroll views in this view settle after a scroll. No layout effect.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Sets whether the scroll views in this view show their indicators on `axes`. No layout
    /// effect: indicators float over the content.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Shows or hides the system background of the scrollable views (lists, forms, text
    /// editors) in this view. No layout effect.
    public func scrollContentBackground(_ visibility: Visibility) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Binds the identity of the view a scroll view is scrolled to. Trellis shows scroll views
    /// at their beginning, so no layout effect.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Lets the scroll views in this view draw their content outside their bounds. No layout
    /// effect.
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// Sets the point of the content the scroll views in this view first show. Trellis lays
    /// scroll views out scrolled to their beginning whatever the anchor.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
