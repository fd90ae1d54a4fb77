import Foundation
import Trellis

/// Expects the view named `id` in `layout` to have the frame `expected` (window coordinates),
/// each edge within `tolerance` points. A failure shows both frames and the why-chain of the
/// view, so the rule that produced the difference is in the message; `context`, when given,
/// starts the message, so a suite of many cases can name the one that failed.
///
/// ```swift
/// let layout = Card().layout(on: .iPhone15)   // the Card of the "Testing layouts" article
/// expectFrame(of: "body", in: layout, equals: CGRect(x: 104.5, y: 376, width: 242, height: 100))
/// ```
@discardableResult
public func expectFrame(of id: some Hashable, in layout: LayoutResult, equals expected: CGRect, tolerance: CGFloat = 0.5,
                        context: String? = nil,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let actual = frame(of: id, in: layout, context: context, at: site) else { return false }
    return check("frame of '\(layoutName(for: id))'", id: id, in: layout, context: context, at: site,
                 expected: PointFormat.string(expected), actual: PointFormat.string(actual),
                 matches: isClose(actual, expected, tolerance: tolerance))
}

/// Expects the view named `id` to have the frame `expected` measured from the top-leading
/// corner of the view named `container`, each edge within `tolerance` points: for sources
/// that give frames inside a container rather than in the window.
///
/// ```swift
/// // Two 100-wide halves of a 200-wide frame, wherever the window puts the frame.
/// expectFrame(of: "right", relativeTo: "frame", in: layout, equals: CGRect(x: 100, y: 0, width: 100, height: 50))
/// ```
@discardableResult
public func expectFrame(of id: some Hashable, relativeTo container: some Hashable, in layout: LayoutResult, equals expected: CGRect,
                        tolerance: CGFloat = 0.5, context: String? = nil,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let outer = frame(of: container, in: layout, context: context, at: site),
          let inner = frame(of: id, in: layout, context: context, at: site) else { return false }
    let actual = inner.offsetBy(dx: -outer.minX, dy: -outer.minY)
    return check("frame of '\(layoutName(for: id))' relative to '\(layoutName(for: container))'", id: id, in: layout,
                 context: context, at: site, expected: PointFormat.string(expected), actual: PointFormat.string(actual),
                 matches: isClose(actual, expected, tolerance: tolerance))
}

/// Expects the view named `id` to have the size `expected`, within `tolerance` points.
@discardableResult
public func expectSize(of id: some Hashable, in layout: LayoutResult, equals expected: CGSize, tolerance: CGFloat = 0.5,
                       context: String? = nil,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let actual = frame(of: id, in: layout, context: context, at: site) else { return false }
    return check("size of '\(layoutName(for: id))'", id: id, in: layout, context: context, at: site,
                 expected: PointFormat.string(expected), actual: PointFormat.string(actual.size),
                 matches: abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance)
}

/// Expects the view named `id` to be `expected` points wide, within `tolerance` points, for
/// cases where only the width is known.
@discardableResult
public func expectWidth(of id: some Hashable, in layout: LayoutResult, equals expected: CGFloat, tolerance: CGFloat = 0.5,
                        context: String? = nil,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let actual = frame(of: id, in: layout, context: context, at: site) else { return false }
    return check("width of '\(layoutName(for: id))'", id: id, in: layout, context: context, at: site,
                 expected: PointFormat.string(expected), actual: PointFormat.string(actual.width),
                 matches: abs(actual.width - expected) <= tolerance)
}

/// Expects the view named `id` to be `expected` points tall, within `tolerance` points, for
/// cases where only the height is known.
@discardableResult
public func expectHeight(of id: some Hashable, in layout: LayoutResult, equals expected: CGFloat, tolerance: CGFloat = 0.5,
                         context: String? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let actual = frame(of: id, in: layout, context: context, at: site) else { return false }
    return check("height of '\(layoutName(for: id))'", id: id, in: layout, context: context, at: site,
                 expected: PointFormat.string(expected), actual: PointFormat.string(actual.height),
                 matches: abs(actual.height - expected) <= tolerance)
}

/// Expects the view named `id` to have its top-leading corner at `expected`, within
/// `tolerance` points.
@discardableResult
public func expectPosition(of id: some Hashable, in layout: LayoutResult, equals expected: CGPoint, tolerance: CGFloat = 0.5,
                           context: String? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let actual = frame(of: id, in: layout, context: context, at: site) else { return false }
    let format = { (point: CGPoint) in "(\(PointFormat.string(point.x)), \(PointFormat.string(point.y)))" }
    return check("position of '\(layoutName(for: id))'", id: id, in: layout, context: context, at: site,
                 expected: format(expected), actual: format(actual.origin),
                 matches: abs(actual.minX - expected.x) <= tolerance && abs(actual.minY - expected.y) <= tolerance)
}

/// Whether every edge of `actual` is within `tolerance` of `expected`.
private func isClose(_ actual: CGRect, _ expected: CGRect, tolerance: CGFloat) -> Bool {
    [actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width, actual.height - expected.height]
        .allSatisfy { abs($0) <= tolerance }
}

/// Reports a mismatch of `what` with both values and the why-chain of `id`; returns `matches`.
private func check(_ what: String, id: some Hashable, in layout: LayoutResult, context: String?, at site: CallSite,
                   expected: String, actual: String, matches: Bool) -> Bool {
    if !matches {
        fail(prefixed("""
            \(what)
              expected: \(expected)
                actual: \(actual)
                   why: \(layout.explain(id))
            """, by: context), at: site)
    }
    return matches
}

/// The frame of `id`, or a failure saying which views the layout does have.
private func frame(of id: some Hashable, in layout: LayoutResult, context: String?, at site: CallSite) -> CGRect? {
    if let frame = layout.frame(of: id) { return frame }
    let names = layout.graph.nodeIDs.flatMap { layout.graph[$0].ids }.sorted()
    fail(prefixed("no view named '\(layoutName(for: id))' was laid out; the named views are \(names.map { "'\($0)'" }.joined(separator: ", "))",
                  by: context), at: site)
    return nil
}

/// `message`, started by `context` when there is one.
private func prefixed(_ message: String, by context: String?) -> String {
    guard let context else { return message }
    return "\(context): \(message)"
}
