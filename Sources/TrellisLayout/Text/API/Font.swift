import Foundation
import TrellisSupport
import TrellisGeometry

/// A font as layout sees it: a point size, a weight, a design and a width, and the text style
/// whose Dynamic Type scaling it follows. The text styles resolve to the sizes of iOS's Dynamic
/// Type "large" setting (see `Documentation/Trellis.docc/ContentViewMetrics.md`).
public struct Font: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    /// The thickness of the strokes.
    public var weight: Weight
    /// The family's design: the system's sans-serif, serif, rounded or monospaced design.
    public var design: Design = .default
    /// How wide the glyphs are drawn.
    public var width: Width = .standard
    /// Whether the glyphs are italic (no effect on the built-in model's advances).
    public var isItalic = false
    /// Whether digits share one advance (the built-in model's digits already do).
    public var hasMonospacedDigits = false
    /// The text style whose Dynamic Type scaling the size follows; `nil` for a fixed size.
    public var textStyle: TextStyle?

    /// A font of `size` points and `weight`.
    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// The system font of `size` points, `weight` and `design`, which keeps its size at every
    /// Dynamic Type size, as SwiftUI's does.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        var font = Font(size: size, weight: weight)
        font.design = design
        return font
    }

    /// The system font of the text style `style`, with `design` and `weight` (the style's own
    /// weight when `nil`).
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var font = Font(size: style.pointSize, weight: weight ?? (style == .headline ? .semibold : .regular))
        font.design = design
        font.textStyle = style
        return font
    }

    /// The font named `name` at `size` points, scaled with Dynamic Type like `.body`, as
    /// SwiftUI's custom fonts are. The built-in model measures every family alike.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// The font named `name` at `size` points, scaled with Dynamic Type like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = Font(size: size)
        font.textStyle = textStyle
        return font
    }

    /// The font named `name` at `size` points at every Dynamic Type size.
    public static func custom(_ name: String, fixedSize size: CGFloat) -> Font {
        Font(size: size)
    }

    /// This font with weight `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

    /// This font in italics.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font's monospaced design.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// This font with digits of one advance.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// This font drawn at width `width`.
    public func width(_ width: Width) -> Font {
        var font = self
        font.width = width
        return font
    }

    /// This font at `size` points when its text style is scaled to the Dynamic Type step
    /// `step` (0 for extra small, 3 for large, 11 for the largest accessibility size): a text
    /// style's font takes the style's size from Apple's table, a custom font scales by the same
    /// ratio as its style, a fixed-size font keeps its size.
    public func scaled(toDynamicTypeStep step: Int) -> Font {
        guard let textStyle else { return self }
        var font = self
        font.size = size * textStyle.pointSize(atDynamicTypeStep: step) / textStyle.pointSize
        return font
    }

    /// The font of large titles: 34 pt.
    public static let largeTitle = system(.largeTitle)
    /// The font of first-level titles: 28 pt.
    public static let title = system(.title)
    /// The font of second-level titles: 22 pt.
    public static let title2 = system(.title2)
    /// The font of third-level titles: 20 pt.
    public static let title3 = system(.title3)
    /// The font of headings: 17 pt semibold.
    public static let headline = system(.headline)
    /// The font of subheadings: 15 pt.
    public static let subheadline = system(.subheadline)
    /// The font of body text: 17 pt.
    public static let body = system(.body)
    /// The font of callouts: 16 pt.
    public static let callout = system(.callout)
    /// The font of footnotes: 13 pt.
    public static let footnote = system(.footnote)
    /// The font of captions: 12 pt.
    public static let caption = system(.caption)
    /// The font of secondary captions: 11 pt.
    public static let caption2 = system(.caption2)
}

extension Font {
    /// The text styles of Dynamic Type.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        /// SwiftUI's text styles; `body` is the style of text whose font is not set.
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// The design of a font family.
    public enum Design: String, Hashable, Sendable, CaseIterable {
        /// The system's sans-serif design.
        case `default`
        /// A serif design.
        case serif
        /// A design with rounded strokes.
        case rounded
        /// A design whose characters all have one advance.
        case monospaced
    }

    /// How wide a font's glyphs are drawn.
    public enum Width: String, Hashable, Sendable, CaseIterable {
        /// The narrowest width.
        case compressed
        /// A narrow width.
        case condensed
        /// The ordinary width.
        case standard
        /// A wide width.
        case expanded
    }

    /// A font weight, from ultra-light to black.
    public struct Weight: Hashable, Sendable {
        /// The weight's name: `regular`, `semibold`, …
        public var name: String { Self.names[ordinal] }
        /// The weight's position in ``all``: a weight is this number alone, so that finding its
        /// face or its width factor is one array index.
        package var ordinal: Int { Int(storedOrdinal) }
        private let storedOrdinal: UInt8

        private init(ordinal: UInt8) { storedOrdinal = ordinal }

        /// The weights' names, lightest first.
        private static let names = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]

        /// The weight called `name`, if it is one of SwiftUI's.
        public init?(name: String) {
            guard let weight = Self.all.first(where: { $0.name == name }) else { return nil }
            self = weight
        }

        /// Ultra-light.
        public static let ultraLight = Weight(ordinal: 0)
        /// Thin.
        public static let thin = Weight(ordinal: 1)
        /// Light.
        public static let light = Weight(ordinal: 2)
        /// Regular.
        public static let regular = Weight(ordinal: 3)
        /// Medium.
        public static let medium = Weight(ordinal: 4)
        /// Semibold.
        public static let semibold = Weight(ordinal: 5)
        /// Bold.
        public static let bold = Weight(ordinal: 6)
        /// Heavy.
        public static let heavy = Weight(ordinal: 7)
        /// Black.
        public static let black = Weight(ordinal: 8)

        /// Every weight, lightest first.
        public static let all: [Weight] = [ultraLight, thin, light, regular, medium, semibold, bold, heavy, black]
    }
}
