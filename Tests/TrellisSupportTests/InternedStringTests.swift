import Testing
import TrellisSupport

/// Interned strings: one number per distinct text, the same from every thread, the text read back.
@Suite("Interned strings")
struct InternedStringTests {
    @Test("the same text is the same value and reads back; different texts differ")
    func identity() {
        let first = InternedString("Interned strings: first"), again = InternedString("Interned strings: first")
        let other = InternedString("Interned strings: other")
        #expect(first == again && first.number == again.number)
        #expect(first != other)
        #expect(first.string == "Interned strings: first" && other.string == "Interned strings: other")
    }

    @Test("interning the same texts on many threads at once gives one value per text")
    func concurrentInterning() async {
        let texts = (0..<50).map { "Interned strings: concurrent \($0)" }
        let numbers = await withTaskGroup(of: [Int32].self) { group in
            for _ in 0..<8 { group.addTask { texts.map { InternedString($0).number } } }
            return await group.reduce(into: [[Int32]]()) { $0.append($1) }
        }
        #expect(Set(numbers).count == 1)
        #expect(Set(numbers[0]).count == texts.count)
    }
}
