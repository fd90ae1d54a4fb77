import Foundation
import TrellisGeometry
import TrellisSolver

extension Decision.OfferReason {
    /// What a modifier offered its child and why, with the arithmetic:
    /// "frame(width: 200, height: 50) offers 200×50 in place of 92×100",
    /// "padding takes 16 + 16 off 390 and 16 + 16 off 100: offers 358×68".
    public func sentence(received: ProposedViewSize, offered: ProposedViewSize) -> String {
        switch self {
        case .fixedFrame(let width, let height):
            let lengths = [width.map { "width: \(PointFormat.string($0))" }, height.map { "height: \(PointFormat.string($0))" }].compactMap { $0 }
            return "frame(\(lengths.joined(separator: ", "))) offers \(offered) in place of \(received)"
        case .flexibleFrame:
            return "the frame offers its own size \(offered) (it was offered \(received))"
        case .padding(let insets):
            let cuts = Axis.both.compactMap { axis -> String? in
                guard let length = received[axis] else { return nil }
                let (first, second) = axis == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
                return "\(PointFormat.string(first)) + \(PointFormat.string(second)) off \(PointFormat.string(length))"
            }
            return cuts.isEmpty ? "padding offers \(offered)" : "padding takes \(cuts.joined(separator: " and ")): offers \(offered)"
        case .fixedSize(let horizontal, let vertical):
            let axes = [horizontal ? "width" : nil, vertical ? "height" : nil].compactMap { $0 }.joined(separator: " and ")
            return "fixedSize offers \(offered) in place of \(received): no \(axes), so the child takes its ideal \(axes)"
        case .aspectRatio(let ratio, let contentMode):
            let shape = ratio.map { "the ratio \(PointFormat.string($0)):1" } ?? "the child's ideal size"
            return "aspectRatio scales \(shape) to \(contentMode == .fit ? "fit" : "fill") \(received): offers \(offered)"
        }
    }
}

extension Decision.OfferReason {
    /// Why the child was offered what it was, in the parenthesis after its offer in a
    /// why-chain, whose line above shows what the modifier was offered:
    /// "frame(width: 200, height: 50)", "padding takes 16 + 16 off the width and 16 + 16 off
    /// the height".
    func clause(received: ProposedViewSize) -> String {
        switch self {
        case .fixedFrame(let width, let height):
            let lengths = [width.map { "width: \(PointFormat.string($0))" }, height.map { "height: \(PointFormat.string($0))" }].compactMap { $0 }
            return "frame(\(lengths.joined(separator: ", ")))"
        case .flexibleFrame:
            return "the frame's own size, within its limits"
        case .padding(let insets):
            let cuts = Axis.both.compactMap { axis -> String? in
                guard received[axis] != nil else { return nil }
                let (first, second) = axis == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
                return "\(PointFormat.string(first)) + \(PointFormat.string(second)) off the \(axis == .horizontal ? "width" : "height")"
            }
            return cuts.isEmpty ? "padding" : "padding takes \(cuts.joined(separator: " and "))"
        case .fixedSize(let horizontal, let vertical):
            let axes = [horizontal ? "width" : nil, vertical ? "height" : nil].compactMap { $0 }.joined(separator: " and ")
            return "fixedSize: no \(axes), so it takes its ideal \(axes)"
        case .aspectRatio(let ratio, let contentMode):
            let shape = ratio.map { "the ratio \(PointFormat.string($0)):1" } ?? "the child's ideal size"
            return "aspectRatio scales \(shape) to \(contentMode == .fit ? "fit" : "fill") its offer"
        }
    }
}

extension Decision {
    /// Why the view this decision is about was offered what it was, in the parenthesis after
    /// its offer in a why-chain: a modifier's reason (``Decision/OfferReason``), the safe area
    /// that was left, or the decision's sentence.
    var offerReason: String? {
        switch self {
        case .offer(let reason, let received, _):
            return reason.clause(received: received)
        case .safeArea(_, let insets, _, let origin, let isWindow):
            let at = "at (\(PointFormat.string(origin.x)), \(PointFormat.string(origin.y)))"
            if isWindow { return "the window's safe area, \(at)" }
            let edges = [insets.top, insets.leading, insets.bottom, insets.trailing].map { PointFormat.string($0) }.joined(separator: ", ")
            return "inside safe-area insets \(edges) (top, leading, bottom, trailing), \(at)"
        default:
            return sentence
        }
    }
}
