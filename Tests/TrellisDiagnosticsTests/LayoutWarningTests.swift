import Testing
import Trellis

@Suite("Layout warnings")
@MainActor
struct LayoutWarningTests {
    private let window = CGSize(width: 200, height: 200)

    private func warnings(_ view: some View, in window: CGSize? = nil) -> [LayoutWarning] {
        view.layout(in: window ?? self.window).warnings
    }

    @Test("an overflowing stack leads with the child whose minimum caused it, then names the container and the excess")
    func overflow() {
        // objc.io's case: red (0…100) takes its share 75, green needs its minimum 100 where 75
        // was left, so the 150-pt stack is 175 wide: 25 pt too many.
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100).id("green")
        }
        .id("row")
        .frame(width: 150, height: 100)
        let found = warnings(view).filter { $0.kind == .overflow }
        // The message leads with green's minimum, 25 pt more than its share.
        #expect(found.map(\.message) == ["'green' is 100 pt wide (frame(minWidth: 100)), 25 pt wider than the 75 pt 'row' had left for it; "
            + "'row' overflows its 150 pt width by 25 pt: 'green' needs 100 where 75 was left"])
        #expect(found.first?.cause?.source == .minimumLength(100))
    }

    @Test("layoutPriority hidden behind a frame, and kept by a direct stack child")
    func ineffectivePriority() {
        let hidden = VStack { Color.red.layoutPriority(1).frame(height: 20); Color.blue }
        #expect(warnings(hidden).map(\.kind) == [.ineffectiveModifier])
        let effective = VStack { Color.red.frame(height: 20).layoutPriority(1); Color.blue }
        #expect(warnings(effective).isEmpty)
    }

    @Test("an alignment guide no container reads")
    func unreadGuide() {
        let unread = HStack(alignment: .top) { Color.red.alignmentGuide(.leading) { _ in 5 }; Color.blue }
        #expect(warnings(unread).map(\.kind) == [.ineffectiveModifier])
        let read = VStack(alignment: .leading) { Color.red.alignmentGuide(.leading) { _ in 5 }; Color.blue }
        // The guide is read; moving the red view 5 pt makes the stack 205 wide, beyond the
        // 200-pt window, which is the only warning.
        #expect(warnings(read).map(\.kind) == [.outOfBounds])
    }

    @Test("a Spacer outside any stack")
    func spacerOutsideStack() {
        #expect(warnings(ZStack { Spacer(); Color.red }).map(\.kind) == [.spacerOutsideStack])
        #expect(warnings(HStack { Spacer(); Color.red }).isEmpty)
    }

    @Test("ViewThatFits falling back to its last candidate")
    func viewThatFitsFallback() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 250, height: 10)
        }
        // The 250-pt fallback is also wider than the 200-pt window.
        #expect(warnings(view).map(\.kind) == [.viewThatFitsFallback, .outOfBounds])
        #expect(warnings(view, in: CGSize(width: 400, height: 100)).isEmpty)
    }
}
