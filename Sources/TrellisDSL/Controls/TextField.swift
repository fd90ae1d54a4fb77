import TrellisGraph

/// A control that edits a string: as wide as it is offered and one line of its font tall plus
/// 1.71 pt (with `.roundedBorder`, the line padded 5.5 above and below instead, at least 34 pt,
/// more at the accessibility sizes). Its ideal width
/// is that of its text, or of its prompt while the text is empty. A custom ``TextFieldStyle``
/// lays it out through its `_body(configuration:)`.
nonisolated public struct TextField<Label: View>: View {
    private let title: String
    /// The edited text.
    public let text: Binding<String>
    /// The axis the field grows along when its text needs more room: `.vertical` for a field of
    /// several lines.
    private let axis: Axis

    /// A field showing `title` as its prompt, bound to `text`, growing along `axis`.
    init(title: String, text: Binding<String>, axis: Axis = .horizontal) {
        self.title = title
        self.text = text
        self.axis = axis
    }

    /// The field as the style in force makes it (its line of text unless a custom style is
    /// set), recorded as a text field for the layout audit.
    public var body: some View { styled.interactive(.textField) }

    /// The field as the style in force makes it.
    @ViewBuilder private var styled: some View {
        if let maker = CurrentEnvironment.values.textFieldStyleMaker {
            maker.view(TextField<_TextFieldStyleLabel>(title: title, text: text, axis: axis), resetting: \.textFieldStyleMaker)
        } else {
            TextFieldLine(name: "TextField", shown: text.wrappedValue.isEmpty ? title : text.wrappedValue, growsVertically: axis == .vertical)
        }
    }
}

nonisolated extension TextField where Label == Text {
    /// A text field bound to `text`, showing `title` as its prompt while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: FieldPrompt.shown(title: title), text: text)
    }

    /// A text field bound to `text`, calling `onEditingChanged` when editing starts and ends and
    /// `onCommit` on return (the form SwiftUI deprecates for `onFocus` and `onSubmit`); it lays
    /// out as `TextField(_:text:)`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                   onCommit: @escaping () -> Void = {}) {
        self.init(title: FieldPrompt.shown(title: title), text: text)
    }

    /// A text field bound to `text` that grows along `axis`: with `.vertical`, one line for each
    /// line of its text (the lines its text breaks with; wrapping at the field's width is not
    /// modelled).
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: FieldPrompt.shown(title: title), text: text, axis: axis)
    }

    /// A text field bound to `text` that shows `prompt` while empty, as iOS does (the title
    /// labels the field for accessibility); without a prompt it shows `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: FieldPrompt.shown(title: title, prompt: prompt), text: text)
    }

    /// A text field bound to `text`, showing `prompt` while empty, that grows along `axis`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: FieldPrompt.shown(title: title, prompt: prompt), text: text, axis: axis)
    }
}

nonisolated extension TextField {
    /// A text field bound to `text`, labelled by `label`, showing `prompt` while empty; with
    /// no prompt, a `Text` label is the placeholder, as a title is.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: FieldPrompt.shown(prompt: prompt, label: label), text: text)
    }

    /// A text field bound to `text` that grows along `axis`, labelled by `label`, showing
    /// `prompt` while empty (else a `Text` label).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(title: FieldPrompt.shown(prompt: prompt, label: label), text: text, axis: axis)
    }
}

/// The label of the text field a custom ``TextFieldStyle`` is given to style.
nonisolated public struct _TextFieldStyleLabel: View {
    /// Never shown apart from its field: the field lays out its prompt itself.
    public var body: EmptyView { EmptyView() }
}

/// An editing field named `name` showing `shown`: as wide as it is offered (ideally as wide as
/// `shown` in the environment's Dynamic Type–scaled font) and one line tall plus the plain
/// field's extra height (as many lines as `shown` has when it grows vertically), or padded in
/// the rounded-border style. `TextField` and `SecureField` lay out as one.
nonisolated struct TextFieldLine: View, PrimitiveView {
    /// The control's name in the graph.
    let name: String
    /// The text or prompt the field shows.
    let shown: String
    /// Whether the field takes as many lines as its text has (a vertical-axis `TextField`)
    /// rather than one.
    var growsVertically = false

    /// Never called: `TextFieldLine` is a primitive view.
    var body: Never { primitiveBody(of: Self.self) }

    func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let environment = lowering.environment
        var text = TextSpec(shown, font: environment.scaledFont, lineLimit: growsVertically ? nil : 1)
        text.displayScale = environment.displayScale
        text.setLanguage(environment.textLanguage)
        let line = BuiltInTextMeasurer().measure(text, proposal: .unspecified).size
        var height = line.height
        if environment.textFieldStyleName == RoundedBorderTextFieldStyle.name {
            // Up to the largest standard size the field is its line plus the padding, at least
            // 34: a 23-pt title3 line at Dynamic Type medium in a 34-pt field (5.5 above and
            // below), body lines of 19.33 and 20.33 in 34-pt ones. At the accessibility sizes
            // the padding is larger and grows with the text: 7 plus 0.09 pt per point of font
            // above 17, fitted to iOS 18's 49.33 and 56.33-pt fields at AX1 and AX2.
            let padding = environment.metric(.roundedBorderFieldPadding)
            let growth = environment.dynamicTypeSize.isAccessibilitySize
                ? 7 - padding + 0.0909 * max(0, environment.scaledFont.size - 17) : 0
            height = max(height + 2 * (padding + growth),
                         environment.metric(.roundedBorderFieldMinimumHeight))
        } else {
            // The editing line is a little taller than its text, rounded up to the pixel: 22 pt
            // around a 20.29-pt body line, 21 around a 19.09-pt one at medium.
            let pixel = 1 / max(environment.displayScale, 1)
            let lines = growsVertically ? line.height : environment.scaledFont.lineHeight
            height = ((lines + environment.metric(.plainFieldExtraHeight)) / pixel - 0.001).rounded(.up) * pixel
        }
        let spec = ControlSpec(name: name, width: .flexible(ideal: line.width), height: .fixed(height))
        return [lowering.add(.control(spec))]
    }
}
