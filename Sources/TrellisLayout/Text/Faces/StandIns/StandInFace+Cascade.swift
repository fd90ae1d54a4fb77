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

    /// The kind of face `scalar` is set in, by its block, the CJK one chosen by `language`;
    /// `nil` for a scalar of no stand-in script. Below U+10000 one table element says which
    /// script a block of 16 scalars belongs to (``blockScripts``).
    package static func kind(of scalar: Unicode.Scalar, language: TextLanguage) -> Kind? {
        let value = scalar.value
        guard value >= 0x0590 else { return nil }
        let script: Script
        if value < 0x10000 {
            script = blockScripts[Int(value >> 4)]
        } else {
            script = (0x20000...0x2FA1F).contains(value) ? .cjk : .none
        }
        switch script {
        case .none: return nil
        case .mixed: return kind(of: scriptRanges.first { $0.scalars.contains(value) }?.script ?? .none, language: language)
        default: return kind(of: script, language: language)
        }
    }

    /// The kind of face that sets `script` in `language`.
    private static func kind(of script: Script, language: TextLanguage) -> Kind? {
        switch script {
        case .none, .mixed: nil
        case .hebrew: .hebrew
        case .arabic: .arabic
        case .devanagari: .devanagari
        case .thai: .thai
        case .korean: .korean
        case .cjk:
            switch language {
            case .japanese: .japanese
            case .korean: .korean
            case .traditionalChinese: .traditionalChinese
            case .hongKongChinese: .hongKongChinese
            case .simplifiedChinese, .other: .simplifiedChinese
            }
        }
    }

    /// The scripts of the stand-in faces' blocks (``scriptRanges``).
    private enum Script: UInt8 {
        /// No stand-in face's.
        case none
        /// A block of 16 scalars that holds scalars of more than one (``blockScripts``).
        case mixed
        /// Hebrew.
        case hebrew
        /// Arabic.
        case arabic
        /// Devanagari.
        case devanagari
        /// Thai.
        case thai
        /// Hangul: jamo, compatibility jamo and syllables.
        case korean
        /// Ideographs, kana, CJK punctuation and symbols, and full- and half-width forms.
        case cjk
    }

    /// The blocks of each stand-in script.
    private static let scriptRanges: [(scalars: ClosedRange<UInt32>, script: Script)] = [
        (0x0590...0x05FF, .hebrew), (0xFB1D...0xFB4F, .hebrew),
        (0x0600...0x06FF, .arabic), (0x0750...0x077F, .arabic), (0x08A0...0x08FF, .arabic),
        (0xFB50...0xFDFF, .arabic), (0xFE70...0xFEFF, .arabic),
        (0x0900...0x097F, .devanagari), (0xA8E0...0xA8FF, .devanagari),
        (0x0E00...0x0E7F, .thai),
        (0x1100...0x11FF, .korean), (0x3130...0x318F, .korean), (0xA960...0xA97F, .korean), (0xAC00...0xD7FF, .korean),
        (0x2E80...0x2FDF, .cjk), (0x3000...0x312F, .cjk), (0x3190...0x33FF, .cjk), (0x3400...0x4DBF, .cjk),
        (0x4E00...0x9FFF, .cjk), (0xF900...0xFAFF, .cjk), (0xFE30...0xFE4F, .cjk), (0xFF00...0xFFEF, .cjk),
        (0x20000...0x2FA1F, .cjk),
    ]

    /// The script of each block of 16 scalars below U+10000 (4,096 bytes): that of the range
    /// of ``scriptRanges`` that holds the whole block, ``Script/none`` when none meets it, and
    /// ``Script/mixed`` when a range starts or ends inside it (U+FB10 to U+FB1F alone).
    private static let blockScripts: [Script] = {
        var blocks = [Script](repeating: .none, count: 0x1000)
        for (scalars, script) in scriptRanges where scalars.lowerBound < 0x10000 {
            for block in Int(scalars.lowerBound >> 4)...Int(min(scalars.upperBound, 0xFFFF) >> 4) {
                let whole = scalars.contains(UInt32(block) << 4) && scalars.contains(UInt32(block) << 4 | 0xF)
                blocks[block] = whole && blocks[block] == .none ? script : .mixed
            }
        }
        return blocks
    }()

    /// The ascent and descent of a line of `size` points in this face, its line gap split between
    /// them as half-leading: the room it asks a line to give it.
    package func lineExtent(size: Double) -> (ascent: Double, descent: Double) {
        let scale = size / Double(unitsPerEm)
        let halfGap = Double(lineGap) / 2
        return ((Double(ascender) + halfGap) * scale, (Double(-descender) + halfGap) * scale)
    }

    /// The advance in em of `character`, made of `scalars`, and the stand-in face that sets it,
    /// when one does: when it is no emoji and a stand-in face of its first scalar's script has
    /// that scalar. `nil` otherwise: then the font's own face (``FontFace``) sets it, by
    /// ``FontFace/advance(of:monospacedDigits:)``. The caller asks only for a character whose
    /// first scalar that face lacks.
    ///
    /// The emoji test runs after the stand-in's lookup, only for a character of several
    /// scalars, and only in the CJK faces' blocks: no single scalar of a stand-in script's
    /// blocks has Unicode's Emoji_Presentation property (those below U+1F000 are all in
    /// U+2300–U+2BFF), so a lone one is never drawn as an emoji, and the only scalars of those
    /// blocks with the Emoji property, which a variation selector may make an emoji, are CJK
    /// symbols (〰 U+3030, 〽 U+303D, ㊗ U+3297, ㊙ U+3299).
    package static func ems(of character: Character, scalars: ArraySlice<Unicode.Scalar>, language: TextLanguage,
                            isBold: Bool) -> (ems: Double, face: StandInFace)? {
        guard let first = scalars.first, let kind = kind(of: first, language: language) else { return nil }
        let face = face(kind, isBold: isBold)
        guard let units = face.units(of: scalars) else { return nil }
        if scalars.count > 1, first.value >= 0x3000, first.value < 0x3400, FontFace.isEmoji(character) { return nil }
        return (Double(units) / Double(face.unitsPerEm), face)
    }

    /// The advance in font units of a character made of `scalars`, whose first one this face
    /// sets: the sum of its scalars' advances (marks and joiners add none), a Devanagari
    /// conjunct taking its own advance (``DevanagariClusters``); `nil` when the face lacks the
    /// first scalar.
    package func units(of scalars: ArraySlice<Unicode.Scalar>) -> Int? {
        guard let first = scalars.first, let base = advance(of: first) else { return nil }
        if scalars.count == 1 { return base }
        if let clusters { return clusterUnits(scalars, clusters: clusters) }
        var units = base
        for scalar in scalars.dropFirst() {
            units += advance(of: scalar) ?? 0
        }
        return units
    }

    /// The advance of a Devanagari character's `scalars` in font units: each scalar's advance,
    /// and for each consonant, virama and consonant (a nukta may follow the first consonant)
    /// the conjunct's advance in place of the two consonants'. In a longer stack each pair is
    /// a conjunct of its own (approximate: the font may ligate three consonants into one glyph).
    private func clusterUnits(_ scalars: ArraySlice<Unicode.Scalar>, clusters: DevanagariClusters) -> Int {
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
