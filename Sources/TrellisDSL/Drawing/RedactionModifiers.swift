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
// effect.
nonisolated extension View {
    /// This view drawn redacted for `reason`; it lays out unchanged.
    public func redacted(reason: RedactionReasons) -> some View { drawingOnly() }
    /// This view drawn without the redaction of an ancestor; it lays out unchanged.
    public func unredacted() -> some View { drawingOnly() }
    /// This view redacted when the device is locked, if `sensitive`; it lays out unchanged.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { drawingOnly() }
    /// This view drawn as invalidated while its data updates, if `invalidatable`; it lays out
    /// unchanged.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { drawingOnly() }
}
