import Foundation
import TrellisGeometry

/// A type that arranges a collection of views: SwiftUI's `Layout` protocol (iOS 16).
///
/// Write a layout exactly as for SwiftUI and use it as a view with `MyLayout { … }`:
///
/// ```swift
/// struct Column: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///         return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var y = bounds.minY
///         for subview in subviews {
///             subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
///             y += subview.sizeThatFits(.unspecified).height
///         }
///     }
/// }
/// ```
///
/// The solver measures subviews through the same memoised measurements as every other view, so
/// a layout may ask a subview for its size as often as it likes.
public protocol Layout: Animatable {
    /// Facts about the layout that the views inside it read, such as its stack orientation.
    static var layoutProperties: LayoutProperties { get }

    /// Storage the layout's methods share; `Void` unless the layout needs one.
    associatedtype Cache = Void

    /// The proxies for the layout's subviews.
    typealias Subviews = LayoutSubviews

    /// Makes the cache, once, before the layout's other methods are called.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the subviews change. By default it makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The layout's spacing preferences, as a subview of another layout. By default, the union
    /// of its subviews' preferences on every edge.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the layout for `proposal`. It may be asked many times, with different proposals.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview in `bounds`, whose size is the layout's answer to `proposal`. The
    /// bounds need not start at the origin: place relative to `bounds.minX` and `bounds.minY`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The position of the horizontal guide `guide` in the layout, or `nil` for its default.
    /// By default the subviews' explicit values, where they are placed, combined as the guide
    /// combines them.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// The position of the vertical guide `guide` in the layout, or `nil` for its default.
    /// By default the subviews' explicit values, where they are placed, combined as the guide
    /// combines them.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes a new cache with `makeCache(subviews:)`.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing preferences on every edge.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing()
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// The subviews' explicit values of `guide` where `placeSubviews` puts them, combined as
    /// the guide combines them (averaged for custom guides; `nil` for the frame guides).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.combinedExplicitAlignment(guide.key, in: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    /// The subviews' explicit values of `guide` where `placeSubviews` puts them, combined as
    /// the guide combines them (the smallest for text baselines, averaged for custom guides,
    /// `nil` for the frame guides).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.combinedExplicitAlignment(guide.key, in: bounds, proposal: proposal) {
            placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache {
        ()
    }
}
