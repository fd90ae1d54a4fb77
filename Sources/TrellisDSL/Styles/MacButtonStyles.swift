/// macOS's button style for the buttons of an accessory bar (a scope bar above a list).
///
/// Accepted so that shared code compiles; on iOS, which has no such style, Trellis lays the
/// button out as its label, with no layout effect.
nonisolated public struct AccessoryBarButtonStyle: PrimitiveButtonStyle {
    /// The accessory bar style.
    public init() {}
    /// The label.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { configuration.label }
}

/// macOS's button style for an action (not a toggle) in an accessory bar.
///
/// Accepted so that shared code compiles; laid out as its label, with no layout effect.
nonisolated public struct AccessoryBarActionButtonStyle: PrimitiveButtonStyle {
    /// The accessory bar action style.
    public init() {}
    /// The label.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { configuration.label }
}

/// macOS's style that draws a button as a hyperlink.
///
/// Accepted so that shared code compiles; laid out as its label, with no layout effect.
nonisolated public struct LinkButtonStyle: PrimitiveButtonStyle {
    /// The link style.
    public init() {}
    /// The label.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == AccessoryBarButtonStyle {
    /// macOS's accessory bar style; the label as it is elsewhere.
    public static var accessoryBar: AccessoryBarButtonStyle { AccessoryBarButtonStyle() }
}

extension PrimitiveButtonStyle where Self == AccessoryBarActionButtonStyle {
    /// macOS's accessory bar action style; the label as it is elsewhere.
    public static var accessoryBarAction: AccessoryBarActionButtonStyle { AccessoryBarActionButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// macOS's link style; the label as it is elsewhere.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}
