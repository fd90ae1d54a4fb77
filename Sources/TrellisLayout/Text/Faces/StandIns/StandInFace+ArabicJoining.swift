extension StandInFace {
    /// Sets the Arabic letters of a string in the forms their neighbours give them: `scalars`
    /// holds the string's scalars, `starts` the position there of each character's first one
    /// (then their number), and `ems` each character's advance in em with its letter isolated
    /// (0 for a character no stand-in face sets), which is changed to the joined forms' advances.
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
    package static func joinArabic(_ ems: inout [Double], scalars: [Unicode.Scalar], starts: [Int], isBold: Bool) -> [Int] {
        let count = ems.count
        // Each character's first scalar, which is all joining asks about.
        func first(_ index: Int) -> Unicode.Scalar { scalars[starts[index]] }
        guard (0..<count).contains(where: { isArabic(first($0)) }) else { return [] }
        let face = face(.arabic, isBold: isBold)
        guard let joining = face.joining else { return [] }
        let units = Double(face.unitsPerEm)
        let types = (0..<count).map { index -> ArabicJoining.JoiningType in
            let scalar = first(index)
            return isArabic(scalar) ? joining.joiningType(of: scalar) : .nonJoining
        }
        var absorbed: [Int] = []
        // Each letter's form, `nil` for a character that is no joining letter or is part of a
        // ligature (which is not kerned).
        var forms = [ArabicJoining.Form?](repeating: nil, count: count)
        var index = 0
        while index < count {
            defer { index += 1 }
            let type = types[index]
            guard type == .dual || type == .right, ems[index] > 0, case let scalar = first(index),
                  let isolated = face.advance(of: scalar) else { continue }
            var previous = index - 1
            while previous >= 0, types[previous] == .transparent { previous -= 1 }
            var next = index + 1
            while next < count, types[next] == .transparent { next += 1 }
            let joinsBefore = previous >= 0 && types[previous].joinsForward
            let joinsAfter = type == .dual && next < count && types[next].joinsBackward
            if scalar.value == ArabicJoining.lam, next < count, ems[next] > 0, case let alef = first(next),
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
        for index in 0..<count {
            if types[index] == .transparent { continue }
            if let form = forms[index], let before = previous, let beforeForm = forms[before] {
                ems[before] += Double(joining.kerning(first(before), beforeForm, first(index), form)) / units
            }
            previous = index
        }
        return absorbed
    }

    /// Whether `scalar`, a character's first, is of the Arabic blocks that join.
    private static func isArabic(_ scalar: Unicode.Scalar) -> Bool {
        (0x0600...0x08FF).contains(scalar.value)
    }
}
