import Foundation
import TrellisGraph
import TrellisSolver

/// Words broken across lines: a line that ends inside a word, because the word is wider than the
/// line (at accessibility text sizes, "Message" can become "Me / ssa / ge"). The lines are those
/// the solver recorded; a break is inside a word when the text has no space, line break or
/// hyphen there and the characters on both sides are letters or digits.
enum BrokenWordCheck {
    /// The texts with a word broken across lines.
    static func findings(in context: AuditContext) -> [AuditDraft] {
        context.texts.compactMap { node, spec in
            guard let laidOut = context.textLines[node], laidOut.lines.count > 1,
                  let broken = brokenWord(in: spec.string, lines: laidOut.lines.map(\.text), truncated: laidOut.truncated) else { return nil }
            return AuditDraft(.brokenWord, node) { _ in .brokenWord(word: broken.word, pieces: broken.pieces) }
        }
    }

    /// The first word of `string` that `lines` break inside, with its pieces on each line. The
    /// last line of a `truncated` text, which ends in an ellipsis, is not compared with the string.
    static func brokenWord(in string: String, lines: [String], truncated: Bool) -> (word: String, pieces: [String])? {
        let characters = Array(string)
        // Where each line compared ends in the string.
        var position = 0, breaks: [Int] = []
        for line in truncated ? lines.dropLast() : lines[...] {
            let text = Array(line)
            while position < characters.count, characters[position].isWhitespace, text.first?.isWhitespace != true { position += 1 }
            guard characters.count - position >= text.count, Array(characters[position..<position + text.count]) == text else { return nil }
            position += text.count
            breaks.append(position)
        }
        // Each break followed by another line: the last line compared ends the text unless the
        // text is truncated.
        for end in truncated ? breaks[...] : breaks.dropLast() where end > 0 && end < characters.count {
            let before = characters[end - 1], after = characters[end]
            guard isWordCharacter(before), isWordCharacter(after) else { continue }
            var start = end, stop = end
            while start > 0, isWordCharacter(characters[start - 1]) { start -= 1 }
            while stop < characters.count, isWordCharacter(characters[stop]) { stop += 1 }
            let cuts = breaks.filter { $0 > start && $0 < stop }
            let bounds = [start] + cuts + [stop]
            let pieces = zip(bounds, bounds.dropFirst()).map { String(characters[$0..<$1]) }
            return (String(characters[start..<stop]), pieces)
        }
        return nil
    }

    /// Whether `character` belongs to a word: a letter, a digit or a mark.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }
}
