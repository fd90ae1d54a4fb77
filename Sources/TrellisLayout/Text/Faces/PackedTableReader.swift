import Foundation
import TrellisSupport

/// Reads the numbers of a packed table: base-64 text of LEB128 varints, signed ones
/// zigzag-encoded, as `Scripts/generate-font-tables.py`, `Scripts/generate-line-break-table.py`
/// and the other table generators write them.
///
/// The tables are generated and compiled in, so a malformed one is a build mistake, not bad
/// input: reading one stops the program with a message naming the table.
struct PackedTableReader {
    /// The table's name, for the message when it is malformed.
    let name: String
    /// The script that writes the table, which the message names.
    let script: String
    /// The decoded bytes.
    private let bytes: [UInt8]
    /// The position of the next byte to read.
    private var position = 0

    /// A reader of `base64` text, which may be broken into lines; `name` names it and `script`
    /// the script that writes it in messages.
    init(_ base64: String, name: String, script: String = "Scripts/generate-font-tables.py") {
        guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else {
            preconditionFailure("The packed table \(name) is not base-64; regenerate it with \(script)")
        }
        self.name = name
        self.script = script
        self.bytes = [UInt8](data)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position == bytes.count }

    /// The next unsigned number.
    mutating func unsigned() -> Int {
        var value = 0
        var shift = 0
        while true {
            guard position < bytes.count, shift < 63 else {
                preconditionFailure("The packed table \(name) ends inside a number; regenerate it with \(script)")
            }
            let byte = bytes[position]
            position += 1
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
    }

    /// The next signed number.
    mutating func signed() -> Int {
        let zigzag = unsigned()
        return zigzag & 1 == 0 ? zigzag >> 1 : -(zigzag >> 1) - 1
    }

    /// The next `count` unsigned numbers, each of which `Element` must hold.
    mutating func unsigned<Element: FixedWidthInteger>(_ count: Int, as _: Element.Type) -> [Element] {
        (0..<count).map { _ in element(unsigned()) }
    }

    /// Reads changes to `values`, in one of two forms: 0, then the difference of every value;
    /// or 1, the number of values that change, then each one's distance from the previous one
    /// that changes and its difference.
    mutating func applyChanges(to values: inout [Int]) {
        switch unsigned() {
        case 0:
            for index in values.indices {
                values[index] += signed()
            }
        case 1:
            var index = -1
            for _ in 0..<unsigned() {
                index += unsigned() + 1
                guard index < values.count else {
                    preconditionFailure("The packed table \(name) changes a value past its end; regenerate it with \(script)")
                }
                values[index] += signed()
            }
        case let form:
            preconditionFailure("The packed table \(name) has changes of an unknown form \(form); regenerate it with \(script)")
        }
    }

    /// Reads a table of runs: their number, then for each the distance of its first key from
    /// the previous run's and a number that `value` makes the run's value of. The keys below
    /// `directCount` are kept one value each as well (``RunTable``).
    mutating func runTable<Value: Sendable>(directCount: UInt32, value: (Int) -> Value) -> RunTable<Value> {
        let count = unsigned()
        var starts: [UInt32] = []
        var values: [Value] = []
        starts.reserveCapacity(count)
        values.reserveCapacity(count)
        var start: UInt32 = 0
        for _ in 0..<count {
            start += element(unsigned()) as UInt32
            starts.append(start)
            values.append(value(unsigned()))
        }
        guard let table = RunTable(starts: starts, values: values, directCount: directCount) else {
            preconditionFailure("The packed table \(name)'s runs do not ascend from U+0000; regenerate it with \(script)")
        }
        return table
    }

    /// Reads runs with gaps between them: their number, then for each the distance of its first
    /// scalar from the previous run's end, its length, and its value. Each run is
    /// `starts[i]..<ends[i]`.
    mutating func boundedRuns<Value: FixedWidthInteger>(of _: Value.Type) -> (starts: [UInt32], ends: [UInt32], values: [Value]) {
        var runs: (starts: [UInt32], ends: [UInt32], values: [Value]) = ([], [], [])
        var end = 0
        for _ in 0..<unsigned() {
            let start = end + unsigned()
            end = start + unsigned()
            runs.starts.append(element(start))
            runs.ends.append(element(end))
            runs.values.append(element(unsigned()))
        }
        return runs
    }

    /// `value` as an `Element`, which must hold it.
    func element<Element: FixedWidthInteger>(_ value: Int) -> Element {
        guard let element = Element(exactly: value) else {
            preconditionFailure("The packed table \(name) holds \(value), out of range; regenerate it with \(script)")
        }
        return element
    }

    /// Stops unless every byte has been read.
    func finish() {
        precondition(isAtEnd, "The packed table \(name) has bytes left over; regenerate it with \(script)")
    }
}
