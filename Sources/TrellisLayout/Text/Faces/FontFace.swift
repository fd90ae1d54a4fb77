/// The glyph metrics of one font face, in font units: its vertical metrics, the advance of each
/// character it covers, its digits' tabular advance and the kerning between its characters.
///
/// The text measurer scales these by `size / unitsPerEm`. Every lookup is a table index or a
/// binary search over the runs of characters that meet the character's page of 256 scalars
/// (``ScalarRunPages``: none for a page the face lacks), and none allocates. The faces are
/// ``inter(weight:italic:)``'s: see "Glyph metrics (Inter)" in
/// `Documentation/Trellis.docc/ContentViewMetrics.md` for what the tables hold.
package struct FontFace: Sendable {
    /// A character the face covers, found with ``glyph(for:)``: the key of the advance and
    /// kerning tables. The faces of one family share their characters, so a glyph of one Inter
    /// face stands for the same character in every Inter face.
    package struct Glyph: Hashable, Sendable {
        /// The character's position among the family's covered characters, in scalar order.
        package let number: Int
    }

    /// The face's full name, such as "Inter Semi Bold Italic".
    package let name: String
    /// The SwiftUI weight the face stands for.
    package let weight: Font.Weight
    /// Whether the face is italic.
    package let isItalic: Bool
    /// The number of font units in one em: the point size, in font units.
    package let unitsPerEm: Int
    /// How far the font's lines reach above the baseline (the `hhea` ascender), positive.
    package let ascender: Int
    /// How far the font's lines reach below the baseline (the `hhea` descender), negative.
    package let descender: Int
    /// The extra room the font asks for between lines (the `hhea` line gap).
    package let lineGap: Int
    /// The height of a flat capital letter above the baseline.
    package let capHeight: Int
    /// The height of a flat lowercase letter above the baseline.
    package let xHeight: Int
    /// The advance every digit takes with tabular figures (the `tnum` feature), as
    /// `monospacedDigit()` asks for. Inter's tabular digits do not kern with any character.
    package let tabularDigitAdvance: Int

    /// The characters the face covers and their kerning classes.
    let characters: FontCharacterMap
    /// Each covered character's advance, by glyph number.
    let advances: [UInt16]
    /// The kerning between a left and a right class, at `left × rightClassCount + right`.
    let kerningMatrix: [Int16]

    /// The glyph of `scalar`, or `nil` when the face does not cover it.
    package func glyph(for scalar: Unicode.Scalar) -> Glyph? {
        characters.number(of: scalar).map(Glyph.init(number:))
    }

    /// The advance of `glyph`: 0 for combining marks, which stack on the character before
    /// them, and for the characters a shaper hides (the soft hyphen, the combining grapheme
    /// joiner and the zero-width space).
    package func advance(of glyph: Glyph) -> Int {
        Int(advances[glyph.number])
    }

    /// The advance of `scalar`, or `nil` when the face does not cover it.
    package func advance(of scalar: Unicode.Scalar) -> Int? {
        glyph(for: scalar).map(advance(of:))
    }

    /// The advance of `scalar` with tabular figures: ``tabularDigitAdvance`` for the digits 0
    /// to 9, `nil` for any other character.
    package func tabularAdvance(of scalar: Unicode.Scalar) -> Int? {
        ("0"..."9").contains(scalar) ? tabularDigitAdvance : nil
    }

    /// The change to the advance of `first` when `second` follows it: negative when the pair
    /// draws closer, 0 when it does not kern.
    package func kerning(_ first: Glyph, _ second: Glyph) -> Int {
        let left = Int(characters.leftClasses[first.number])
        let right = Int(characters.rightClasses[second.number])
        return Int(kerningMatrix[left * characters.rightClassCount + right])
    }

    /// The kerning of `first` followed by `second`; 0 when the face does not cover either.
    package func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Int {
        guard let first = glyph(for: first), let second = glyph(for: second) else { return 0 }
        return kerning(first, second)
    }

    /// Every scalar the face covers, in scalar order.
    package var coveredScalars: [Unicode.Scalar] {
        characters.runs.flatMap { run in
            (run.first..<run.first + run.count).compactMap(Unicode.Scalar.init)
        }
    }
}
