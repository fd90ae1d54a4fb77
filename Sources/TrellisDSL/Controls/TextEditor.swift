import Foundation
import TrellisGraph

/// A view for editing long text: it takes the size it is offered on both axes. Its ideal
/// size is its text set on one line per paragraph: the widest paragraph's width by the lines'
/// height (one line when empty), in the environment's font. A custom ``TextEditorStyle`` lays
/// it out through its `makeBody(configuration:)` instead.
nonisolated public struct TextEditor: View, PrimitiveView {
    /// The edited text.
    public let text: Binding<String>

    /// A text editor bound to `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// Never called: `TextEditor` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let nodes = lowerStyled(into: &lowering)
        for node in nodes { lowering.setRole(.textField, of: node) }
        return nodes
    }

    /// The editor as the style in force makes it: a control as wide and tall as offered, ideally
    /// its text's size, unless a custom style is set.
    private func lowerStyled(into lowering: inout GraphLowering) -> [NodeID] {
        if let maker = lowering.environment.textEditorStyleMaker {
            return lowering.lower(maker.view(TextEditorStyleConfiguration(text: text), resetting: \.textEditorStyleMaker))
        }
        var shown = TextSpec(text.wrappedValue, font: lowering.environment.font ?? .body)
        shown.displayScale = lowering.environment.displayScale
        shown.setLanguage(lowering.environment.textLanguage)
        let ideal = BuiltInTextMeasurer().measure(shown, proposal: .unspecified).size
        let spec = ControlSpec(name: "TextEditor", width: .flexible(ideal: ideal.width), height: .flexible(ideal: ideal.height))
        return [lowering.add(.control(spec))]
    }
}
