import Foundation
import TrellisGeometry

/// The built-in text model's metrics: deterministic stand-ins for a real font's, documented in
/// `Documentation/Trellis.docc/ContentViewMetrics.md`. The weight, italics and the serif and
/// rounded designs do not change them; the monospaced design and the width do.
extension Font {
    /// The height of one line: 1.2 × the point size, rounded up to a whole point.
    public var lineHeight: CGFloat { (size * 1.2).rounded(.up) }

    /// The distance from a line's baseline to its bottom: 0.25 × the point size.
    public var descent: CGFloat { size * 0.25 }

    /// The distance from the top of a line to its baseline.
    public var ascent: CGFloat { lineHeight - descent }

    /// The horizontal advance of `character`: a quarter of the point size for spaces and narrow
    /// glyphs (`i j l I . , : ; ' ! |`), three quarters for wide ones (`m w M W @ …`), half for
    /// every other character; 0.6 of the point size for every character in the monospaced
    /// design. The width scales it: compressed 0.8, condensed 0.9, expanded 1.2.
    public func advance(of character: Character) -> CGFloat {
        let em: CGFloat
        if design == .monospaced {
            em = 0.6
        } else {
            switch character {
            case " ", "i", "j", "l", "I", ".", ",", ":", ";", "'", "!", "|": em = 0.25
            case "m", "w", "M", "W", "@", "…": em = 0.75
            default: em = 0.5
            }
        }
        return size * em * width.advanceScale
    }

    /// The width of `text` on one line: the sum of its characters' advances.
    public func width(of text: some Sequence<Character>) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1) }
    }
}

extension Font.Width {
    /// How much the width scales the built-in model's advances.
    public var advanceScale: CGFloat {
        switch self {
        case .compressed: 0.8
        case .condensed: 0.9
        case .standard: 1
        case .expanded: 1.2
        }
    }
}
