import Foundation
import TrellisGraph

/// Facts about each node that depend on where it stands in the tree, computed once per layout.
struct GraphContext {
    /// The axis of the nearest enclosing `HStack`/`VStack` (or custom layout with a stack
    /// orientation), which tells a `Spacer` which way to grow. Modifiers pass it through; a
    /// `ZStack`, a secondary layer, `ViewThatFits`, `ScrollView`, `GeometryReader` and a layout
    /// without a stack orientation reset it.
    let stackAxis: [Axis?]
    /// The alignment guides for which a node, or something inside it that propagates, sets an
    /// explicit value, for the nodes that have any. Every other guide takes its default value
    /// without asking the subtree.
    private let explicitGuides: [Int32: Set<AlignmentKey>]
    /// Each node's spacing preferences, read by the stacks around it.
    let spacing: [EdgeSpacing]
    /// The layout priority a container reads for each node: the value of `layoutPriority` when
    /// it is the outermost layout modifier, −∞ for a `Spacer`, 0 otherwise. Modifiers that are
    /// not layouts (`offset`, `alignmentGuide`, secondary layers, grid cell modifiers),
    /// `fixedSize` and single-child stacks pass their child's priority through; frames, padding,
    /// `aspectRatio` and `position` do not.
    let priority: [Double]
    /// Whether a node's size is plain arithmetic on its proposal, with no child to ask: shapes,
    /// spacers and frames fixed on both axes.
    let isTrivial: [Bool]
    /// The `GridRow` nodes that are rows of a `Grid`, which sizes and places their cells; any
    /// other `GridRow` is laid out as a grid of one row.
    let rowsOfGrids: Set<NodeID>

