import TrellisGraph

/// How a `Label` arranges its title and icon, set with `labelStyle(_:)`.
public protocol LabelStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// The arrangement of `configuration`'s title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The parts of the label being styled.
    typealias Configuration = LabelStyleConfiguration
}

/// The parts of a label a ``LabelStyle`` arranges.
public struct LabelStyleConfiguration {
    /// The label's title.
    nonisolated public struct Title: View {
        fileprivate let content: AnyView
        /// The title's content.
        public var body: some View { content }
    }

    /// The label's icon.
    nonisolated public struct Icon: View {
        fileprivate let content: AnyView
        /// The icon's content.
        public var body: some View { content }
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon

    init(title: some View, icon: some View) {
        self.title = Title(content: AnyView(title))
        self.icon = Icon(content: AnyView(icon))
    }
}

extension LabelStyle {
    /// `makeBody(configuration:)` erased, for a style held as `any LabelStyle`.
    func makeErasedBody(configuration: Configuration) -> AnyView {
        AnyView(makeBody(configuration: configuration))
    }
}

/// The icon before the title, in a row at the default spacing. In a list row, as iOS draws it,
/// the icon is centred in a column of its own and the title starts at a fixed distance from the
/// label's leading edge, so that the titles of rows with different icons line up (the
/// `listLabelIconWidth` and `listLabelTitleInset` design metrics).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The icon, then the title.
    @ViewBuilder public func makeBody(configuration: Configuration) -> some View {
        let environment = CurrentEnvironment.values
        if environment.listLoweringContext != nil {
            let iconWidth = environment.metric(.listLabelIconWidth)
            HStack(spacing: 0) {
                configuration.icon.frame(width: iconWidth)
                configuration.title.padding(.leading, environment.metric(.listLabelTitleInset) - iconWidth)
            }
        } else {
            HStack {
                configuration.icon
                configuration.title
            }
        }
    }
}

/// Only the title.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's style: on iOS, the title and the icon.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    /// The style.
    public init() {}

    /// The icon, then the title.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's style.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The title and the icon.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: any LabelStyle { DefaultLabelStyle() }
}

extension EnvironmentValues {
    /// The style of labels in the view.
    package var labelStyle: any LabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, style)
    }
}
