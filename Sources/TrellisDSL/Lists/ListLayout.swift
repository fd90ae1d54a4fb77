import Foundation
import TrellisGraph

/// How a list's rows and sections become stacks, padding and frames.
///
/// A row is its content padded by the row insets, in a frame as wide as it is offered (the
/// content placed at its leading edge) and at least the minimum row height tall; rows, headers
/// and footers take their ideal height, as self-sizing table cells do. A section is
/// its header, its rows stacked (with no spacing unless `listRowSpacing` sets some) and inset by
/// the card margin, and its footer, each padded by the design's header and footer insets,
/// sizing itself. The list stacks its
/// sections in a vertical `ScrollView`, each below its space: `topMargin` above the first
/// (`topMarginAboveHeader` when it has a header), `sectionSpacing` above the others, adjusted
/// where a header or the previous section's footer reaches into it.
enum ListLayout {
    /// `nodes`, lowered inside a list, as rows: each padded and framed.
    static func rows(_ nodes: [NodeID], in context: ListLoweringContext, into lowering: inout GraphLowering) -> [NodeID] {
        nodes.map { row($0, in: context, into: &lowering) }
    }

    private static func row(_ node: NodeID, in context: ListLoweringContext, into lowering: inout GraphLowering) -> NodeID {
        let traits = context.rowTraits[node] ?? ListRowTraits()
        let padded = lowering.add(.padding(traits.insets ?? context.metrics.rowInsets), children: [node])
        let limits = FlexFrameSpec(
            width: FlexFrameSpec.Limits(min: nil, ideal: nil, max: .infinity),
            height: FlexFrameSpec.Limits(min: context.metrics.minimumRowHeight, ideal: nil, max: nil),
            alignment: .leading)
        let row = lowering.add(.flexFrame(limits), children: [padded])
        // A control in a row is tapped anywhere in the row, as a table cell is.
        lowering.setExtendsHitRegion(row)
        let framed = selfSizing(row, into: &lowering)
        guard let background = traits.background else { return framed }
        let layer = lowering.combine(background(&lowering), into: .zstack(ZStackSpec()))
        return lowering.add(.overlayOrBackground(OverlayBackgroundSpec(placement: .background)), children: [framed, layer])
    }

    /// A section: the header and footer (already lowered, possibly none) around `rows`.
    static func section(header: [NodeID], rows: [NodeID], footer: [NodeID], in context: ListLoweringContext, into lowering: inout GraphLowering) -> NodeID {
        let metrics = context.metrics
        var parts: [NodeID] = []
        if !header.isEmpty {
            let content = lowering.combine(header, into: .stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.leading.key)))
            parts.append(selfSizing(fullWidth(lowering.add(.padding(metrics.headerInsets), children: [content]), into: &lowering), into: &lowering))
        }
        let stacked = lowering.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: metrics.rowSpacing)), children: rows)
        let card = EdgeInsets(top: 0, leading: metrics.cardMargin, bottom: 0, trailing: metrics.cardMargin)
        parts.append(lowering.add(.padding(card), children: [stacked]))
        if !footer.isEmpty {
            let content = lowering.combine(footer, into: .stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.leading.key)))
            parts.append(selfSizing(fullWidth(lowering.add(.padding(metrics.footerInsets), children: [content]), into: &lowering), into: &lowering))
        }
        // A section sizes itself, as its rows do: the list's column never squeezes it to a share
        // of the column's height, which its self-sizing rows would overflow.
        let stack = lowering.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0)), children: parts)
        let section = selfSizing(stack, into: &lowering)
        context.sections.insert(section)
        if !header.isEmpty { context.sectionsWithHeaders.insert(section) }
        if !footer.isEmpty { context.sectionsWithFooters.insert(section) }
        return section
    }

    /// The list's column: `nodes` (sections, and rows outside sections, which are gathered into
    /// sections of their own) stacked in a vertical scroll view.
    static func list(_ nodes: [NodeID], in context: ListLoweringContext, into lowering: inout GraphLowering) -> NodeID {
        var sections: [NodeID] = []
        var loose: [NodeID] = []
        func flushLoose(_ lowering: inout GraphLowering) {
            guard !loose.isEmpty else { return }
            sections.append(section(header: [], rows: rows(loose, in: context, into: &lowering), footer: [], in: context, into: &lowering))
            loose = []
        }
        for node in nodes {
            if context.sections.contains(node) {
                flushLoose(&lowering)
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        flushLoose(&lowering)
        // Each section is padded by the space above it: the top margin above the first, the
        // section spacing above the others, adjusted where a header or the footer before it
        // reaches into that space, never below 0.
        let metrics = context.metrics
        let spaced = sections.indices.map { index in
            let section = sections[index]
            var space = index == 0 ? metrics.topMargin : metrics.sectionSpacing
            if context.sectionsWithHeaders.contains(section) {
                space = (index == 0 ? metrics.topMarginAboveHeader : space) + metrics.headerSpacingAdjustment
            }
            if index > 0, context.sectionsWithFooters.contains(sections[index - 1]) { space += metrics.footerSpacingAdjustment }
            return lowering.add(.padding(EdgeInsets(top: Swift.max(0, space), leading: 0, bottom: 0, trailing: 0)), children: [section])
        }
        let column = lowering.add(.stack(StackSpec(axis: .vertical, alignment: HorizontalAlignment.leading.key, spacing: 0)), children: spaced)
        return lowering.add(.scrollView(ScrollViewSpec(axes: .vertical, showsIndicators: true)), children: [fullWidth(column, into: &lowering)])
    }

    /// `node` at its ideal height whatever height it is offered: list rows, headers and footers
    /// size themselves, as self-sizing table cells do.
    private static func selfSizing(_ node: NodeID, into lowering: inout GraphLowering) -> NodeID {
        lowering.add(.fixedSize(FixedSizeSpec(horizontal: false, vertical: true)), children: [node])
    }

    /// `node` in a frame as wide as it is offered, its content at the leading edge.
    private static func fullWidth(_ node: NodeID, into lowering: inout GraphLowering) -> NodeID {
        let limits = FlexFrameSpec(width: FlexFrameSpec.Limits(min: nil, ideal: nil, max: .infinity), height: FlexFrameSpec.Limits(), alignment: .leading)
        return lowering.add(.flexFrame(limits), children: [node])
    }
}
