/// The working state of the Unicode Bidirectional Algorithm for one paragraph: rules X1 to I2,
/// which ``BidiParagraph`` runs once.
struct BidiResolution {
    /// The deepest embedding level (BD2).
    static let maximumDepth: UInt8 = 125
    /// The most opening brackets rule BD16 keeps open at once.
    static let maximumBracketDepth = 63

    /// The paragraph's scalars.
    let scalars: [Unicode.Scalar]
    /// Their classes from the table.
    let original: [BidiClass]
    /// Their classes as the rules change them.
    var types: [BidiClass]
    /// Their levels.
    var levels: [UInt8]
    /// For each isolate initiator, the index of its matching PDI (BD9), or the paragraph's end.
    private let matchingPDI: [Int: Int]
    /// The PDIs that match an isolate initiator.
    private let matchedPDIs: Set<Int>

    init(scalars: [Unicode.Scalar], classes: [BidiClass]) {
        self.scalars = scalars
        self.original = classes
        self.types = classes
        self.levels = Array(repeating: 0, count: classes.count)
        var open: [Int] = []
        var matching: [Int: Int] = [:]
        var matched = Set<Int>()
        for (index, kind) in classes.enumerated() {
            if kind.isIsolateInitiator {
                open.append(index)
            } else if kind == .pdi, let initiator = open.popLast() {
                matching[initiator] = index
                matched.insert(index)
            } else if kind == .b {
                break
            }
        }
        for initiator in open { matching[initiator] = classes.count }
        self.matchingPDI = matching
        self.matchedPDIs = matched
    }

