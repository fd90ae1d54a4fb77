import Foundation
import TrellisGraph

/// `ignoresSafeArea(_:edges:)`: the view grows into the safe-area insets it reaches.
nonisolated public struct _IgnoresSafeAreaLayout: ViewModifier, LayoutNodeModifier {
    /// The regions ignored.
    public let regions: SafeAreaRegions
    /// The edges on which they are ignored.
    public let edges: Edge.Set

    /// Never called: `_IgnoresSafeAreaLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .ignoresSafeArea(IgnoresSafeAreaSpec(regions: regions, edges: edges)) }
}

/// `safeAreaPadding(_:_:)`: insets added to the view's safe area, which its content keeps out
/// of as it would out of padding, unless it ignores the safe area.
nonisolated public struct _SafeAreaPaddingLayout: ViewModifier, LayoutNodeModifier {
    /// The insets on each edge.
    public let insets: EdgeInsets

    /// Never called: `_SafeAreaPaddingLayout` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .safeArea(SafeAreaSpec(insets: insets, source: .padding)) }
}

/// `safeAreaInset(edge:alignment:spacing:content:)`: `inset` placed along an edge of the view,
/// whose safe area shrinks by the inset's length and the spacing.
nonisolated public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    /// The view placed along the edge.
    public let inset: Inset
    private let bar: SafeAreaBar

    init(inset: Inset, bar: SafeAreaBar) {
        self.inset = inset
        self.bar = bar
    }

    /// Never called: `_SafeAreaInsetModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        content.map { view in
            let insetNodes = lowering.lower(inset)
            guard !insetNodes.isEmpty else { return view }
            let across = bar.alignment.axis
            let stack = StackSpec(axis: across.perpendicular, alignment: bar.alignment, spacing: nil)
            let insetNode = lowering.combine(insetNodes, into: .stack(stack))
            return lowering.add(.safeArea(SafeAreaSpec(source: .inset(bar))), children: [view, insetNode])
        }
    }
}

nonisolated extension View {
    /// This view grown into the safe area of `regions` on `edges`, where its frame reaches the
    /// safe area's edge.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _IgnoresSafeAreaLayout> {
        modifier(_IgnoresSafeAreaLayout(regions: regions, edges: edges))
    }

    /// The older spelling of `ignoresSafeArea(.all, edges: edges)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _IgnoresSafeAreaLayout> {
        ignoresSafeArea(.all, edges: edges)
    }

    /// This view with `length` points added to its safe area on each of `edges`; the default
    /// padding (16 points) when `length` is `nil`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _SafeAreaPaddingLayout> {
        let length = length ?? _PaddingLayout.defaultLength
        func inset(_ edge: Edge) -> CGFloat { edges.contains(Edge.Set(edge)) ? length : 0 }
        return safeAreaPadding(EdgeInsets(top: inset(.top), leading: inset(.leading), bottom: inset(.bottom), trailing: inset(.trailing)))
    }

    /// This view with `length` points added to its safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _SafeAreaPaddingLayout> {
        safeAreaPadding(.all, length)
    }

    /// This view with `insets` added to its safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _SafeAreaPaddingLayout> {
        modifier(_SafeAreaPaddingLayout(insets: insets))
    }

    /// This view with `content` placed along its top or bottom `edge`, aligned with it by
    /// `alignment`, `spacing` points away (when `nil`, the default spacing between the two views:
    /// 8 between plain views); the view's safe area shrinks by the content's height and the
    /// spacing.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(_SafeAreaInsetModifier(inset: content(), bar: SafeAreaBar(edge: edge == .top ? .top : .bottom, alignment: alignment.key,
                                                                           spacing: spacing)))
    }

    /// This view with `content` placed along its leading or trailing `edge`, aligned with it by
    /// `alignment`, `spacing` points away (when `nil`, the default spacing between the two views:
    /// 8 between plain views); the view's safe area shrinks by the content's width and the
    /// spacing.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(_SafeAreaInsetModifier(inset: content(), bar: SafeAreaBar(edge: edge == .leading ? .leading : .trailing, alignment: alignment.key,
                                                                           spacing: spacing)))
    }
}
