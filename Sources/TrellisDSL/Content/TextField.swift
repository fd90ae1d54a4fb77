import TrellisGraph

/// A control that edits a string: as wide as it is offered and one line of its font tall. Its
/// ideal width is that of its text, or of its prompt while the text is empty.
nonisolated public struct TextField: View, PrimitiveView {
    private let title: String
    /// The edited text.
    public let text: Binding<String>

    /// A text field bound to `text`, showing `title` as its prompt while empty.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// Never called: `TextField` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let font = lowering.environment.scaledFont
        let shown = text.wrappedValue.isEmpty ? title : text.wrappedValue
        let spec = ControlSpec(name: "TextField", width: .flexible(ideal: font.width(of: shown)), height: .fixed(font.lineHeight))
        return [lowering.add(.control(spec))]
    }
}
