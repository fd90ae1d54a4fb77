import Foundation
import TrellisGraph

// Models: SwiftUI's safe area (a window's insets, `safeAreaPadding(_:_:)`,
// `safeAreaInset(edge:alignment:spacing:content:)`) — documented in the LayoutRules article, §12.

/// A safe area keeps its content out of its insets. The window's takes the size it is offered
/// and centres its content in what the insets leave, as a hosting view does; `safeAreaPadding`
/// offers its content the proposal less the insets and adds them back, as padding does;
/// `safeAreaInset` measures its inset content along its edge (offered the proposal across the
/// edge and nothing along it), offers the view the rest less the spacing, and places the inset
/// content along the edge, aligned with the view. A view below that ignores the safe area grows
/// back into the insets (``IgnoresSafeAreaRule``).
enum SafeAreaRule: ModifierRule {
    typealias Spec = SafeAreaSpec

    static func normalize(_ spec: inout SafeAreaSpec, _ report: inout NormalizationReport) {
        spec.insets.top = report.usableLength(spec.insets.top, .safeAreaTop)
        spec.insets.leading = report.usableLength(spec.insets.leading, .safeAreaLeading)
        spec.insets.bottom = report.usableLength(spec.insets.bottom, .safeAreaBottom)
        spec.insets.trailing = report.usableLength(spec.insets.trailing, .safeAreaTrailing)
        if case .inset(var bar) = spec.source, let spacing = bar.spacing {
            bar.spacing = report.usableLength(spacing, .safeAreaInsetSpacing, allowNegative: true)
            spec.source = .inset(bar)
        }
    }

