import Foundation
import Trellis

/// Expects the view named `id` in `layout` to have the frame `expected` (window coordinates),
/// each edge within `tolerance` points. A failure shows both frames and the why-chain of the
/// view, so the rule that produced the difference is in the message.
///
/// ```swift
/// let layout = Card().layout(on: .iPhone15)   // the Card of the "Testing layouts" article
/// expectFrame(of: "body", in: layout, equals: CGRect(x: 104.5, y: 376, width: 242, height: 100))
/// ```
@discardableResult
public func expectFrame(of id: some Hashable, in layout: LayoutResult, equals expected: CGRect, tolerance: CGFloat = 0.5,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    expect("frame", of: id, in: layout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
           expected: PointFormat.string(expected), actual: PointFormat.string) { actual in
        [actual.minX - expected.minX, actual.minY - expected.minY, actual.width - expected.width, actual.height - expected.height]
            .allSatisfy { abs($0) <= tolerance }
    }
}

/// Expects the view named `id` to have the size `expected`, within `tolerance` points.
@discardableResult
public func expectSize(of id: some Hashable, in layout: LayoutResult, equals expected: CGSize, tolerance: CGFloat = 0.5,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    expect("size", of: id, in: layout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
           expected: PointFormat.string(expected), actual: { PointFormat.string($0.size) }) { actual in
        abs(actual.width - expected.width) <= tolerance && abs(actual.height - expected.height) <= tolerance
    }
}

/// Expects the view named `id` to have its top-leading corner at `expected`, within
/// `tolerance` points.
@discardableResult
public func expectPosition(of id: some Hashable, in layout: LayoutResult, equals expected: CGPoint, tolerance: CGFloat = 0.5,
                           fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let format = { (point: CGPoint) in "(\(PointFormat.string(point.x)), \(PointFormat.string(point.y)))" }
    return expect("position", of: id, in: layout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
                  expected: format(expected), actual: { format($0.origin) }) { actual in
        abs(actual.minX - expected.x) <= tolerance && abs(actual.minY - expected.y) <= tolerance
    }
}

/// Checks one property of the frame of `id` with `matches`; a failure names the property,
/// both values and the view's why-chain.
private func expect(_ what: String, of id: some Hashable, in layout: LayoutResult, at site: CallSite,
                    expected: String, actual describe: (CGRect) -> String, matches: (CGRect) -> Bool) -> Bool {
    guard let actual = frame(of: id, in: layout, at: site) else { return false }
    let close = matches(actual)
    if !close {
        fail(mismatch(what, of: id, expected: expected, actual: describe(actual), in: layout), at: site)
    }
    return close
}

/// The frame of `id`, or a failure saying which views the layout does have.
private func frame(of id: some Hashable, in layout: LayoutResult, at site: CallSite) -> CGRect? {
    if let frame = layout.frame(of: id) { return frame }
    let names = layout.graph.nodeIDs.flatMap { layout.graph[$0].ids }.sorted()
    fail("no view named '\(layoutName(for: id))' was laid out; the named views are \(names.map { "'\($0)'" }.joined(separator: ", "))", at: site)
    return nil
}

private func mismatch(_ what: String, of id: some Hashable, expected: String, actual: String, in layout: LayoutResult) -> String {
    """
    \(what) of '\(layoutName(for: id))'
      expected: \(expected)
        actual: \(actual)
           why: \(layout.explain(id))
    """
}
