import Foundation
import TrellisGraph

// Models: SwiftUI aspectRatio(_:contentMode:), scaledToFit() and scaledToFill()
// (spec §6; OpenSwiftUI AspectRatioLayout).

extension LayoutEngine {
    /// Models `aspectRatio(_:contentMode:)`: the modifier takes the size its child chooses for
    /// the proposal of ``aspectRatioProposal(_:child:_:)``. Rule: ``LayoutRule/aspectRatio``.
    func aspectRatioSize(_ spec: AspectRatioSpec, child: NodeID?, node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        guard let child else { return .zero }
        return size(of: child, for: aspectRatioProposal(spec, child: child, proposal), askedBy: node)
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
    func aspectRatioProposal(_ spec: AspectRatioSpec, child: NodeID, _ proposal: ProposedViewSize) -> ProposedViewSize {
        guard proposal != .unspecified else { return proposal }
        var ratio = spec.ratio.map { CGSize(width: $0, height: 1) } ?? size(of: child, for: .unspecified)
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
