import Testing
import Trellis
import TrellisExamples

/// The ContainerMetrics article's example: one screen in iOS 18's design and iOS 26's.
@Suite("Container metrics article")
@MainActor
struct ContainerMetricsExampleTests {
    @Test("the checkout list's rows start at 40 on iOS 18 and 32 on iOS 26")
    func designs() {
        let older = CheckoutScreen().layout(on: .iPhone15.running(.iOS18))
        let newer = CheckoutScreen().layout(on: .iPhone15)
        print(older.frame(of: "item 1")?.minX ?? 0)   // 40: a 20-pt card margin and a 20-pt row inset
        print(newer.frame(of: "item 1")?.minX ?? 0)   // 32: 16 and 16
        #expect(older.frame(of: "item 1")?.minX == 40)
        #expect(newer.frame(of: "item 1")?.minX == 32)
    }
}
