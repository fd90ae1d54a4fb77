// A context menu appears over the view on a long press; its items and preview are never laid
// out with the view, which lays out unchanged.
nonisolated extension View {
    /// This view showing the menu `menuItems` builds when long-pressed; it lays out unchanged.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { drawingOnly() }

    /// This view showing the menu `menuItems` builds, above `preview`, when long-pressed; it
    /// lays out unchanged.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { drawingOnly() }
}
