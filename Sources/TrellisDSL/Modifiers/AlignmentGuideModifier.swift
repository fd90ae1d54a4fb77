import Foundation
import TrellisGraph

/// `alignmentGuide(_:computeValue:)`: an explicit value for one of a view's alignment guides.
public struct _AlignmentWritingModifier: ViewModifier, LayoutNodeModifier {
    /// The guide and the function computing its value.
    public let spec: AlignmentGuideSpec

    /// Never called: `_AlignmentWritingModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package var nodeKind: NodeKind { .alignmentGuide(spec) }
}

extension View {
    /// This view with the horizontal guide `g` at the position `computeValue` returns for the
    /// view's dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(spec: AlignmentGuideSpec(key: g.key, value: GuideFunction(computeValue))))
    }

    /// This view with the vertical guide `g` at the position `computeValue` returns for the
    /// view's dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedContent<Self, _AlignmentWritingModifier> {
        modifier(_AlignmentWritingModifier(spec: AlignmentGuideSpec(key: g.key, value: GuideFunction(computeValue))))
    }
}
