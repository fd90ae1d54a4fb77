import Foundation
import TrellisSupport
import TrellisGeometry

/// A `Text` view: its string and the environment values that shape its layout.
public struct TextSpec: Hashable, Sendable {
    // The stored properties are ordered, and two counts kept as 32-bit numbers, so that a text's
    // parameters take no more room than a flexible frame's: every node kind is as large as its
    // largest case, and the solver reads one per node.

    /// The font, from `font(_:)` (`.body` by default).
    public var font: Font
    /// Where an ellipsis replaces text that does not fit, from `truncationMode(_:)`.
    public var truncationMode: TextTruncationMode
    /// How lines narrower than the text are aligned, from `multilineTextAlignment(_:)`.
    public var alignment: TextAlignment
    /// Whether characters may be set closer before the text is truncated, from
    /// `allowsTightening(_:)`.
    public var allowsTightening: Bool {
        get { storedFlags & 1 != 0 }
        set { storedFlags = (storedFlags & ~1) | (newValue ? 1 : 0) }
    }
    /// The language that chooses the faces of ideographs and kana, from the environment's
    /// `locale` (``TextLanguage/other`` by default: set as for Simplified Chinese).
    public var language: TextLanguage {
        get { TextLanguage(rawValue: storedFlags >> 1) ?? .other }
        set { storedFlags = (storedFlags & 1) | (newValue.rawValue << 1) }
    }
    /// ``allowsTightening`` in bit 0, ``language`` above it: one byte for both.
    private var storedFlags: UInt8 = 0
    private var storedString: InternedString
    /// The smallest fraction of the font's size the text may shrink to before it is truncated,
    /// from `minimumScaleFactor(_:)` (1: it never shrinks).
    public var minimumScaleFactor: CGFloat
    /// Points added to every character's advance, from `tracking(_:)` and `kerning(_:)`
    /// (negative: closer).
    public var tracking: CGFloat = 0
    /// Points the text is raised above its baseline, from `baselineOffset(_:)`.
    public var baselineOffset: CGFloat = 0
    /// Points between lines, from `lineSpacing(_:)`.
    public var lineSpacing: CGFloat = 0
    /// Pixels per point of the display the text is drawn on, from the environment's
    /// `displayScale`: text heights and widths are rounded up to its pixel grid. Kept as a
    /// whole number from 1 to 255 (displays have 1, 2 or 3 pixels per point); another value
    /// is rounded to the nearest, and one that is not finite and positive counts as 1.
    public var displayScale: CGFloat {
        get { CGFloat(storedDisplayScale) }
        set { storedDisplayScale = newValue.isFinite && newValue > 0 ? UInt8(min(255, max(1, newValue.rounded()))) : 1 }
    }
    private var storedReservedLines: Int32
    /// `Int32.min` for no limit.
    private var storedLineLimit: Int32
    /// The measurer set with `environment(\.textMeasurer, …)` in the graph's table
    /// (``LayoutGraph/textMeasurer(_:)``), or `nil` for the built-in model.
    public var measurer: TextMeasurerID? {
        get { storedMeasurer < 0 ? nil : TextMeasurerID(storedMeasurer) }
        set { storedMeasurer = newValue?.rawValue ?? -1 }
    }
    /// The measurer's position, -1 for the built-in model (an optional would take a byte more).
    private var storedMeasurer: Int32 = -1
    private var storedDisplayScale: UInt8 = 1

    /// The characters shown, interned: the key under which their shaping is kept.
    package var internedString: InternedString { storedString }

    /// The characters shown.
    public var string: String {
        get { storedString.string }
        set { storedString = InternedString(newValue) }
    }

    /// The most lines the text may take, from `lineLimit(_:)`; `nil` for no limit. Limits beyond
    /// the range of 32-bit numbers are kept as its nearest end.
    public var lineLimit: Int? {
        get { storedLineLimit == .min ? nil : Int(storedLineLimit) }
        set { storedLineLimit = newValue.map { Int32(clamping: max($0, Int(Int32.min) + 1)) } ?? .min }
    }

    /// The fewest lines' height the text takes even when it has fewer lines, from
    /// `lineLimit(_:reservesSpace:)` or the lower bound of `lineLimit(_:)` with a range. Counts
    /// beyond the range of 32-bit numbers are kept as its nearest end.
    public var reservedLines: Int {
        get { Int(storedReservedLines) }
        set { storedReservedLines = Int32(clamping: newValue) }
    }

    /// Creates the parameters of a text node.
    public init(_ string: String, font: Font = .body, lineLimit: Int? = nil, reservedLines: Int = 0, minimumScaleFactor: CGFloat = 1,
                truncationMode: TextTruncationMode = .tail,
                alignment: TextAlignment = .leading, measurer: TextMeasurerID? = nil) {
        self.font = font
        self.storedString = InternedString(string)
        self.storedReservedLines = Int32(clamping: reservedLines)
        self.storedLineLimit = .min
        self.minimumScaleFactor = minimumScaleFactor
        self.truncationMode = truncationMode
        self.alignment = alignment
        self.measurer = measurer
        self.lineLimit = lineLimit
    }
}

/// Where an ellipsis replaces the characters of a text that do not fit (SwiftUI's
/// `Text.TruncationMode`).
public enum TextTruncationMode: String, Hashable, Sendable, CaseIterable {
    /// The ellipsis is at the start of the line.
    case head
    /// The ellipsis is at the end of the line.
    case tail
    /// The ellipsis is in the middle of the line.
    case middle
}

/// How the lines of a multiline text are aligned with each other.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}

/// The index of a text measurer in a ``LayoutGraph``.
public struct TextMeasurerID: Hashable, Sendable {
    /// The position in the graph's table.
    public let rawValue: Int32
    /// The measurer at position `rawValue` of the graph's table.
    public init(_ rawValue: Int32) { self.rawValue = rawValue }
}
