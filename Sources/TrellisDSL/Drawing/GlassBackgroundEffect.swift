/// When visionOS shows the glass of `glassBackgroundEffect(displayMode:)`.
@available(visionOS 1.0, *)
nonisolated public struct GlassBackgroundDisplayMode: Hashable, Sendable {
    private let name: String

    private init(name: String) { self.name = name }

    /// Always shows the glass.
    public static let always = GlassBackgroundDisplayMode(name: "always")
    /// Shows the glass when the system decides the view needs it.
    public static let implicit = GlassBackgroundDisplayMode(name: "implicit")
    /// Never shows the glass.
    public static let never = GlassBackgroundDisplayMode(name: "never")
}

@available(visionOS 1.0, *)
nonisolated extension View {
    /// This view with visionOS's glass drawn behind it, in a rounded rectangle fitted to its
    /// container. The glass only draws, so the view lays out unchanged.
    public func glassBackgroundEffect(displayMode: GlassBackgroundDisplayMode = .always) -> some View { drawingOnly() }

    /// This view with visionOS's glass drawn behind it in `shape`. The glass only draws, so the
    /// view lays out unchanged.
    public func glassBackgroundEffect<S: InsettableShape>(in shape: S, displayMode: GlassBackgroundDisplayMode = .always) -> some View { drawingOnly() }
}
