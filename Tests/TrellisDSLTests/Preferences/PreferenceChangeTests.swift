import Testing
import Trellis

@Suite("Preferences: onPreferenceChange")
@MainActor
struct PreferenceChangeTests {
    let window = CGSize(width: 300, height: 300)

    @Test("the action gets the subtree's combined value after layout, once it has settled")
    func deliversCombinedValue() {
        let deliveries = Deliveries<NameList>()
        let session = HStack {
            Color.red.named("a")
            Color.red.named("b")
        }
        .onPreferenceChange(NamesKey.self, perform: deliveries.record)
        .layoutSession(in: window)
        #expect(deliveries.values.map(\.names) == [["a", "b"]])
        // Nothing changed state, so one round.
        #expect(session.rounds == 1)
    }

    @Test("the first value is delivered even when it is the key's default (SwiftUI since iOS 18.1)")
    func deliversInitialDefault() {
        let deliveries = Deliveries<NameList>()
        _ = Color.red.onPreferenceChange(NamesKey.self, perform: deliveries.record).layout(in: window)
        #expect(deliveries.values == [NamesKey.defaultValue])
    }

    @Test("nested observers each see their own subtree, inner first in view-tree order")
    func nestedObservers() {
        let outer = Deliveries<NameList>()
        let inner = Deliveries<NameList>()
        _ = VStack {
            Color.red.named("a")
            HStack { Color.red.named("b") }
                .onPreferenceChange(NamesKey.self, perform: inner.record)
        }
        .onPreferenceChange(NamesKey.self, perform: outer.record)
        .layout(in: window)
        #expect(inner.values.map(\.names) == [["b"]])
        #expect(outer.values.map(\.names) == [["a", "b"]])
    }

    @Test("an action runs again only when its value changes")
    func deliversOnlyChanges() {
        let deliveries = Deliveries<NameList>()
        let session = Pager(deliveries: deliveries).layoutSession(in: window)
        let result = session.result
        // Round 1: page 0, value ["page 0"] delivered; the action moves to page 1 and counts.
        // Round 2: ["page 1"] delivered; the page stays 1 (the last page), the count changes.
        // Round 3: ["page 1"] again, not delivered; no state changed, so the layout settled.
        #expect(deliveries.values.map(\.names) == [["page 0"], ["page 1"]])
        #expect(session.rounds == 3)
        #expect(result.frame(of: "page 1") != nil)
        #expect(result.frame(of: "page 0") == nil)
    }
}

/// Shows one page, named by its number, and moves to the next page each time its preference
/// changes, up to page 1; counts the changes in state of its own.
private struct Pager: View {
    let deliveries: Deliveries<NameList>
    @State private var page = 0
    @State private var changes = 0

    var body: some View {
        Color.red.named("page \(page)").id("page \(page)")
            .onPreferenceChange(NamesKey.self) { value in
                deliveries.record(value)
                page = min(page + 1, 1)
                changes += 1
            }
    }
}

/// The width a view reports.
private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// Reads a bar's width with a `GeometryReader` in its background, the usual SwiftUI way, and
/// shows a second bar half as wide.
private struct HalfWidth: View {
    @State private var width: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 10)
                .background(GeometryReader { proxy in
                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                })
            Color.blue.frame(width: width / 2, height: 10).id("half")
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

@Suite("Preferences: values set inside a GeometryReader")
@MainActor
struct ReaderPreferenceTests {
    @Test("onPreferenceChange gets values set in a reader's content, made during layout")
    func readsSizeThroughReader() {
        let session = HalfWidth().layoutSession(in: CGSize(width: 300, height: 300))
        let result = session.result
        // Round 1: width 0, the bar is 300 wide (the window's width); the reader in its
        // background reports 300. Round 2: the second bar is 150 wide; 300 again, settled.
        #expect(result.frame(of: "half")?.width == 150)
        #expect(session.rounds == 2)
    }

    @Test("a preference(key:value:) around a reader replaces its content's values")
    func writerAroundReaderReplaces() {
        let deliveries = Deliveries<CGFloat>()
        _ = GeometryReader { _ in Color.clear.preference(key: WidthKey.self, value: 500) }
            .preference(key: WidthKey.self, value: 7)
            .onPreferenceChange(WidthKey.self, perform: deliveries.record)
            .layout(in: CGSize(width: 100, height: 100))
        #expect(deliveries.values == [7])
    }
}
