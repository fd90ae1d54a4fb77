nonisolated extension View {
    /// The presentation containing this view preferring `colorScheme`; it lays out unchanged.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { drawingOnly() }

    /// This view's environment with `colorScheme` (the older form of
    /// `environment(\.colorScheme, _:)`); it lays out unchanged.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}
