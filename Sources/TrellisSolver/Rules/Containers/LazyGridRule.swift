import Foundation
import TrellisGraph

// Models: SwiftUI's `LazyVGrid` and `LazyHGrid` with `GridItem` `.fixed`, `.flexible` and
// `.adaptive` — documented in the LayoutRules article, §9 (lazy grids).

/// A lazy grid sizes its tracks across its axis from its items and the offer alone
/// (``LazyGridTracks``), fills them with its cells in order, one line after another, and makes
/// each line as long as its longest cell, each cell offered its track's length across the axis
/// and nothing along it. Its size is its tracks' extent across the axis and its lines and
/// their spacing along it. When placed, it sizes its tracks again from the length it was given,
/// as SwiftUI does, and aligns each cell in its place by its item's alignment (or the grid's).
///
/// Tracks sized from a length are the same whenever they are sized from it, so a grid given
/// the length it was offered across its axis (the usual case: its tracks fill the offer) need
/// not size them and measure its lines again to place its cells. Such a grid places its cells
/// while it is measured, into room the engine keeps for its children when it keeps them
/// (``Workspace/keepPlacements(of:for:_:)``: for grids of many cells), and its placement
/// takes them when the length matches; a grid whose tracks overflow or leave some of the offer
/// sizes them again when placed. Explain mode takes the same path: each cell's offer is
/// recorded where the cell is placed into the room, and its placement points to that record.
enum LazyGridRule: ContainerRule {
    typealias Spec = LazyGridSpec

