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
