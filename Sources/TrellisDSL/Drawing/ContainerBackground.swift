import TrellisGraph

/// Where a container draws the background `containerBackground(_:for:)` sets.
nonisolated public struct ContainerBackgroundPlacement: Hashable, Sendable {
    private let kind: Int
    /// Behind a navigation stack's content.
    public static let navigation = ContainerBackgroundPlacement(kind: 0)
    /// Behind a tab view's pages.
    public static let tabView = ContainerBackgroundPlacement(kind: 1)
    /// Behind a widget.
    public static let widget = ContainerBackgroundPlacement(kind: 2)
}

// A container's background is drawn behind its content and takes no space.
nonisolated extension View {
    /// The container around this view drawn on `style`; it lays out unchanged.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View { drawingOnly() }
    /// The container around this view drawn on `content`, which is not laid out with the view;
    /// it lays out unchanged.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { drawingOnly() }
    /// The views in this view drawn on `style` where they use the background style; it lays
    /// out unchanged.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { drawingOnly() }
}
