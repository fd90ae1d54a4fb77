import Foundation
import TrellisGraph

/// How a `TabView` shows its pages.
public struct TabViewStyleKind: Hashable, Sendable {
    private let name: String

    /// A tab bar along the bottom.
    public static let automatic = TabViewStyleKind(name: "automatic")
    /// Pages that fill the view, swiped between, with an index drawn over them (no bar).
    public static let page = TabViewStyleKind(name: "page")

    /// The page style; the index's display mode changes no layout.
    public static func page(indexDisplayMode: PageIndexDisplayMode) -> TabViewStyleKind { .page }
}

/// When a page-style tab view shows its index. It is drawn over the pages: no layout effect.
public enum PageIndexDisplayMode: Sendable, Hashable {
    /// The system's choice.
    case automatic
    /// Always shown.
    case always
    /// Never shown.
    case never
}

/// The page style, by its older type name.
public struct PageTabViewStyle {
    /// The page style.
    public init(indexDisplayMode: PageIndexDisplayMode = .automatic) {}
}

private struct TabViewStyleKey: EnvironmentKey {
    static let defaultValue = TabViewStyleKind.automatic
}

extension EnvironmentValues {
    /// How tab views in this environment show their pages.
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Tab views in this view showing their pages in `style`.
    public func tabViewStyle(_ style: TabViewStyleKind) -> some View {
        environment(\.tabViewStyle, style)
    }

    /// Tab views in this view showing their pages in the page style.
    public func tabViewStyle(_ style: PageTabViewStyle) -> some View {
        environment(\.tabViewStyle, .page)
    }
}
