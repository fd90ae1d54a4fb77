import TrellisSupport

/// A code point's Bidi_Class, the directional type the Unicode Bidirectional Algorithm
/// (Unicode Standard Annex #9) starts from, read from the table
/// `Scripts/generate-bidi-table.py` generates from the Unicode Character Database
/// (``unicodeVersion``).
package enum BidiClass: UInt8, Sendable, Equatable {
    /// Left-to-right: most letters.
    case l
    /// Right-to-left: Hebrew and other letters.
    case r
    /// Arabic letters.
    case al
    /// European digits.
    case en
    /// European separators: plus and minus.
    case es
    /// European terminators: currency and per-cent signs.
    case et
    /// Arabic-Indic digits.
    case an
    /// Separators within numbers: comma, full stop, colon.
    case cs
    /// Non-spacing marks.
    case nsm
    /// Boundary neutrals: controls and joiners, which rule X9 removes.
    case bn
    /// Paragraph separators.
    case b
    /// Segment separators: tabs.
    case s
    /// White space.
    case ws
    /// Other neutrals.
    case on
    /// Left-to-right embedding (U+202A).
    case lre
    /// Left-to-right override (U+202D).
    case lro
    /// Right-to-left embedding (U+202B).
    case rle
    /// Right-to-left override (U+202E).
    case rlo
    /// Pop directional formatting (U+202C).
    case pdf
    /// Left-to-right isolate (U+2066).
    case lri
    /// Right-to-left isolate (U+2067).
    case rli
    /// First strong isolate (U+2068).
    case fsi
    /// Pop directional isolate (U+2069).
    case pdi

    /// The class of `scalar`.
    package init(_ scalar: Unicode.Scalar) {
        self = Self.table.classes[scalar.value]
    }

    /// Whether rule X9 removes the class: embeddings, overrides, their pop, and boundary neutrals.
    var isRemovedByX9: Bool {
        switch self {
        case .lre, .lro, .rle, .rlo, .pdf, .bn: true
        default: false
        }
    }

    /// Whether the class starts an isolate.
    var isIsolateInitiator: Bool { self == .lri || self == .rli || self == .fsi }

    /// Whether rules N1 and N2 treat the class as neutral.
    var isNeutralOrIsolate: Bool {
        switch self {
        case .b, .s, .ws, .on, .lri, .rli, .fsi, .pdi: true
        default: false
        }
    }

    /// Whether the class makes a text need the algorithm at all: right-to-left letters, Arabic
    /// digits and the explicit formatting characters. A text without any is laid out left to
    /// right at level 0 when its paragraph is left to right.
    var needsResolution: Bool {
        switch self {
        case .r, .al, .an, .lre, .lro, .rle, .rlo, .pdf, .lri, .rli, .fsi, .pdi: true
        default: false
        }
    }

    /// The closing bracket paired with `scalar` when it is an opening paired bracket, with
    /// canonically equivalent brackets made one.
    static func closingBracket(pairedWith scalar: Unicode.Scalar) -> UInt32? {
        table.closing[canonicalBracket(scalar.value)]
    }

    /// Whether `scalar` is a closing paired bracket.
    static func isClosingBracket(_ scalar: Unicode.Scalar) -> Bool {
        table.closers.contains(canonicalBracket(scalar.value))
    }

    /// The bracket `code` is canonically equivalent to, or `code`.
    static func canonicalBracket(_ code: UInt32) -> UInt32 { canonicalBrackets[code] ?? code }

    /// The decoded table.
    private static let table = Table()

    /// The generated table: each code point's class, and the paired brackets.
    private struct Table: Sendable {
        /// The class of every code point; those below U+2070 (Latin to Arabic, and the
        /// punctuation and formatting characters of U+2000 to U+206F) looked up directly.
        let classes: RunTable<BidiClass>
        /// The closing bracket of each opening paired bracket.
        let closing: [UInt32: UInt32]
        /// The closing paired brackets.
        let closers: Set<UInt32>

        init() {
            let script = "Scripts/generate-bidi-table.py"
            var reader = PackedTableReader(BidiClass.packedTable, name: "BidiClass.packedTable", script: script)
            classes = reader.runTable(directCount: 0x2070) { index in
                precondition(index < BidiClass.tableOrder.count,
                             "The packed table BidiClass.packedTable has the class index \(index); regenerate it with \(script)")
                return BidiClass.tableOrder[index]
            }
            var closing: [UInt32: UInt32] = [:]
            var opening: UInt32 = 0
            for _ in 0..<reader.unsigned() {
                opening += reader.element(reader.unsigned()) as UInt32
                let closer: UInt32 = reader.element(Int(opening) + reader.signed())
                closing[BidiClass.canonicalBracket(opening)] = BidiClass.canonicalBracket(closer)
            }
            reader.finish()
            self.closing = closing
            self.closers = Set(closing.values)
        }
    }
}
