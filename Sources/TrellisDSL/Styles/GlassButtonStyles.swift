/// iOS 26's glass button style: "glass border artwork" around the label, in Apple's words, so
/// the button lays out as a bordered one (``BorderedButtonStyle``): the label padded by the
/// insets of the control size in force. The glass itself is drawing only.
nonisolated public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// The glass style, of regular glass.
    public init() {}
    /// The glass style of `glass`, which changes only how it is drawn.
    public init(_ glass: Glass) {}
    /// The label inside the border's insets.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { BorderedButtonLabel(label: configuration.label) }
}

/// iOS 26's prominent glass button style: prominent glass border artwork around the label, laid
/// out as ``BorderedProminentButtonStyle`` lays it out.
nonisolated public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent glass style.
    public init() {}
    /// The label inside the border's insets.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { BorderedButtonLabel(label: configuration.label) }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// Glass border artwork around the label, padded as the bordered style.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// Border artwork of `glass` around the label, padded as the bordered style.
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// Prominent glass border artwork around the label, padded as the bordered style.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
