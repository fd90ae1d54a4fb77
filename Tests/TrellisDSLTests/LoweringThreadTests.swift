import Foundation
import Testing
import Trellis

/// Lowering runs where the layout is asked for; only nesting too deep for an ordinary thread's
/// stack moves to a thread with a big one.
@Suite("Lowering thread")
@MainActor
struct LoweringThreadTests {
    /// The threads a body was evaluated on.
    final class ThreadLog: @unchecked Sendable {
        private let lock = NSLock()
        private var threads: [pthread_t] = []

        func record() { lock.withLock { threads.append(pthread_self()) } }

        /// Whether at least one body was evaluated, and every one on `thread`.
        func onlyOn(_ thread: pthread_t) -> Bool {
            lock.withLock { !threads.isEmpty && threads.allSatisfy { pthread_equal($0, thread) != 0 } }
        }

        /// Whether at least one body was evaluated, and none on `thread`.
        func neverOn(_ thread: pthread_t) -> Bool {
            lock.withLock { !threads.isEmpty && threads.allSatisfy { pthread_equal($0, thread) == 0 } }
        }
    }

    /// A view that records the thread its body is evaluated on.
    struct Recorder: View {
        let log: ThreadLog
        var body: some View {
            log.record()
            return Color.red.frame(width: 10, height: 10)
        }
    }

    @Test("an ordinary layout evaluates the views' bodies on the caller's thread")
    func bodiesOnCallersThread() {
        let log = ThreadLog()
        let result = VStack {
            Recorder(log: log).id("recorder")
            Text("caption").padding()
        }
        .layout(in: CGSize(width: 200, height: 200))
        #expect(log.onlyOn(pthread_self()))
        #expect(result.frame(of: "recorder")?.size == CGSize(width: 10, height: 10))
    }

    @Test("a GeometryReader's content, made while the graph is solved, is lowered on the caller's thread too")
    func readerContentOnCallersThread() {
        let log = ThreadLog()
        let result = GeometryReader { _ in
            Recorder(log: log).id("recorder")
        }
        .layout(in: CGSize(width: 200, height: 200))
        #expect(log.onlyOn(pthread_self()))
        #expect(result.frame(of: "recorder")?.size == CGSize(width: 10, height: 10))
    }

    @Test("a body nested 1,000 modifiers deep is evaluated on another thread and still laid out")
    func deepBodiesMove() {
        let log = ThreadLog()
        func nested(_ levels: Int) -> AnyView {
            levels == 0 ? AnyView(Recorder(log: log).id("core")) : AnyView(nested(levels - 1).padding(.leading, 1))
        }
        let result = nested(1_000).layout(in: CGSize(width: 2_000, height: 100))
        #expect(log.neverOn(pthread_self()))
        // 1,000 pt of leading padding around a 10 pt square, centred in the window:
        // (2,000 - 1,010) / 2 = 495 before the padding.
        #expect(result.frame(of: "core") == CGRect(x: 1_495, y: 45, width: 10, height: 10))
    }
}
