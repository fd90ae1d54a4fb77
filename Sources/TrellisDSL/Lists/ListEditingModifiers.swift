import TrellisGraph

import Foundation

/// The tint of a list item's symbols.
nonisolated public struct ListItemTint: Sendable {
    private let color: Color?

    /// The tint `color`, unless the system overrides it.
    public static func preferred(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
    /// The tint `color`, always.
    public static func fixed(_ color: Color) -> ListItemTint { ListItemTint(color: color) }
    /// The system's monochrome tint.
    public static let monochrome = ListItemTint(color: nil)
}

extension ForEach where Content: View {
    /// These rows, reorderable by dragging; moving is an interaction, so layout is unchanged.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Self {
        self
    }
}

// Editing permissions and separator and tint colours: separators are drawn over the boundary
// between rows and take no space, and the rest is drawing or interaction.
nonisolated extension View {
    /// This row kept from being deleted when `isDisabled`; it lays out unchanged.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { drawingOnly() }
    /// This row kept from being moved when `isDisabled`; it lays out unchanged.
    public func moveDisabled(_ isDisabled: Bool) -> some View { drawingOnly() }
    /// This row kept from being selected when `isDisabled`; it lays out unchanged.
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { drawingOnly() }
    /// The symbols of this list item tinted with `tint`; it lays out unchanged.
    public func listItemTint(_ tint: ListItemTint?) -> some View { drawingOnly() }
    /// The symbols of this list item tinted with `color`; it lays out unchanged.
    public func listItemTint(_ color: Color?) -> some View { drawingOnly() }
    /// This row's separators drawn in `color`; it lays out unchanged.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { drawingOnly() }
    /// This section's separators shown or hidden; they take no space, so it lays out
    /// unchanged.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { drawingOnly() }
    /// This section's separators drawn in `color`; it lays out unchanged.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { drawingOnly() }
}