    /// The facts of `graph`. `customSpacing` gives a custom layout node's spacing preferences
    /// from those of the nodes before it (its subviews among them); without it, a custom layout
    /// has the union of its subviews' preferences, the `Layout` protocol's default.
    init(_ graph: LayoutGraph, customSpacing: ((NodeID, CustomLayoutSpec, [EdgeSpacing]) -> EdgeSpacing)? = nil) {
        var stackAxis = [Axis?](repeating: nil, count: graph.count)
        var rowsOfGrids = Set<NodeID>()
        // Parents come after their children, so walking backwards visits every parent first.
        for id in graph.nodeIDs.reversed() {
            let children = graph.children(of: id)
            switch graph[id].kind {
            case .stack(let spec):
                for child in children { stackAxis[child.index] = spec.axis }
            case .zstack, .viewThatFits, .scrollView, .geometryReader, .gridRow:
                break
            case .grid:
                for child in children {
                    if case .gridRow = graph[child].kind { rowsOfGrids.insert(child) }
                }
            case .customLayout(let spec):
                let axis = graph.customLayout(spec.layout).properties.stackOrientation
                for child in children { stackAxis[child.index] = axis }
            case .secondary:
                if let primary = children.first { stackAxis[primary.index] = stackAxis[id.index] }
            default:
                for child in children { stackAxis[child.index] = stackAxis[id.index] }
            }
        }
        self.stackAxis = stackAxis
        self.rowsOfGrids = rowsOfGrids

        var explicitGuides = SparseGuides()
        var spacing = [EdgeSpacing](repeating: .none, count: graph.count)
        var priority = [Double](repeating: 0, count: graph.count)
        for id in graph.nodeIDs {
            let children = graph.children(of: id)
            let first = children.first.map { $0.index }
            priority[id.index] = Self.priority(of: graph[id].kind, childCount: children.count, firstChild: first.map { priority[$0] })
            switch graph[id].kind {
            case .shape, .scrollView, .geometryReader, .grid, .gridRow:
                break
            case .spacer:
                spacing[id.index] = stackAxis[id.index].map(EdgeSpacing.spacer(along:)) ?? .none
            case .stack(let spec):
                if children.count == 1, let first {
                    explicitGuides[id.index] = explicitGuides[first]
                } else {
                    for child in children {
                        explicitGuides[id.index].formUnion(explicitGuides[child.index].filter(\.propagatesThroughContainers))
                    }
                }
                spacing[id.index] = Self.stackSpacing(children.map { spacing[$0.index] }, axis: spec.axis)
            case .zstack:
                if children.count == 1, let first {
                    explicitGuides[id.index] = explicitGuides[first]
                } else {
                    for child in children {
                        explicitGuides[id.index].formUnion(explicitGuides[child.index].filter(\.propagatesThroughContainers))
                    }
                }
                var union = EdgeSpacing.none
                for child in children { union.formUnion(spacing[child.index]) }
                spacing[id.index] = union
            case .viewThatFits:
                // Whichever candidate is shown stands in for the container.
                var union = EdgeSpacing.none
                for child in children {
                    explicitGuides[id.index].formUnion(explicitGuides[child.index])
                    union.formUnion(spacing[child.index])
                }
                spacing[id.index] = union
            case .alignmentGuide(let spec):
                guard let first else { break }
                explicitGuides[id.index] = explicitGuides[first].union([spec.key])
                spacing[id.index] = spacing[first]
            case .frame(let spec):
                guard let first else { break }
                explicitGuides[id.index] = explicitGuides[first]
                var own = spacing[first]
                for axis in Axis.both where spec[axis] != nil { own.reset(axis) }
                spacing[id.index] = own
            case .flexFrame(let spec):
                guard let first else { break }
                explicitGuides[id.index] = explicitGuides[first]
                var own = spacing[first]
                for axis in Axis.both where spec[axis] != FlexFrameSpec.Limits() { own.reset(axis) }
                spacing[id.index] = own
            case .padding(let insets):
                guard let first else { break }
                explicitGuides[id.index] = explicitGuides[first]
                var own = spacing[first]
                if insets.leading != 0 { own.leading = nil }
                if insets.trailing != 0 { own.trailing = nil }
                if insets.top != 0 { own.top = nil }
                if insets.bottom != 0 { own.bottom = nil }
                spacing[id.index] = own
            case .fixedSize, .layoutPriority, .offset, .secondary, .aspectRatio, .position, .gridCell:
                guard let first else { break }
                explicitGuides[id.index] = explicitGuides[first]
                spacing[id.index] = spacing[first]
            case .customLayout(let spec):
                // The layout may answer for any guide its subviews set, for the frame guides and
                // for any custom guide, so its parents ask it about all of them.
                explicitGuides[id.index] = Set(AlignmentKey.builtInAndRegistered)
                var union = EdgeSpacing.none
                for child in children {
                    explicitGuides[id.index].formUnion(explicitGuides[child.index])
                    union.formUnion(spacing[child.index])
                }
                spacing[id.index] = customSpacing?(id, spec, spacing) ?? union
            }
        }
        self.explicitGuides = explicitGuides.sets
        self.spacing = spacing
        self.priority = priority
        isTrivial = graph.nodes.map { node in
            switch node.kind {
            case .shape, .spacer: return true
            case .frame(let spec): return spec.width != nil && spec.height != nil
            default: return false
            }
        }
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

    private static func priority(of kind: NodeKind, childCount: Int, firstChild: Double?) -> Double {
        switch kind {
        case .layoutPriority(let value): return value
        case .spacer: return -.infinity
        case .fixedSize, .offset, .alignmentGuide, .secondary, .gridCell: return firstChild ?? 0
        case .stack, .zstack: return childCount == 1 ? firstChild ?? 0 : 0
        case .shape, .frame, .flexFrame, .padding, .aspectRatio, .position, .viewThatFits, .scrollView, .geometryReader, .customLayout,
             .grid, .gridRow:
            return 0
        }
    }

    /// A stack's own spacing preferences: its first child's leading edge and last child's
    /// trailing edge along the stack axis, and the union of every child's edges across it.
    static func stackSpacing(_ children: [EdgeSpacing], axis: Axis) -> EdgeSpacing {
        guard let first = children.first, let last = children.last else { return .none }
        var across = EdgeSpacing.none
        for child in children { across.formUnion(child) }
        var result = across
        if axis == .horizontal {
            result.leading = first.leading
            result.trailing = last.trailing
        } else {
            result.top = first.top
            result.bottom = last.bottom
        }
        return result
    }
}

/// Explicit guide sets by node, stored only for nodes that have one.
private struct SparseGuides {
    var sets: [Int32: Set<AlignmentKey>] = [:]

    subscript(index: Int) -> Set<AlignmentKey> {
        get { sets.isEmpty ? [] : sets[Int32(index)] ?? [] }
        set {
            if !newValue.isEmpty {
                sets[Int32(index)] = newValue
            } else if !sets.isEmpty {
                sets[Int32(index)] = nil
            }
        }
    }
}
