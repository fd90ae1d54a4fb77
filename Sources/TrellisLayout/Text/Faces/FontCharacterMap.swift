/// The characters a family of font faces covers, each numbered, with its kerning classes: the
/// part of the glyph tables every face of the family shares.
///
/// A character's number is its position in the covered set, in scalar order; the faces' advance
/// tables are indexed by it. Its left class is its row of a face's kerning matrix when it is the
/// first of a pair, its right class the column when it is the second; class 0 never kerns. The
/// cells of the matrix that any face fills are listed here too; the faces' kerning tables hold
/// their values.
struct FontCharacterMap: Sendable {
    /// A run of consecutive covered scalars.
    struct Run: Sendable {
        /// The first scalar's value.
        var first: UInt32
        /// The number of scalars.
        var count: UInt32
        /// The number of the first scalar.
        var firstNumber: UInt32
    }

    /// The runs of covered scalars, in scalar order.
    let runs: [Run]
    /// The runs that meet each page of scalars.
    private let pages: ScalarRunPages
    /// Each character's left kerning class, by number.
    let leftClasses: [UInt16]
    /// Each character's right kerning class, by number.
    let rightClasses: [UInt16]
    /// The number of left kerning classes, class 0 included.
    let leftClassCount: Int
    /// The number of right kerning classes, class 0 included.
    let rightClassCount: Int
    /// The positions, in increasing order, of the kerning matrix cells that any face fills.
    let kerningCells: [Int]

    /// The number of covered characters.
    var count: Int { leftClasses.count }

    /// Reads the map from its packed table.
    init(_ table: String, name: String) {
        var reader = PackedTableReader(table, name: name)
        var runs: [Run] = []
        var end = 0
        var number = 0
        for _ in 0..<reader.unsigned() {
            let first = end + reader.unsigned()
            let count = reader.unsigned()
            runs.append(Run(first: reader.element(first), count: reader.element(count), firstNumber: reader.element(number)))
            end = first + count
            number += count
        }
        self.runs = runs
        pages = ScalarRunPages(starts: runs.map(\.first), ends: runs.map { $0.first + $0.count })
        leftClassCount = reader.unsigned()
        rightClassCount = reader.unsigned()
        leftClasses = reader.unsigned(number, as: UInt16.self)
        rightClasses = reader.unsigned(number, as: UInt16.self)
        var cell = -1
        kerningCells = (0..<reader.unsigned()).map { _ in
            cell += reader.unsigned() + 1
            return cell
        }
        reader.finish()
        precondition(end <= 0x110000 && leftClasses.allSatisfy { Int($0) < leftClassCount }
                     && rightClasses.allSatisfy { Int($0) < rightClassCount }
                     && cell < leftClassCount * rightClassCount,
                     "The packed table \(name) is malformed; regenerate it with Scripts/generate-font-tables.py")
    }

    /// The number of `scalar`, or `nil` when the family does not cover it: a binary search of
    /// the runs that meet its page of 256 scalars (none for a page of ideographs), which
    /// allocates nothing.
    func number(of scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        let candidates = pages.candidates(value)
        var low = candidates.lowerBound
        var high = candidates.upperBound
        while low < high {
            let middle = (low + high) / 2
            let run = runs[middle]
            if value < run.first {
                high = middle
            } else if value - run.first >= run.count {
                low = middle + 1
            } else {
                return Int(run.firstNumber + (value - run.first))
            }
        }
        return nil
    }
}
