import Foundation
import TrellisGraph

/// Facts about each node that depend on where it stands in the tree, computed once per layout.
struct GraphContext {
    /// The axis of the nearest enclosing `HStack`/`VStack`, which tells a `Spacer` which way to
    /// grow. Modifiers pass it through; a `ZStack` or a secondary layer resets it.
    let stackAxis: [Axis?]
    /// The number of levels from the root to the deepest leaf.
    let depth: Int
    /// Each node's spacing preferences, read by the stacks around it.
    let spacing: [EdgeSpacing]
    /// The layout priority a container reads for each node: the value of `layoutPriority` when
    /// it is the outermost layout modifier, −∞ for a `Spacer`, 0 otherwise. Modifiers that are
    /// not layouts (`offset`, `alignmentGuide`, secondary layers), `fixedSize` and single-child
    /// stacks pass their child's priority through; frames and padding do not.
    let priority: [Double]
    /// Whether a node's size is plain arithmetic on its proposal, with no child to ask: shapes,
    /// spacers and frames fixed on both axes.
    let isTrivial: [Bool]
    /// The alignment guides for which a node, or something inside it that propagates, sets an
    /// explicit value, for the nodes that have any. Every other guide takes its default value
    /// without asking the subtree.
    private let explicitGuides: [Int32: Set<AlignmentKey>]

    init(_ graph: LayoutGraph) {
        (stackAxis, depth) = Self.stackAxes(in: graph)
        var spacing = [EdgeSpacing](repeating: .none, count: graph.count)
        var priority = [Double](repeating: 0, count: graph.count)
        var isTrivial = [Bool](repeating: false, count: graph.count)
        // Children come before their parents, so one forward pass sees every child first.
        for id in graph.nodeIDs {
            let children = graph.children(of: id)
            let kind = graph.kind(of: id)
            priority[id.index] = Self.priority(of: kind, children: children, priority)
            spacing[id.index] = Self.spacing(of: kind, children: children, stackAxis: stackAxis[id.index], spacing)
            isTrivial[id.index] = Self.isTrivial(kind)
        }
        self.spacing = spacing
        self.priority = priority
        self.isTrivial = isTrivial
        explicitGuides = graph.hasAlignmentGuides ? Self.explicitGuides(in: graph) : [:]
    }

    /// Whether `node` or its content sets an explicit value for `key`.
    @inline(__always)
    func hasExplicitGuide(_ key: AlignmentKey, node: NodeID) -> Bool {
        !explicitGuides.isEmpty && explicitGuides[node.rawValue]?.contains(key) == true
    }

    /// Whether `node` or its content sets an explicit value for any guide.
    @inline(__always)
    func hasExplicitGuides(node: NodeID) -> Bool {
        !explicitGuides.isEmpty && explicitGuides[node.rawValue] != nil
    }

    // MARK: - Stack axis (top down)

    private static func stackAxes(in graph: LayoutGraph) -> ([Axis?], depth: Int) {
        var stackAxis = [Axis?](repeating: nil, count: graph.count)
        var levels = [Int32](repeating: 1, count: graph.count)
        var depth = 1
        // Parents come after their children, so walking backwards visits every parent first.
        for id in graph.nodeIDs.reversed() {
            let children = graph.children(of: id)
            for child in children { levels[child.index] = levels[id.index] + 1 }
            depth = max(depth, Int(levels[id.index]))
            switch graph.kind(of: id) {
            case .stack(let spec):
                for child in children { stackAxis[child.index] = spec.axis }
            case .zstack:
                break
            case .secondary:
                if let primary = children.first { stackAxis[primary.index] = stackAxis[id.index] }
            default:
                for child in children { stackAxis[child.index] = stackAxis[id.index] }
            }
        }
        return (stackAxis, depth)
    }

    // MARK: - Per-node facts (bottom up)

    private static func priority(of kind: NodeKind, children: ArraySlice<NodeID>, _ known: [Double]) -> Double {
        let first = children.first.map { known[$0.index] }
        switch kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .fixedSize, .offset, .alignmentGuide, .secondary: return first ?? 0
        case .stack, .zstack: return children.count == 1 ? first ?? 0 : 0
        case .shape, .frame, .flexFrame, .padding: return 0
        }
    }

    private static func spacing(of kind: NodeKind, children: ArraySlice<NodeID>, stackAxis: Axis?, _ known: [EdgeSpacing]) -> EdgeSpacing {
        let first = children.first.map { known[$0.index] } ?? .none
        switch kind {
        case .shape:
            return .none
        case .spacer:
            return stackAxis.map(EdgeSpacing.spacer(along:)) ?? .none
        case .stack(let spec):
            return stackSpacing(children.map { known[$0.index] }, axis: spec.axis)
        case .zstack:
            var union = EdgeSpacing.none
            for child in children { union.formUnion(known[child.index]) }
            return union
        case .frame(let spec):
            var own = first
            for axis in Axis.both where spec[axis] != nil { own.reset(axis) }
            return own
        case .flexFrame(let spec):
            var own = first
            for axis in Axis.both where spec[axis] != FlexFrameSpec.Limits() { own.reset(axis) }
            return own
        case .padding(let insets):
            var own = first
            if insets.leading != 0 { own.leading = nil }
            if insets.trailing != 0 { own.trailing = nil }
            if insets.top != 0 { own.top = nil }
            if insets.bottom != 0 { own.bottom = nil }
            return own
        case .fixedSize, .layoutPriority, .offset, .secondary, .alignmentGuide:
            return first
        }
    }

    /// A stack's own spacing preferences: its first child's leading edge and last child's
    /// trailing edge along the stack axis, and the union of every child's edges across it.
    private static func stackSpacing(_ children: [EdgeSpacing], axis: Axis) -> EdgeSpacing {
        guard let first = children.first, let last = children.last else { return .none }
        var result = EdgeSpacing.none
        for child in children { result.formUnion(child) }
        if axis == .horizontal {
            result.leading = first.leading
            result.trailing = last.trailing
        } else {
            result.top = first.top
            result.bottom = last.bottom
        }
        return result
    }

    private static func isTrivial(_ kind: NodeKind) -> Bool {
        switch kind {
        case .shape, .spacer: return true
        case .frame(let spec): return spec.width != nil && spec.height != nil
        default: return false
        }
    }

    // MARK: - Explicit alignment guides (bottom up)

    /// Which guides each node reports an explicit value for: its own `alignmentGuide`s, those of
    /// its child through modifiers and single-child stacks, and, through containers, only the
    /// guides that containers propagate (custom guides and text baselines).
    private static func explicitGuides(in graph: LayoutGraph) -> [Int32: Set<AlignmentKey>] {
        var guides: [Int32: Set<AlignmentKey>] = [:]
        for id in graph.nodeIDs {
            let children = graph.children(of: id)
            var own: Set<AlignmentKey> = []
            switch graph.kind(of: id) {
            case .shape, .spacer:
                break
            case .stack where children.count > 1, .zstack where children.count > 1:
                for child in children {
                    own.formUnion((guides[child.rawValue] ?? []).filter(\.propagatesThroughContainers))
                }
            case .alignmentGuide(let spec):
                own = (children.first.flatMap { guides[$0.rawValue] } ?? []).union([spec.key])
            default:
                own = children.first.flatMap { guides[$0.rawValue] } ?? []
            }
            if !own.isEmpty { guides[id.rawValue] = own }
        }
        return guides
    }
}
