import Foundation

/// The frames of SF Symbols at the medium image scale, in em of the font a symbol is shown
/// with, documented in `Documentation/Trellis.docc/ContentViewMetrics.md` ("Symbols").
///
/// Real symbols differ by glyph: `chevron.right` is narrow and tall, `ellipsis` wide and flat.
/// The table holds the symbols real screens use most. A symbol's frame is **measured** where a
/// reference image that real SwiftUI drew shows it, from its **ink** where only the glyph's ink
/// could be read (the ink plus the margins the measured frames have around their ink: 0.21 em
/// across and 0.125 em down, in all), and otherwise **modelled**: the size of the symbol's
/// ``Class`` (of shape), whose sizes come from measured members. The measurements are the rows of
/// `Tests/TrellisTests/SymbolCalibration/symbol-measurements.json`.
///
/// A `.fill` variant has its outline's frame and the reverse (the measured pairs, outline and
/// fill, were the same to the pixel). A name not in the table takes the class its name implies
/// (``Class/inferred(from:)``: a `.circle` or `.square` suffix, a chevron or an arrow by its
/// direction), or else a square of 1.13 em, the mean of the first measured symbols. The
/// weight does not change a frame: no measurement shows one symbol at two weights.
public enum SymbolMetrics {
    /// Where a symbol's size comes from.
    public enum Source: String, Sendable, Hashable, CaseIterable {
        /// Its frame was measured in a reference image (its size or a fill around it).
        case measured
        /// Its ink was measured; the frame is the ink plus 0.21 em across and 0.125 em down.
        case ink
        /// The size of its ``Class``.
        case modelled
        /// Not in the table: the class its name implies, or a square of 1.13 em.
        case inferred
    }

    /// A class of symbols with one frame, in em at the medium scale; each size comes from
    /// measured members of the class.
    public enum Class: String, Sendable, Hashable, CaseIterable {
        /// A symbol in a circle (`info.circle`, `person.crop.circle.fill`, `clock`): 1.162 ×
        /// 1.121, `line.3.horizontal.decrease.circle` measured at 16 and 17 pt.
        case circle
        /// A symbol in a rounded square (`checkmark.square`, `square.grid.2x2`): 1.167 × 1.042,
        /// `arrow.up.arrow.down.square` measured.
        case square
        /// A glyph about a capital's size (`xmark`, `checkmark`, `person`): 1.063 × 0.938,
        /// `plus` measured.
        case compact
        /// A glyph wider than tall (`star`, `house`, `envelope`, `photo`): 1.184 × 1.043, the
        /// mean of `exclamationmark.triangle.fill`, `heart` and `location.fill` (inks).
        case wide
        /// A glyph about as tall as wide or taller (`trash`, `lock`, `doc`, `bookmark`):
        /// 1.140 × 1.113, the mean of `bell` (measured) and `magnifyingglass` (ink).
        case upright
        /// A glyph much wider than tall (`battery.100`): 1.854 × 1.105, `bicycle` measured.
        case extraWide
        /// A gear (`gear`, `gearshape`): 1.239 × 1.275, `gear` measured (semibold).
        case gear
        /// A chevron pointing left or right: 0.602 × 0.792, the ink of a list's disclosure
        /// chevron (0.392 × 0.667 em) plus the margins.
        case horizontalChevron
        /// A chevron pointing up or down: 0.877 × 0.517, the horizontal chevron's ink turned a
        /// quarter plus the margins.
        case verticalChevron
        /// A flat glyph (`ellipsis`, `minus`, `chevron.compact.down`): 1.099 × 0.401, the size
        /// a 64-pt `chevron.compact.down` was reported to have.
        case flat
        /// An arrow pointing left or right: 1.151 × 0.890, `arrow.right` (ink).
        case horizontalArrow
        /// An arrow pointing up or down: 0.975 × 1.066, `arrow.right`'s ink turned a quarter
        /// plus the margins.
        case verticalArrow

