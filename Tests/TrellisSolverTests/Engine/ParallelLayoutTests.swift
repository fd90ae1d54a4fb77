import Dispatch
import Testing
import Trellis
import TrellisTestSupport

/// Layouts share nothing mutable: many can run at once on one graph, and each gives the same
/// frames as a layout run alone. CI also runs this suite under the thread sanitizer.
@Suite("Parallel layouts")
@MainActor
struct ParallelLayoutTests {
    private static func dashboardGraph() -> LayoutGraph {
        VStack(spacing: 0) {
            HStack {
                Color.red.frame(width: 40, height: 40).id("icon")
                VStack(alignment: .leading) {
                    Color.gray.frame(height: 12)
                    Color.gray.frame(maxWidth: 120).frame(height: 8)
                }
                Spacer(minLength: 0)
            }
            .padding()
            .frame(minHeight: 60, maxHeight: 120)
            ForEach(0..<40) { row in
                Color.blue.frame(minHeight: 10, maxHeight: 30).layoutPriority(Double(row % 3)).id(row)
            }
        }
        .layoutGraph()
    }

    @Test("64 layouts of one graph on all cores agree with a layout run alone")
    func concurrentLayoutsAgree() {
        let graph = Self.dashboardGraph()
        let windows = (0..<64).map { CGSize(width: 320 + CGFloat($0 % 8) * 60, height: 480 + CGFloat($0 / 8) * 70) }
        let expected = windows.map { LayoutSolver().layout(graph, in: $0).frames }
        let results = ResultBox<NodeFrames>(count: windows.count)
        DispatchQueue.concurrentPerform(iterations: windows.count) { index in
            results.set(index, LayoutSolver().layout(graph, in: windows[index]).frames)
        }
        for index in windows.indices {
            #expect(results.value(index) == expected[index], "window \(windows[index])")
        }
    }

    @Test("deep layouts on many threads share the big-stack threads without mixing results")
    func deepLayoutsShareThreads() {
        // Deeper than the calling thread allows, so each layout runs on a reused deep thread.
        let depths = (0..<24).map { 300 + 40 * ($0 % 6) }
        let window = CGSize(width: 20_000, height: 20_000)
        let expected = depths.map { LayoutSolver().layout(.alternatingChain(depth: $0), in: window).frames }
        let results = ResultBox<NodeFrames>(count: depths.count)
        DispatchQueue.concurrentPerform(iterations: depths.count) { index in
            results.set(index, LayoutSolver().layout(.alternatingChain(depth: depths[index]), in: window).frames)
        }
        for index in depths.indices {
            #expect(results.value(index) == expected[index], "depth \(depths[index])")
        }
    }

    @Test("a graph whose readers' content has state and preferences lays out on many threads")
    func readerContentWithStateAndPreferences() {
        let graph = GeometryReader { proxy in
            StatefulBar(width: proxy.size.width / 2)
                .preference(key: ReaderWidthKey.self, value: proxy.size.width)
                .onPreferenceChange(ReaderWidthKey.self) { _ in }
        }
        .layoutGraph()
        let windows = (0..<32).map { CGSize(width: 200 + CGFloat($0) * 10, height: 300) }
        let results = ResultBox<CGRect>(count: windows.count)
        DispatchQueue.concurrentPerform(iterations: windows.count) { index in
            results.set(index, LayoutSolver().layout(graph, in: windows[index]).frame(of: "bar") ?? .zero)
        }
        for index in windows.indices {
            #expect(results.value(index)?.width == windows[index].width / 2)
        }
    }

    @Test("custom alignment guides registered from many threads resolve to one guide each")
    func customGuidesRegisterOnce() {
        enum Shared: AlignmentID {
            static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 4 }
        }
        let keys = ResultBox<AlignmentKey>(count: 32)
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            keys.set(index, VerticalAlignment(Shared.self).key)
        }
        let first = keys.value(0)
        #expect((0..<32).allSatisfy { keys.value($0) == first })
    }
}

/// A bar `width` wide whose height is its own state.
private struct StatefulBar: View {
    let width: CGFloat
    @State private var height: CGFloat = 10

    var body: some View {
        Color.red.frame(width: width, height: height).id("bar")
    }
}

/// The width of the reader, as its content reports it.
private struct ReaderWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// Collects one value per index from concurrent work.
private final class ResultBox<Value>: @unchecked Sendable {
    private var values: [Value?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func value(_ index: Int) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
