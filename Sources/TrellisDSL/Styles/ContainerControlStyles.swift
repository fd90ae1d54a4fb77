/// A style that makes a disclosure group's appearance from its label, content and state, as in
/// SwiftUI: a custom style's `makeBody(configuration:)` lays out. The built-in style lays the
/// group out as its label row, with the content below while expanded.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The disclosure group made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label, content and state of the disclosure group being styled.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The label, content and state of a disclosure group being styled by a
/// ``DisclosureGroupStyle``.
public struct DisclosureGroupStyleConfiguration {
    /// The type of the group's label: any view.
    public typealias Label = AnyView
    /// The type of the group's content: any view.
    public typealias Content = AnyView
    /// The group's label.
    public let label: Label
    /// The group's content, shown while expanded.
    public let content: Content
    /// Whether the group is expanded.
    @Binding public var isExpanded: Bool

    init(label: AnyView, content: AnyView, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// A style that makes a group box's appearance from its label and content, as in SwiftUI: a
/// custom style's `makeBody(configuration:)` lays out. The built-in style puts the label above
/// the content inside the box's padding.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The group box made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and content of the group box being styled.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// The label and content of a group box being styled by a ``GroupBoxStyle``.
public struct GroupBoxStyleConfiguration {
    /// The type of the box's label: any view.
    public typealias Label = AnyView
    /// The type of the box's content: any view.
    public typealias Content = AnyView
    /// The box's label.
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// A style that makes labelled content's appearance from its label and content, as in SwiftUI:
/// a custom style's `makeBody(configuration:)` lays out. The built-in style is the form row:
/// the label, a spacer and the content.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The labelled content made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The label and content being styled.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// The label and content of labelled content being styled by a ``LabeledContentStyle``.
public struct LabeledContentStyleConfiguration {
    /// The type of the label: any view.
    public typealias Label = AnyView
    /// The type of the content: any view.
    public typealias Content = AnyView
    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

/// The platform's disclosure group style: the label row, and the content below it while
/// expanded.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The platform's style.
    public init() {}
    /// The label row, and the content while expanded.
    public func makeBody(configuration: DisclosureGroupStyleConfiguration) -> some View {
        DisclosureLayout(label: configuration.label, content: configuration.content, isExpanded: configuration.isExpanded)
    }
}

/// The platform's group box style: the label above the content inside the box's padding.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The platform's style.
    public init() {}
    /// The label above the content, padded.
    public func makeBody(configuration: GroupBoxStyleConfiguration) -> some View {
        GroupBoxLayout(label: configuration.label, content: configuration.content)
    }
}

/// The platform's labelled content style: the form row.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// The platform's style.
    public init() {}
    /// The label, a spacer and the content; stacked at accessibility sizes in a list row.
    public func makeBody(configuration: LabeledContentStyleConfiguration) -> some View {
        LabeledContentLayout(label: configuration.label, content: configuration.content)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The platform's disclosure group style.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's labelled content style.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

private struct DisclosureGroupStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<DisclosureGroupStyleConfiguration>? = nil
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<GroupBoxStyleConfiguration>? = nil
}

private struct LabeledContentStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<LabeledContentStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the disclosure groups in the view make their view; `nil`: the platform's style.
    var disclosureGroupStyleMaker: StyleMaker<DisclosureGroupStyleConfiguration>? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }

    /// How the group boxes in the view make their view; `nil`: the platform's style.
    var groupBoxStyleMaker: StyleMaker<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }

    /// How the labelled content in the view makes its view; `nil`: the platform's style.
    var labeledContentStyleMaker: StyleMaker<LabeledContentStyleConfiguration>? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the disclosure groups in this view with `style`: a custom style lays them out
    /// through its `makeBody(configuration:)`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        styled(\.disclosureGroupStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }

    /// Styles the group boxes in this view with `style`: a custom style lays them out through
    /// its `makeBody(configuration:)`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        styled(\.groupBoxStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }

    /// Styles the labelled content in this view with `style`: a custom style lays it out
    /// through its `makeBody(configuration:)`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        styled(\.labeledContentStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
