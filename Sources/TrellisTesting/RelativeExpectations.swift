import Foundation
import Trellis
import TrellisDiagnostics

/// A line of a view's frame that two views can share: an edge or a centre line, in window
/// coordinates (``left`` is the left edge whatever the layout direction).
public enum FrameLine: String, Sendable, CaseIterable {
    /// The left edges (`minX`).
    case left
    /// The right edges (`maxX`).
    case right
    /// The top edges (`minY`).
    case top
    /// The bottom edges (`maxY`).
    case bottom
    /// The vertical lines through the centres (`midX`): centred horizontally on each other.
    case centerX
    /// The horizontal lines through the centres (`midY`): centred vertically on each other.
    case centerY

    func position(in frame: CGRect) -> CGFloat {
        switch self {
        case .left: frame.minX
        case .right: frame.maxX
        case .top: frame.minY
        case .bottom: frame.maxY
        case .centerX: frame.midX
        case .centerY: frame.midY
        }
    }
}

/// A region a view may be expected to stay inside.
public enum LayoutRegion: Sendable {
    /// The whole window.
    case window
    /// The window less its safe-area insets (the whole window for layouts without a safe area).
    case safeArea
    /// The frame of the view the query finds.
    case view(ViewQuery)
}

/// Expects the view `query` finds to lie wholly left of the view `other` finds, with `spacing`
/// points between them when `spacing` is given (within `tolerance`). A failure shows both
/// frames, the gap and the why-chain of the first view.
///
/// ```swift
/// expectView(.accessibilityIdentifier("avatar"), isLeftOf: .text("Ada Lovelace"), spacing: 8, in: layout)
/// ```
@discardableResult
public func expectView(_ query: ViewQuery, isLeftOf other: ViewQuery, spacing: CGFloat? = nil, in layout: LayoutResult,
                       tolerance: CGFloat = 0.5, context: String? = nil,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let first = find(query, in: layout, context: context, at: site),
          let second = find(other, in: layout, context: context, at: site) else { return false }
    return checkGap(first, "left of", second, gap: second.frame.minX - first.frame.maxX, spacing: spacing, tolerance: tolerance,
                    queries: (query, other), in: layout, context: context, at: site)
}

/// Expects the view `query` finds to lie wholly above the view `other` finds, with `spacing`
/// points between them when `spacing` is given (within `tolerance`).
@discardableResult
public func expectView(_ query: ViewQuery, isAbove other: ViewQuery, spacing: CGFloat? = nil, in layout: LayoutResult,
                       tolerance: CGFloat = 0.5, context: String? = nil,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let first = find(query, in: layout, context: context, at: site),
          let second = find(other, in: layout, context: context, at: site) else { return false }
    return checkGap(first, "above", second, gap: second.frame.minY - first.frame.maxY, spacing: spacing, tolerance: tolerance,
                    queries: (query, other), in: layout, context: context, at: site)
}

/// Expects the views `query` and `other` find to share the frame line `line` (both left edges,
/// both horizontal centres, …) within `tolerance`.
///
/// ```swift
/// expectAligned(.text("Ada Lovelace"), .text("Mathematician"), on: .left, in: layout)
/// ```
@discardableResult
public func expectAligned(_ query: ViewQuery, _ other: ViewQuery, on line: FrameLine, in layout: LayoutResult,
                          tolerance: CGFloat = 0.5, context: String? = nil,
                          fileID: String = #fileID, filePath: StaticString = #filePath, line sourceLine: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: sourceLine, column: column)
    guard let first = find(query, in: layout, context: context, at: site),
          let second = find(other, in: layout, context: context, at: site) else { return false }
    let a = line.position(in: first.frame), b = line.position(in: second.frame)
    return check("\(line) of \(query) aligned with \(line) of \(other)", node: first.node, in: layout, context: context, at: site,
                 expected: PointFormat.string(b), actual: PointFormat.string(a) + " (frames \(PointFormat.string(first.frame)) and \(PointFormat.string(second.frame)))",
                 matches: abs(a - b) <= tolerance)
}

/// Expects the view `query` finds to lie inside `region` (the window, the safe area or another
/// view), each edge within `tolerance`. A failure names the edges that stick out and by how much.
///
/// ```swift
/// expectView(.type(ProfileCard.self), isInside: .safeArea, in: layout)
/// ```
@discardableResult
public func expectView(_ query: ViewQuery, isInside region: LayoutRegion, in layout: LayoutResult,
                       tolerance: CGFloat = 0.5, context: String? = nil,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let found = find(query, in: layout, context: context, at: site) else { return false }
    let bounds: CGRect, name: String
    switch region {
    case .window:
        bounds = CGRect(origin: .zero, size: layout.windowSize)
        name = "the window"
    case .safeArea:
        bounds = safeAreaFrame(of: layout)
        name = "the safe area"
    case .view(let container):
        guard let outer = find(container, in: layout, context: context, at: site) else { return false }
        bounds = outer.frame
        name = "\(container)"
    }
    let frame = found.frame
    let overhangs = [("left", bounds.minX - frame.minX), ("top", bounds.minY - frame.minY),
                     ("right", frame.maxX - bounds.maxX), ("bottom", frame.maxY - bounds.maxY)]
        .filter { $0.1 > tolerance }
    return check("\(query) inside \(name)", node: found.node, in: layout, context: context, at: site,
                 expected: "inside \(PointFormat.string(bounds))",
                 actual: PointFormat.string(frame) + ExpectationSentences.overhangs(overhangs.map { (edge: $0.0, length: $0.1) }),
                 matches: overhangs.isEmpty)
}

/// Reports whether `gap` (the space from `first` to `second`) is not negative and, when
/// `spacing` is given, equals it.
private func checkGap(_ first: FoundView, _ relation: String, _ second: FoundView, gap: CGFloat, spacing: CGFloat?, tolerance: CGFloat,
                      queries: (ViewQuery, ViewQuery), in layout: LayoutResult, context: String?, at site: CallSite) -> Bool {
    let matches = spacing.map { abs(gap - $0) <= tolerance } ?? (gap >= -tolerance)
    return check("\(queries.0) \(relation) \(queries.1)", node: first.node, in: layout, context: context, at: site,
                 expected: ExpectationSentences.expectedGap(spacing),
                 actual: ExpectationSentences.gap(gap, between: first.frame, and: second.frame),
                 matches: matches)
}

/// The window less the safe-area insets the layout was given: those of the `safeArea` nodes
/// the solver puts above the root.
func safeAreaFrame(of layout: LayoutResult) -> CGRect {
    var frame = CGRect(origin: .zero, size: layout.windowSize)
    var node = layout.graph.root
    while case .safeArea(let spec) = layout.graph.kind(of: node), spec.source == .window {
        let insets = spec.insets
        frame = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                       width: max(0, frame.width - insets.leading - insets.trailing), height: max(0, frame.height - insets.top - insets.bottom))
        guard let child = layout.graph.children(of: node).first else { break }
        node = child
    }
    return frame
}
