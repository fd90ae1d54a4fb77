import Foundation
import Trellis
import TrellisTestSupport

/// Random edits of a graph's frames, paddings and stacks, for tests of layout sessions.
enum RandomEdits {
    /// A random node of `graph` that is a frame, a padding or a stack, with new parameters:
    /// among them invalid ones, which the solver corrects with a warning, a stack turned the
    /// other way, which tells the spacers inside it which way they lie, and a padding turned
    /// into another modifier or a scroll view, which may change the priority, the spacing, the
    /// alignment guides or the layout direction that its subtree and its ancestors see.
    static func edit(in graph: LayoutGraph, using random: inout SeededGenerator) -> (NodeID, NodeKind)? {
        let editable = graph.nodeIDs.filter { node in
            switch graph.kind(of: node) {
            case .frame, .padding, .stack: return true
            default: return false
            }
        }
        guard let node = editable.randomElement(using: &random) else { return nil }
        let length = CGFloat(Int.random(in: 0...150, using: &random))
        switch graph.kind(of: node) {
        case .frame(var spec):
            spec.width = [length, nil, -length - 1, .nan].randomElement(using: &random)!
            return (node, .frame(spec))
        case .padding:
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return (node, .padding(EdgeInsets(top: length / 10, leading: length / 5, bottom: 0, trailing: length / 3)))
            case 1: return (node, .layoutPriority(Double(Int.random(in: -1...2, using: &random))))
            case 2: return (node, .layoutDirection(.rightToLeft))
            case 3: return (node, .scrollView(ScrollViewSpec(axes: .vertical)))
            default: return (node, .fixedSize(FixedSizeSpec(horizontal: true, vertical: false)))
            }
        case .stack(var spec):
            spec.spacing = Bool.random(using: &random) ? length / 10 : nil
            if Bool.random(using: &random) {
                spec.axis = spec.axis == .horizontal ? .vertical : .horizontal
                spec.alignment = spec.axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
            }
            return (node, .stack(spec))
        default:
            return nil
        }
    }
}
