import Foundation
import TrellisGraph

/// Facts about each node that depend on where it stands in the tree, computed once per layout.
struct GraphContext {
    /// The axis of the nearest enclosing `HStack`/`VStack` (or custom layout with a stack
    /// orientation), which tells a `Spacer` which way to grow. Modifiers pass it through; a
    /// `ZStack`, a secondary layer, `ViewThatFits`, `ScrollView`, `GeometryReader` and a layout
    /// without a stack orientation reset it.
    let stackAxis: NodeValues<Axis?>
    /// The number of levels from the root to the deepest leaf.
    let depth: Int
    /// Each node's spacing preferences, read by the stacks around it.
    let spacing: NodeValues<EdgeSpacing>
    /// The layout priority a container reads for each node: the value of `layoutPriority` when
    /// it is the outermost layout modifier, −∞ for a `Spacer`, 0 otherwise. Modifiers that are
    /// not layouts (`offset`, `alignmentGuide`, secondary layers, grid cell modifiers),
    /// `fixedSize` and single-child stacks pass their child's priority through; frames, padding,
    /// `aspectRatio` and `position` do not.
    let priority: NodeValues<Double>
    /// How the solver answers each node's size (see ``SizeRoute``).
    let sizeRoute: NodeValues<SizeRoute>
    /// The dimensions of a proposal that can change each node's answer (see
    /// ``ProposalDependence``).
    let dependence: NodeValues<ProposalDependence>
    /// The `GridRow` nodes that are rows of a `Grid`, which sizes and places their cells; any
    /// other `GridRow` is laid out as a grid of one row.
    let rowsOfGrids: Set<NodeID>
    /// The `layoutDirection` nodes whose direction differs from the one around them: their
    /// subtrees are mirrored once placed.
    let mirroredSubtrees: Set<NodeID>
    /// The spacers, `layoutPriority` and `alignmentGuide` nodes: the only ones
    /// ``StructuralWarnings`` looks at, gathered here so that it needs no pass of its own.
    let warningCandidates: [NodeID]
    /// The alignment guides for which a node, or something inside it that propagates, sets an
    /// explicit value, for the nodes that have any. Every other guide takes its default value
    /// without asking the subtree.
    private let explicitGuides: [Int32: Set<AlignmentKey>]

    /// The facts of `graph`. `customSpacing` gives a custom layout node's spacing preferences
    /// from those of the nodes before it (its subviews among them); without it, a custom layout
    /// has the union of its subviews' preferences, the `Layout` protocol's default.
    ///
    /// Each node's kind passes through `normalizer` first: the facts are those of the corrected
    /// graph, which `normalizer.apply(to:)` then builds.
    init(_ graph: LayoutGraph, normalizer: inout GraphNormalizer,
         customSpacing: ((NodeID, CustomLayoutSpec, NodeValues<EdgeSpacing>) -> EdgeSpacing)? = nil) {
        let count = graph.count
        // The forward pass below sets each of these once per node.
        let spacing = NodeValues<EdgeSpacing>(uninitialized: count), priority = NodeValues<Double>(uninitialized: count)
        let sizeRoute = NodeValues<SizeRoute>(uninitialized: count), dependence = NodeValues<ProposalDependence>(uninitialized: count)
        let stackAxis = NodeValues<Axis?>(count, nil)
        var depth = 1
        var rowsOfGrids = Set<NodeID>(), mirrored = Set<NodeID>()
        var warningCandidates: [NodeID] = []
        graph.withUnsafeStructure { structure in
            (depth, rowsOfGrids, mirrored) = Self.topDown(structure, graph: graph, stackAxis: stackAxis.buffer)
            // Children come before their parents, so one forward pass sees every child first.
            for index in 0..<count {
                let id = NodeID(Int32(index))
                let children = structure.children(of: index)
                let kind = normalizer.check(structure.nodes[index].kind, of: id)
                priority.initialize(index, to: Self.priority(of: kind, children: children, priority.buffer))
                if case .customLayout(let spec) = kind {
                    var union = EdgeSpacing.none
                    for child in children { union.formUnion(spacing[child.index]) }
                    spacing.initialize(index, to: customSpacing?(id, spec, spacing) ?? union)
                } else {
                    spacing.initialize(index, to: Self.spacing(of: kind, children: children, stackAxis: stackAxis[index], spacing.buffer))
                }
                sizeRoute.initialize(index, to: SizeRoute(kind))
                dependence.initialize(index, to: ProposalDependence.of(kind, children: children, dependence.buffer))
                switch kind {
                case .spacer, .layoutPriority, .alignmentGuide: warningCandidates.append(id)
                default: break
                }
            }
        }
        self.depth = depth
        self.rowsOfGrids = rowsOfGrids
        self.mirroredSubtrees = mirrored
        self.warningCandidates = warningCandidates
        self.stackAxis = stackAxis
        self.spacing = spacing
        self.priority = priority
        self.sizeRoute = sizeRoute
        self.dependence = dependence
        explicitGuides = graph.mayHaveExplicitGuides ? Self.explicitGuides(in: graph) : [:]
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

    // MARK: - Stack axis, depth and grid rows (top down)

    /// Fills `stackAxis` and returns the depth, the rows of grids and the mirrored subtrees.
    private static func topDown(_ structure: GraphStructure, graph: LayoutGraph, stackAxis: UnsafeMutableBufferPointer<Axis?>)
        -> (depth: Int, rowsOfGrids: Set<NodeID>, mirrored: Set<NodeID>) {
        let count = structure.nodes.count
        let levels = NodeValues<Int32>(count, 1)
        let direction = NodeValues<LayoutDirection>(count, .leftToRight)
        var depth = 1
        var rowsOfGrids = Set<NodeID>()
        var mirrored = Set<NodeID>()
        // Parents come after their children, so walking backwards visits every parent first.
        for index in stride(from: count - 1, through: 0, by: -1) {
            let children = structure.children(of: index)
            let level = levels[index]
            for child in children { levels[child.index] = level + 1 }
            depth = max(depth, Int(level))
            let kind = structure.nodes[index].kind
            var inner = direction[index]
            if case .layoutDirection(let own) = kind {
                if own != inner { mirrored.insert(NodeID(Int32(index))) }
                inner = own
            }
            for child in children { direction[child.index] = inner }
            switch kind {
            case .stack(let spec):
                for child in children { stackAxis[child.index] = spec.axis }
            case .zstack, .viewThatFits, .scrollView, .geometryReader, .gridRow:
                break
            case .grid:
                for child in children {
                    if case .gridRow = structure.nodes[child.index].kind { rowsOfGrids.insert(child) }
                }
            case .customLayout(let spec):
                let axis = graph.customLayout(spec.layout).properties.stackOrientation
                for child in children { stackAxis[child.index] = axis }
            case .secondary:
                if let primary = children.first { stackAxis[primary.index] = stackAxis[index] }
            default:
                for child in children { stackAxis[child.index] = stackAxis[index] }
            }
        }
        return (depth, rowsOfGrids, mirrored)
    }

    // MARK: - Per-node facts (bottom up)

    private static func priority(of kind: NodeKind, children: UnsafeBufferPointer<NodeID>, _ known: UnsafeMutableBufferPointer<Double>) -> Double {
        let first = children.first.map { known[$0.index] }
        switch kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .fixedSize, .offset, .alignmentGuide, .secondary, .gridCell, .layoutDirection: return first ?? 0
        case .stack, .zstack: return children.count == 1 ? first ?? 0 : 0
        case .shape, .frame, .flexFrame, .padding, .aspectRatio, .position, .viewThatFits, .scrollView, .geometryReader,
             .customLayout, .grid, .gridRow, .text, .image, .control, .divider, .measuredLeaf:
            return 0
        }
    }

