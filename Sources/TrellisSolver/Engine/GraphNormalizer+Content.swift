import Foundation
import TrellisGraph

extension GraphNormalizer {
    /// A content view's kind with its negative or non-finite lengths (a font size, an image's
    /// natural size, a control's lengths, a divider's thickness) replaced by 0, or `nil` when all
    /// are valid.
    mutating func normalizedContent(_ kind: NodeKind, node: NodeID) -> NodeKind? {
        var changed = false
        func valid(_ length: CGFloat, _ name: String) -> CGFloat {
            guard length < 0 || !length.isFinite else { return length }
            warn(.invalidValue, node, "\(name) \(PointFormat.string(length)) is negative or non-finite; treated as 0")
            changed = true
            return 0
        }
        func valid(_ length: ControlSpec.Length, _ name: String) -> ControlSpec.Length {
            switch length {
            case .fixed(let value): return .fixed(valid(value, name))
            case .flexible(let ideal): return .flexible(ideal: valid(ideal, "ideal " + name))
            }
        }
        switch kind {
        case .text(var spec):
            spec.font.size = valid(spec.font.size, "font size")
            return changed ? .text(spec) : nil
        case .image(var spec):
            spec.naturalSize = CGSize(width: valid(spec.naturalSize.width, "image width"), height: valid(spec.naturalSize.height, "image height"))
            return changed ? .image(spec) : nil
        case .control(var spec):
            spec.width = valid(spec.width, "\(spec.name) width")
            spec.height = valid(spec.height, "\(spec.name) height")
            return changed ? .control(spec) : nil
        case .divider(var spec):
            spec.thickness = valid(spec.thickness, "divider thickness")
            return changed ? .divider(spec) : nil
        default:
            return nil
        }
    }
}