        /// The frame of a medium symbol of this class, in em.
        public var emSize: CGSize {
            switch self {
            case .circle: CGSize(width: 1.162, height: 1.121)
            case .square: CGSize(width: 1.167, height: 1.042)
            case .compact: CGSize(width: 1.0625, height: 0.9375)
            case .wide: CGSize(width: 1.184, height: 1.043)
            case .upright: CGSize(width: 1.140, height: 1.113)
            case .extraWide: CGSize(width: 1.854, height: 1.105)
            case .gear: CGSize(width: 1.239, height: 1.275)
            case .horizontalChevron: CGSize(width: 0.602, height: 0.792)
            case .verticalChevron: CGSize(width: 0.877, height: 0.517)
            case .flat: CGSize(width: 1.099, height: 0.401)
            case .horizontalArrow: CGSize(width: 1.151, height: 0.890)
            case .verticalArrow: CGSize(width: 0.975, height: 1.066)
            }
        }

        /// The class a symbol's name implies, ignoring a `.fill` suffix: a `.circle` or
        /// `.square` suffix, a chevron by its direction (`chevron.compact.*` is flat), an arrow
        /// by its direction; `nil` when the name implies none.
        public static func inferred(from name: String) -> Class? {
            let name = SymbolMetrics.outline(of: name)
            if name == "circle" || name.hasSuffix(".circle") { return .circle }
            if name == "square" || name.hasSuffix(".square") { return .square }
            if name.hasPrefix("chevron.compact.") { return .flat }
            for (prefix, symbolClass) in directional where name == prefix || name.hasPrefix(prefix + ".") {
                return symbolClass
            }
            return nil
        }

        /// Name prefixes that fix a class by the direction they point.
        private static let directional: [(String, Class)] = [
            ("chevron.left", .horizontalChevron), ("chevron.right", .horizontalChevron),
            ("chevron.forward", .horizontalChevron), ("chevron.backward", .horizontalChevron),
            ("chevron.up", .verticalChevron), ("chevron.down", .verticalChevron),
            ("arrow.left", .horizontalArrow), ("arrow.right", .horizontalArrow),
            ("arrow.forward", .horizontalArrow), ("arrow.backward", .horizontalArrow),
            ("arrow.up", .verticalArrow), ("arrow.down", .verticalArrow),
        ]
    }

    /// One symbol's frame at the medium scale, in em, and where it comes from.
    public struct Metrics: Sendable, Hashable {
        /// The frame's width and height in em of the font.
        public var emSize: CGSize
        /// Where the size comes from.
        public var source: Source
        /// The class the size was taken from, for a modelled or inferred symbol.
        public var symbolClass: Class?
    }

    /// The frame of the symbol `name` at the medium scale, and its source.
    public static func metrics(of name: String) -> Metrics {
        for candidate in [name, outline(of: name), name + ".fill"] {
            if let entry = table[candidate] {
                return Metrics(emSize: entry.size, source: entry.source, symbolClass: nil)
            }
            if let symbolClass = modelled[candidate] {
                return Metrics(emSize: symbolClass.emSize, source: .modelled, symbolClass: symbolClass)
            }
        }
        if let symbolClass = Class.inferred(from: name) {
            return Metrics(emSize: symbolClass.emSize, source: .inferred, symbolClass: symbolClass)
        }
        return Metrics(emSize: CGSize(width: Font.symbolEmSide, height: Font.symbolEmSide), source: .inferred, symbolClass: nil)
    }

    /// The frame of the symbol `name` at the medium scale, in em of its font.
    public static func emSize(of name: String) -> CGSize { metrics(of: name).emSize }

    /// The names the table sizes, measured or from their ink, and the names it gives a class.
    public static var tabulatedNames: [String] { Array(table.keys) + Array(modelled.keys) }

    /// `name` without a `.fill` suffix.
    static func outline(of name: String) -> String {
        name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
    }

