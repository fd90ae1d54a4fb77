import Foundation
import TrellisGeometry

/// The built-in text model's metrics: deterministic stand-ins for a real font's, documented in
/// `Documentation/Trellis.docc/ContentViewMetrics.md`. The weight does not change them.
extension Font {
    /// The height of one line: 1.2 × the point size, rounded up to a whole point.
    public var lineHeight: CGFloat { (size * 1.2).rounded(.up) }

    /// The distance from a line's baseline to its bottom: 0.25 × the point size.
    public var descent: CGFloat { size * 0.25 }

    /// The distance from the top of a line to its baseline.
    public var ascent: CGFloat { lineHeight - descent }

    /// The horizontal advance of `character`: a quarter of the point size for spaces and narrow
    /// glyphs (`i j l I . , : ; ' ! |`), three quarters for wide ones (`m w M W @ …`), half for
    /// every other character.
    public func advance(of character: Character) -> CGFloat {
        switch character {
        case " ", "i", "j", "l", "I", ".", ",", ":", ";", "'", "!", "|": return size * 0.25
        case "m", "w", "M", "W", "@", "…": return size * 0.75
        default: return size * 0.5
        }
    }

    /// The width of `text` on one line: the sum of its characters' advances.
    public func width(of text: some Sequence<Character>) -> CGFloat {
        text.reduce(0) { $0 + advance(of: $1) }
    }
}
