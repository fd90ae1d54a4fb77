import Foundation
import TrellisGraph

/// A view that shows one or more lines of read-only text.
///
/// Its size comes from the measurer in the environment (`\.textMeasurer`, the built-in model by
/// default) with the environment's `font`, `lineLimit`, `truncationMode` and
/// `multilineTextAlignment`.
nonisolated public struct Text: View, PrimitiveView, Hashable, Sendable {
    /// Where an ellipsis replaces characters that do not fit.
    public typealias TruncationMode = TextTruncationMode

    /// The characters shown.
    package let content: String
    /// The font set on this text with `font(_:)`, which wins over the environment's.
    private var font: Font?
    /// The weight set on this text with `fontWeight(_:)` or `bold()`.
    private var weight: Font.Weight?

    /// A text showing `content`.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// A text showing `content` as is, without localisation.
    public init(verbatim content: String) {
        self.content = content
    }

    /// This text in `font` (the environment's font when `nil`).
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text with its font's weight set to `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// This text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// Never called: `Text` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let environment = lowering.environment
        var resolved = font ?? environment.font ?? .body
        if let weight { resolved = resolved.weight(weight) }
        let spec = TextSpec(content, font: resolved, lineLimit: environment.lineLimit, reservedLines: environment.reservedLines,
                            minimumScaleFactor: environment.minimumScaleFactor,
                            truncationMode: environment.truncationMode, alignment: environment.multilineTextAlignment)
        let measurer = environment.textMeasurer
        return [lowering.addText(spec, measurer: measurer is BuiltInTextMeasurer ? nil : measurer)]
    }
}
