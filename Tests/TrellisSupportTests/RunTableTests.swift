import Testing
import TrellisSupport

/// A run table answers every key with the value of the last run that starts at or before it,
/// the same whether the key is below the direct-lookup bound or found by the binary search.
@Suite("Run tables")
struct RunTableTests {
    @Test("every key reads its run's value, on both sides of the direct-lookup bound")
    func lookups() throws {
        let starts: [UInt32] = [0, 3, 10, 11, 500]
        let values = ["a", "b", "c", "d", "e"]
        for directCount: UInt32 in [0, 4, 12, 600] {
            let table = try #require(RunTable(starts: starts, values: values, directCount: directCount))
            for key: UInt32 in 0..<700 {
                let run = starts.lastIndex { $0 <= key }!
                #expect(table[key] == values[run], "key \(key), direct bound \(directCount)")
            }
            #expect(table[.max] == "e")
        }
    }

    @Test("runs that do not start at 0, do not ascend, or lack values are refused")
    func refusals() {
        #expect(RunTable(starts: [1, 5], values: [1, 2], directCount: 0) == nil)
        #expect(RunTable(starts: [0, 5, 5], values: [1, 2, 3], directCount: 0) == nil)
        #expect(RunTable(starts: [0, 7, 3], values: [1, 2, 3], directCount: 0) == nil)
        #expect(RunTable(starts: [0, 5], values: [1], directCount: 0) == nil)
    }
}
