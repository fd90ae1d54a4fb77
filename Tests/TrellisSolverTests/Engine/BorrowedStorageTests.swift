import Foundation
import Testing
@testable import TrellisSolver
import Trellis
import TrellisTestSupport

/// The storage the passes and the engine hold instead of pointers: what is written through it
/// must reach the memory its owner keeps, and what it reads must be the owner's.
@Suite("Borrowed engine storage")
struct BorrowedStorageTests {
    @Test("a borrowed column reads and writes its node column's values, and copies a range from another")
    func borrowedColumn() {
        let column = NodeColumn<Int32>(5, 0)
        let borrowed = column.borrowed
        borrowed[1] = 4
        column[3] = 9
        #expect(borrowed.count == 5)
        #expect(borrowed[3] == 9)
        #expect(Array(column) == [0, 4, 0, 9, 0])
        let source = NodeColumn<Int32>(5, 7)
        borrowed.update(2..<4, from: source.borrowed)
        #expect(Array(column) == [0, 4, 7, 7, 0])
    }

    @Test("a borrowed value is changed in place where its lender keeps it")
    func borrowedValue() {
        var report = NormalizationReport()
        let corrected = BorrowedValue.with(&report) { borrowed in
            borrowed.value.node = NodeID(3)
            borrowed.value.correctedSilently()
            return borrowed.value.corrections
        }
        #expect(corrected == 1)
        #expect(report.corrections == 1)
        #expect(report.node == NodeID(3))
    }

    #if DEBUG
    @Test("a debug build stops a borrowed value used after the call that lent it returned")
    func borrowedValueOutlivingItsLoan() async {
        await #expect(processExitsWith: .failure) {
            var value = 0
            let escaped = BorrowedValue.with(&value) { $0 }
            _ = escaped.value
        }
    }
    #endif

    @Test("a borrowed graph reads each node's kind and children as the graph holds them")
    func borrowedGraph() {
        var graph = LayoutGraph()
        let first = graph.color(), second = graph.color()
        let stack = graph.add(.stack(StackSpec(axis: .horizontal, alignment: VerticalAlignment.center.key)), children: [first, second])
        let (count, children, kind) = BorrowedGraph.with(graph) { borrowed in
            (borrowed.count, Array(borrowed.children(of: stack.index)), borrowed[kindAt: stack.index])
        }
        #expect(count == 3)
        #expect(children == [first, second])
        #expect(kind == graph.kind(of: stack))
        #expect(kind != graph.kind(of: first))
    }

    @Test("the statistics counters count each kind of work apart")
    func statisticsCounters() {
        let counters = StatisticsCounters()
        counters.countMeasurement()
        counters.countMeasurement()
        counters.countCacheHit()
        counters.countPlacement()
        var expected = LayoutStatistics()
        expected.measurements = 2
        expected.cacheHits = 1
        expected.placements = 1
        #expect(counters.current == expected)
    }

    @Test("a layout's frames start unplaced, and a frame written through the borrowed column is read back")
    func frameStorage() {
        let storage = FrameStorage(count: 3)
        storage.column[1] = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(storage.count == 3)
        #expect(storage[0].width.isNaN)
        #expect(NodeFrames(storage)[1] == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NodeFrames(storage)[2] == nil)
    }
}
