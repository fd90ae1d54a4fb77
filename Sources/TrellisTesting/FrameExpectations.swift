import Foundation
import Trellis

/// Expects the view `query` finds in `layout` to have the frame `expected` (window coordinates),
/// each edge within `tolerance` points. A failure shows both frames and the why-chain of the
/// view, so the rule that produced the difference is in the message; `context`, when given,
/// starts the message, so a suite of many cases can name the one that failed.
///
/// ```swift
/// let layout = Card().layout(on: .iPhone15)   // the Card of the "Testing layouts" article
/// expectFrame(of: "body", in: layout, equals: CGRect(x: 104.5, y: 376, width: 242, height: 100))
/// ```
@discardableResult
public func expectFrame(of query: ViewQuery, in layout: LayoutResult, equals expected: CGRect, tolerance: CGFloat = 0.5,
                        context: String? = nil,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    expectMeasurement("frame", of: query, in: layout, context: context,
                      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                      expected: PointFormat.string(expected), actual: { PointFormat.string($0) }) { isClose($0, expected, tolerance: tolerance) }
}

/// Expects the view `query` finds to have the frame `expected` measured from the top-leading
/// corner of the view `container` finds, each edge within `tolerance` points: for sources
/// that give frames inside a container rather than in the window.
///
/// ```swift
/// // Two 100-wide halves of a 200-wide frame, wherever the window puts the frame.
/// expectFrame(of: "right", relativeTo: "frame", in: layout, equals: CGRect(x: 100, y: 0, width: 100, height: 50))
/// ```
@discardableResult
public func expectFrame(of query: ViewQuery, relativeTo container: ViewQuery, in layout: LayoutResult, equals expected: CGRect,
                        tolerance: CGFloat = 0.5, context: String? = nil,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let outer = find(container, in: layout, context: context, at: site),
          let found = find(query, in: layout, context: context, at: site) else { return false }
    let actual = found.frame.offsetBy(dx: -outer.frame.minX, dy: -outer.frame.minY)
    return check("frame of \(query) relative to \(container)", node: found.node, in: layout,
                 context: context, at: site, expected: PointFormat.string(expected), actual: PointFormat.string(actual),
                 matches: isClose(actual, expected, tolerance: tolerance))
}

/// Expects the view `query` finds to have the size `expected`, within `tolerance` points.
@discardableResult
public func expectSize(of query: ViewQuery, in layout: LayoutResult, equals expected: CGSize, tolerance: CGFloat = 0.5,
                       context: String? = nil,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    expectMeasurement("size", of: query, in: layout, context: context,
                      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                      expected: PointFormat.string(expected), actual: { PointFormat.string($0.size) }) { abs($0.width - expected.width) <= tolerance && abs($0.height - expected.height) <= tolerance }
}

/// Expects the view `query` finds to be `expected` points wide, within `tolerance` points, for
/// cases where only the width is known.
@discardableResult
public func expectWidth(of query: ViewQuery, in layout: LayoutResult, equals expected: CGFloat, tolerance: CGFloat = 0.5,
                        context: String? = nil,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    expectMeasurement("width", of: query, in: layout, context: context,
                      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                      expected: PointFormat.string(expected), actual: { PointFormat.string($0.width) }) { abs($0.width - expected) <= tolerance }
}

/// Expects the view `query` finds to be `expected` points tall, within `tolerance` points, for
/// cases where only the height is known.
@discardableResult
public func expectHeight(of query: ViewQuery, in layout: LayoutResult, equals expected: CGFloat, tolerance: CGFloat = 0.5,
                         context: String? = nil,
                         fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    expectMeasurement("height", of: query, in: layout, context: context,
                      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                      expected: PointFormat.string(expected), actual: { PointFormat.string($0.height) }) { abs($0.height - expected) <= tolerance }
}

/// Expects the view `query` finds to have its top-leading corner at `expected`, within
/// `tolerance` points.
@discardableResult
public func expectPosition(of query: ViewQuery, in layout: LayoutResult, equals expected: CGPoint, tolerance: CGFloat = 0.5,
                           context: String? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let format = { (point: CGPoint) in "(\(PointFormat.string(point.x)), \(PointFormat.string(point.y)))" }
    return expectMeasurement("position", of: query, in: layout, context: context,
                      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                      expected: format(expected), actual: { format($0.origin) }) { abs($0.minX - expected.x) <= tolerance && abs($0.minY - expected.y) <= tolerance }
}

/// Whether every edge of `actual` is within `tolerance` of `expected`.
/// Finds the view `query` names and checks one measurement of its frame: `what` of the view
/// ("width", "frame", …) should read `expected`; `actual` writes the frame's value and
/// `matches` decides. The shared steps of the frame expectations above.
private func expectMeasurement(_ what: String, of query: ViewQuery, in layout: LayoutResult, context: String?, at site: CallSite,
                               expected: String, actual: (CGRect) -> String, matches: (CGRect) -> Bool) -> Bool {
    guard let found = find(query, in: layout, context: context, at: site) else { return false }
    return check("\(what) of \(query)", node: found.node, in: layout, context: context, at: site,
                 expected: expected, actual: actual(found.frame), matches: matches(found.frame))
}

func isClose(_ actual: CGRect, _ expected: CGRect, tolerance: CGFloat) -> Bool {
    [actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width, actual.height - expected.height]
        .allSatisfy { abs($0) <= tolerance }
}

/// Reports a mismatch of `what` with both values and the why-chain of `node`; returns `matches`.
func check(_ what: String, node: NodeID, in layout: LayoutResult, context: String?, at site: CallSite,
                   expected: String, actual: String, matches: Bool) -> Bool {
    if !matches {
        fail(prefixed("""
            \(what)
              expected: \(expected)
                actual: \(actual)
            \(why(node, in: layout, indent: "  "))
            """, by: context), at: site, layout: layout)
    }
    return matches
}
