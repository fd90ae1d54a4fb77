import Foundation
import TrellisSupport

/// A string broken into the characters a line holds, each with its advance in one face's font
/// units and what it allows a line break to do.
///
/// Advances include the kerning between a character and the next. Prefix sums make the
/// width of any run of characters one subtraction, so wrapping, truncation and shrinking a
/// font to fit cost no more than one pass over the string.
package final class ShapedText: Sendable {
    /// What a character does to line breaking, from the Unicode Line Breaking Algorithm
    /// (``LineBreaker``, with Trellis's tailoring).
    package enum BreakClass: UInt8, Sendable {
        /// A character before which a line may not break: inside a word, or before closing
        /// punctuation, small kana and other characters that may not start a line.
        case other
        /// White space: a line never breaks before it, and spaces at the end of a line take no
        /// width.
        case space
        /// A paragraph break (`\n`, `\r\n`, `\u{2028}`, `\u{2029}`): the line ends here.
        case newline
        /// A character before which a line may break: after a space or hyphen, before and after
        /// an ideograph, and wherever else UAX #14 allows.
        case breakBefore
    }

    /// The character that stands for an image inside a text, as text attachments do (U+FFFC,
    /// the object replacement character): it advances as a symbol of the text's font
    /// (``Font/symbolEmSide`` em), never kerns, and a line may break before and after it.
    package static let inlineImage: Character = "\u{FFFC}"

    /// The string shaped.
    package let string: String
    /// The string's characters (grapheme clusters).
    package let characters: [Character]
    /// Where each character starts in ``string``, and its end last.
    private let boundaries: [String.Index]
    /// How each character takes part in line breaking.
    package let breakClasses: [BreakClass]
    /// `unitPrefix[i]` is the advance of the first `i` characters in font units; inline images
    /// advance 0 here.
    private let unitPrefix: [Double]
    /// `imagePrefix[i]` is the number of inline images among the first `i` characters; `nil`
    /// when the string has none.
    private let imagePrefix: [Int]?
    /// `standInPrefix[i]` is the advance in em of the characters among the first `i` that a
    /// stand-in face sets (``StandInFace``), which ``unitPrefix`` leaves out; `nil` when the
    /// string has none.
    private let standInPrefix: [Double]?
    /// `emptyPrefix[i]` is the number of characters that take no room (advance 0: controls,
    /// joiners, marks with no base) among the first `i`; `nil` when the string has none. They
    /// get no tracking, so no character narrows a line.
    private let emptyPrefix: [Int]?
    /// For each tall face that sets characters of the string (``StandInFace/Kind/raisesLines``):
    /// its ascent and descent in em, and how many of the first `i` characters it sets; empty
    /// when the string has none.
    private let tallFaces: [TallFace]

    /// A tall face's vertical extent and the characters it sets, counted as a prefix sum.
    private struct TallFace {
        let ascent: Double
        let descent: Double
        var counts: [Int32]
    }
    /// Whether the string holds a paragraph break.
    package let hasParagraphBreak: Bool
    /// Whether every character is set in the font's face and takes room: no inline image, no
    /// stand-in character and none of advance 0, so that a run's width is its advance in font
    /// units and its tracking (``width(_:size:pointsPerUnit:tracking:)``'s short way).
    private let isPlain: Bool

    /// `string` shaped in `font`'s face, and the characters it lacks in the stand-in faces of
    /// their scripts, the CJK one chosen by `language`: in the monospaced design every
    /// character that takes room advances 0.6 em, with no kerning.
    package init(_ string: String, font: Font, language: TextLanguage = .other) {
        let face = font.face
        let isBold = font.weight.ordinal >= Font.Weight.semibold.ordinal
        let monospacedDigits = font.hasMonospacedDigits
        let monospaced = font.design == .monospaced
        // One pass over the string's characters: each one's start, and its scalars, which its
        // advance, kerning and line breaking ask about.
        let segmentation = CharacterSegmentation(string)
        let characters = segmentation.characters
        let scalars = segmentation.scalars
        // The position in `scalars` of each character's first scalar, then the number of scalars.
        let starts = segmentation.starts
        let classes = Self.breakClasses(scalars: scalars, starts: starts)
        // The glyph of each character's first scalar, which its advance and its kerning with the
        // character before it read.
        let glyphs = characters.indices.map { face.glyph(for: scalars[starts[$0]]) }
        var prefix: [Double] = [0]
        prefix.reserveCapacity(characters.count + 1)
        var total: Double = 0
        var hasImages = false
        var empty: [Bool]?
        var standIns: [Double]?
        var tallFaces: [TallFace] = []
        for (index, character) in characters.enumerated() {
            let first = scalars[starts[index]]
            let isSingleScalar = starts[index + 1] == starts[index] + 1
            if isSingleScalar, first == "\u{FFFC}" {
                // Its width is the symbol's at the size set (``width(_:size:pointsPerUnit:tracking:)``).
                prefix.append(total)
                hasImages = true
                continue
            }
            // Only a character whose first scalar the face lacks, from U+0590 on, may be a
            // stand-in face's (``StandInFace/ems(of:scalars:language:isBold:)``).
            if !monospaced, first.value >= 0x0590, glyphs[index] == nil,
               let setting = StandInFace.ems(of: character, scalars: scalars[starts[index]..<starts[index + 1]],
                                             language: language, isBold: isBold) {
                let (ems, standIn) = setting
                if standIns == nil { standIns = Array(repeating: 0, count: characters.count) }
                standIns?[index] = ems
                if standIn.kind.raisesLines {
                    let extent = standIn.lineExtent(size: 1)
                    let face: Int
                    if let found = tallFaces.firstIndex(where: { $0.ascent == extent.ascent && $0.descent == extent.descent }) {
                        face = found
                    } else {
                        tallFaces.append(TallFace(ascent: extent.ascent, descent: extent.descent,
                                                  counts: Array(repeating: 0, count: characters.count + 1)))
                        face = tallFaces.count - 1
                    }
                    // Counted at its own position; the prefix sums are made below.
                    tallFaces[face].counts[index + 1] = 1
                }
                if ems <= 0 {
                    if empty == nil { empty = Array(repeating: false, count: characters.count) }
                    empty?[index] = true
                }
                prefix.append(total)
                continue
            }
            var advance: Double
            if isSingleScalar, first.value < 0x2000, let glyph = glyphs[index],
               !(monospacedDigits && ("0"..."9").contains(first)) {
                // No emoji and no tabular digit: the face's own advance
                // (``FontFace/advance(of:monospacedDigits:)``'s first rule).
                advance = Double(face.advance(of: glyph))
            } else {
                advance = Double(face.advance(of: character, monospacedDigits: monospacedDigits))
            }
            if advance <= 0 {
                if empty == nil { empty = Array(repeating: false, count: characters.count) }
                empty?[index] = true
            }
            if monospaced {
                if advance > 0 { advance = Double(face.unitsPerEm) * 0.6 }
                total += advance
                prefix.append(total)
                continue
            }
            if let correction = TextCalibration.advanceCorrection(of: character, singleScalar: isSingleScalar ? first : nil) {
                advance *= 1 + Double(correction)
            }
            // Tabular digits never kern: a column of numbers lines up.
            if index + 1 < characters.count, !(monospacedDigits && (character.isWholeNumber || characters[index + 1].isWholeNumber)) {
                // The kerning of this character's last scalar and the next one's first
                // (``FontFace/kerning(between:and:)``).
                let last = isSingleScalar ? glyphs[index] : face.glyph(for: scalars[starts[index + 1] - 1])
                if let last, let next = glyphs[index + 1] { advance += Double(face.kerning(last, next)) }
            }
            total += advance
            prefix.append(total)
        }
        var images: [Int]?
        if hasImages {
            var seen = 0
            images = [0] + characters.map { character in
                if character == Self.inlineImage { seen += 1 }
                return seen
            }
        }
        var standInPrefix: [Double]?
        if var standIns {
            // Arabic letters take the forms their neighbours give them.
            for absorbed in StandInFace.joinArabic(&standIns, scalars: scalars, starts: starts, isBold: isBold) {
                if empty == nil { empty = Array(repeating: false, count: characters.count) }
                empty?[absorbed] = true
            }
            var sum: Double = 0
            standInPrefix = [0] + standIns.map { ems in
                sum += ems
                return sum
            }
        }
        var empties: [Int]?
        if let empty {
            var seen = 0
            empties = [0] + empty.map { isEmpty in
                if isEmpty { seen += 1 }
                return seen
            }
        }
        self.standInPrefix = standInPrefix
        for face in tallFaces.indices {
            for index in 0..<characters.count {
                tallFaces[face].counts[index + 1] += tallFaces[face].counts[index]
            }
        }
        self.tallFaces = tallFaces
        self.string = string
        self.characters = characters
        boundaries = segmentation.boundaries
        breakClasses = classes
        unitPrefix = prefix
        imagePrefix = images
        emptyPrefix = empties
        hasParagraphBreak = classes.contains(.newline)
        isPlain = images == nil && standInPrefix == nil && empties == nil
    }

    /// The number of characters.
    package var count: Int { characters.count }

    /// The characters in `range` as a string.
    package func substring(_ range: Range<Int>) -> Substring {
        string[boundaries[range.lowerBound]..<boundaries[range.upperBound]]
    }

    /// The advance of the characters in `range` that `font`'s face sets, in its font units
    /// (stand-in characters are in ``standInEms(_:)``).
    @inlinable
    package func units(_ range: Range<Int>) -> Double {
        unitPrefix[range.upperBound] - unitPrefix[range.lowerBound]
    }

    /// Whether a character of a tall script (Arabic, Thai, Devanagari: ``StandInFace/Kind/raisesLines``)
    /// is in the string, so that its lines may be taller than the font's.
    package var hasTallCharacters: Bool { !tallFaces.isEmpty }

    /// The highest ascent and deepest descent, in points at `size`, of the tall faces that set
    /// characters in `range` (``StandInFace/lineExtent(size:)``), or `nil` when none does.
    package func tallExtent(_ range: Range<Int>, size: Double) -> (ascent: Double, descent: Double)? {
        var extent: (ascent: Double, descent: Double)?
        for face in tallFaces where face.counts[range.upperBound] > face.counts[range.lowerBound] {
            extent = (max(extent?.ascent ?? 0, face.ascent * size), max(extent?.descent ?? 0, face.descent * size))
        }
        return extent
    }

    /// The advance in em of the characters in `range` that stand-in faces set.
    package func standInEms(_ range: Range<Int>) -> Double {
        standInPrefix.map { $0[range.upperBound] - $0[range.lowerBound] } ?? 0
    }

    /// The width in points of the characters in `range` set in a font of `size` points whose
    /// font units are `pointsPerUnit` points, stand-in characters `size` points to the em, each character that takes room but an inline image
    /// followed by `tracking`: an inline image is a medium symbol of the font,
    /// ``Font/symbolEmSide`` em.
    package func width(_ range: Range<Int>, size: CGFloat, pointsPerUnit: CGFloat, tracking: CGFloat) -> CGFloat {
        // The sum below with no images, stand-ins nor empty characters: its other terms are 0.
        if isPlain { return max(0, CGFloat(units(range)) * pointsPerUnit + CGFloat(range.count) * tracking) }
        let images = imagePrefix.map { $0[range.upperBound] - $0[range.lowerBound] } ?? 0
        let empties = emptyPrefix.map { $0[range.upperBound] - $0[range.lowerBound] } ?? 0
        let characters = range.count - images - empties
        let standIn = CGFloat(standInEms(range)) * size
        return max(0, CGFloat(units(range)) * pointsPerUnit + standIn + CGFloat(characters) * tracking + CGFloat(images) * size * Font.symbolEmSide)
    }

    /// Whether `scalar` has Unicode's White_Space property (PropList.txt), as
    /// `Character.isWhitespace` asks of a character's first scalar, without the property lookup.
    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    /// How each character of a string takes part in line breaking: white space and paragraph
    /// breaks by their Unicode properties, and whether a line may break before every other
    /// character by the Unicode Line Breaking Algorithm over the string's scalars. `scalars`
    /// holds the string's scalars, and `starts` the position there of each character's first
    /// one, then their number.
    private static func breakClasses(scalars: [Unicode.Scalar], starts: [Int]) -> [BreakClass] {
        let opportunities = LineBreaker.opportunities(scalars, tailoring: .trellis)
        return (0..<(starts.count - 1)).map { index in
            let start = starts[index]
            let first = scalars[start].value
            if first < 0x80, starts[index + 1] == start + 1 {
                // An ASCII character: the line feed, vertical tab, form feed and carriage return
                // are paragraph breaks, the tab and the space white space.
                switch first {
                case 0x0A...0x0D: return .newline
                case 0x09, 0x20: return .space
                default: return opportunities[start] == .prohibited ? .other : .breakBefore
                }
            }
            // `Character.isNewline`, which asks only about the first scalar (a carriage return
            // and line feed is one character).
            switch first {
            case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return .newline
            default: break
            }
            if Self.isWhiteSpace(scalars[start]) { return .space }
            return opportunities[start] == .prohibited ? .other : .breakBefore
        }
    }
}
