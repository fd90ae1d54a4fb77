import Foundation
import TrellisGraph

/// Lays out one graph: the measurement cache, the dispatch to each layout rule, and the
/// placement pass. One engine serves one layout and is then thrown away.
final class LayoutEngine {
    let nodes: NodeTable
    let context: GraphContext
    let memoize: Bool
    private let cache: MeasurementCache
    /// Each stack's children in distribution order (see ``StackOrderCache``).
    let stackOrders: StackOrderCache
    /// The counters and the frames are written on every measurement and placement; they live
    /// behind pointers so that those writes skip the dynamic exclusivity checks that stored
    /// properties of a class carry.
    private let counters: UnsafeMutablePointer<LayoutStatistics>
    let frameBuffer: UnsafeMutableBufferPointer<CGRect>
    /// Problems noticed while placing, by kind and node so that a container placed again for
    /// an alignment query reports each once.
    private(set) var placementWarnings: [LayoutWarning] = []
    private var warned: Set<String> = []

    /// Records a warning about `node` once.
    func warn(_ kind: LayoutWarning.Kind, _ node: NodeID, _ message: @autoclosure () -> String) {
        guard warned.insert("\(kind.rawValue)#\(node.rawValue)").inserted else { return }
        placementWarnings.append(LayoutWarning(kind: kind, node: node, message: message()))
    }

    /// The graph being laid out, as corrected by the normaliser.
    var graph: LayoutGraph { nodes.graph }

    /// Whether explain mode is on; with it off, `trace` records nothing.
    let tracing: Bool
    private(set) var events: [TraceEvent] = []
    /// The layout of each placed `GeometryReader`'s content, by reader.
    var geometryReaderContents: [NodeID: LayoutResult] = [:]
    /// Runs the graph's custom layouts and answers their subviews.
    let customLayouts: CustomLayoutHost
    /// Where each `GridRow` of a grid puts its cells, decided when the grid is placed.
    var gridRowPlacements: [NodeID: [ChildPlacement]] = [:]
    /// The text measurements made so far, when memoising.
    let textMeasurements = TextMeasurementCache()
    /// Where the readers of this layout find the frames of anchored views (see `LayoutEngine+Anchors.swift`).
    var anchorFrames = AnchorFrames()
    /// The placed readers whose content is made once every node has its frame.
    var placedReaders: [(content: GeometryContentID, reader: NodeID, frame: CGRect)] = []

    /// An engine for `graph`, whose facts are `context`; `customLayouts` is a host taken over
    /// from another engine for the same graph (see ``make(graph:normalizer:memoize:tracing:)``).
    init(graph: LayoutGraph, memoize: Bool, tracing: Bool, context: GraphContext, customLayouts: CustomLayoutHost? = nil) {
        self.nodes = NodeTable(graph)
        self.context = context
        self.customLayouts = customLayouts ?? CustomLayoutHost(graph)
        self.memoize = memoize
        self.tracing = tracing
        // Most nodes answer a handful of distinct proposals; the table grows when they answer more.
        cache = MeasurementCache(expected: memoize ? 4 * self.context.sizeRoute.buffer.lazy.filter { $0 == .cached }.count : 0)
        stackOrders = StackOrderCache(nodeCount: memoize ? graph.count : 0)
        counters = .allocate(capacity: 1)
        counters.initialize(to: LayoutStatistics())
        frameBuffer = .allocate(capacity: graph.count)
        frameBuffer.initialize(repeating: Self.unplaced)
        self.customLayouts.engine = self
    }

    deinit {
        counters.deallocate()
        frameBuffer.deallocate()
    }

