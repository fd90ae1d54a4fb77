/// One paragraph's resolved bidirectional embedding levels, by the Unicode Bidirectional
/// Algorithm (Unicode Standard Annex #9): the paragraph level (rules P2 and P3), the explicit
/// levels of embeddings, overrides and isolates (X1–X10), weak types (W1–W7), paired brackets
/// and neutrals (N0–N2) and implicit levels (I1–I2); then, per line, the levels rule L1 resets
/// and the visual order of rule L2.
///
/// Characters rule X9 removes (embedding and override controls, boundary neutrals such as
/// U+200D) have no level of their own: ``isRemoved(_:)`` says which, and they take the level
/// of the character before them, so they stay beside it when a line is reordered.
package struct BidiParagraph: Sendable, Equatable {
    /// The direction a paragraph is given, or how it is found.
    package enum Direction: Sendable, Equatable {
        /// Left to right: level 0.
        case leftToRight
        /// Right to left: level 1.
        case rightToLeft
        /// From the paragraph's first strong character (rules P2 and P3), left to right when
        /// it has none.
        case firstStrong
    }

    /// The paragraph embedding level: 0 left to right, 1 right to left.
    package let paragraphLevel: UInt8
    /// Every character's resolved level before rule L1, in logical order.
    package let levels: [UInt8]
    /// Every character's class from the table, before any rule changes it.
    let classes: [BidiClass]

    /// Resolves the levels of `scalars`, one paragraph (a paragraph separator may end it), in
    /// the given `direction`.
    package init(_ scalars: [Unicode.Scalar], direction: Direction) {
        let classes = scalars.map(BidiClass.init)
        var resolution = BidiResolution(scalars: scalars, classes: classes)
        let level: UInt8 = switch direction {
        case .leftToRight: 0
        case .rightToLeft: 1
        case .firstStrong: resolution.firstStrongIsRightToLeft(from: 0, to: classes.count) ? 1 : 0
        }
        self.paragraphLevel = level
        self.classes = classes
        self.levels = resolution.resolve(paragraphLevel: level)
    }

    /// Whether rule X9 removes the character at `index`.
    package func isRemoved(_ index: Int) -> Bool { classes[index].isRemovedByX9 }

    /// The levels of the characters in `line`, after rule L1 resets separators and the white
    /// space and isolate controls that end the line or precede a separator to the paragraph
    /// level.
    package func lineLevels(_ line: Range<Int>) -> [UInt8] {
        var result = Array(levels[line])
        var trailing = true
        for index in line.reversed() {
            let kind = classes[index]
            switch kind {
            case .s, .b:
                result[index - line.lowerBound] = paragraphLevel
                trailing = true
            case .ws, .lri, .rli, .fsi, .pdi:
                if trailing { result[index - line.lowerBound] = paragraphLevel }
            default:
                if kind.isRemovedByX9 {
                    if trailing { result[index - line.lowerBound] = paragraphLevel }
                } else {
                    trailing = false
                }
            }
        }
        return result
    }

    /// The characters of `line` in visual order, left to right, by rule L2. Characters rule X9
    /// removes are left out.
    package func visualOrder(_ line: Range<Int>) -> [Int] {
        let lineLevels = lineLevels(line)
        let kept = line.filter { !isRemoved($0) }
        return Self.reorder(kept.map { lineLevels[$0 - line.lowerBound] }).map { kept[$0] }
    }

    /// The positions of `levels` in visual order by rule L2: from the highest level down to the
    /// lowest odd one, every run at that level or above is reversed.
    package static func reorder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        var orderLevels = levels
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard orderLevels[start] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, orderLevels[end] >= level { end += 1 }
                order[start..<end].reverse()
                orderLevels[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return order
    }

    /// The runs of characters at one level each that `levels` (one per character, in logical
    /// order) draw as, left to right.
    package static func runs(_ levels: [UInt8]) -> [TextRun] {
        if let first = levels.first, first % 2 == 0, levels.allSatisfy({ $0 == first }) {
            return [TextRun(characters: 0..<levels.count, level: Int(first))]
        }
        var runs: [TextRun] = []
        for position in reorder(levels) {
            let level = Int(levels[position])
            if let last = runs.last, last.level == level {
                if level % 2 == 0, last.characters.upperBound == position {
                    runs[runs.count - 1].characters = last.characters.lowerBound..<(position + 1)
                    continue
                }
                if level % 2 == 1, last.characters.lowerBound == position + 1 {
                    runs[runs.count - 1].characters = position..<last.characters.upperBound
                    continue
                }
            }
            runs.append(TextRun(characters: position..<(position + 1), level: level))
        }
        return runs
    }
}
