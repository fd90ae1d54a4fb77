import Testing
import Trellis
import TrellisTestSupport
import TrellisSupport
import Foundation

@Suite("Deep nesting")
@MainActor
struct DeepNestingTests {
    @Test("a graph 10,000 stacks deep lays out without overflowing the call stack")
    func deepGraph() {
        let result = LayoutSolver().layout(.alternatingChain(depth: 10_000), in: CGSize(width: 400, height: 400))
        // 5,000 HStack levels each add a 10 pt leaf across, 5,000 VStack levels each one down;
        // the innermost HStack (a fixed leaf beside a flexible one that is offered nothing) is
        // 10 pt tall, so the outermost VStack ends 10 pt lower than its own leaves.
        #expect(result.rootFrame.size == CGSize(width: 50_000, height: 50_010))
        #expect(result.frames.allSatisfy { $0.map { $0.minX.isFinite && $0.minY.isFinite } ?? false })
    }

    @Test("a deep-stack thread left idle ends, so a process keeps none once its deep layouts are done")
    func idleDeepThreadsEnd() async throws {
        // The deep work runs on a thread of its own, which this test watches.
        let thread = DeepCallStack.run(depth: DeepCallStack.shallowDepth + 1) { Thread.current }
        // A thread ends 2 s after its last job; other tests' deep layouts may take it from the
        // pool meanwhile, which starts its idle time again, so wait for at most 60 s.
        let deadline = ContinuousClock.now + .seconds(60)
        while !thread.isFinished, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
        }
        #expect(thread.isFinished)
    }

    @Test("a view 10,000 modifiers deep lowers and lays out")
    func deepView() {
        func nested(_ levels: Int) -> AnyView {
            levels == 0 ? AnyView(Color.red.id("core")) : AnyView(nested(levels - 1).padding(.leading, 1))
        }
        let result = nested(10_000).layout(in: CGSize(width: 20_000, height: 100))
        // 10,000 points of leading padding around a Color offered the remaining 10,000.
        #expect(result.frame(of: "core") == CGRect(x: 10_000, y: 0, width: 10_000, height: 100))
    }
}
