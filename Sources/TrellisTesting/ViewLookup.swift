import Foundation
import Trellis

/// A view an expectation found: its node and its frame in window coordinates.
struct FoundView {
    let node: NodeID
    let frame: CGRect
}

/// The one view `query` finds in `layout`, or a failure saying what the layout has instead
/// (when nothing matches) or which views match (when the query matches several and is not an
/// `.id` name, whose first view answers).
func find(_ query: ViewQuery, in layout: LayoutResult, context: String?, at site: CallSite) -> FoundView? {
    let matches = query.nodes(in: layout)
    if let first = matches.first, matches.count == 1 || query.picksFirst(in: layout), let frame = layout.frame(ofNode: first) {
        return FoundView(node: first, frame: frame)
    }
    if matches.isEmpty {
        fail(prefixed(missingMessage(for: query, in: layout), by: context), at: site, layout: layout)
    } else {
        let frames = matches.compactMap { layout.frame(ofNode: $0) }.map { PointFormat.string($0) }
        fail(prefixed("""
            \(matches.count) views match \(query), at \(frames.joined(separator: ", ")); \
            say which you mean with .nth(1)…nth(\(matches.count)) in the order they are written, with .inside(…) a view \
            that goes with it (.inside(.text("…")) for the row that shows a text), or give it an accessibilityIdentifier of its own
            """, by: context), at: site, layout: layout)
    }
    return nil
}

/// Every view `query` finds in `layout` (at least one), or a failure saying what the layout has.
func findAll(_ query: ViewQuery, in layout: LayoutResult, context: String?, at site: CallSite) -> [FoundView]? {
    let found = query.nodes(in: layout).compactMap { node in layout.frame(ofNode: node).map { FoundView(node: node, frame: $0) } }
    if found.isEmpty {
        fail(prefixed(missingMessage(for: query, in: layout), by: context), at: site, layout: layout)
        return nil
    }
    return found
}

/// Says that nothing matches `query`, and lists what the layout has of the query's sort, or,
/// for a position, how many views there are to count.
private func missingMessage(for query: ViewQuery, in layout: LayoutResult) -> String {
    if query.isPositional {
        let count = query.withoutPosition.nodes(in: layout).count
        if count > 0 {
            return "no view is \(query): positions count from 1, and \(count) view\(count == 1 ? "" : "s") \(count == 1 ? "is" : "are") \(query.withoutPosition)"
        }
    }
    let graph = layout.graph
    let laidOut = graph.nodeIDs.filter { layout.frame(ofNode: $0) != nil }
    switch query.key {
    case .name(_, let accessibility):
        let names = Set(laidOut.flatMap { graph[$0].ids }).sorted()
        return "no view \(accessibility ? "with" : "named") \(query) was laid out; the named views are \(names.map { "'\($0)'" }.joined(separator: ", "))"
    case .text:
        var texts: [String] = []
        for node in laidOut {
            if case .text(let spec) = graph.kind(of: node), !texts.contains(spec.string) { texts.append(spec.string) }
        }
        return "no \(query) was laid out; the texts are \(texts.map { "\"\($0)\"" }.joined(separator: ", "))"
    case .type:
        let types = Set(laidOut.flatMap { graph.viewTypes(of: $0).map(\.name) }).sorted()
        return "no \(query) was laid out; the view types are \(types.joined(separator: ", "))"
    }
}

/// `message`, started by `context` when there is one.
func prefixed(_ message: String, by context: String?) -> String {
    guard let context else { return message }
    return "\(context): \(message)"
}
