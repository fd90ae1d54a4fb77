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

    private init(value: UInt16) { self.value = value }

    /// The properties of `scalar`.
    package init(_ scalar: Unicode.Scalar) {
        self = Self.table.properties(of: scalar.value)
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

    /// The decoded table.
    private static let table = Table()

    /// The runs of the generated table, and the values of the first code points in one array.
    private struct Table: Sendable {
        /// The first code point of each run, ascending.
        let starts: [UInt32]
        /// Each run's value.
        let values: [UInt16]
        /// The values of the code points below ``directCount``, looked up directly.
        let direct: [UInt16]
        /// Code points below this are looked up directly: Latin, Greek, Cyrillic, punctuation,
        /// kana and the CJK symbols.
        static let directCount: UInt32 = 0x3100

        init() {
            var reader = PackedTableReader(LineBreakProperties.packedRuns, name: "LineBreakProperties.packedRuns",
                                           script: "Scripts/generate-line-break-table.py")
            let count = reader.unsigned()
            var starts: [UInt32] = []
            var values: [UInt16] = []
            starts.reserveCapacity(count)
            values.reserveCapacity(count)
            var start: UInt32 = 0
            for _ in 0..<count {
                start += reader.element(reader.unsigned()) as UInt32
                starts.append(start)
                values.append(reader.element(reader.unsigned()))
            }
            reader.finish()
            precondition(starts.first == 0 && values.allSatisfy { Int($0 & 0x3F) < LineBreakProperties.classOrder.count },
                         "The packed table LineBreakProperties.packedRuns is malformed; regenerate it with Scripts/generate-line-break-table.py")
            self.starts = starts
            self.values = values
            var direct: [UInt16] = []
            direct.reserveCapacity(Int(Self.directCount))
            var run = 0
            for code in 0..<Self.directCount {
                while run + 1 < starts.count, starts[run + 1] <= code { run += 1 }
                direct.append(values[run])
            }
            self.direct = direct
        }

        func properties(of code: UInt32) -> LineBreakProperties {
            if code < Self.directCount { return LineBreakProperties(value: direct[Int(code)]) }
            // The last run that starts at or before `code`.
            var (low, high) = (0, starts.count - 1)
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= code { low = middle } else { high = middle - 1 }
            }
            return LineBreakProperties(value: values[low])
        }
    }
}
