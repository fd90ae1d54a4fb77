/// How the letters of an Arabic face join: each character's joining type (Unicode's
/// Joining_Type, from its ArabicShaping data), the advances of the letters' joined forms, and
/// the lam-alef ligature's, all in the face's font units.
///
/// Generated with the face's other tables by `Scripts/generate-stand-in-faces.py`, which
/// measures the forms with HarfBuzz. ``StandInFace/joinArabic(_:characters:isBold:)`` applies
/// them to a string.
package struct ArabicJoining: Sendable {
    /// How a character joins its neighbours (Unicode's Joining_Type).
    package enum JoiningType: UInt8, Sendable {
        /// Joins neither neighbour (U): spaces, digits, Latin letters, anything outside Arabic.
        case nonJoining
        /// Joins the letter before it and the one after it (D): beh, seen, lam, …
        case dual
        /// Joins only the letter before it (R): alef, dal, reh, waw, …
        case right
        /// Makes both neighbours join it (C): the tatweel.
        case causing
        /// Joins only the letter after it (L).
        case left
        /// Is skipped when neighbours join (T): the harakat and other marks.
        case transparent

        /// Whether the character joins the letter after it: dual, left or join-causing.
        package var joinsForward: Bool { self == .dual || self == .left || self == .causing }

        /// Whether the character joins the letter before it: dual, right or join-causing.
        package var joinsBackward: Bool { self == .dual || self == .right || self == .causing }
    }

    /// The shape a letter takes from its neighbours.
    package enum Form: UInt8, Sendable {
        /// Joined to neither neighbour: the nominal form, whose advance the face's main table holds.
        case isolated
        /// Joined only to the letter before it.
        case final
        /// Joined only to the letter after it.
        case initial
        /// Joined to both.
        case medial
    }

    /// A joining letter's advances in its joined forms.
    private struct Forms: Sendable {
        let final: UInt16
        let initial: UInt16
        let medial: UInt16
    }

    /// A lam-alef ligature's advances.
    private struct Ligature: Sendable {
        let isolated: UInt16
        let final: UInt16
    }

    /// The first scalar value of each run of characters of one joining type, in order.
    private let typeStarts: [UInt32]
    /// The scalar value just past each run.
    private let typeEnds: [UInt32]
    /// Each run's joining type.
    private let types: [JoiningType]
    /// The joined forms of the dual- and right-joining letters, by scalar value.
    private let forms: [UInt32: Forms]
    /// The lam-alef ligatures, by their alef's scalar value.
    private let ligatures: [UInt32: Ligature]
    /// The keys (``kerningKey(_:_:_:_:)``) of the pairs of letters the face kerns, ascending.
    private let kerningKeys: [UInt32]
    /// Each pair's kerning, in the order of ``kerningKeys``.
    private let kerningValues: [Int16]
    /// For each first letter from U+0600 on (by its distance from U+0600), the position in
    /// ``kerningKeys`` of its first pair; then the number of pairs.
    private let kerningStarts: [Int]

    /// The letters that joining asks about on every character, U+0600 to U+08FF, whose joining
    /// types and joined forms are kept one element each (``directTypes``, ``directForms``).
    private static let directScalars: Range<UInt32> = 0x0600..<0x0900
    /// The joining type of each scalar of ``directScalars``, by its distance from U+0600.
    private let directTypes: [JoiningType]
    /// The joined forms of each scalar of ``directScalars``, by its distance from U+0600;
    /// `nil` for a character with none.
    private let directForms: [Forms?]
    /// The first letters a kerned pair may start with, by their distance from U+0600.
    private static let kernedFirstLetters = 0x200

    /// The scalar value of lam, which forms a ligature with a following alef.
    package static let lam: UInt32 = 0x0644

    /// Reads the joining table that follows an Arabic face's advances.
    init(_ reader: inout PackedTableReader) {
        let (starts, ends, typeNumbers) = reader.boundedRuns(of: UInt8.self)
        let types = typeNumbers.map { number in
            guard let type = JoiningType(rawValue: number) else {
                preconditionFailure("The packed table \(reader.name) has an unknown joining type; regenerate it with \(reader.script)")
            }
            return type
        }
        var forms: [UInt32: Forms] = [:]
        var scalar = 0
        for _ in 0..<reader.unsigned() {
            scalar += reader.unsigned()
            forms[reader.element(scalar)] = Forms(final: reader.element(reader.unsigned()), initial: reader.element(reader.unsigned()),
                                                  medial: reader.element(reader.unsigned()))
        }
        var ligatures: [UInt32: Ligature] = [:]
        var alef = 0
        for _ in 0..<reader.unsigned() {
            alef += reader.unsigned()
            ligatures[reader.element(alef)] = Ligature(isolated: reader.element(reader.unsigned()), final: reader.element(reader.unsigned()))
        }
        var kerning: [UInt32: Int16] = [:]
        var first = 0
        for _ in 0..<reader.unsigned() {
            first += reader.unsigned()
            let second = 0x0600 + reader.unsigned()
            let forms = reader.unsigned()
            guard let firstForm = Form(rawValue: reader.element(forms / 4)), let secondForm = Form(rawValue: reader.element(forms % 4)),
                  let one = Unicode.Scalar(UInt32(first)), let two = Unicode.Scalar(UInt32(second)) else {
                preconditionFailure("The packed table \(reader.name) has a malformed kerning pair; regenerate it with \(reader.script)")
            }
            kerning[Self.kerningKey(one, firstForm, two, secondForm)] = reader.element(reader.signed())
        }
        typeStarts = starts
        typeEnds = ends
        self.types = types
        self.forms = forms
        self.ligatures = ligatures
        let pairs = kerning.sorted { $0.key < $1.key }
        guard pairs.allSatisfy({ $0.key >> 16 < Self.kernedFirstLetters }) else {
            preconditionFailure("The packed table \(reader.name) kerns a letter past U+07FF; regenerate it with \(reader.script)")
        }
        kerningKeys = pairs.map(\.key)
        kerningValues = pairs.map(\.value)
        var kerningStarts: [Int] = []
        var pair = 0
        for letter in 0...Self.kernedFirstLetters {
            while pair < pairs.count, pairs[pair].key >> 16 < letter { pair += 1 }
            kerningStarts.append(pair)
        }
        self.kerningStarts = kerningStarts
        directTypes = Self.directScalars.map { value in
            ScalarRunPages.run(holding: value, among: starts.indices, starts: starts, ends: ends).map { types[$0] } ?? .nonJoining
        }
        directForms = Self.directScalars.map { forms[$0] }
    }

    /// The joining type of `scalar`: non-joining for any character the table does not list.
    package func joiningType(of scalar: Unicode.Scalar) -> JoiningType {
        let value = scalar.value
        if Self.directScalars.contains(value) { return directTypes[Int(value - Self.directScalars.lowerBound)] }
        guard let run = ScalarRunPages.run(holding: value, among: typeStarts.indices, starts: typeStarts, ends: typeEnds) else {
            return .nonJoining
        }
        return types[run]
    }

    /// The advance of `scalar` in a joined `form`, or `nil` for the isolated form or a letter
    /// with no joined forms.
    package func advance(of scalar: Unicode.Scalar, form: Form) -> Int? {
        let value = scalar.value
        let forms = Self.directScalars.contains(value) ? directForms[Int(value - Self.directScalars.lowerBound)] : self.forms[value]
        guard let forms else { return nil }
        switch form {
        case .isolated: return nil
        case .final: return Int(forms.final)
        case .initial: return forms.initial > 0 ? Int(forms.initial) : nil
        case .medial: return forms.medial > 0 ? Int(forms.medial) : nil
        }
    }

    /// The kerning in font units between `first` in `firstForm` and `second`, the letter after
    /// it, in `secondForm`: 0 for a pair the face does not kern or the table leaves out (it keeps
    /// Arabic's own letters and the most used Persian and Urdu ones).
    package func kerning(_ first: Unicode.Scalar, _ firstForm: Form, _ second: Unicode.Scalar, _ secondForm: Form) -> Int {
        let letter = Int(first.value) - 0x0600
        guard letter >= 0, letter < Self.kernedFirstLetters, second.value >= 0x0600, second.value < 0x1600 else { return 0 }
        let key = Self.kerningKey(first, firstForm, second, secondForm)
        // A binary search of the first letter's pairs.
        var low = kerningStarts[letter]
        var high = kerningStarts[letter + 1]
        while low < high {
            let middle = (low + high) / 2
            if kerningKeys[middle] < key {
                low = middle + 1
            } else if kerningKeys[middle] > key {
                high = middle
            } else {
                return Int(kerningValues[middle])
            }
        }
        return 0
    }

    /// One number for a kerned pair: the letters' distances from U+0600 (both below U+0800)
    /// and their forms.
    private static func kerningKey(_ first: Unicode.Scalar, _ firstForm: Form, _ second: Unicode.Scalar, _ secondForm: Form) -> UInt32 {
        (first.value &- 0x0600) << 16 | (second.value &- 0x0600) << 4 | UInt32(firstForm.rawValue) << 2 | UInt32(secondForm.rawValue)
    }

    /// The advance of the ligature lam makes with `alef`, joined to the letter before the lam
    /// when `isFinal`; `nil` when `alef` forms none.
    package func lamAlefAdvance(alef: Unicode.Scalar, isFinal: Bool) -> Int? {
        ligatures[alef.value].map { Int(isFinal ? $0.final : $0.isolated) }
    }
}
