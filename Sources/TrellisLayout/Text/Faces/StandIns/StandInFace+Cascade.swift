extension StandInFace {
    /// The face iOS's cascade sets `scalar` in when SF Pro lacks it, or `nil` for a character
    /// of no stand-in script:
    ///
    /// - Arabic, Hebrew, Thai and Devanagari characters take their script's face;
    /// - Hangul (jamo, compatibility jamo and syllables) takes the Korean face;
    /// - ideographs, kana, CJK punctuation and symbols and full- and half-width forms take the
    ///   face of the text's language: Japanese, Korean, Simplified, Traditional or Hong Kong
    ///   Chinese, and Simplified Chinese for every other language.
    ///
    /// `isBold` picks the Bold face, which stands for semibold and heavier text.
    package static func face(for scalar: Unicode.Scalar, language: TextLanguage, isBold: Bool) -> StandInFace? {
        guard let kind = kind(of: scalar, language: language) else { return nil }
        return face(kind, isBold: isBold)
    }

    /// The kind of face `scalar` is set in, by its block.
    private static func kind(of scalar: Unicode.Scalar, language: TextLanguage) -> Kind? {
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: .hebrew
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: .arabic
        case 0x0900...0x097F, 0xA8E0...0xA8FF: .devanagari
        case 0x0E00...0x0E7F: .thai
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF: .korean
        case 0x2E80...0x2FDF, 0x3000...0x312F, 0x3190...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x2FA1F:
            switch language {
            case .japanese: .japanese
            case .korean: .korean
            case .traditionalChinese: .traditionalChinese
            case .hongKongChinese: .hongKongChinese
            case .simplifiedChinese, .other: .simplifiedChinese
            }
        default: nil
        }
    }

    /// The tall face (``Kind/raisesLines``) that sets `character`, Bold or Regular, or `nil`
    /// when its first scalar is of no tall script.
    package static func tallFace(of character: Character, isBold: Bool) -> StandInFace? {
        guard let first = character.unicodeScalars.first, first.value >= 0x0600,
              let kind = kind(of: first, language: .other), kind.raisesLines else { return nil }
        return face(kind, isBold: isBold)
    }

    /// The ascent and descent of a line of `size` points in this face, its line gap split between
    /// them as half-leading: the room it asks a line to give it.
    package func lineExtent(size: Double) -> (ascent: Double, descent: Double) {
        let scale = size / Double(unitsPerEm)
        let halfGap = Double(lineGap) / 2
        return ((Double(ascender) + halfGap) * scale, (Double(-descender) + halfGap) * scale)
    }

    /// The advance of `character`, whose first scalar is `first`, in em when that scalar is one
    /// a stand-in face sets:
    /// the sum of its scalars' advances in that face (marks and joiners add none), a Devanagari
    /// conjunct taking its own advance (``DevanagariClusters``), or `nil` when no stand-in sets
    /// its first scalar or the face lacks it.
    package static func ems(of character: Character, first: Unicode.Scalar, language: TextLanguage, isBold: Bool) -> Double? {
        let scalars = character.unicodeScalars
        guard first.value >= 0x0590,
              let face = face(for: first, language: language, isBold: isBold),
              let base = face.advance(of: first) else { return nil }
        var units = base
        if let clusters = face.clusters {
            units = face.clusterUnits(scalars, clusters: clusters)
        } else {
            for scalar in scalars.dropFirst() {
                units += face.advance(of: scalar) ?? 0
            }
        }
        return Double(units) / Double(face.unitsPerEm)
    }

    /// The advance of a Devanagari character's `scalars` in font units: each scalar's advance,
    /// and for each consonant, virama and consonant (a nukta may follow the first consonant)
    /// the conjunct's advance in place of the two consonants'. In a longer stack each pair is
    /// a conjunct of its own (approximate: the font may ligate three consonants into one glyph).
    private func clusterUnits(_ scalars: Character.UnicodeScalarView, clusters: DevanagariClusters) -> Int {
        var units = 0
        // The last consonant and its advance while a conjunct may follow it, and whether the
        // virama that joins it to the next has been seen.
        var consonant: (scalar: Unicode.Scalar, advance: Int)?
        var joined = false
        for scalar in scalars {
            let advance = self.advance(of: scalar) ?? 0
            units += advance
            if DevanagariClusters.isConsonant(scalar) {
                if let previous = consonant, joined {
                    units += clusters.conjunctAdvance(previous.scalar, scalar, firstAdvance: previous.advance, secondAdvance: advance)
                        - previous.advance - advance
                }
                (consonant, joined) = ((scalar, advance), false)
            } else if scalar.value == DevanagariClusters.virama, consonant != nil, !joined {
                joined = true
            } else if scalar.value != DevanagariClusters.nukta {
                (consonant, joined) = (nil, false)
            }
        }
        return units
    }
}
