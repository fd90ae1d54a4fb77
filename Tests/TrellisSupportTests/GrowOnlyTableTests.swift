import Testing
import TrellisSupport

/// A grow-only table keeps each element at the index `append` returned, across the chunks it
/// grows into, while other threads append.
@Suite("Grow-only tables")
struct GrowOnlyTableTests {
    @Test("indices count up from 0 and read back their elements across many chunks")
    func appendAndRead() {
        let table = GrowOnlyTable<Int>()
        let indices = (0..<5_000).map { table.append($0 * 3) }
        #expect(indices == (0..<5_000).map(Int32.init))
        #expect(table.count == 5_000)
        #expect(indices.allSatisfy { table[$0] == Int($0) * 3 })
    }

    @Test("parallel appenders get distinct indices and each reads back its own element")
    func parallelAppends() async {
        let table = GrowOnlyTable<Int>()
        let allMatch = await withTaskGroup(of: Bool.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    (0..<1_000).allSatisfy { item in
                        let value = worker * 10_000 + item
                        return table[table.append(value)] == value
                    }
                }
            }
            return await group.allSatisfy { $0 }
        }
        #expect(allMatch)
        #expect(table.count == 4_000)
    }
}
