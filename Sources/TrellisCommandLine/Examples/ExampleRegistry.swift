import Trellis
import TrellisExamples

/// A built-in example: a view written as SwiftUI code and the window sizes it is shown at.
@MainActor
struct Example {
    /// The word that selects the example.
    let name: String
    /// One line for the example list.
    let summary: String
    /// The windows the example is laid out in when no size is given.
    let sizes: [CGSize]
    /// Lays the example out in explain mode in a window (a size or a device).
    let layout: (Window) -> LayoutResult
    /// The example's view lowered for a window, for pictures that lay it out at many widths.
    let graph: (Window) -> LayoutGraph

    init(_ name: String, _ summary: String, sizes: [CGSize], view: some View) {
        self.name = name
        self.summary = summary
        self.sizes = sizes
        layout = { $0.layout(view) }
        graph = { $0.graph(view) }
    }
}

/// The examples `trellis examples` knows, in the order it lists them.
@MainActor
enum ExampleRegistry {
    private static let portrait = CGSize(width: 390, height: 844)
    private static let landscape = CGSize(width: 844, height: 390)

    static var all: [Example] {[
        Example("color-picker", "ViewThatFits picks a column in portrait and a row in landscape.",
                sizes: [portrait, landscape], view: AdaptiveColorPicker()),
        Example("dashboard", "A header clamped between 200 and 400 pt above a content area.",
                sizes: [portrait], view: Dashboard()),
        Example("tag-cloud", "A custom flow Layout wrapping tags onto new rows.",
                sizes: [portrait, landscape], view: TagCloud()),
        Example("settings", "A Grid form with a trailing-aligned label column and a divider row.",
                sizes: [portrait], view: SettingsGrid()),
        Example("photo-grid", "A GeometryReader sizing square thumbnails in a scrolling Grid.",
                sizes: [portrait], view: PhotoGrid()),
        Example("profile", "Text, a label, a button, a divider and a progress bar in a card.",
                sizes: [portrait, landscape], view: ProfileCard()),
        Example("checkout", "A NavigationStack with a List of rows and a pay button in a bottom safe-area inset.",
                sizes: [portrait], view: CheckoutScreen()),
    ]}

    /// The example called `name`, if there is one.
    static func example(named name: String) -> Example? {
        all.first { $0.name == name }
    }
}
