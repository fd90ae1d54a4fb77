/// Why a view is shown redacted.
public struct RedactionReasons: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// The reasons with the bits `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The content is a placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The content is private.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// The content is invalidated while it updates.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

// Redaction draws placeholders in the shape of the content it hides, so it has no layout
// effect of its own; views that read `\.redactionReasons` see the reasons, as in SwiftUI.
nonisolated extension View {
    /// This view drawn redacted for `reason`, added to `\.redactionReasons`; it lays out
    /// unchanged.
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.formUnion(reason) }
    }
    /// This view drawn without the redaction of an ancestor: `\.redactionReasons` is empty; it
    /// lays out unchanged.
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }
    /// This view redacted when the device is locked, if `sensitive`; it lays out unchanged.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { drawingOnly() }
    /// This view drawn as invalidated while its data updates, if `invalidatable`; it lays out
    /// unchanged.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { drawingOnly() }
}