    /// Marks a node that has not been placed.
    private static let unplaced = CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan)

    /// How much work the layout took so far.
    var statistics: LayoutStatistics { counters.pointee }

    /// Each node's frame, `nil` for nodes that were not placed.
    var frames: [CGRect?] {
        frameBuffer.map { $0.width.isNaN ? nil : $0 }
    }

    /// The frame of `node` if it has been placed.
    func placedFrame(_ node: NodeID) -> CGRect? {
        let frame = frameBuffer[node.index]
        return frame.width.isNaN ? nil : frame
    }

    /// Records `event` when explain mode is on. The event is not even built otherwise.
    @inline(__always)
    func trace(_ event: @autoclosure () -> TraceEvent) {
        if tracing { events.append(event()) }
    }

    // MARK: - Sizing

    /// The size `node` chooses for `proposal`: the one place every measurement goes through,
    /// answered from the cache when the same question was asked before (or one that differs
    /// only in dimensions the node ignores, see ``ProposalDependence``). Leaves whose answer is
    /// plain arithmetic on the proposal are not cached: computing them costs less than looking
    /// them up (see ``SizeRoute``).
    func size(of node: NodeID, for proposal: ProposedViewSize, askedBy parent: NodeID? = nil) -> CGSize {
        let route = context.sizeRoute[node.index]
        guard memoize, route == .cached else {
            counters.pointee.measurements += 1
            let size = route == .proposal ? shapeSize(for: proposal) : computeSize(of: node, for: proposal)
            trace(TraceEvent(phase: .measure, node: node, parent: parent, proposal: proposal, size: size, rule: rule(for: node)))
            return size
        }
        let key = context.dependence[node.index].canonical(proposal)
        let vacancy: MeasurementCache.Vacancy
        switch cache.size(of: node, for: key) {
        case .found(let size):
            counters.pointee.cacheHits += 1
            trace(TraceEvent(phase: .measure, node: node, parent: parent, proposal: proposal, size: size, rule: rule(for: node), cacheHit: true))
            return size
        case .vacant(let slot):
            vacancy = slot
        }
        counters.pointee.measurements += 1
        let size = computeSize(of: node, for: proposal)
        cache.store(size, of: node, for: key, at: vacancy)
        trace(TraceEvent(phase: .measure, node: node, parent: parent, proposal: proposal, size: size, rule: rule(for: node)))
        return size
    }

    private func computeSize(of node: NodeID, for proposal: ProposedViewSize) -> CGSize {
        let first = nodes.firstChild(of: node)
        switch nodes.kind(of: node) {
        case .shape:
            return shapeSize(for: proposal)
        case .spacer(let spec):
            return spacerSize(spec, axis: context.stackAxis[node.index], for: proposal)
        case .stack(let spec):
            if nodes.childCount(of: node) == 1, let first {
                return size(of: first, for: proposal, askedBy: node)
            }
            return stackSize(node, spec, for: proposal)
        case .zstack:
            return zstackSize(node, for: proposal)
        case .frame(let spec):
            return frameSize(spec, child: first, node: node, for: proposal)
        case .flexFrame(let spec):
            return flexFrameSize(spec, child: first, node: node, for: proposal)
        case .padding(let insets):
            return paddingSize(insets, child: first, node: node, for: proposal)
        case .fixedSize(let spec):
            return fixedSizeSize(spec, child: first, node: node, for: proposal)
        case .layoutPriority, .offset, .alignmentGuide, .secondary, .gridCell, .layoutDirection:
            guard let first else { return .zero }
            return size(of: first, for: proposal, askedBy: node)
        case .aspectRatio(let spec):
            return aspectRatioSize(spec, child: first, node: node, for: proposal)
        case .position:
            return positionSize(child: first, node: node, for: proposal)
        case .viewThatFits(let spec):
            return viewThatFitsSize(node, spec, for: proposal)
        case .scrollView(let spec):
            return scrollViewSize(node, spec, for: proposal)
        case .geometryReader:
            return geometryReaderSize(for: proposal)
        case .customLayout(let spec):
            return customLayoutSize(node, spec, for: proposal)
        case .grid(let spec):
            return gridSize(node, spec, for: proposal)
        case .gridRow:
            // A row of a grid takes the size the grid gives it; a lone row is a one-row grid.
            return context.rowsOfGrids.contains(node) ? proposal.replacingUnspecifiedDimensions() : gridSize(node, GridSpec(), for: proposal)
        case .text(let spec):
            return textMeasurement(node, spec, for: proposal).size
        case .image(let spec):
            return imageSize(spec, for: proposal)
        case .control(let spec):
            return controlSize(spec, for: proposal)
        case .divider(let spec):
            return dividerSize(spec, axis: context.stackAxis[node.index], for: proposal)
        case .measuredLeaf(let id):
            return nodes.sizeFunctions[Int(id.rawValue)].sizeThatFits(proposal)
        }
    }

    /// The rule that decides the size of `node`, named in its trace events.
    func rule(for node: NodeID) -> LayoutRule {
        switch nodes.kind(of: node) {
        case .shape: return .shapeTakesProposal
        case .spacer: return context.stackAxis[node.index] == nil ? .spacerOutsideStack : .spacerInStack
        case .stack: return nodes.childCount(of: node) == 1 ? .singleChildStackIsTransparent : .stackSize
        case .zstack: return nodes.childCount(of: node) == 1 ? .singleChildStackIsTransparent : .zstackSize
        case .frame(let spec): return spec.width != nil && spec.height != nil ? .fixedFrameIgnoresChild : .fixedFrame
        case .flexFrame: return .flexibleFrame
        case .padding: return .padding
        case .fixedSize: return .fixedSizeIdeal
        case .secondary: return .secondaryLayer
        case .layoutPriority, .offset, .alignmentGuide, .gridCell: return .sizeOfChild
        case .layoutDirection: return .layoutDirection
        case .aspectRatio: return .aspectRatio
        case .position: return .position
        case .viewThatFits: return .viewThatFits
        case .scrollView: return .scrollView
        case .geometryReader: return .geometryReader
        case .customLayout: return .customLayout
        case .grid, .gridRow: return .grid
        case .text(let spec): return spec.measurer == nil ? .textBuiltInModel : .textCustomMeasurer
        case .image(let spec): return spec.isResizable ? .imageResizable : .imageNaturalSize
        case .control: return .controlSize
        case .divider: return .dividerAcrossStack
        case .measuredLeaf: return .measuredLeaf
        }
    }

    // MARK: - Placement

    /// Where a container puts one child: the proposal it gives it and the child's origin in the
    /// container's coordinates.
    struct ChildPlacement {
        var child: NodeID
        var proposal: ProposedViewSize
        var origin: CGPoint
        /// The size the child chose for `proposal`, when the container measured it on the way.
        var size: CGSize? = nil
    }

    /// Gives `node` its frame at `origin` (window coordinates) for `proposal`, then places its
    /// children.
    func place(_ node: NodeID, at origin: CGPoint, proposal: ProposedViewSize, parent: NodeID? = nil, measured: CGSize? = nil) {
        // The parent usually measured the node with this proposal already; asking again would
        // give the same answer. Explain mode asks anyway, so the trace shows the question.
        let size = tracing ? size(of: node, for: proposal, askedBy: parent) : measured ?? size(of: node, for: proposal, askedBy: parent)
        frameBuffer[node.index] = CGRect(origin: origin, size: size)
        counters.pointee.placements += 1
        trace(TraceEvent(phase: .place, node: node, parent: parent, proposal: proposal, size: size, origin: origin, rule: parent == nil ? .rootCentredInWindow : .alignedPlacement))
        if let placement = singlePlacement(of: node, proposal: proposal, size: size) {
            place(placement.child, at: origin + placement.origin, proposal: placement.proposal, parent: node, measured: placement.size)
        } else if nodes.childCount(of: node) > 0 {
            for placement in containerPlacements(of: node, proposal: proposal, size: size, at: origin) {
                place(placement.child, at: origin + placement.origin, proposal: placement.proposal, parent: node, measured: placement.size)
            }
        } else if context.sizeRoute[node.index] == .cached,  // a leaf that may be a reader: shapes are not
                  case .geometryReader(let spec) = nodes.kind(of: node), let content = spec.content {
            placedReaders.append((content, node, CGRect(origin: origin, size: size)))
        }
        if !context.mirroredSubtrees.isEmpty, context.mirroredSubtrees.contains(node) {
            mirrorSubtree(of: node, in: CGRect(origin: origin, size: size))
        }
    }

    /// How `node`, given `proposal` and having chosen `size`, places each of its children.
    func childPlacements(of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> [ChildPlacement] {
        if let placement = singlePlacement(of: node, proposal: proposal, size: size) { return [placement] }
        return containerPlacements(of: node, proposal: proposal, size: size)
    }

    /// Where a modifier, or a container with a single child, places that child; `nil` for leaves
    /// and for containers with several children.
    func singlePlacement(of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> ChildPlacement? {
        guard let first = nodes.firstChild(of: node) else { return nil }
        switch nodes.kind(of: node) {
        case .shape, .spacer, .secondary, .geometryReader, .customLayout, .grid, .gridRow,
             .text, .image, .control, .divider, .measuredLeaf:
            return nil
        case .stack, .zstack:
            return nodes.childCount(of: node) == 1 ? ChildPlacement(child: first, proposal: proposal, origin: .zero) : nil
        case .frame(let spec):
            let childProposal = ProposedViewSize(width: spec.width ?? proposal.width, height: spec.height ?? proposal.height)
            return aligned(first, proposal: childProposal, in: size, alignment: spec.alignment)
        case .flexFrame(let spec):
            return aligned(first, proposal: ProposedViewSize(size), in: size, alignment: spec.alignment)
        case .padding(let insets):
            return ChildPlacement(child: first, proposal: insetProposal(proposal, by: insets), origin: CGPoint(x: insets.leading, y: insets.top))
        case .fixedSize(let spec):
            return centred(first, proposal: fixedSizeProposal(spec, proposal), in: size, askedBy: node)
        case .offset(let offset):
            return ChildPlacement(child: first, proposal: proposal, origin: CGPoint(x: offset.width, y: offset.height))
        case .layoutPriority, .alignmentGuide, .gridCell, .layoutDirection:
            return ChildPlacement(child: first, proposal: proposal, origin: .zero)
        case .aspectRatio(let spec):
            return centred(first, proposal: aspectRatioProposal(spec, child: first, proposal), in: size, askedBy: node)
        case .position(let point):
            return positionPlacement(first, at: point, size: size)
        case .viewThatFits(let spec):
            return chosenCandidate(of: node, spec, for: proposal).map { ChildPlacement(child: $0, proposal: proposal, origin: .zero) }
        case .scrollView(let spec):
            return scrollContentPlacement(first, in: node, spec, size: size)
        }
    }

    /// Where a container places its children. `origin`, the container's position in the
    /// window, is where a custom layout's bounds start.
    private func containerPlacements(of node: NodeID, proposal: ProposedViewSize, size: CGSize, at origin: CGPoint = .zero) -> [ChildPlacement] {
        switch nodes.kind(of: node) {
        case .stack(let spec): return stackPlacements(node, spec, proposal: proposal, size: size)
        case .zstack(let spec): return zstackPlacements(node, spec, size: size)
        case .secondary(let spec): return secondaryPlacements(node, spec, proposal: proposal, size: size)
        case .geometryReader: return geometryReaderPlacements(node, size: size)
        case .customLayout(let spec): return customLayoutPlacements(node, spec, proposal: proposal, bounds: CGRect(origin: origin, size: size))
        case .grid(let spec): return gridPlacements(node, spec, proposal: proposal)
        case .gridRow: return context.rowsOfGrids.contains(node) ? gridRowPlacements[node] ?? [] : gridPlacements(node, GridSpec(), proposal: proposal)
        default: return []
        }
    }

    /// Places `child`, proposed `proposal`, so that its guide for `alignment` meets the same
    /// guide's default value in a container of `size` (how frames position their content).
    func aligned(_ child: NodeID, proposal: ProposedViewSize, in size: CGSize, alignment: Alignment) -> ChildPlacement {
        let childSize = self.size(of: child, for: proposal)
        var origin = CGPoint.zero
        for axis in Axis.both {
            let key = alignment[axis]
            let line = key.builtinDefaultValue(for: size) ?? key.defaultValue(in: ViewDimensions(size: size))
            origin[axis] = line - guide(key, of: child, proposal: proposal, size: childSize)
        }
        return ChildPlacement(child: child, proposal: proposal, origin: origin, size: childSize)
    }

    /// Places `child`, proposed `proposal`, with its centre on the centre of a container of
    /// `size`, whatever its alignment guides say (how `fixedSize` and `aspectRatio` position
    /// their content).
    func centred(_ child: NodeID, proposal: ProposedViewSize, in size: CGSize, askedBy node: NodeID) -> ChildPlacement {
        let childSize = self.size(of: child, for: proposal, askedBy: node)
        let origin = CGPoint(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2)
        return ChildPlacement(child: child, proposal: proposal, origin: origin, size: childSize)
    }

    // MARK: - Alignment guides

    /// The value of guide `key` for `node` laid out with `proposal` at `size`: its explicit
    /// value when it or its content sets one, otherwise the guide's default.
    func guide(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if let value = explicitGuide(key, of: node, proposal: proposal) { return value }
        return key.builtinDefaultValue(for: size) ?? key.defaultValue(in: dimensions(of: node, proposal: proposal, size: size))
    }

    /// The layout priority a container reads for `node` (see ``GraphContext/priority``).
    @inline(__always)
    func priority(of node: NodeID) -> Double { context.priority[node.index] }

    /// The dimensions a parent or a guide closure sees for `node`.
    func dimensions(of node: NodeID, proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        guard context.hasExplicitGuides(node: node) else { return ViewDimensions(size: size) }
        return ViewDimensions(size: size) { [unowned self] key in self.explicitGuide(key, of: node, proposal: proposal) }
    }

    /// The explicit value of `key` that `node` reports for `proposal`, if any: set by an
    /// `alignmentGuide`, moved along with the child's position by unary modifiers, and combined
    /// across children by containers (averaged for custom guides, not propagated for the frame
    /// guides).
    func explicitGuide(_ key: AlignmentKey, of node: NodeID, proposal: ProposedViewSize) -> CGFloat? {
        guard context.hasExplicitGuide(key, node: node) else { return nil }
        let first = nodes.firstChild(of: node)
        switch nodes.kind(of: node) {
        case .alignmentGuide(let spec) where spec.key == key:
            guard let child = first else { return nil }
            let childSize = size(of: child, for: proposal, askedBy: node)
            return nodes.guideFunctions[Int(spec.function.rawValue)](dimensions(of: child, proposal: proposal, size: childSize))
        case .stack, .zstack:
            guard nodes.childCount(of: node) > 1 else { return first.flatMap { explicitGuide(key, of: $0, proposal: proposal) } }
            let size = size(of: node, for: proposal)
            let values = childPlacements(of: node, proposal: proposal, size: size).compactMap { placement in
                explicitGuide(key, of: placement.child, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
            }
            return key.combineExplicit(values)
        case .customLayout(let spec):
            return customLayoutExplicitGuide(key, of: node, spec, proposal: proposal)
        case .text(let spec):
            return textBaseline(key, of: node, spec, for: proposal)
        default:
            let size = size(of: node, for: proposal)
            switch nodes.kind(of: node) {
            case .secondary, .offset:
                return first.flatMap { explicitGuide(key, of: $0, proposal: proposal) }
            default:
                break
            }
            guard let placement = singlePlacement(of: node, proposal: proposal, size: size) else { return nil }
            return explicitGuide(key, of: placement.child, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
        }
    }
}

extension CGPoint {
    /// The point moved by `offset`.
    fileprivate static func + (point: CGPoint, offset: CGPoint) -> CGPoint {
        CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }
}
