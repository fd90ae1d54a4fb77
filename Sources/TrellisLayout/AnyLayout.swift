import Foundation
import TrellisGeometry

/// A type-erased layout, for choosing a layout at run time.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///     Color.red
///     Color.blue
/// }
/// ```
///
/// Switching the layout keeps the same subviews: only the container changes.
public struct AnyLayout: Layout, Sendable {
    private let storage: any ErasedLayout

    /// Erases `layout` (an `AnyLayout` is not wrapped a second time).
    public init<L: Layout>(_ layout: L) {
        if let erased = layout as? AnyLayout {
            self = erased
        } else {
            storage = LayoutStorage(layout: layout)
        }
    }

    /// The cache of the erased layout.
    public struct Cache {
        fileprivate var value: Any
    }

    /// The erased layout's properties are read from its type when it is laid out; an
    /// `AnyLayout` itself has the default ones.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The properties of the erased layout's type.
    package var properties: LayoutProperties { storage.properties }

    /// The built-in container the erased layout is, if it is a stack, a ZStack or a grid.
    package var builtInContainer: BuiltInContainer? { storage.builtInContainer }

    /// The erased layout's type name, for messages.
    package var typeName: String { storage.typeName }

    /// Makes the erased layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: storage.makeCache(subviews: subviews))
    }

    /// Updates the erased layout's cache as that layout does.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache.value, subviews: subviews)
    }

    /// The erased layout's spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews: subviews, cache: &cache.value)
    }

    /// The size the erased layout chooses for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// Places the subviews as the erased layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The erased layout's explicit value for the horizontal guide `guide`.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The erased layout's explicit value for the vertical guide `guide`.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(of: guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

/// A layout behind `AnyLayout`, with its cache as `Any`.
private protocol ErasedLayout: Sendable {
    var properties: LayoutProperties { get }
    var builtInContainer: BuiltInContainer? { get }
    var typeName: String { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
}

/// One layout type behind `AnyLayout`. Layouts, like views, are values the solver reads only
/// while it lays out, so holding one that is not `Sendable` is safe.
private struct LayoutStorage<L: Layout>: ErasedLayout, @unchecked Sendable {
    let layout: L

    var properties: LayoutProperties { L.layoutProperties }
    var builtInContainer: BuiltInContainer? { (layout as? any BuiltInLayout)?.builtInContainer }
    var typeName: String { String(reflecting: L.self) }

    /// Runs `body` with the typed cache, made afresh when `cache` holds another layout's.
    private func withCache<Result>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func makeCache(subviews: LayoutSubviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        withCache(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        withCache(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        withCache(&cache, subviews: subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        withCache(&cache, subviews: subviews) { typed in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }
}

/// A layout the solver has built in: it is laid out as that container, not as a custom layout.
package protocol BuiltInLayout {
    /// The container the layout is.
    var builtInContainer: BuiltInContainer { get }
}

/// The containers the solver has built in that a `Layout` can stand for.
package enum BuiltInContainer {
    /// An `HStack` or a `VStack`.
    case stack(StackSpec)
    /// A `ZStack`.
    case zstack(ZStackSpec)
    /// A `Grid`, with its alignment and spacings.
    case grid(alignment: Alignment, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?)
}
