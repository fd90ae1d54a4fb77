/// How a Devanagari face sets a conjunct, a consonant followed by a virama and another consonant,
/// whose advance is not the sum of its letters': the first consonant takes its half form, or
/// the conjunct is a ligature of its own.
///
/// Generated with the face's other tables by `Scripts/generate-stand-in-faces.py`, which shapes
/// every pair of consonants (U+0915 to U+0939) with HarfBuzz. The rule
/// (``conjunctAdvance(_:_:firstAdvance:secondAdvance:)``) gives most conjuncts; the pairs the
/// font sets otherwise are listed with their own advance, so a two-consonant conjunct takes
/// exactly the font's advance.
package struct DevanagariClusters: Sendable {
    /// The first consonant, ka (U+0915); the consonants run to ha (U+0939).
    package static let firstConsonant: UInt32 = 0x0915
    /// The last consonant, ha.
    package static let lastConsonant: UInt32 = 0x0939
    /// The virama (U+094D), which joins a consonant to the next.
    package static let virama: UInt32 = 0x094D
    /// The nukta (U+093C), a dot below that does not part a consonant from its virama.
    package static let nukta: UInt32 = 0x093C
    /// Ra (U+0930): before a virama and a consonant it is a reph above that consonant, after
    /// one a rakar below the consonant before it.
    package static let ra: UInt32 = 0x0930

    /// Each consonant's half form's advance, by its distance from ``firstConsonant``.
    private let halves: [UInt16]
    /// The advances of the conjuncts the rule does not give, at `first × consonantCount +
    /// second` (distances from ``firstConsonant``); ``notListed`` for the others.
    private let conjuncts: [UInt16]
    /// The number of consonants.
    private static let consonantCount = Int(lastConsonant - firstConsonant) + 1
    /// A pair ``conjuncts`` does not list.
    private static let notListed = UInt16.max

    /// Reads the cluster table that follows a Devanagari face's advances.
    init(_ reader: inout PackedTableReader) {
        var halves = Array(repeating: UInt16(0), count: Int(Self.lastConsonant - Self.firstConsonant) + 1)
        var consonant = 0
        for _ in 0..<reader.unsigned() {
            consonant += reader.unsigned()
            let index = consonant - Int(Self.firstConsonant)
            let half: UInt16 = reader.element(reader.unsigned())
            guard halves.indices.contains(index) else {
                preconditionFailure("The packed table \(reader.name) has a half form outside the consonants; regenerate it with \(reader.script)")
            }
            halves[index] = half
        }
        var conjuncts = Array(repeating: Self.notListed, count: Self.consonantCount * Self.consonantCount)
        var first = 0
        for _ in 0..<reader.unsigned() {
            first += reader.unsigned()
            let second = reader.unsigned()
            let one = first - Int(Self.firstConsonant)
            let advance: UInt16 = reader.element(reader.unsigned())
            guard (0..<Self.consonantCount).contains(one), (0..<Self.consonantCount).contains(second), advance != Self.notListed else {
                preconditionFailure("The packed table \(reader.name) has a conjunct outside the consonants; regenerate it with \(reader.script)")
            }
            conjuncts[one * Self.consonantCount + second] = advance
        }
        self.halves = halves
        self.conjuncts = conjuncts
    }

    /// Whether `scalar` is a consonant of the table (ka to ha).
    package static func isConsonant(_ scalar: Unicode.Scalar) -> Bool {
        (firstConsonant...lastConsonant).contains(scalar.value)
    }

    /// The advance of the conjunct `first`, virama, `second`, in font units, from the
    /// consonants' own advances: the font's advance for a pair it sets apart; otherwise the
    /// second consonant's alone after ra (a reph takes no room), the first's alone before ra (a
    /// rakar takes none), and the first's half form followed by the second for any other pair.
    package func conjunctAdvance(_ first: Unicode.Scalar, _ second: Unicode.Scalar, firstAdvance: Int, secondAdvance: Int) -> Int {
        let one = first.value - Self.firstConsonant
        let two = second.value - Self.firstConsonant
        let conjunct = conjuncts[Int(one) * Self.consonantCount + Int(two)]
        if conjunct != Self.notListed { return Int(conjunct) }
        if first.value == Self.ra { return secondAdvance }
        if second.value == Self.ra { return firstAdvance }
        return Int(halves[Int(one)]) + secondAdvance
    }
}
