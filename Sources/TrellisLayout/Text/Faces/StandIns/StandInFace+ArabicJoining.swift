extension StandInFace {
    /// Sets the Arabic letters among `characters` in the forms their neighbours give them:
    /// `ems` holds each character's advance in em with its letter isolated (0 for a character
    /// no stand-in face sets), and is changed to the joined forms' advances.
    ///
    /// A dual-joining letter joins the character before it when that one joins forward (dual,
    /// left or join-causing), and the one after it when that one joins backward (dual, right or
    /// join-causing); a right-joining letter joins only the character before it; transparent
    /// characters (marks on their own) are skipped. Lam followed by alef (with hamza or madda,
    /// or plain) becomes their ligature: the lam takes the ligature's advance, final when the
    /// lam joins the letter before it, and the alef takes none. Two letters next to each other
    /// (marks between them skipped) are then kerned as the face kerns their forms
    /// (``ArabicJoining/kerning(_:_:_:_:)``); the kerning is added to the first one's advance.
    ///
    /// Returns the positions of the alefs a ligature absorbed, which take no room.
    package static func joinArabic(_ ems: inout [Double], characters: [Character], isBold: Bool) -> [Int] {
        guard characters.contains(where: isArabic) else { return [] }
        let face = face(.arabic, isBold: isBold)
        guard let joining = face.joining else { return [] }
        let units = Double(face.unitsPerEm)
        let types = characters.map { character -> ArabicJoining.JoiningType in
            guard let first = character.unicodeScalars.first, isArabic(character) else { return .nonJoining }
            return joining.joiningType(of: first)
        }
        var absorbed: [Int] = []
        // Each letter's form, `nil` for a character that is no joining letter or is part of a
        // ligature (which is not kerned).
        var forms = [ArabicJoining.Form?](repeating: nil, count: characters.count)
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            let type = types[index]
            guard type == .dual || type == .right, ems[index] > 0, let scalar = characters[index].unicodeScalars.first,
                  let isolated = face.advance(of: scalar) else { continue }
            var previous = index - 1
            while previous >= 0, types[previous] == .transparent { previous -= 1 }
            var next = index + 1
            while next < characters.count, types[next] == .transparent { next += 1 }
            let joinsBefore = previous >= 0 && [.dual, .left, .causing].contains(types[previous])
            let joinsAfter = type == .dual && next < characters.count && [.dual, .right, .causing].contains(types[next])
            if scalar.value == ArabicJoining.lam, next < characters.count, ems[next] > 0,
               let alef = characters[next].unicodeScalars.first,
               let ligature = joining.lamAlefAdvance(alef: alef, isFinal: joinsBefore), let alefAdvance = face.advance(of: alef) {
                ems[index] += Double(ligature - isolated) / units
                ems[next] -= Double(alefAdvance) / units
                absorbed.append(next)
                index = next
                continue
            }
            let form: ArabicJoining.Form = switch (joinsBefore, joinsAfter) {
            case (false, false): .isolated
            case (true, false): .final
            case (false, true): .initial
            case (true, true): .medial
            }
            if let joined = joining.advance(of: scalar, form: form) {
                ems[index] += Double(joined - isolated) / units
            }
            forms[index] = form
        }
        var previous: Int?
        for index in characters.indices {
            if types[index] == .transparent { continue }
            if let form = forms[index], let before = previous, let beforeForm = forms[before],
               let first = characters[before].unicodeScalars.first, let second = characters[index].unicodeScalars.first {
                ems[before] += Double(joining.kerning(first, beforeForm, second, form)) / units
            }
            previous = index
        }
        return absorbed
    }

    /// Whether `character` starts with a scalar of the Arabic blocks that join.
    private static func isArabic(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x0600...0x08FF).contains(value)
    }
}
