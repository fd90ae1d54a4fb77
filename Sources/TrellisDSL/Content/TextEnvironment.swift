import Foundation
import TrellisGraph

private struct FontKey: EnvironmentKey {
    static let defaultValue: Font? = nil
}

private struct LineLimitKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

private struct ReservedLinesKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct MinimumScaleFactorKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

private struct TruncationModeKey: EnvironmentKey {
    static let defaultValue = Text.TruncationMode.tail
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}

private struct TextMeasurerKey: EnvironmentKey {
    static let defaultValue: any TextMeasurer = BuiltInTextMeasurer()
}

extension EnvironmentValues {
    /// The font of text in the view; `nil` means `.body`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The most lines text may take; `nil` for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The fewest lines' height text takes, set by `lineLimit(_:reservesSpace:)` and by
    /// `lineLimit(_:)` with a range.
    package var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// The smallest fraction of its font's size text may shrink to before it is truncated.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// Where an ellipsis replaces text that does not fit.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of multiline text are aligned with each other.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// What measures `Text`: the built-in model unless a host framework sets its own, for
    /// example one backed by real font metrics.
    public var textMeasurer: any TextMeasurer {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Limits text in this view to `number` lines (`nil` for no limit).
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Limits text in this view to `limit` lines and, when `reservesSpace` is set, makes it
    /// `limit` lines tall however few it has.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, limit).environment(\.reservedLines, reservesSpace ? limit : 0)
    }

    /// Makes text in this view between `limits.lowerBound` and `limits.upperBound` lines tall.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limits.upperBound).environment(\.reservedLines, limits.lowerBound)
    }

    /// Makes text in this view at least `limits.lowerBound` lines tall, with no upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLines, limits.lowerBound)
    }

    /// Limits text in this view to `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, limits.upperBound).environment(\.reservedLines, 0)
    }

    /// Lets text in this view shrink, down to `factor` of its font's size, before it is truncated.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Sets where text in this view is truncated when it does not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Sets how the lines of multiline text in this view are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}
