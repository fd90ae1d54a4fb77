import Testing
import Trellis

@Suite("Scroll view modifiers") @MainActor
struct ScrollModifierTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("contentMargins insets the scroll content on the edges named")
    func contentMargins() {
        let horizontal = ScrollView { Color.red.frame(height: 100).id("content") }.contentMargins(.horizontal, 20).layout(in: window)
        #expect(horizontal.frame(of: "content") == CGRect(x: 20, y: 0, width: 260, height: 100))

        // nil: the default 16 on every edge.
        let all = ScrollView { Color.red.frame(height: 100).id("content") }.contentMargins(.all, nil).layout(in: window)
        #expect(all.frame(of: "content") == CGRect(x: 16, y: 16, width: 268, height: 100))

        // An inner modifier replaces only the edges it names.
        let combined = ScrollView { Color.red.frame(height: 100).id("content") }
            .contentMargins(.top, 10)
            .contentMargins(24)
            .layout(in: window)
        #expect(combined.frame(of: "content") == CGRect(x: 24, y: 10, width: 252, height: 100))
    }

    @Test("Margins for the scroll indicators only, or outside any scroll view, change nothing")
    func marginsWithoutEffect() {
        let indicators = ScrollView { Color.red.frame(height: 100).id("content") }
            .contentMargins(.all, 30, for: .scrollIndicators)
            .layout(in: window)
        #expect(indicators.frame(of: "content") == CGRect(x: 0, y: 0, width: 300, height: 100))
        let plain = Color.red.frame(height: 100).id("content").contentMargins(30).layout(in: window)
        #expect(plain.frame(of: "content") == CGRect(x: 0, y: 150, width: 300, height: 100))
    }

    @Test("A nested scroll view does not inherit its ancestor's content margins")
    func marginsNotInherited() {
        let result = ScrollView {
            ScrollView(.horizontal) { Color.red.frame(width: 50, height: 50).id("inner") }.frame(height: 50)
        }
        .contentMargins(.leading, 40)
        .layout(in: window)
        // The outer content starts at 40 and is 260 wide; the inner content at its start.
        #expect(result.frame(of: "inner") == CGRect(x: 40, y: 0, width: 50, height: 50))
    }

    @Test("ScrollViewReader and the scroll behaviour modifiers have no layout effect")
    func readerAndBehaviours() {
        let plain = ScrollView { VStack { Color.red.frame(height: 100).id("content") } }.layout(in: window)
        let modified = ScrollViewReader { proxy in
            ScrollView {
                VStack {
                    Button("Top") { proxy.scrollTo("content", anchor: .top) }
                        .frame(height: 0)
                        .hidden()
                    Color.red.frame(height: 100).id("content")
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollTargetBehavior(.paging)
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollIndicators(.hidden)
            .scrollContentBackground(.hidden)
            .scrollPosition(id: .constant(Optional("content")))
            .scrollClipDisabled()
            .defaultScrollAnchor(.bottom)
        }
        .layout(in: window)
        #expect(plain.frame(of: "content") == CGRect(x: 0, y: 0, width: 300, height: 100))
        // The hidden zero-height button and the stack spacing move the content down by 8.
        #expect(modified.frame(of: "content") == CGRect(x: 0, y: 8, width: 300, height: 100))
    }
}
