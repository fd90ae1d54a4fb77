import Foundation
import TrellisSupport
import TrellisGeometry

/// A font as layout sees it: a point size and a weight. The text styles resolve to the sizes of
/// iOS's Dynamic Type "large" setting (see `Documentation/Trellis.docc/ContentViewMetrics.md`).
public struct Font: Hashable, Sendable {
    /// The point size.
    public var size: CGFloat
    /// The thickness of the strokes.
    public var weight: Weight

    /// A font of `size` points and `weight`.
    public init(size: CGFloat, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }

    /// The system font of `size` points and `weight`.
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The system font of the text style `style`.
    public static func system(_ style: TextStyle) -> Font {
        Font(size: style.pointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// This font with weight `weight`.
    public func weight(_ weight: Weight) -> Font {
        Font(size: size, weight: weight)
    }

    /// This font in bold.
    public func bold() -> Font { weight(.bold) }

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

        /// The style's point size at the "large" Dynamic Type setting on iOS.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption: return 12
            case .caption2: return 11
            }
        }
    }

    /// A font weight, from ultra-light to black.
    public struct Weight: Hashable, Sendable {
        /// The weight's name: `regular`, `semibold`, …
        public var name: String { storedName.string }
        private let storedName: InternedString

        private init(_ name: String) { storedName = InternedString(name) }

        /// The weight called `name`, if it is one of SwiftUI's.
        public init?(name: String) {
            guard let weight = Self.all.first(where: { $0.name == name }) else { return nil }
            self = weight
        }

        /// Ultra-light.
        public static let ultraLight = Weight("ultraLight")
        /// Thin.
        public static let thin = Weight("thin")
        /// Light.
        public static let light = Weight("light")
        /// Regular.
        public static let regular = Weight("regular")
        /// Medium.
        public static let medium = Weight("medium")
        /// Semibold.
        public static let semibold = Weight("semibold")
        /// Bold.
        public static let bold = Weight("bold")
        /// Heavy.
        public static let heavy = Weight("heavy")
        /// Black.
        public static let black = Weight("black")

        /// Every weight, lightest first.
        public static let all: [Weight] = [ultraLight, thin, light, regular, medium, semibold, bold, heavy, black]
    }
}
