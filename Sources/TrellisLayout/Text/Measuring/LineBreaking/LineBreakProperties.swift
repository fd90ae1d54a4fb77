import TrellisSupport

/// What UAX #14's rules ask about one code point: its ``LineBreakClass`` and a few other
/// properties, read from the table `Scripts/generate-line-break-table.py` generates from the
/// Unicode Character Database (``unicodeVersion``).
package struct LineBreakProperties: Sendable, Equatable {
    /// The packed value: bits 0-5 the class's index, then the flags.
    private let value: UInt16

    private static let eastAsianBit: UInt16 = 1 << 6
    private static let initialPunctuationBit: UInt16 = 1 << 7
    private static let finalPunctuationBit: UInt16 = 1 << 8
    private static let unassignedPictographicBit: UInt16 = 1 << 9
    private static let markBit: UInt16 = 1 << 10

    /// The properties of `scalar`.
    package init(_ scalar: Unicode.Scalar) {
        value = Self.table[scalar.value]
    }

    /// The code point's Line_Break class.
    package var lineBreakClass: LineBreakClass { Self.classOrder[Int(value & 0x3F)] }
    /// Whether the code point is East Asian: its East_Asian_Width is F, W or H.
    package var isEastAsian: Bool { value & Self.eastAsianBit != 0 }
    /// Whether the code point is a quotation mark (QU) of general category Pi.
    package var isInitialQuotation: Bool { value & Self.initialPunctuationBit != 0 }
    /// Whether the code point is a quotation mark (QU) of general category Pf.
    package var isFinalQuotation: Bool { value & Self.finalPunctuationBit != 0 }
    /// Whether the code point is Extended_Pictographic and unassigned.
    package var isUnassignedPictographic: Bool { value & Self.unassignedPictographicBit != 0 }
    /// Whether the code point is of class SA and a mark (general category Mn or Mc).
    package var isSoutheastAsianMark: Bool { value & Self.markBit != 0 }

    /// The generated table: the value of every code point, those below U+3100 (Latin, Greek,
    /// Cyrillic, punctuation, kana and the CJK symbols) looked up directly.
    private static let table: RunTable<UInt16> = {
        var reader = PackedTableReader(LineBreakProperties.packedRuns, name: "LineBreakProperties.packedRuns",
                                       script: "Scripts/generate-line-break-table.py")
        let table = reader.runTable(directCount: 0x3100) { value in
            guard let packed = UInt16(exactly: value), Int(packed & 0x3F) < LineBreakProperties.classOrder.count else {
                preconditionFailure("The packed table LineBreakProperties.packedRuns holds the value \(value), which is no class's; regenerate it with Scripts/generate-line-break-table.py")
            }
            return packed
        }
        reader.finish()
        return table
    }()
}
