import TrellisGraph

/// The view an `if`/`else` or `switch` in a ``ViewBuilder`` chose: one of two views.
public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Which branch was taken, with its view.
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    package let storage: Storage

    package init(storage: Storage) {
        self.storage = storage
    }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Never called: `_ConditionalContent` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        switch storage {
        case .trueContent(let view):
            lowering.identity.distinguish(by: "true")
            return lowering.lower(view)
        case .falseContent(let view):
            lowering.identity.distinguish(by: "false")
            return lowering.lower(view)
        }
    }
}
