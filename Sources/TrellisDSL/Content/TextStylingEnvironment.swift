import Foundation
import TrellisGraph

/// The text modifiers applied to a view, which its texts inherit; `nil` leaves a text's font as
/// it is.
struct TextStyling: Sendable {
    var weight: Font.Weight?
    var italic: Bool?
    var design: Font.Design?
    var width: Font.Width?
    var monospaced: Bool?
    var monospacedDigit: Bool?
    var kerning: CGFloat = 0
    var tracking: CGFloat = 0
    var baselineOffset: CGFloat = 0
}

private struct TextStylingKey: EnvironmentKey {
    static let defaultValue = TextStyling()
}

private struct LineSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat = 0
}

private struct AllowsTighteningKey: EnvironmentKey {
    static let defaultValue = false
}

private struct TextCaseKey: EnvironmentKey {
    static let defaultValue: Text.Case? = nil
}

extension EnvironmentValues {
    /// The text modifiers in force.
    var textStyling: TextStyling {
        get { self[TextStylingKey.self] }
        set { self[TextStylingKey.self] = newValue }
    }

    /// Points between the lines of text.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Whether text may set its characters closer before it is truncated.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// The letter case text is shown in; `nil` keeps it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// `font` (or the environment's, or `.body`) with the text modifiers in force applied,
    /// before Dynamic Type scaling.
    package func resolvedFont(_ font: Font? = nil) -> Font {
        var resolved = font ?? self.font ?? .body
        let styling = textStyling
        if let weight = styling.weight { resolved.weight = weight }
        if let italic = styling.italic { resolved.isItalic = italic }
        if let design = styling.design { resolved.design = design }
        if let width = styling.width { resolved.width = width }
        if styling.monospaced == true { resolved.design = .monospaced }
        if styling.monospacedDigit == true { resolved.hasMonospacedDigits = true }
        return resolved
    }

    /// The resolved font scaled to the Dynamic Type size in force.
    package var scaledFont: Font {
        resolvedFont().scaled(toDynamicTypeStep: dynamicTypeSize.rawValue)
    }
}

nonisolated extension View {
    private func styling(_ change: @escaping @Sendable (inout TextStyling) -> Void) -> some View {
        transformEnvironment(\.textStyling, transform: change)
    }

    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View { styling { $0.weight = weight } }
    /// Sets text in this view in bold when `isActive`.
    public func bold(_ isActive: Bool = true) -> some View { styling { $0.weight = isActive ? .bold : $0.weight } }
    /// Sets text in this view in italics when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View { styling { $0.italic = isActive } }
    /// Sets the font design of text in this view.
    public func fontDesign(_ design: Font.Design?) -> some View { styling { $0.design = design } }
    /// Sets the font width of text in this view.
    public func fontWidth(_ width: Font.Width?) -> some View { styling { $0.width = width } }
    /// Sets text in this view in the monospaced design when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View { styling { $0.monospaced = isActive } }
    /// Gives the digits of text in this view one advance.
    public func monospacedDigit() -> some View { styling { $0.monospacedDigit = true } }
    /// Adds `kerning` points between the characters of text in this view.
    public func kerning(_ kerning: CGFloat) -> some View { styling { $0.kerning = kerning } }
    /// Adds `tracking` points after every character of text in this view.
    public func tracking(_ tracking: CGFloat) -> some View { styling { $0.tracking = tracking } }
    /// Raises text in this view `offset` points above its baseline.
    public func baselineOffset(_ offset: CGFloat) -> some View { styling { $0.baselineOffset = offset } }
    /// Underlines text in this view when `isActive`; no effect on layout.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }
    /// Strikes text in this view through when `isActive`; no effect on layout.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View { self }

    /// Puts `lineSpacing` points between the lines of text in this view.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
    /// Lets text in this view set its characters closer before it is truncated.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }
    /// Shows text in this view in `textCase` (`nil`: as written).
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}

nonisolated extension Text {
    /// How a line drawn through or under text looks; it does not change the layout.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        public enum Pattern: Hashable, Sendable {
            /// A solid line.
            case solid
            /// A dotted line.
            case dot
            /// A dashed line.
            case dash
            /// Dashes and dots.
            case dashDot
            /// Dashes and two dots.
            case dashDotDot
        }
    }
}
