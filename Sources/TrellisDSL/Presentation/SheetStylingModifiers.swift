nonisolated extension View {
    /// The heights this sheet's content can rest at; it lays out unchanged.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// The heights this sheet's content can rest at, with the current one in `selection`; it
    /// lays out unchanged.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This sheet's drag indicator shown or hidden; it lays out unchanged.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This sheet kept from being swiped away when `isDisabled`; it lays out unchanged.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
