import Foundation
import TrellisGraph

/// `alignmentGuide(_:computeValue:)`: an explicit value for one of a view's alignment guides.
nonisolated public struct _AlignmentWritingModifier: ViewModifier, PrimitiveModifier {
    /// The guide the modifier sets.
    public let key: AlignmentKey
    /// The function computing the guide's value from the view's dimensions.
    public let computeValue: GuideFunction

    /// Never called: `_AlignmentWritingModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        content.map { lowering.addAlignmentGuide(key, value: computeValue, child: $0) }
    }
}

nonisolated extension View {
    /// This view with the horizontal guide `g` at the position `computeValue` returns for the
    /// view's dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: GuideFunction(computeValue)))
    }

    /// This view with the vertical guide `g` at the position `computeValue` returns for the
    /// view's dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(key: g.key, computeValue: GuideFunction(computeValue)))
    }
}
