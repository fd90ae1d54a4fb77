import Trellis

/// A settings form: labels in a trailing-aligned first column, controls filling the rest, and
/// a divider across the grid. Fixed-size colours stand in for the labels' text.
public struct SettingsGrid: View {
    /// Creates the settings grid.
    public init() {}

    /// The grid, padded.
    public var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 12) {
            GridRow {
                Color.gray.frame(width: 90, height: 20).id("font label").gridColumnAlignment(.trailing)
                Color.blue.frame(height: 32).id("font control")
            }
            GridRow {
                Color.gray.frame(width: 60, height: 20).id("size label")
                Color.blue.frame(width: 80, height: 32).id("size control")
            }
            Color.secondary.frame(height: 1).id("divider")
            GridRow {
                Color.clear.frame(width: 1, height: 1)
                Color.green.frame(height: 24).id("option")
            }
        }
        .padding()
    }
}
