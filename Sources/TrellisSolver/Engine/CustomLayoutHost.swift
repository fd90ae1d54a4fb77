import Foundation
import TrellisGraph

/// The solver's side of the `Layout` protocol: it keeps each custom layout's cache for the
/// layout, answers the subview proxies with the engine's memoised measurements, and records
/// where `placeSubviews` puts each subview.
///
/// One host serves a whole layout, including the preliminary engine that measures while
/// custom layouts report their spacing (see ``LayoutEngine/make(graph:normalizer:memoize:tracing:)``), so
/// each layout's cache is made once and proxies kept in it stay valid.
final class CustomLayoutHost: LayoutSubviewHost {
    private let graph: LayoutGraph
    /// The engine answering the proxies; set by each engine that adopts the host.
    unowned var engine: LayoutEngine!
    /// Each custom layout node's subviews and cache, made on first use.
    private var states: [NodeID: (subviews: LayoutSubviews, cache: AnyLayout.Cache)] = [:]
    /// For each layout running `placeSubviews`, the origin of its bounds and where it has put
    /// its subviews so far (relative to the bounds).
    private var recordings: [NodeID: (origin: CGPoint, placements: [NodeID: ChildPlacement])] = [:]
    /// While a custom layout reports its spacing, the spacing of the nodes before it.
    private var spacingSoFar: NodeColumn<EdgeSpacing>?

    init(_ graph: LayoutGraph) {
        self.graph = graph
    }

    // MARK: - Running a layout

    /// Calls `body` with the layout of the custom layout `node`, its subviews and its cache.
    func withLayout<Result>(of node: NodeID, _ spec: CustomLayoutSpec, _ body: (AnyLayout, LayoutSubviews, inout AnyLayout.Cache) -> Result) -> Result {
        let layout = graph.customLayout(spec.layout)
        var state = states[node] ?? {
            // Subviews are indexed from 0, as in SwiftUI, not by their place in the child buffer.
            let subviews = LayoutSubviews(host: self, container: node, nodes: ArraySlice(Array(graph.children(of: node))))
            return (subviews, layout.makeCache(subviews: subviews))
        }()
        defer { states[node] = state }
        return body(layout, state.subviews, &state.cache)
    }

    /// The spacing preferences of the custom layout `node`, given those of the nodes before it
    /// (`childSpacing` is set for every node before `node`, its subviews among them).
    func spacing(ofLayout node: NodeID, _ spec: CustomLayoutSpec, childSpacing: NodeColumn<EdgeSpacing>) -> EdgeSpacing {
        spacingSoFar = childSpacing
        defer { spacingSoFar = nil }
        return withLayout(of: node, spec) { layout, subviews, cache in layout.spacing(subviews: subviews, cache: &cache).edges }
    }

    /// Where the layout `container` puts each of its children when `run` places them in
    /// `bounds` for `proposal`, relative to the bounds: where the last `place` call for a child
    /// put it, or centred in the bounds with `proposal` when no call did.
    func placements(of container: NodeID, in bounds: CGRect, proposal: ProposedViewSize, run: () -> Void) -> [ChildPlacement] {
        recordings[container] = (bounds.origin, [:])
        run()
        let recorded = recordings.removeValue(forKey: container)?.placements ?? [:]
        return graph.children(of: container).map { child in
            recorded[child] ?? NodeContext(container, graph.kind(of: container), engine).centred(child, proposal: proposal, in: bounds.size)
        }
    }

    // MARK: - LayoutSubviewHost

    func size(of subview: NodeID, for proposal: ProposedViewSize) -> CGSize {
        engine.size(of: subview, for: proposal)
    }

    func dimensions(of subview: NodeID, in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: subview, proposal: proposal, size: engine.size(of: subview, for: proposal))
    }

    func priority(of subview: NodeID) -> Double {
        engine.priority(of: subview)
    }

    func spacing(of subview: NodeID) -> ViewSpacing {
        ViewSpacing(spacingSoFar?[subview.index] ?? engine.facts.columns.spacing[subview.index])
    }

    func layoutValue(_ key: ObjectIdentifier, of subview: NodeID) -> Any? {
        graph.layoutValue(key, of: subview)
    }

    func place(_ subview: NodeID, in container: NodeID, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard let origin = recordings[container]?.origin else { return }
        let size = engine.size(of: subview, for: proposal, askedBy: container)
        let placed = CGPoint(x: position.x - anchor.x * size.width - origin.x, y: position.y - anchor.y * size.height - origin.y)
        recordings[container]?.placements[subview] = ChildPlacement(child: subview, proposal: proposal, origin: placed)
    }

    func combinedExplicitAlignment(_ key: AlignmentKey, of container: NodeID, in bounds: CGRect, proposal: ProposedViewSize, place: () -> Void) -> CGFloat? {
        let values = placements(of: container, in: bounds, proposal: proposal, run: place).compactMap { placement in
            engine.explicitGuide(key, of: placement.child, proposal: placement.proposal).map { $0 + placement.origin[key.axis] }
        }
        return key.combineExplicit(values)
    }

    func stackSize(_ spec: StackSpec, of subviews: LayoutSubviews, for proposal: ProposedViewSize) -> CGSize {
        ChildList.with(subviews.nodes) {
            StackRule.size(of: subviews.container, for: proposal, children: Children($0, ownedBy: nil), in: NodeContext(subviews.container, spec, engine))
        }
    }

    func placeStack(_ spec: StackSpec, _ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        let placements = ChildList.with(subviews.nodes) {
            StackRule.placements(of: subviews.container, proposal: proposal, size: bounds.size, children: Children($0, ownedBy: nil),
                                 in: NodeContext(subviews.container, spec, engine))
        }
        record(placements, in: subviews.container, at: bounds.origin)
    }

    func stackSpacing(_ spec: StackSpec, of subviews: LayoutSubviews) -> ViewSpacing {
        ViewSpacing(StackRule.stackSpacing(subviews.map { spacing(of: $0.node).edges }, axis: spec.axis))
    }

    func zstackSize(_ spec: ZStackSpec, of subviews: LayoutSubviews, for proposal: ProposedViewSize) -> CGSize {
        ChildList.with(subviews.nodes) { ZStackRule.size(of: subviews.container, for: proposal, children: Children($0, ownedBy: nil), in: NodeContext(subviews.container, spec, engine)) }
    }

    func placeZStack(_ spec: ZStackSpec, _ subviews: LayoutSubviews, in bounds: CGRect, proposal: ProposedViewSize) {
        let placements = ChildList.with(subviews.nodes) {
            ZStackRule.placements(of: subviews.container, size: bounds.size, children: Children($0, ownedBy: nil),
                                  in: NodeContext(subviews.container, spec, engine))
        }
        record(placements, in: subviews.container, at: bounds.origin)
    }

    /// Places each child where a built-in layout whose bounds start at `origin` put it.
    private func record(_ placements: [ChildPlacement], in container: NodeID, at origin: CGPoint) {
        for placement in placements {
            let position = CGPoint(x: origin.x + placement.origin.x, y: origin.y + placement.origin.y)
            place(placement.child, in: container, at: position, anchor: .topLeading, proposal: placement.proposal)
        }
    }
}
