import Foundation
import TrellisGraph

// Models: SwiftUI's `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` —
// documented in the LayoutRules article, §6.

/// The modifier offers its child a size of the ratio scaled to fit or fill the proposal
/// (``childProposal(_:child:_:in:)``), takes the size the child chooses, and centres the child.
enum AspectRatioRule: ModifierRule {
    typealias Spec = AspectRatioSpec

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<AspectRatioSpec>) -> CachePolicy { .ofModifier(around: children) }

    /// A negative, non-finite or absurd ratio becomes `nil` (the content's own ratio); 0 is
    /// kept, with a warning, and makes the view 0 wide.
    static func normalize(_ spec: inout AspectRatioSpec, _ report: inout NormalizationReport) {
        guard let ratio = spec.ratio, ratio <= 0 || !NormalizationReport.isUsable(ratio) else { return }
        if ratio == 0 {
            report.report(.invalidValue, .zeroAspectRatio, corrected: false)
            return
        }
        report.replaced(.aspectRatio, ratio, with: .contentRatio)
        spec.ratio = nil
    }

    static func priorityPassing(in context: FactsContext<AspectRatioSpec>) -> PriorityPassing { .hides }

    static func name(in context: NodeContext<AspectRatioSpec>) -> LayoutRule { .aspectRatio }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<AspectRatioSpec>) -> CGSize {
        guard let child = context.firstChild else { return .zero }
        return context.size(of: child, for: childProposal(context.spec, child: child, proposal, in: context))
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<AspectRatioSpec>) -> Placements {
        guard let child = context.firstChild else { return .none }
        let offer = childProposal(context.spec, child: child, proposal, in: context)
        let cause = context.recordOffer(.aspectRatio(ratio: context.spec.ratio, contentMode: context.spec.contentMode), to: child, received: proposal, offered: offer)
        return .one(context.centred(child, proposal: offer, in: size, cause: cause))
    }

    /// What `aspectRatio` offers its child, when sizing and when placing:
    /// - an unspecified proposal (`nil`×`nil`) is passed on unchanged;
    /// - otherwise the ratio's size `r` is `ratio`×1, or the child's ideal size when there is no
    ///   ratio (a square counts as 1×1);
    /// - `.fit` scales `r` by `min(pw / rw, ph / rh)`, `.fill` by `max(…)`, over the proposed
    ///   dimensions only: with one dimension unspecified, the other decides for both modes (the
    ///   spec's "a nil axis contributes ∞" gives that for `.fit` but would make every `.fill`
    ///   infinite, against the spec's own conclusion that the other axis decides).
    ///
    /// A zero side of `r` takes no part in the scale and stays zero, rather than becoming NaN
    /// or making the other side infinite.
    static func childProposal(_ spec: AspectRatioSpec, child: NodeID, _ proposal: ProposedViewSize, in context: NodeContext<Spec>) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var ratio = spec.ratio.map { CGSize(width: $0, height: 1) } ?? context.tree.size(of: child, for: .unspecified)
        if ratio.width == ratio.height { ratio = CGSize(width: 1, height: 1) }
        func scale(_ axis: Axis) -> CGFloat? {
            // A side the ratio gives no length cannot be scaled to meet the proposal.
            guard let offered = proposal[axis], ratio[axis] > 0 else { return nil }
            return offered / ratio[axis]
        }
        let scales = [scale(.horizontal), scale(.vertical)].compactMap { $0 }
        let factor = (spec.contentMode == .fit ? scales.min() : scales.max()) ?? 1
        func scaled(_ length: CGFloat) -> CGFloat { length == 0 ? 0 : length * factor }
        return ProposedViewSize(width: scaled(ratio.width), height: scaled(ratio.height))
    }
}
