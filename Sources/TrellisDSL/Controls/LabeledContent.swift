import Foundation
import TrellisGraph

/// A value with a label, as a form row shows it: the label leads, a spacer follows and the
/// value sits at the trailing edge, so it takes the width it is offered. In a list row at an
/// accessibility text size the label is stacked above the value, as iOS draws it.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    private let label: Label
    private let content: Content

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label, a spacer and the content in a row (in a list row at an accessibility size, the
    /// label above the content), or what the style in force makes.
    @ViewBuilder public var body: some View {
        if let maker = CurrentEnvironment.values.labeledContentStyleMaker {
            maker.view(LabeledContentStyleConfiguration(label: AnyView(label), content: AnyView(content)), resetting: \.labeledContentStyleMaker)
        } else {
            LabeledContentLayout(label: label, content: content)
        }
    }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The labelled content a style's configuration describes, in the default style (as a
    /// custom style's body writes it).
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// Labelled content's iOS form-row layout: the label, a spacer and the content; in a list row at
/// an accessibility text size, the label above the content (on iOS 17, only at compact width).
nonisolated struct LabeledContentLayout<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    @ViewBuilder var body: some View {
        let environment = CurrentEnvironment.values
        // iOS 17 keeps a regular-width row side by side at accessibility size 3 (iPad Pro 11,
        // sv-ipad-ax3-height-17a); iOS 18 and 26 stack it there too (sv-ipad-ax3-height-18/26).
        let stacks = environment.osVersion != .iOS17 || environment.horizontalSizeClass != .regular
        if environment.listLoweringContext != nil && environment.dynamicTypeSize.isAccessibilitySize && stacks {
            VStack(alignment: .leading, spacing: environment.metric(.stackedLabeledContentSpacing)) {
                label
                content
            }
        } else {
            HStack {
                label
                Spacer()
                content
            }
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The text `value` labelled `title`.
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// `value` formatted by `format`, labelled `title`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(title, value: format.format(value))
    }
}
