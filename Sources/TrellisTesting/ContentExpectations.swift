import Foundation
import Trellis
import TrellisDiagnostics

/// Expects `layout` to have no warnings (overflow, ineffective modifiers, invalid values, …),
/// except those of the kinds in `ignoring`. A failure lists each warning with its kind.
@discardableResult
public func expectNoWarnings(in layout: LayoutResult, ignoring: Set<LayoutWarning.Kind> = [], context: String? = nil,
                             fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let warnings = layout.warnings.filter { !ignoring.contains($0.kind) }
    if !warnings.isEmpty {
        fail(prefixed(ExpectationSentences.warningCount(warnings.count) + "\n"
                      + warnings.map { "- \($0.kind): \($0.message)" }.joined(separator: "\n"), by: context),
             at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column), layout: layout)
    }
    return warnings.isEmpty
}

/// Expects no `Text` in `layout` to be cut short: each one laid out within `query`'s view (every
/// text of the layout when `query` is `nil`) must have room for all its lines at the width it
/// was given. Each text is measured again with its own measurer and no line limit; a failure
/// lists the texts that need more room than they have, in the words of the layout's own
/// `textTruncated` warning: the size the text needs unconstrained (on one line), the size it
/// got and its lines there, then its why-chain.
///
/// A text allowed to shrink (`minimumScaleFactor` below 1) is measured at its full size, so
/// one that fits only by shrinking is reported too.
@discardableResult
public func expectNotTruncated(_ query: ViewQuery? = nil, in layout: LayoutResult, tolerance: CGFloat = 0.5, context: String? = nil,
                               fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let graph = layout.graph
    var scope: [NodeID] = []
    if let query {
        guard let found = findAll(query, in: layout, context: context, at: site) else { return false }
        scope = found.flatMap { graph.subtree(of: $0.node) }
    } else {
        scope = Array(graph.nodeIDs)
    }
    var cut: [String] = []
    for node in scope {
        guard case .text(let spec) = graph.kind(of: node), let frame = layout.frame(ofNode: node) else { continue }
        let measurer: any TextMeasurer = spec.measurer.map { graph.textMeasurer($0) } ?? BuiltInTextMeasurer()
        var unlimited = spec
        unlimited.lineLimit = nil
        let wrapped = measurer.measure(unlimited, proposal: ProposedViewSize(width: frame.width, height: nil)).size
        guard wrapped.width > frame.width + tolerance || wrapped.height > frame.height + tolerance else { continue }
        // The words and numbers of the layout's warning: the size the text takes unconstrained,
        // and its lines in the frame it got.
        let ideal = measurer.measure(spec, proposal: .unspecified).size
        let shown = measurer.measure(spec, proposal: ProposedViewSize(frame.size))
        let sentence = TextSentences.cut(LayoutWarning.ViewName(node, in: graph), needed: ideal, got: frame.size, lineCount: shown.lines.count,
                                         truncated: shown.isTruncated, scale: shown.scaleFactor)
        cut.append("- \(sentence)\n" + why(node, in: layout, indent: "  "))
    }
    if !cut.isEmpty {
        fail(prefixed("\(cut.count) text\(cut.count == 1 ? " is" : "s are") truncated:\n" + cut.joined(separator: "\n"), by: context), at: site, layout: layout)
    }
    return cut.isEmpty
}

/// Expects the views the queries find (all of them, for a query that finds several) not to
/// overlap one another by more than `tolerance` points on both axes. A failure lists each
/// overlapping pair and the rectangle they share.
///
/// ```swift
/// expectNoOverlap([.text("Ada Lovelace"), .accessibilityIdentifier("follow")], in: layout)
/// ```
@discardableResult
public func expectNoOverlap(_ queries: [ViewQuery], in layout: LayoutResult, tolerance: CGFloat = 0.5, context: String? = nil,
                            fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var views: [(ViewQuery, FoundView)] = []
    for query in queries {
        guard let found = findAll(query, in: layout, context: context, at: site) else { return false }
        views += found.map { (query, $0) }
    }
    var overlaps: [String] = []
    for i in views.indices {
        for j in views.indices where j > i && views[i].1.node != views[j].1.node {
            let shared = views[i].1.frame.intersection(views[j].1.frame)
            if !shared.isNull, shared.width > tolerance, shared.height > tolerance {
                overlaps.append("- " + ExpectationSentences.overlap("\(views[i].0)", views[i].1.frame, "\(views[j].0)", views[j].1.frame, share: shared))
            }
        }
    }
    if !overlaps.isEmpty {
        fail(prefixed("views overlap:\n" + overlaps.joined(separator: "\n"), by: context), at: site, layout: layout)
    }
    return overlaps.isEmpty
}