    /// Rules P2 and P3 over `start..<end`: whether the first strong character, skipping
    /// isolates, is right to left.
    func firstStrongIsRightToLeft(from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            switch original[index] {
            case .l: return false
            case .r, .al: return true
            case .lri, .rli, .fsi: index = matchingPDI[index] ?? end
            case .b: return false
            default: break
            }
            index += 1
        }
        return false
    }

    /// Runs rules X1 to I2 and returns every character's level; characters rule X9 removes take
    /// the level of the character before them.
    mutating func resolve(paragraphLevel: UInt8) -> [UInt8] {
        resolveExplicit(paragraphLevel: paragraphLevel)
        for sequence in isolatingRunSequences(paragraphLevel: paragraphLevel) {
            resolveWeak(sequence)
            resolveBrackets(sequence)
            resolveNeutrals(sequence)
            resolveImplicit(sequence)
        }
        var previous = paragraphLevel
        for index in levels.indices {
            if original[index].isRemovedByX9 { levels[index] = previous } else { previous = levels[index] }
        }
        return levels
    }

    // MARK: X1–X8

    private struct Entry {
        let level: UInt8
        let override: BidiClass?
        let isolate: Bool
    }

    private mutating func resolveExplicit(paragraphLevel: UInt8) {
        var stack = [Entry(level: paragraphLevel, override: nil, isolate: false)]
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0
        func nextLevel(after level: UInt8, odd: Bool) -> UInt8 {
            odd ? (level + 1) | 1 : (level + 2) & ~1
        }
        for index in original.indices {
            let current = stack[stack.count - 1]
            switch original[index] {
            case .rle, .lre, .rlo, .lro:
                let kind = original[index]
                let level = nextLevel(after: current.level, odd: kind == .rle || kind == .rlo)
                levels[index] = current.level
                if level <= Self.maximumDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    let override: BidiClass? = kind == .rlo ? .r : kind == .lro ? .l : nil
                    stack.append(Entry(level: level, override: override, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .rli, .lri, .fsi:
                levels[index] = current.level
                if let override = current.override { types[index] = override }
                var isRightToLeft = original[index] == .rli
                if original[index] == .fsi {
                    isRightToLeft = firstStrongIsRightToLeft(from: index + 1, to: matchingPDI[index] ?? original.count)
                }
                let level = nextLevel(after: current.level, odd: isRightToLeft)
                if level <= Self.maximumDepth, overflowIsolates == 0, overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(Entry(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .pdi:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let entry = stack[stack.count - 1]
                levels[index] = entry.level
                if let override = entry.override { types[index] = override }
            case .pdf:
                levels[index] = current.level
                if overflowIsolates > 0 {
                    continue
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !current.isolate, stack.count >= 2 {
                    stack.removeLast()
                }
            case .b:
                levels[index] = paragraphLevel
            case .bn:
                levels[index] = current.level
            default:
                levels[index] = current.level
                if let override = current.override { types[index] = override }
            }
        }
    }

    // MARK: X10

    /// An isolating run sequence (BD13): the indices of its characters, none removed by X9, and
    /// the types at its start and end.
    struct Sequence {
        let indices: [Int]
        let start: BidiClass
        let end: BidiClass
        let level: UInt8
        var embedding: BidiClass { level % 2 == 0 ? .l : .r }
    }

    private func isolatingRunSequences(paragraphLevel: UInt8) -> [Sequence] {
        var runs: [[Int]] = []
        for index in original.indices where !original[index].isRemovedByX9 {
            if let last = runs.last?.last, levels[last] == levels[index] {
                runs[runs.count - 1].append(index)
            } else {
                runs.append([index])
            }
        }
        var runStartingAt: [Int: Int] = [:]
        for (position, run) in runs.enumerated() { runStartingAt[run[0]] = position }
        var sequences: [Sequence] = []
        for run in runs where !(original[run[0]] == .pdi && matchedPDIs.contains(run[0])) {
            var indices = run
            while let last = indices.last, original[last].isIsolateInitiator,
                  let pdi = matchingPDI[last], pdi < original.count, let next = runStartingAt[pdi] {
                indices += runs[next]
            }
            let first = indices[0]
            let last = indices[indices.count - 1]
            let level = levels[first]
            let before = (0..<first).last { !original[$0].isRemovedByX9 }.map { levels[$0] } ?? paragraphLevel
            var after = paragraphLevel
            if !(original[last].isIsolateInitiator) {
                after = (last + 1..<original.count).first { !original[$0].isRemovedByX9 }.map { levels[$0] } ?? paragraphLevel
            }
            sequences.append(Sequence(indices: indices, start: max(before, level) % 2 == 0 ? .l : .r,
                                      end: max(after, level) % 2 == 0 ? .l : .r, level: level))
        }
        return sequences
    }

    // MARK: W1–W7

    private mutating func resolveWeak(_ sequence: Sequence) {
        let indices = sequence.indices
        // W1
        var previous = sequence.start
        for index in indices {
            if types[index] == .nsm {
                types[index] = previous.isIsolateInitiator || previous == .pdi ? .on : previous
            }
            previous = types[index]
        }
        // W2 and W3
        var strong = sequence.start
        for index in indices {
            switch types[index] {
            case .l, .r: strong = types[index]
            case .al:
                strong = .al
                types[index] = .r
            case .en where strong == .al: types[index] = .an
            default: break
            }
        }
        // W4
        if indices.count >= 3 {
            for position in 1..<(indices.count - 1) {
                let kind = types[indices[position]]
                let before = types[indices[position - 1]]
                let after = types[indices[position + 1]]
                if kind == .es, before == .en, after == .en {
                    types[indices[position]] = .en
                } else if kind == .cs, before == after, before == .en || before == .an {
                    types[indices[position]] = before
                }
            }
        }
        // W5
        var position = 0
        while position < indices.count {
            guard types[indices[position]] == .et else {
                position += 1
                continue
            }
            var end = position
            while end < indices.count, types[indices[end]] == .et { end += 1 }
            let touchesNumber = (position > 0 && types[indices[position - 1]] == .en)
                || (end < indices.count && types[indices[end]] == .en)
            if touchesNumber {
                for inner in position..<end { types[indices[inner]] = .en }
            }
            position = end
        }
        // W6 and W7
        strong = sequence.start
        for index in indices {
            switch types[index] {
            case .es, .et, .cs: types[index] = .on
            case .l, .r: strong = types[index]
            case .en where strong == .l: types[index] = .l
            default: break
            }
        }
    }

    // MARK: N0

    /// The direction rule N0 reads from a resolved type: L, or R for R, EN and AN.
    private static func strongDirection(_ kind: BidiClass) -> BidiClass? {
        switch kind {
        case .l: .l
        case .r, .en, .an: .r
        default: nil
        }
    }

    private mutating func resolveBrackets(_ sequence: Sequence) {
        let indices = sequence.indices
        var open: [(closing: UInt32, position: Int)] = []
        var pairs: [(open: Int, close: Int)] = []
        scan: for (position, index) in indices.enumerated() where types[index] == .on {
            let scalar = scalars[index]
            if let closing = BidiClass.closingBracket(pairedWith: scalar) {
                guard open.count < Self.maximumBracketDepth else { break scan }
                open.append((closing, position))
            } else if BidiClass.isClosingBracket(scalar) {
                let canonical = BidiClass.canonicalBracket(scalar.value)
                if let match = open.lastIndex(where: { $0.closing == canonical }) {
                    pairs.append((open[match].position, position))
                    open.removeSubrange(match...)
                }
            }
        }
        pairs.sort { $0.open < $1.open }
        let embedding = sequence.embedding
        for pair in pairs {
            var foundEmbedding = false
            var foundOpposite = false
            for position in (pair.open + 1)..<pair.close {
                guard let direction = Self.strongDirection(types[indices[position]]) else { continue }
                if direction == embedding { foundEmbedding = true } else { foundOpposite = true }
            }
            let direction: BidiClass
            if foundEmbedding {
                direction = embedding
            } else if foundOpposite {
                var context = sequence.start
                for position in stride(from: pair.open - 1, through: 0, by: -1) {
                    if let found = Self.strongDirection(types[indices[position]]) {
                        context = found
                        break
                    }
                }
                direction = context == embedding ? embedding : context
            } else {
                continue
            }
            for position in [pair.open, pair.close] {
                types[indices[position]] = direction
                var next = position + 1
                while next < indices.count, original[indices[next]] == .nsm {
                    types[indices[next]] = direction
                    next += 1
                }
            }
        }
    }

    // MARK: N1–N2

    private mutating func resolveNeutrals(_ sequence: Sequence) {
        let indices = sequence.indices
        var position = 0
        while position < indices.count {
            guard types[indices[position]].isNeutralOrIsolate else {
                position += 1
                continue
            }
            var end = position
            while end < indices.count, types[indices[end]].isNeutralOrIsolate { end += 1 }
            let leading = position == 0 ? sequence.start : Self.strongDirection(types[indices[position - 1]]) ?? sequence.embedding
            let trailing = end == indices.count ? sequence.end : Self.strongDirection(types[indices[end]]) ?? sequence.embedding
            let direction = leading == trailing ? leading : sequence.embedding
            for inner in position..<end { types[indices[inner]] = direction }
            position = end
        }
    }

    // MARK: I1–I2

    private mutating func resolveImplicit(_ sequence: Sequence) {
        for index in sequence.indices {
            let level = levels[index]
            switch (level % 2 == 0, types[index]) {
            case (true, .r): levels[index] = level + 1
            case (true, .an), (true, .en): levels[index] = level + 2
            case (false, .l), (false, .en), (false, .an): levels[index] = level + 1
            default: break
            }
        }
    }
}
