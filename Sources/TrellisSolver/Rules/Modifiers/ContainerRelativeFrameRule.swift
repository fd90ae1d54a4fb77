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
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<ContainerRelativeFrameSpec>) -> CachePolicy { .recomputed }

    static func roles(in context: FactsContext<ContainerRelativeFrameSpec>) -> NodeRoles { .measuresRelativeFrameContainer }

    static func priorityPassing(in context: FactsContext<ContainerRelativeFrameSpec>) -> PriorityPassing { .hides }

    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<ContainerRelativeFrameSpec>) -> Bool { context.spec.alignment[key.axis] == key }

    static func name(in context: NodeContext<ContainerRelativeFrameSpec>) -> LayoutRule { .containerRelativeFrame }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<ContainerRelativeFrameSpec>) -> CGSize {
        FixedFrameRule.size(for: proposal, in: NodeContext(context, spec: frame(context.spec, of: context.node, in: context)))
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<ContainerRelativeFrameSpec>) -> Placements {
        FixedFrameRule.placements(proposal: proposal, size: size, origin: origin, in: NodeContext(context, spec: frame(context.spec, of: context.node, in: context)))
    }

    /// The fixed frame the modifier is for its scroll view's current visible size.
    private static func frame(_ spec: ContainerRelativeFrameSpec, of node: NodeID, in context: NodeContext<Spec>) -> FrameSpec {
        let container = context.tree.relativeFrameContainerSize(of: node)
        func length(_ axis: Axis) -> CGFloat? {
            guard spec.axes.contains(axis), let length = container?[axis] else { return nil }
            return spec.length(in: length)
        }
        return FrameSpec(width: length(.horizontal), height: length(.vertical), alignment: spec.alignment)
    }
}
