import Trellis

// Graph helpers shared by the test targets that build graphs without the DSL or check that
// frames are finite.

extension CGRect {
    /// Whether origin and size are all finite numbers.
    public var isFiniteFrame: Bool { minX.isFinite && minY.isFinite && width.isFinite && height.isFinite }
}

/// Builds graphs node by node for solver tests that do not go through the DSL.
extension LayoutGraph {
    /// A graph holding a single chain of alternating stacks `depth` levels deep; each level
    /// holds a fixed 10×10 leaf beside the next level, and the innermost level a flexible leaf.
    public static func alternatingChain(depth: Int) -> LayoutGraph {
        var graph = LayoutGraph()
        var inner = graph.add(.shape(ShapeSpec(shape: .color)), color: "blue")
        for level in 0..<depth {
            let axis: Axis = level.isMultiple(of: 2) ? .horizontal : .vertical
            let leaf = graph.add(.shape(ShapeSpec(shape: .color)), color: "red")
            let fixed = graph.add(.frame(FrameSpec(width: 10, height: 10)), children: [leaf])
            let alignment = axis == .horizontal ? VerticalAlignment.center.key : HorizontalAlignment.center.key
            inner = graph.add(.stack(StackSpec(axis: axis, alignment: alignment, spacing: 0)), children: [fixed, inner])
        }
        return graph
    }

    /// A colour leaf.
    @discardableResult
    public mutating func color(_ name: String = "red", ids: [String] = []) -> NodeID {
        add(.shape(ShapeSpec(shape: .color)), ids: ids, color: name)
    }
}