    /// A padding reads what its content reads, and the proposal along each axis it insets,
    /// which it compares with its insets to warn when they exceed it.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<SafeAreaSpec>) -> ProposalDimensions {
        guard case .padding = context.spec.source else { return .both }
        var read = children.first ?? []
        for axis in [Axis.horizontal, .vertical] where context.spec.insets[total: axis] != 0 { read.formUnion(.along(axis)) }
        return read
    }

    static func priorityPassing(in context: FactsContext<SafeAreaSpec>) -> PriorityPassing { .hides }

    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<SafeAreaSpec>) -> EdgeSpacing {
        guard case .padding = context.spec.source else { return .none }
        var own = children.first ?? .none
        own.forget(paddedBy: context.spec.insets)
        return own
    }

    static func name(in context: NodeContext<SafeAreaSpec>) -> LayoutRule { .safeArea }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<SafeAreaSpec>) -> CGSize {
        let insets = self.insets(context.spec, for: proposal, in: context)
        for axis in [Axis.horizontal, .vertical] {
            if let space = proposal[axis], insets[total: axis] > space {
                context.warn(.insetsExceedSpace, context.node, .insetsExceedSpace(axis: axis, insets: insets[total: axis], space: space))
            }
        }
        let content = context.firstChild.map { context.size(of: $0, for: contentProposal(proposal, insets)) } ?? .zero
        let padded = CGSize(width: content.width + insets[total: .horizontal], height: content.height + insets[total: .vertical])
        guard case .window = context.spec.source else { return padded }
        return CGSize(width: proposal.width ?? padded.width, height: proposal.height ?? padded.height)
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<SafeAreaSpec>) -> Placements {
        guard let content = context.firstChild else { return .none }
        let insets = self.insets(context.spec, for: proposal, in: context)
        let offer = contentProposal(proposal, insets)
        let contentSize = context.size(of: content, for: offer)
        let remaining = CGSize(width: max(size.width - insets[total: .horizontal], 0), height: max(size.height - insets[total: .vertical], 0))
        var contentOrigin = CGPoint(x: insets.leading, y: insets.top)
        if case .window = context.spec.source {
            context.tree.noteSafeRectanglePlaced()
            contentOrigin.x += (remaining.width - contentSize.width) / 2
            contentOrigin.y += (remaining.height - contentSize.height) / 2
        }
        let decision = context.record(
            .safeArea(size: size, insets: insets, remaining: remaining, origin: CGPoint(x: insets.leading, y: insets.top), isWindow: context.spec.source == .window),
            about: content, by: context.node, proposal: offer, size: contentSize, rule: .safeArea)
        let placed = ChildPlacement(child: content, proposal: offer, origin: contentOrigin, size: contentSize, decision: decision)
        guard case .inset(let bar) = context.spec.source, context.childCount > 1 else { return .one(placed) }
        // The inset content is placed first, so that views in the content that grow into the
        // safe area find it placed.
        let barNode = context.children[1]
        let barOffer = barProposal(bar, proposal)
        let barSize = context.size(of: barNode, for: barOffer)
        let contentGuide = context.guide(bar.alignment, of: content, proposal: offer, size: contentSize)
        let barGuide = context.guide(bar.alignment, of: barNode, proposal: barOffer, size: barSize)
        let across = contentOrigin[bar.alignment.axis] + contentGuide - barGuide
        let barOrigin: CGPoint
        switch bar.edge {
        case .top: barOrigin = CGPoint(x: across, y: 0)
        case .bottom: barOrigin = CGPoint(x: across, y: size.height - barSize.height)
        case .leading: barOrigin = CGPoint(x: 0, y: across)
        case .trailing: barOrigin = CGPoint(x: size.width - barSize.width, y: across)
        }
        return .many([ChildPlacement(child: barNode, proposal: barOffer, origin: barOrigin, size: barSize), placed])
    }

    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<SafeAreaSpec>) -> CGFloat? {
        guard let content = context.firstChild else { return nil }
        let insets = self.insets(context.spec, for: proposal, in: context)
        guard let value = context.explicitGuide(key, of: content, proposal: contentProposal(proposal, insets)) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }

    /// A window's (or keyboard's) safe area keeps its content inside what its insets leave;
    /// other safe areas (`safeAreaPadding`, `safeAreaInset`) only change what is offered.
    static func childBounds(at frame: CGRect, in context: NodeContext<SafeAreaSpec>) -> ChildBounds {
        guard case .window = context.spec.source else { return ChildBounds() }
        let insets = context.spec.insets
        return ChildBounds(safeRectangle: CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                                                 width: max(frame.width - insets[total: .horizontal], 0),
                                                 height: max(frame.height - insets[total: .vertical], 0)))
    }

    /// The safe rectangle around the placed node `node`, in window coordinates: what every
    /// enclosing safe area (and the layout this one is nested in) leaves once its insets are
    /// taken off; `nil` when there is no safe area around it.
    static func safeRectangle<OtherSpec>(around node: NodeID, in context: NodeContext<OtherSpec>) -> CGRect? {
        var safe = context.tree.outerSafeArea
        var current = node
        while let parent = context.tree.parents[current.index] {
            let index = context.tree.children(of: parent).firstIndex(of: current) ?? 0
            current = parent
            guard let area = placedSafeArea(parent, enteredThrough: index, in: context) else { continue }
            let inner = CGRect(x: area.frame.minX + area.insets.leading, y: area.frame.minY + area.insets.top,
                               width: max(area.frame.width - area.insets[total: .horizontal], 0),
                               height: max(area.frame.height - area.insets[total: .vertical], 0))
            guard let outer = safe else { safe = inner; continue }
            let overlap = outer.intersection(inner)
            safe = overlap.isNull ? CGRect(origin: inner.origin, size: .zero) : overlap
        }
        return safe
    }

    /// The safe area of the placed safe-area node `node`, as a view in the child at `index`
    /// sees it: its frame, its insets and their region; `nil` when `node` is not a safe area,
    /// or the child is a `safeAreaInset`'s inset content, which stands outside that safe area.
    static func placedSafeArea<OtherSpec>(_ node: NodeID, enteredThrough index: Int, in context: NodeContext<OtherSpec>) -> (frame: CGRect, insets: EdgeInsets, region: SafeAreaRegions)? {
        guard case .safeArea(let spec) = context.tree.kind(of: node), index == 0, let frame = context.tree.placedFrame(node) else { return nil }
        var insets = spec.insets
        if case .inset(let bar) = spec.source, context.tree.childCount(of: node) > 1, let barFrame = context.tree.placedFrame(context.tree.children(of: node)[1]) {
            let length = (bar.edge == .top || bar.edge == .bottom ? barFrame.height : barFrame.width) + spacing(of: bar, in: node, context)
            insets = inset(bar.edge, by: length)
        }
        return (frame, insets, spec.region)
    }

    /// The strips of `frame` that the insets of a window's (or keyboard's) safe area of `kind`
    /// cover: top, bottom, leading, trailing, leaving out empty ones; none for any other kind.
    static func windowInsetStrips(_ kind: NodeKind, frame: CGRect) -> [CGRect] {
        guard case .safeArea(let spec) = kind, spec.source == .window else { return [] }
        let insets = spec.insets
        let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: max(frame.width - insets[total: .horizontal], 0), height: max(frame.height - insets[total: .vertical], 0))
        return [
            CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: inner.minY - frame.minY),
            CGRect(x: frame.minX, y: inner.maxY, width: frame.width, height: frame.maxY - inner.maxY),
            CGRect(x: frame.minX, y: inner.minY, width: inner.minX - frame.minX, height: inner.height),
            CGRect(x: inner.maxX, y: inner.minY, width: frame.maxX - inner.maxX, height: inner.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    /// The insets in effect for `proposal`: the spec's, or a `safeAreaInset`'s content length
    /// plus its spacing on its edge.
    private static func insets(_ spec: SafeAreaSpec, for proposal: ProposedViewSize, in context: NodeContext<Spec>) -> EdgeInsets {
        guard case .inset(let bar) = spec.source, context.childCount > 1 else { return spec.insets }
        let size = context.size(of: context.children[1], for: barProposal(bar, proposal))
        return inset(bar.edge, by: max((bar.edge == .top || bar.edge == .bottom ? size.height : size.width) + spacing(of: bar, in: context.node, context), 0))
    }

    /// The space between a `safeAreaInset`'s content and its view: the spacing given, or else
    /// the distance their spacing preferences ask for across the edge, as between two views in
    /// a stack (8 between plain views).
    private static func spacing<OtherSpec>(of bar: SafeAreaBar, in node: NodeID, _ context: NodeContext<OtherSpec>) -> CGFloat {
        if let spacing = bar.spacing { return spacing }
        let children = context.tree.children(of: node)
        let (view, content) = (context.facts.spacing(of: children[0]), context.facts.spacing(of: children[1]))
        switch bar.edge {
        case .top: return content.distance(to: view, along: .vertical)
        case .bottom: return view.distance(to: content, along: .vertical)
        case .leading: return content.distance(to: view, along: .horizontal)
        case .trailing: return view.distance(to: content, along: .horizontal)
        }
    }

    /// Insets of `length` on `edge` only.
    private static func inset(_ edge: Edge, by length: CGFloat) -> EdgeInsets {
        EdgeInsets(top: edge == .top ? length : 0, leading: edge == .leading ? length : 0,
                   bottom: edge == .bottom ? length : 0, trailing: edge == .trailing ? length : 0)
    }

    /// What the inset content is offered: the proposal across the edge, nothing along it.
    private static func barProposal(_ bar: SafeAreaBar, _ proposal: ProposedViewSize) -> ProposedViewSize {
        bar.edge == .top || bar.edge == .bottom ? ProposedViewSize(width: proposal.width, height: nil) : ProposedViewSize(width: nil, height: proposal.height)
    }

    /// What the content is offered: the proposal less the insets, never below 0.
    private static func contentProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - insets[total: .horizontal], 0) },
            height: proposal.height.map { max($0 - insets[total: .vertical], 0) })
    }
}