    /// Symbols whose frame or ink was measured (the ids of their rows in
    /// `symbol-measurements.json` are in ContentViewMetrics), in em at the medium scale.
    private static let table: [String: (size: CGSize, source: Source)] = [
        // Measured frames.
        "plus": (CGSize(width: 1.0625, height: 0.9375), .measured),
        "line.3.horizontal.decrease.circle": (Class.circle.emSize, .measured),
        "arrow.up.arrow.down.square": (Class.square.emSize, .measured),
        "bell": (CGSize(width: 1.118, height: 1.137), .measured),
        "gear": (Class.gear.emSize, .measured),
        "bicycle": (Class.extraWide.emSize, .measured),
        // Inks, plus 0.21 em across and 0.125 em down.
        "person": (CGSize(width: 1.034, height: 1.007), .ink),
        "location": (CGSize(width: 1.132, height: 1.047), .ink),
        // Its ink is the measured circle's, 1 em across at 17 pt: the circle's frame.
        "globe": (Class.circle.emSize, .ink),
        "heart": (CGSize(width: 1.185, height: 1.022), .ink),
        "exclamationmark.triangle": (CGSize(width: 1.234, height: 1.061), .ink),
        "magnifyingglass": (CGSize(width: 1.162, height: 1.089), .ink),
        "tray": (CGSize(width: 1.359, height: 0.958), .ink),
        "arrow.right": (Class.horizontalArrow.emSize, .ink),
        // The indicator a menu picker draws, taken to be at 17 pt: 0.490 × 0.706 em of ink.
        "chevron.up.chevron.down": (CGSize(width: 0.700, height: 0.831), .ink),
    ]

    /// Common symbols sized by their class.
    private static let modelled: [String: Class] = [
        "chevron.left": .horizontalChevron, "chevron.right": .horizontalChevron,
        "chevron.forward": .horizontalChevron, "chevron.backward": .horizontalChevron,
        "chevron.up": .verticalChevron, "chevron.down": .verticalChevron,
        "minus": .flat, "ellipsis": .flat, "chevron.compact.down": .flat, "chevron.compact.up": .flat,
        "xmark": .compact, "checkmark": .compact, "play": .compact, "pause": .compact, "stop": .compact,
        "key": .compact, "link": .compact,
        "circle": .circle, "checkmark.circle": .circle, "xmark.circle": .circle, "plus.circle": .circle,
        "minus.circle": .circle, "person.circle": .circle, "person.crop.circle": .circle, "info.circle": .circle,
        "questionmark.circle": .circle, "ellipsis.circle": .circle, "exclamationmark.circle": .circle,
        "clock": .circle,
        "square": .square, "checkmark.square": .square, "plus.square": .square, "xmark.square": .square,
        "square.grid.2x2": .square,
        "gearshape": .gear,
        "star": .wide, "house": .wide, "envelope": .wide, "cart": .wide, "camera": .wide, "photo": .wide,
        "folder": .wide, "map": .wide, "cloud": .wide, "creditcard": .wide, "message": .wide,
        "bubble.left": .wide, "paperplane": .wide, "eye": .wide, "eye.slash": .wide, "hand.thumbsup": .wide,
        "gift": .wide, "wifi": .wide, "line.3.horizontal": .wide, "list.bullet": .wide,
        "slider.horizontal.3": .wide, "sparkles": .wide, "forward": .wide, "backward": .wide,
        "square.and.pencil": .wide,
        "trash": .upright, "lock": .upright, "mic": .upright, "doc": .upright, "doc.text": .upright,
        "bookmark": .upright, "flag": .upright, "tag": .upright, "phone": .upright, "calendar": .upright,
        "bag": .upright, "square.and.arrow.up": .upright, "pencil": .upright, "flame": .upright,
        "leaf": .upright, "bolt": .upright, "moon": .upright, "sun.max": .upright, "chart.bar": .upright,
        "arrow.clockwise": .upright, "arrow.up.right": .upright, "person.2": .wide,
        "battery.100": .extraWide,
        "arrow.left": .horizontalArrow, "arrow.forward": .horizontalArrow, "arrow.backward": .horizontalArrow,
        "arrow.up": .verticalArrow, "arrow.down": .verticalArrow,
    ]
}

extension Font {
    /// The frame of the symbol `name` shown in this font: its medium size in em
    /// (``SymbolMetrics/emSize(of:)``) times the font's size and `scale` (the image scale's
    /// factor), each side rounded to the pixel grid of `displayScale`.
    public func symbolSize(named name: String, scale: CGFloat = 1, displayScale: CGFloat = 1) -> CGSize {
        let pixel = 1 / max(displayScale, 1)
        let em = SymbolMetrics.emSize(of: name)
        return CGSize(width: ((size * em.width * scale) / pixel).rounded() * pixel,
                      height: ((size * em.height * scale) / pixel).rounded() * pixel)
    }
}