    /// Its answers are cached like any view's.
    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<LazyGridSpec>) -> CachePolicy { .cached }

    static func lengthOrigin(along axis: Axis, length: CGFloat, in context: FactsContext<LazyGridSpec>) -> LengthOrigin { .fromChildren }

    /// Its children may lie anywhere inside it, the window or a safe area.
    static func childBounds(at frame: CGRect, in context: NodeContext<LazyGridSpec>) -> ChildBounds { ChildBounds() }

    /// It reports no guides of its own (its guide passing is `.none`).
    static func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize, in context: NodeContext<LazyGridSpec>) -> CGFloat? {
        nil
    }

    /// Lengths that are not usable, negative minimums and maximums below their minimums are
    /// replaced; an adaptive item's minimum must be more than zero.
    static func normalize(_ spec: inout LazyGridSpec, _ report: inout NormalizationReport) {
        if let spacing = spec.spacing, !NormalizationReport.isUsable(spacing) {
            report.replaced(.lazyGridSpacing, spacing, with: .defaultValue)
            spec.spacing = nil
        }
        for index in spec.items.indices {
            var item = spec.items[index]
            if let spacing = item.spacing, !NormalizationReport.isUsable(spacing) {
                report.replaced(.gridItemSpacing, spacing, with: .defaultValue)
                item.spacing = nil
            }
            switch item.size {
            case .fixed(let length):
                item.size = .fixed(report.usableLength(length, .gridItemFixedLength))
            case .flexible(var minimum, var maximum):
                normalizeLimits(&minimum, &maximum, smallest: 0, &report)
                item.size = .flexible(minimum: minimum, maximum: maximum)
            case .adaptive(var minimum, var maximum):
                normalizeLimits(&minimum, &maximum, smallest: nil, &report)
                item.size = .adaptive(minimum: minimum, maximum: maximum)
            }
            spec.items[index] = item
        }
    }

    /// A minimum that is not a usable length becomes the default 10; a negative one becomes
    /// `smallest` (for an adaptive item, which needs a positive minimum, `nil`: the default 10,
    /// like zero); a maximum that is NaN or below the minimum becomes the minimum.
    private static func normalizeLimits(_ minimum: inout CGFloat, _ maximum: inout CGFloat, smallest: CGFloat?, _ report: inout NormalizationReport) {
        let defaultMinimum: CGFloat = 10
        if !NormalizationReport.isUsable(minimum) {
            report.replaced(.gridItemMinimum, minimum, with: .value(defaultMinimum))
            minimum = defaultMinimum
        } else if let smallest, minimum < smallest {
            report.replaced(.gridItemMinimum, minimum, with: .value(smallest))
            minimum = smallest
        } else if smallest == nil, minimum <= 0 {
            report.replaced(.gridItemMinimum, minimum, with: .value(defaultMinimum))
            minimum = defaultMinimum
        }
        if maximum.isNaN || maximum < minimum || (maximum.isFinite && !NormalizationReport.isUsable(maximum)) {
            report.replaced(.gridItemMaximum, maximum, with: .value(minimum))
            maximum = minimum
        }
    }

    /// The grid reads the offer across its axis only.
    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<LazyGridSpec>) -> ProposalDimensions {
        .along(context.spec.axis.perpendicular)
    }

    static func priorityPassing(in context: FactsContext<LazyGridSpec>) -> PriorityPassing { .hides }

    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<LazyGridSpec>) -> EdgeSpacing { .none }

    static func childContext(_ inherited: InheritedContext, child index: Int, graph: LayoutGraph, in context: FactsContext<LazyGridSpec>) -> InheritedContext {
        inherited.outsideStacks
    }

    static func guidePassing(in context: FactsContext<LazyGridSpec>) -> GuidePassing { .none }

    /// A lazy grid aligns its cells in their places.
    static func mayAlignChildren(on key: AlignmentKey, in context: FactsContext<LazyGridSpec>) -> Bool { true }

    static func name(in context: NodeContext<LazyGridSpec>) -> LayoutRule { .lazyGrid }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<LazyGridSpec>) -> CGSize {
        let offered = proposal[context.spec.axis.perpendicular]
        let tracks = LazyGridTracks(items: context.spec.items, offered: offered)
        let lines = lineLengths(context.spec, tracks, in: context)
        let size = CGSize(major: length(of: lines, context.spec), minor: tracks.extent, along: context.spec.axis)
        record(tracks, lines, context.spec, of: context.node, offered: offered, proposal: proposal, size: size, in: context)
        if let offered, offered == tracks.extent, tracks.count > 0 {
            context.workspace.keepPlacements(of: context.children, for: keptKey(across: offered, context.spec)) { room in
                var index = 0
                placeCells(context.spec, tracks, lines, offered: offered, in: context) { placement in
                    room.initialize(index, to: placement)
                    index += 1
                }
            }
        }
        return size
    }

    /// The proposal a grid's kept cells are filed under: the length across its axis that its
    /// tracks were sized from, the only dimension they depend on.
    private static func keptKey(across length: CGFloat, _ spec: LazyGridSpec) -> ProposedViewSize {
        ProposedViewSize(major: nil, minor: length, along: spec.axis)
    }

    /// Records how the grid sized each item's tracks from `offered`, the length
    /// across its axis they were sized from, and the tracks and lines it has for `proposal`.
    private static func record(_ tracks: LazyGridTracks, _ lines: [CGFloat], _ spec: LazyGridSpec, of node: NodeID, offered: CGFloat?,
                               proposal: ProposedViewSize, size: CGSize, in context: NodeContext<Spec>) {
        for index in tracks.groups.indices {
            context.record(.lazyGridItem(item(index, of: tracks, spec, offered: offered)), about: node, proposal: proposal, rule: .lazyGrid)
        }
        context.record(.gridTracks(columns: spec.axis == .vertical ? tracks.tracks.map(\.group.length) : lines,
                                 rows: spec.axis == .vertical ? lines : tracks.tracks.map(\.group.length)),
                     about: node, proposal: proposal, size: size, rule: .lazyGrid)
    }

    static func placements(proposal: ProposedViewSize, size: CGSize, origin: CGPoint, in context: NodeContext<LazyGridSpec>) -> Placements {
        // SwiftUI sizes the tracks again from the length the grid was given, which differs from
        // the offer when the tracks overflow it or leave some of it.
        let across = size[context.spec.axis.perpendicular]
        if let kept = context.workspace.keptPlacements(of: context.children, for: keptKey(across: across, context.spec)) { return kept }
        let tracks = LazyGridTracks(items: context.spec.items, offered: across)
        let lines = lineLengths(context.spec, tracks, in: context)
        record(tracks, lines, context.spec, of: context.node, offered: across, proposal: proposal, size: size, in: context)
        var placements: [ChildPlacement] = []
        placements.reserveCapacity(context.childCount)
        placeCells(context.spec, tracks, lines, offered: across, in: context) { placements.append($0) }
        return .many(placements)
    }

    /// Hands `body` the placement of each cell, in order: in its track across the axis and its
    /// line along it, aligned in that area by its item's alignment (or the grid's). The
    /// arithmetic of each item's tracks, sized from `offered`, is recorded as the decision that
    /// gave each cell its offer.
    private static func placeCells(_ spec: LazyGridSpec, _ tracks: LazyGridTracks, _ lines: [CGFloat], offered: CGFloat,
                                   in context: NodeContext<Spec>, _ body: (ChildPlacement) -> Void) {
        let cross = tracks.tracks
        let spacing = spec.spacing ?? EdgeSpacing.defaultDistance
        var lineStart: CGFloat = 0
        for (line, cells) in cellsByLine(trackCount: cross.count, in: context).enumerated() {
            for (cell, (group, index)) in zip(cells, cross) {
                let offer = ProposedViewSize(major: nil, minor: group.length, along: spec.axis)
                let area = CGSize(major: lines[line], minor: group.length, along: spec.axis)
                let cause = context.record(.lazyGridItem(item(group.item, of: tracks, spec, offered: offered)), about: cell, by: context.node, proposal: offer,
                                         rule: .lazyGrid)
                var placed = context.aligned(cell, proposal: offer, in: area, alignment: spec.cellAlignment(of: spec.items[group.item]),
                                           cause: cause)
                placed.origin[spec.axis] += lineStart
                placed.origin[spec.axis.perpendicular] += group.start(of: index)
                body(placed)
            }
            lineStart += lines[line] + spacing
        }
    }

    /// The arithmetic of the tracks of item `index`, sized from `offered`, as explain mode
    /// records it.
    private static func item(_ index: Int, of tracks: LazyGridTracks, _ spec: LazyGridSpec, offered: CGFloat?) -> Decision.LazyGridItem {
        tracks.decisions(items: spec.items, offered: offered, axis: spec.axis.perpendicular)[index]
    }

    /// The grid's cells, line by line, `trackCount` to a line.
    private static func cellsByLine(trackCount: Int, in context: NodeContext<Spec>) -> [ArraySlice<NodeID>] {
        let cells = Array(context.children)
        guard trackCount > 0 else { return [] }
        return stride(from: 0, to: cells.count, by: trackCount).map { cells[$0..<min($0 + trackCount, cells.count)] }
    }

    /// The length of each line along the grid's axis: its longest cell's, each cell offered its
    /// track's length across the axis and nothing along it.
    private static func lineLengths(_ spec: LazyGridSpec, _ tracks: LazyGridTracks, in context: NodeContext<Spec>) -> [CGFloat] {
        let cross = tracks.tracks
        return cellsByLine(trackCount: cross.count, in: context).map { cells in
            zip(cells, cross).reduce(0) { longest, pair in
                let offer = ProposedViewSize(major: nil, minor: pair.1.group.length, along: spec.axis)
                return max(longest, context.size(of: pair.0, for: offer)[spec.axis])
            }
        }
    }

    /// The grid's length along its axis: its lines and the spacing between them.
    private static func length(of lines: [CGFloat], _ spec: LazyGridSpec) -> CGFloat {
        lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * (spec.spacing ?? EdgeSpacing.defaultDistance)
    }
}
