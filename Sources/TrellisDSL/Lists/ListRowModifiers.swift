import Foundation
import TrellisGraph

/// `listRowInsets(_:)`: the insets of this row in its list, replacing the style's. Outside a
/// list it does nothing.
nonisolated public struct _ListRowInsetsModifier: ViewModifier, PrimitiveModifier {
    /// The insets; `nil` keeps the style's.
    public let insets: EdgeInsets?

    /// Never called: `_ListRowInsetsModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        guard let context = lowering.environment.listLoweringContext, let insets else { return content }
        for node in content { context.rowTraits[node, default: ListRowTraits()].insets = insets }
        return content
    }
}

/// `listRowBackground(_:)`: a view drawn behind this row in its list, as large as the row,
/// insets included. It changes no size. Outside a list it does nothing.
nonisolated public struct _ListRowBackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    /// The background view; `nil` keeps the style's.
    public let background: Background?

    /// Never called: `_ListRowBackgroundModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        guard let context = lowering.environment.listLoweringContext, let background else { return content }
        let environment = lowering.environment
        for node in content {
            context.rowTraits[node, default: ListRowTraits()].background = { lowering in
                lowering.withEnvironment({ $0 = environment; $0.listLoweringContext = nil }) { $0.lower(background) }
            }
        }
        return content
    }
}

nonisolated extension View {
    /// This row with `insets` around its content in its list, instead of the style's insets.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, _ListRowInsetsModifier> {
        modifier(_ListRowInsetsModifier(insets: insets))
    }

    /// This row with `view` behind it in its list; no size changes.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, _ListRowBackgroundModifier<V>> {
        modifier(_ListRowBackgroundModifier(background: view))
    }

}
