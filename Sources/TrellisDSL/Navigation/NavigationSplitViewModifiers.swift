import Foundation

nonisolated extension View {
    /// The split view column holding this view `width` wide on a regular-width screen.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        modifier(_NavigationBarModifier { $0.columnWidth = SplitColumnWidth(min: nil, ideal: width, max: nil) })
    }

    /// The split view column holding this view `ideal` wide on a regular-width screen, kept
    /// between `min` and `max`.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        modifier(_NavigationBarModifier { $0.columnWidth = SplitColumnWidth(min: min, ideal: ideal, max: max) })
    }
}
