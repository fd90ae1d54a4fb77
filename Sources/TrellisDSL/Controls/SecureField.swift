import TrellisGraph

/// A control for entering private text: sized as a `TextField` is, as wide as it is offered and
/// one line of its font tall. Its ideal width is that of its prompt while empty, and of one
/// bullet per character otherwise.
nonisolated public struct SecureField<Label: View>: View, PrimitiveView {
    private let title: String
    /// The edited text.
    public let text: Binding<String>

    /// A secure field bound to `text`, showing `title` as its prompt while empty.
    init(title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    /// Never called: `SecureField` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let typed = text.wrappedValue
        let shown = typed.isEmpty ? title : String(repeating: "\u{2022}", count: typed.count)
        let nodes = TextFieldLine(name: "SecureField", shown: shown).lower(into: &lowering)
        for node in nodes { lowering.setRole(.textField, of: node) }
        return nodes
    }
}

nonisolated extension SecureField where Label == Text {
    /// A secure field bound to `text`, showing `title` as its prompt while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: FieldPrompt.shown(title: title), text: text)
    }

    /// A secure field bound to `text` that shows `prompt` while empty, as iOS does (the title
    /// labels the field for accessibility); without a prompt it shows `title`.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: FieldPrompt.shown(title: title, prompt: prompt), text: text)
    }
}

nonisolated extension SecureField {
    /// A secure field bound to `text`, labelled by `label`, showing `prompt` while empty; with
    /// no prompt, a `Text` label is the placeholder, as a title is (as for ``TextField``).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: FieldPrompt.shown(prompt: prompt, label: label), text: text)
    }
}
