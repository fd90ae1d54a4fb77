import Foundation
import TrellisGraph

/// A view that shows one or more lines of read-only text.
///
/// Its size comes from the measurer in the environment (`\.textMeasurer`, the built-in model by
/// default) with the environment's `font`, `lineLimit`, `truncationMode` and
/// `multilineTextAlignment`.
public struct Text: View, PrimitiveView, Hashable, Sendable {
    /// Where an ellipsis replaces characters that do not fit.
    public typealias TruncationMode = TextTruncationMode

    /// The characters shown.
    package let content: String

    /// A text showing `content`.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// A text showing `content` as is, without localisation.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Never called: `Text` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let environment = lowering.environment
        let spec = TextSpec(content, font: environment.font ?? .body, lineLimit: environment.lineLimit,
                            truncationMode: environment.truncationMode, alignment: environment.multilineTextAlignment)
        let measurer = environment.textMeasurer
        return [lowering.addText(spec, measurer: measurer is BuiltInTextMeasurer ? nil : measurer)]
    }
}
