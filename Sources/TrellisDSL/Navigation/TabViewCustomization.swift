/// The user's arrangement of a tab view's tabs in its sidebar, kept with `@AppStorage`.
nonisolated public struct TabViewCustomization: Equatable, Codable, Sendable {
    /// No customisation.
    public init() {}
}

/// Where an adaptable tab view shows its tabs by default.
nonisolated public struct AdaptableTabBarPlacement: Hashable, Sendable {
    private let kind: Int
    /// The platform's choice: a tab bar on iPhone.
    public static let automatic = AdaptableTabBarPlacement(kind: 0)
    /// A tab bar.
    public static let tabBar = AdaptableTabBarPlacement(kind: 1)
    /// A sidebar (iPad).
    public static let sidebar = AdaptableTabBarPlacement(kind: 2)
}

// The sidebar of an adaptable tab view shows on iPad only; on iPhone a tab view keeps its tab
// bar, so each lays out unchanged.
nonisolated extension View {
    /// The tab view's arrangement kept in `customization`; it lays out unchanged.
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View { drawingOnly() }
    /// The adaptable tab view showing its tabs as `placement` says by default; on iPhone it lays
    /// out unchanged.
    public func defaultAdaptableTabBarPlacement(_ placement: AdaptableTabBarPlacement = .automatic) -> some View { drawingOnly() }
    /// The sidebar's header made by `content` (iPad); it lays out unchanged.
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View { drawingOnly() }
    /// The sidebar's footer made by `content` (iPad); it lays out unchanged.
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View { drawingOnly() }
    /// The sidebar's bottom bar made by `content` (iPad); it lays out unchanged.
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View { drawingOnly() }
}

extension Tab {
    /// This tab, identified by `id` when the user's arrangement of an adaptable tab view's tabs
    /// is kept (`tabViewCustomization(_:)`); it lays out unchanged.
    public func customizationID(_ id: String) -> Tab { self }
}
