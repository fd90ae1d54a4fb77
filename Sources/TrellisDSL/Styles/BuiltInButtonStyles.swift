/// The platform's default button style: on iOS, borderless outside lists; the button lays out
/// as its label.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The platform's style.
    public init() {}
    /// The label.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { configuration.label }
}

/// A tinted border around the label, padded by the insets of the control size in force.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    /// The label inside the border's insets.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { BorderedButtonLabel(label: configuration.label) }
}

/// A filled border around the label, padded as the bordered style pads it.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    public init() {}
    /// The label inside the border's insets.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { BorderedButtonLabel(label: configuration.label) }
}

/// The label, tinted, without a border.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    /// The label.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { configuration.label }
}

/// The label as it is.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    /// The label.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style: borderless on iOS outside lists.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted border around the label.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A filled border around the label.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label, tinted.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// A bordered button's label: padded by the insets of the control size in force (see the
/// ContentViewMetrics article), and at the small sizes drawn in `subheadline` when it sets no
/// font.
nonisolated struct BorderedButtonLabel: View {
    let label: AnyView

    @ViewBuilder var body: some View {
        let environment = CurrentEnvironment.values
        let insets = BorderedButtonMetrics.insets(for: environment.controlSize, in: environment.osVersion)
        if environment.font == nil, let font = BorderedButtonMetrics.labelFont(for: environment.controlSize) {
            label.font(font).padding(insets)
        } else {
            label.padding(insets)
        }
    }
}
