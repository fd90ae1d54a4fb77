import Foundation
import TrellisGraph

// Models: SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)` inside a scroll
// view — documented in the LayoutRules article, §12.

/// The frame measures the visible size of the nearest scroll view around it: on each of its
/// axes it is a share of that length (Apple's formula, ``ContainerRelativeFrameSpec/length(in:)``)
/// and offers it to its child; on its other axes, and on an axis the scroll view was offered
/// nothing on, it is its child's size. The child is aligned in it as in a fixed frame.
enum ContainerRelativeFrameRule: ModifierRule {
    typealias Spec = ContainerRelativeFrameSpec

    /// A count below 1, a span outside 1…count and a spacing that is not a usable length are
    /// corrected as the documented formula reads them, without a warning, as in SwiftUI.
    static func normalize(_ spec: inout ContainerRelativeFrameSpec, _ report: inout NormalizationReport) {
        let count = max(spec.count, 1), span = min(max(spec.span, 1), count)
        let spacing = NormalizationReport.isUsable(spec.spacing) ? spec.spacing : 0
        guard count != spec.count || span != spec.span || spacing != spec.spacing else { return }
        report.correctedSilently()
        (spec.count, spec.span, spec.spacing) = (count, span, spacing)
    }

    /// Its answer depends on its scroll view's size, which no proposal carries.
    static func cachePolicy(_ spec: ContainerRelativeFrameSpec, children: ChildFacts<CachePolicy>) -> CachePolicy { .recomputed }

    static func relativeFrameRole(_ spec: ContainerRelativeFrameSpec) -> RelativeFrameRole { .measuresContainer }

    static func priorityPassing(_ spec: ContainerRelativeFrameSpec, childCount: Int) -> PriorityPassing { .hides }

    static func mayAlignChildren(on key: AlignmentKey, _ spec: ContainerRelativeFrameSpec) -> Bool { spec.alignment[key.axis] == key }

    static func name(_ spec: ContainerRelativeFrameSpec, in context: NodeContext) -> LayoutRule { .containerRelativeFrame }

    static func size(_ spec: ContainerRelativeFrameSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        FixedFrameRule.size(frame(spec, of: context.node, in: context), for: proposal, in: context)
    }

    static func placements(_ spec: ContainerRelativeFrameSpec, proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext) -> Placements {
        FixedFrameRule.placements(frame(spec, of: context.node, in: context), proposal: proposal, size: size, origin: origin, in: context)
    }

    /// The fixed frame the modifier is for its scroll view's current visible size.
    private static func frame(_ spec: ContainerRelativeFrameSpec, of node: NodeID, in context: NodeContext) -> FrameSpec {
        let container = context.tree.relativeFrameContainerSize(of: node)
        func length(_ axis: Axis) -> CGFloat? {
            guard spec.axes.contains(axis), let length = container?[axis] else { return nil }
            return spec.length(in: length)
        }
        return FrameSpec(width: length(.horizontal), height: length(.vertical), alignment: spec.alignment)
    }
}
