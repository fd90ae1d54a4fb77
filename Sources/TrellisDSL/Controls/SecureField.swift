import TrellisGraph

/// A control for entering private text: sized as a `TextField` is, as wide as it is offered and
/// one line of its font tall. Its ideal width is that of its prompt while empty, and of one
/// bullet per character otherwise.
nonisolated public struct SecureField: View, PrimitiveView {
    private let title: String
    /// The edited text.
    public let text: Binding<String>

    /// A secure field bound to `text`, showing `title` as its prompt while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
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
