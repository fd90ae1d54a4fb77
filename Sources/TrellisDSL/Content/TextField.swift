import TrellisGraph

/// A control that edits a string: as wide as it is offered and one line of its font tall (with
/// `.roundedBorder`, the line padded 7 above and below). Its ideal width is that of
/// its text, or of its prompt while the text is empty.
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
        Self.lowerField(named: "TextField", showing: text.wrappedValue.isEmpty ? title : text.wrappedValue, into: &lowering)
    }

    /// A one-line editing field named `name` showing `shown`: as wide as it is offered (ideally
    /// as wide as `shown` in the environment's Dynamic Type–scaled font) and one line tall, or
    /// padded in the rounded-border style.
    /// `SecureField` lays out the same way.
    static func lowerField(named name: String, showing shown: String, into lowering: inout GraphLowering) -> [NodeID] {
        let environment = lowering.environment
        var text = TextSpec(shown, font: environment.scaledFont, lineLimit: 1)
        text.displayScale = environment.displayScale
        let line = BuiltInTextMeasurer().measure(text, proposal: .unspecified).size
        var height = line.height
        if environment.textFieldStyleName == NamedControlStyle.roundedBorder.name {
            // The padding grows with the text: 0.09 pt per point of font above 17, fitted to iOS
            // 18's 34, 49.33 and 56.33-pt fields at the default, AX1 and AX2 sizes.
            let growth = 0.0909 * max(0, environment.scaledFont.size - 17)
            height += 2 * (environment.metric(.roundedBorderFieldPadding) + growth)
        }
        let spec = ControlSpec(name: name, width: .flexible(ideal: line.width), height: .fixed(height))
        return [lowering.add(.control(spec))]
    }
}
