import Foundation

nonisolated extension View {
    /// This row with its separators shown or hidden. Separators are drawn over the boundary
    /// between rows and take no space, so layout is the same either way.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> Self {
        self
    }

    /// This row with actions revealed by swiping from `edge`. They are not shown until swiped,
    /// so they change no layout.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> Self {
        self
    }
}

extension ForEach where Content: View {
    /// These rows, deletable by swiping; deleting is an interaction, so layout is unchanged.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Self {
        self
    }
}
