/// The built-in button styles under the type names SwiftUI gives them, for code that writes
/// `.buttonStyle(PlainButtonStyle())`. Each lays buttons out as the matching static member
/// (`.plain`, `.borderless`, `.bordered`, `.borderedProminent`, `.automatic`) does.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The label as it is.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        BuiltInButtonStyle.plain.makeBody(configuration: configuration)
    }
}

/// The label, tinted: SwiftUI's `BorderlessButtonStyle`.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The label as it is.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        BuiltInButtonStyle.borderless.makeBody(configuration: configuration)
    }
}

/// A tinted border around the label: SwiftUI's `BorderedButtonStyle`.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The label inside the border's insets for the control size.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        BuiltInButtonStyle.bordered.makeBody(configuration: configuration)
    }
}

/// A filled border around the label: SwiftUI's `BorderedProminentButtonStyle`.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The label inside the border's insets for the control size.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        BuiltInButtonStyle.borderedProminent.makeBody(configuration: configuration)
    }
}

/// The platform's default style: SwiftUI's `DefaultButtonStyle`.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}

    /// The label as it is.
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> AnyView {
        BuiltInButtonStyle.automatic.makeBody(configuration: configuration)
    }
}
