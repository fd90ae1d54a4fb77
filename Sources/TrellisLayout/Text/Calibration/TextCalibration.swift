import Foundation

/// The text model's constants that come from measurements rather than from a font file:
/// how Inter's advances map to SF Pro's widths (the fitted ones are generated into
/// `TextCalibration+Fitted.swift` by `Scripts/calibrate-text.py`), and the leading between
/// lines. Their sources and the calibration's error are in
/// `Documentation/Trellis.docc/ContentViewMetrics.md`.
package enum TextCalibration {
    /// The factor from Inter's advances to SF Pro's up to ``SystemFontMetrics/displayOpticalSize``:
    /// Inter's text design, with SF Pro's tracking table, matches SF Pro Text's widths.
    package static let textWidthScale: CGFloat = 1

    /// The factor from Inter's advances to SF Pro's for `font`: the optical size's factor
    /// (``textWidthScale`` up to ``SystemFontMetrics/displayOpticalSize``, ``displayWidthScale``
    /// from ``displayOpticalSizeEnd``, a straight line between) times the weight's
    /// (``weightWidthScales``; 1 for the weights not listed) times the design's
    /// (``designWidthScales``; 1 for the designs not listed). Inter's
    /// advances for the font's weight come from Inter's face of that weight; the weight's factor
    /// is how much wider SF Pro sets that weight beyond that.
    package static func widthScale(of font: Font) -> CGFloat {
        let start = SystemFontMetrics.displayOpticalSize
        let progress = min(max((font.size - start) / (displayOpticalSizeEnd - start), 0), 1)
        let optical = textWidthScale + (displayWidthScale - textWidthScale) * progress
        let design = font.design == .default ? 1 : designWidthScales[font.design] ?? 1
        return optical * weightWidthScaleByOrdinal[font.weight.ordinal] * design
    }

    /// ``weightWidthScales`` by weight ordinal (``Font/Weight/ordinal``), 1 for the weights not
    /// listed: the measurer asks for it on every measurement.
    private static let weightWidthScaleByOrdinal: [CGFloat] = Font.Weight.all.map { weightWidthScales[$0] ?? 1 }

    /// ``advanceCorrections``' correction of `character`, whose one scalar is `singleScalar`
    /// when it has one: an ASCII character's from an array, since shaping asks for every
    /// character's.
    package static func advanceCorrection(of character: Character, singleScalar: Unicode.Scalar?) -> Float? {
        if let scalar = singleScalar, scalar.isASCII { return asciiAdvanceCorrections[Int(scalar.value)] }
        return otherAdvanceCorrections.isEmpty ? nil : otherAdvanceCorrections[character]
    }

    /// ``advanceCorrections`` of the ASCII characters, by scalar value.
    private static let asciiAdvanceCorrections: [Float?] = (0..<128).map { value in
        advanceCorrections[Character(Unicode.Scalar(UInt8(value)))]
    }

    /// ``advanceCorrections`` of the other characters.
    private static let otherAdvanceCorrections: [Character: Float] = advanceCorrections.filter { character, _ in
        !(character.unicodeScalars.count == 1 && character.unicodeScalars.first?.isASCII == true)
    }

    /// How much wider (above 1) or narrower than SF Pro the system's other designs set a text,
    /// one factor per design for every weight and size: the mean, over distinct texts, of the
    /// width iOS 26.1 gave a text in that design over the width Trellis gave it in SF Pro, on
    /// the renderings of the differential harness's fit suite challenge-designsystem
    /// (vjr2005/Challenge's design system; the texts are listed in
    /// `Documentation/Trellis.docc/ContentViewMetrics.md`). A text's width there is the width of
    /// the box around it (a button's fill or border, a card, a chip's capsule) less the padding
    /// its source gives.
    ///
    /// - `rounded` (SF Pro Rounded): 0.979, over 10 texts at 17 points, regular, medium and
    ///   semibold (from 0.957 to 0.991; the weights do not differ beyond that spread).
    /// - `serif` (New York): 1.024, over the 2 chips' texts at 15 points (0.999 and 1.049; New
    ///   York's serifed i and l are wider than SF Pro's); the one long line measured, 25
    ///   characters, has ink 1.024 times Trellis's SF Pro width on its own.
    ///
    /// The monospaced design has its own advances and is not scaled.
    package static let designWidthScales: [Font.Design: CGFloat] = [
        .rounded: 0.979,
        .serif: 1.024,
    ]

    /// The leading of `font`: its text style's line spacing less the line height. At the
    /// standard Dynamic Type sizes (extra small to extra extra extra large) a text style's line
    /// spacing moves with its size, a point for a point, as Apple's Human Interface Guidelines
    /// describe the text styles' size and leading values (callout at extra small: 13 pt on an
    /// 18-pt line spacing); at the accessibility sizes, and for a custom size relative to a
    /// style, it is scaled with the size. For a font without a text style, the leading of the
    /// text styles interpolated by size. Never negative.
    package static func leading(of font: Font) -> CGFloat {
        let emHeight = SystemFontMetrics.ascender + SystemFontMetrics.descender
        if let style = font.textStyle {
            // At the default size both ways give the same leading; the loop runs for the others.
            if font.size != style.pointSize, (0...6).contains(where: { style.pointSize(atDynamicTypeStep: $0) == font.size }) {
                return max(0, style.lineSpacing - style.pointSize + font.size - emHeight * font.size)
            }
            let ratio = style.lineSpacing / style.pointSize - emHeight
            return max(0, ratio * font.size)
        }
        return max(0, leadingRatioBySize(font.size) * font.size)
    }

    /// The leading as a fraction of the size, by point size: each text style's at its default
    /// size (body stands for headline, which shares its size and line spacing), interpolated
    /// between them and held beyond the smallest and the largest.
    private static let leadingRatioBySize: PiecewiseLinear = {
        let emHeight = SystemFontMetrics.ascender + SystemFontMetrics.descender
        let styles = Font.TextStyle.allCases.filter { $0 != .headline }.sorted { $0.pointSize < $1.pointSize }
        return PiecewiseLinear(points: styles.map { ($0.pointSize, $0.lineSpacing / $0.pointSize - emHeight) })
    }()
}
