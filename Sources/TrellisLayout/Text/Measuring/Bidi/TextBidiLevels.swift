/// The bidirectional levels of a shaped text's characters: each paragraph resolved by the
/// Unicode Bidirectional Algorithm (``BidiParagraph``) in the direction of its first strong
/// character, as iOS sets text of natural direction. Paragraphs with no right-to-left letter,
/// Arabic digit or explicit formatting character are left to right at level 0 and cost no
/// resolution.
struct TextBidiLevels {
    /// One paragraph: its characters and, when it needs them, its resolved levels.
    private struct Paragraph {
        let characters: Range<Int>
        /// Where each character's first scalar is in the paragraph's scalars, and the count last.
        let scalarStarts: [Int]
        let resolved: BidiParagraph?
    }

    private let paragraphs: [Paragraph]

    /// The levels of `shaped`'s characters.
    init(_ shaped: ShapedText) {
        // Most texts are left to right throughout: one pass over the scalars tells.
        guard shaped.string.unicodeScalars.contains(where: { $0.value >= 0x0590 && BidiClass($0).needsResolution }) else {
            paragraphs = []
            return
        }
        var paragraphs: [Paragraph] = []
        var start = 0
        let count = shaped.count
        for index in 0...count where index == count || shaped.breakClasses[index] == .newline {
            var scalars: [Unicode.Scalar] = []
            var starts: [Int] = []
            var needsResolution = false
            for character in shaped.characters[start..<index] {
                starts.append(scalars.count)
                for scalar in character.unicodeScalars {
                    scalars.append(scalar)
                    if scalar.value >= 0x0590, BidiClass(scalar).needsResolution { needsResolution = true }
                }
            }
            starts.append(scalars.count)
            paragraphs.append(Paragraph(characters: start..<index, scalarStarts: starts,
                                        resolved: needsResolution ? BidiParagraph(scalars, direction: .firstStrong) : nil))
            start = index + 1
        }
        self.paragraphs = paragraphs
    }

    /// The paragraph level of the paragraph holding the character at `index`.
    func paragraphLevel(at index: Int) -> UInt8 {
        paragraphs.first { $0.characters.upperBound >= index }?.resolved?.paragraphLevel ?? 0
    }

    /// The levels of the characters in `line` after rule L1, as one line: each character takes
    /// the level of its first scalar that rule X9 keeps; paragraph breaks take their
    /// paragraph's level.
    func levels(_ line: Range<Int>) -> [UInt8] {
        var result = Array(repeating: UInt8(0), count: line.count)
        for paragraph in paragraphs {
            let overlap = line.clamped(to: paragraph.characters.lowerBound..<(paragraph.characters.upperBound + 1))
            guard !overlap.isEmpty, let resolved = paragraph.resolved else { continue }
            let first = overlap.lowerBound - paragraph.characters.lowerBound
            let last = min(overlap.upperBound, paragraph.characters.upperBound) - paragraph.characters.lowerBound
            let scalars = paragraph.scalarStarts[first]..<paragraph.scalarStarts[last]
            let scalarLevels = resolved.lineLevels(scalars)
            for character in first..<last {
                let own = paragraph.scalarStarts[character]..<paragraph.scalarStarts[character + 1]
                let kept = own.first { !resolved.isRemoved($0) } ?? own.lowerBound
                result[paragraph.characters.lowerBound + character - line.lowerBound] = scalarLevels[kept - scalars.lowerBound]
            }
            if overlap.upperBound > paragraph.characters.upperBound {
                result[paragraph.characters.upperBound - line.lowerBound] = resolved.paragraphLevel
            }
        }
        return result
    }
}
