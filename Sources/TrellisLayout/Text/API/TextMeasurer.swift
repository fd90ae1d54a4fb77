import Foundation
import TrellisGeometry

/// Measures `Text` views. The solver asks the measurer of each text node for its size and
/// baselines; a host framework sets its own with `environment(\.textMeasurer, …)` to lay text out
/// with real font metrics. ``BuiltInTextMeasurer`` is the default.
///
/// Like any view, a text must answer the same proposal with the same measurement.
public protocol TextMeasurer: Sendable {
    /// The size and baselines of `text` for `proposal`.
    func measure(_ text: TextSpec, proposal: ProposedViewSize) -> TextMeasurement
}

/// What a ``TextMeasurer`` reports for one text and one proposal.
public struct TextMeasurement: Hashable, Sendable {
    /// The size the text takes.
    public var size: CGSize
    /// The distance from the top to the first line's baseline (the `firstTextBaseline` guide).
    public var firstBaseline: CGFloat
    /// The distance from the top to the last line's baseline (the `lastTextBaseline` guide).
    public var lastBaseline: CGFloat
    /// The lines laid out, when the measurer reports them.
    public var lines: [TextLine]
    /// Whether characters were cut off and replaced by an ellipsis.
    public var isTruncated: Bool
    /// The fraction of the font's size the text was set in: below 1 when
    /// `minimumScaleFactor` shrank it to fit.
    public var scaleFactor: CGFloat

    /// Creates a measurement.
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [TextLine] = [],
                isTruncated: Bool = false, scaleFactor: CGFloat = 1) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.isTruncated = isTruncated
        self.scaleFactor = scaleFactor
    }
}

/// One laid-out line of a text.
public struct TextLine: Hashable, Sendable {
    /// The characters on the line, with an ellipsis where text was truncated.
    public var text: String
    /// The line's top-leading corner in the text's bounds.
    public var origin: CGPoint
    /// The line's width.
    public var width: CGFloat
    /// The line's characters in the order they are drawn, left to right: runs of one
    /// bidirectional level each, so that Latin inside Arabic or numbers inside Hebrew keep their
    /// own order. Empty when the measurer does not report them.
    public var runs: [TextRun]

    /// Creates a line.
    public init(text: String, origin: CGPoint, width: CGFloat, runs: [TextRun] = []) {
        self.text = text
        self.origin = origin
        self.width = width
        self.runs = runs
    }
}
