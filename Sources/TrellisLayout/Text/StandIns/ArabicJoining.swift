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
    }

    /// The shape a letter takes from its neighbours.
    package enum Form: Sendable {
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

    /// The scalar value of lam, which forms a ligature with a following alef.
    package static let lam: UInt32 = 0x0644

    /// Reads the joining table that follows an Arabic face's advances.
    init(_ reader: inout PackedTableReader) {
        var starts: [UInt32] = []
        var ends: [UInt32] = []
        var types: [JoiningType] = []
        var end = 0
        for _ in 0..<reader.unsigned() {
            let start = end + reader.unsigned()
            end = start + reader.unsigned()
            guard let type = JoiningType(rawValue: reader.element(reader.unsigned())) else {
                preconditionFailure("The packed table \(reader.name) has an unknown joining type; regenerate it with \(reader.script)")
            }
            starts.append(reader.element(start))
            ends.append(reader.element(end))
            types.append(type)
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
        typeStarts = starts
        typeEnds = ends
        self.types = types
        self.forms = forms
        self.ligatures = ligatures
    }

    /// The joining type of `scalar`: non-joining for any character the table does not list.
    package func joiningType(of scalar: Unicode.Scalar) -> JoiningType {
        let value = scalar.value
        var low = 0
        var high = typeStarts.count
        while low < high {
            let middle = (low + high) / 2
            if value < typeStarts[middle] {
                high = middle
            } else if value >= typeEnds[middle] {
                low = middle + 1
            } else {
                return types[middle]
            }
        }
        return .nonJoining
    }

    /// The advance of `scalar` in a joined `form`, or `nil` for the isolated form or a letter
    /// with no joined forms.
    package func advance(of scalar: Unicode.Scalar, form: Form) -> Int? {
        guard let forms = forms[scalar.value] else { return nil }
        switch form {
        case .isolated: return nil
        case .final: return Int(forms.final)
        case .initial: return forms.initial > 0 ? Int(forms.initial) : nil
        case .medial: return forms.medial > 0 ? Int(forms.medial) : nil
        }
    }

    /// The advance of the ligature lam makes with `alef`, joined to the letter before the lam
    /// when `isFinal`; `nil` when `alef` forms none.
    package func lamAlefAdvance(alef: Unicode.Scalar, isFinal: Bool) -> Int? {
        ligatures[alef.value].map { Int(isFinal ? $0.final : $0.isolated) }
    }
}