    private static func spacing(of kind: NodeKind, children: UnsafeBufferPointer<NodeID>, stackAxis: Axis?, _ known: UnsafeMutableBufferPointer<EdgeSpacing>) -> EdgeSpacing {
        let first = children.first.map { known[$0.index] } ?? .none
        switch kind {
        case .shape, .scrollView, .geometryReader, .grid, .gridRow, .customLayout, .text, .image, .control, .divider, .measuredLeaf:
            return .none
        case .spacer:
            return stackAxis.map(EdgeSpacing.spacer(along:)) ?? .none
        case .stack(let spec):
            return stackSpacing(children.lazy.map { known[$0.index] }, axis: spec.axis)
        case .zstack, .viewThatFits:
            // A ZStack's preferences are its children's; whichever ViewThatFits candidate is
            // shown stands in for the container.
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
        case .fixedSize, .layoutPriority, .offset, .secondary, .alignmentGuide, .aspectRatio, .position, .gridCell, .layoutDirection:
            return first
        }
    }

    /// A stack's own spacing preferences: its first child's leading edge and last child's
    /// trailing edge along the stack axis, and the union of every child's edges across it.
    static func stackSpacing(_ children: some Collection<EdgeSpacing>, axis: Axis) -> EdgeSpacing {
        guard let first = children.first else { return .none }
        var result = EdgeSpacing.none, last = first
        for child in children {
            result.formUnion(child)
            last = child
        }
        if axis == .horizontal {
            result.leading = first.leading
            result.trailing = last.trailing
        } else {
            result.top = first.top
            result.bottom = last.bottom
        }
        return result
    }

    // MARK: - Explicit alignment guides (bottom up)

    /// The guides a `Text` reports explicitly: its first and last baselines.
    private static let textBaselines: Set<AlignmentKey> = [
        AlignmentKey(axis: .vertical, guide: .firstTextBaseline), AlignmentKey(axis: .vertical, guide: .lastTextBaseline),
    ]

    /// Which guides each node reports an explicit value for: its own `alignmentGuide`s, those of
    /// its child through modifiers and single-child stacks, through containers only the guides
    /// that containers propagate (custom guides and text baselines), every guide a custom layout
    /// might answer for, and the guides of every `ViewThatFits` candidate.
    private static func explicitGuides(in graph: LayoutGraph) -> [Int32: Set<AlignmentKey>] {
        var guides: [Int32: Set<AlignmentKey>] = [:]
        for id in graph.nodeIDs {
            let children = graph.children(of: id)
            var own: Set<AlignmentKey> = []
            switch graph.kind(of: id) {
            case .shape, .spacer, .scrollView, .geometryReader, .grid, .gridRow, .image, .control, .divider, .measuredLeaf:
                break
            case .text:
                own = Self.textBaselines
            case .stack where children.count > 1, .zstack where children.count > 1:
                for child in children {
                    own.formUnion((guides[child.rawValue] ?? []).filter(\.propagatesThroughContainers))
                }
            case .viewThatFits:
                for child in children { own.formUnion(guides[child.rawValue] ?? []) }
            case .customLayout:
                // The layout may answer for any guide its subviews set, for the frame guides and
                // for any custom guide, so its parents ask it about all of them.
                own = Set(AlignmentKey.builtInAndRegistered)
                for child in children { own.formUnion(guides[child.rawValue] ?? []) }
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
