import Foundation
import TrellisGeometry

/// The built-in text model's metrics of a font: SF Pro's vertical metrics and tracking, and
/// Inter's advances scaled to SF Pro's widths, documented in
/// `Documentation/Trellis.docc/ContentViewMetrics.md`.
extension Font {
    /// The face whose advances stand in for this font's: Inter at the font's weight, upright or
    /// italic.
    package var face: FontFace { FontFace.inter(weight: weight, italic: isItalic) }

    /// The distance from the top of a line to its baseline: SF Pro's ascender, 0.952 em.
    public var ascent: CGFloat { size * SystemFontMetrics.ascender }

    /// The distance from a line's baseline to its bottom: SF Pro's descender, 0.241 em.
    public var descent: CGFloat { size * SystemFontMetrics.descender }

    /// The height of one line before it is rounded to the pixel grid: ascent + descent,
    /// 1.193 em (body: 20.29).
    public var lineHeight: CGFloat { ascent + descent }

    /// The space between one line's bottom and the next line's top, and between two texts
    /// stacked in a column (the text model's calibrated leading; see the ContentViewMetrics article).
    public var leading: CGFloat { TextCalibration.leading(of: self) }

    /// Points per font unit of ``face``, with the calibrated factor from Inter's widths to
    /// SF Pro's and the font's width.
    package var pointsPerFontUnit: CGFloat {
        size * TextCalibration.widthScale(of: self) * width.advanceScale / CGFloat(FontFace.interUnitsPerEm(weight: weight, italic: isItalic))
    }

    /// The tracking iOS applies to the system font at this size, in points per character; the
    /// monospaced design has none.
    package var systemTracking: CGFloat {
        design == .monospaced ? 0 : SystemFontMetrics.tracking(atSize: size)
    }

    /// The horizontal advance of `character` on its own, with tracking.
    public func advance(of character: Character) -> CGFloat {
        width(of: String(character))
    }

    /// The width of `text` on one line, with kerning and tracking.
    public func width(of text: some Sequence<Character>) -> CGFloat {
        let shaped = ShapedText(String(text), font: self)
        guard shaped.count > 0 else { return 0 }
        return shaped.width(0..<shaped.count, size: size, pointsPerUnit: pointsPerFontUnit, tracking: systemTracking)
    }

    /// The spacing preference of a text in this font toward another text across its top and
    /// bottom edges, on the pixel grid of `displayScale`.
    package func textEdgeSpacing(displayScale: CGFloat) -> TextEdgeSpacing {
        let pixel = 1 / max(displayScale, 1)
        let roundedLeading = ((leading / pixel) - 0.001).rounded(.up) * pixel
        return TextEdgeSpacing(lineSpacing: Float32(lineHeight + leading), leading: Float32(max(0, roundedLeading)))
    }
}

extension Font.Width {
    /// How much the width scales advances: compressed 0.8, condensed 0.9, expanded 1.2.
    public var advanceScale: CGFloat {
        switch self {
        case .compressed: 0.8
        case .condensed: 0.9
        case .standard: 1
        case .expanded: 1.2
        }
    }
}

extension Font {
    /// The side of a medium-scale SF Symbol that ``SymbolMetrics`` does not size, in em: 1.13,
    /// the average of the first measured symbols; also the width of an image inside a text.
    package static let symbolEmSide: CGFloat = 1.13

    /// The side of a square 1.13 em on each side in this font, rounded to the pixel grid of
    /// `displayScale`, times `scale` (the image scale's factor): the frame of a symbol whose
    /// name ``SymbolMetrics`` neither tabulates nor gives a shape. Named symbols have their
    /// own frames (``symbolSize(named:scale:displayScale:)``).
    public func symbolSide(scale: CGFloat = 1, displayScale: CGFloat = 1) -> CGFloat {
        let pixel = 1 / max(displayScale, 1)
        return ((size * Self.symbolEmSide * scale) / pixel).rounded() * pixel
    }
}
