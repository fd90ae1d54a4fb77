import Testing
import Trellis

/// Navigation stacks and tab views on a device running iOS 18's design. Expected frames are
/// derived by hand from the ContainerMetrics model (iPhone 15: safe area (0, 59, 393, 759); bars
/// 44 pt, a large title 52 more, tab bar 49; the bars' backgrounds reach into the insets).
/// iOS 26's 54-pt inline bar is checked against its measurement by `ContainerCalibrationTests`.
@Suite("Navigation containers") @MainActor
struct NavigationContainerTests {
    private let iPhone = Device.iPhone15.running(.iOS18)

    @Test("an inline title leaves the content below a 44-pt bar")
    func inlineTitle() {
        let result = NavigationStack {
            Color.red.id("c").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
        }.layout(on: iPhone)
        #expect(result.frame(of: "navigationBar") == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(result.frame(of: "navigationBarBackground") == CGRect(x: 0, y: 0, width: 393, height: 103))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 103, width: 393, height: 715))
    }

    @Test("a large title (the automatic mode at the root) adds 52 pt; no title, no large title")
    func largeTitle() {
        for mode in [NavigationBarItem.TitleDisplayMode.large, .automatic] {
            let result = NavigationStack { Color.red.id("c").navigationTitle("Title").navigationBarTitleDisplayMode(mode) }.layout(on: iPhone)
            #expect(result.frame(of: "c") == CGRect(x: 0, y: 155, width: 393, height: 663))
        }
        #expect(NavigationStack { Color.red.id("c") }.layout(on: iPhone).frame(of: "c") == CGRect(x: 0, y: 103, width: 393, height: 715))
        #expect(NavigationView { Color.red.id("c").navigationBarTitle("Old") }.layout(on: iPhone).frame(of: "c") == CGRect(x: 0, y: 155, width: 393, height: 663))
    }

    @Test("content smaller than the stack is centred below the bar")
    func centredContent() {
        // Content area (0, 103, 393, 715): a 100×100 square at (146.5, 103 + 307.5).
        let result = NavigationStack { Color.red.frame(width: 100, height: 100).id("s").navigationTitle("T").navigationBarTitleDisplayMode(.inline) }.layout(on: iPhone)
        #expect(result.frame(of: "s") == CGRect(x: 146.5, y: 410.5, width: 100, height: 100))
    }

    @Test("toolbar items: leading and trailing at the margins, principal centred, all centred in the bar's height")
    func toolbarItems() {
        // The row is 393 - 2 × 16 = 361 wide from x 16; 20-pt items sit (44 - 20) / 2 = 12 below the bar's top.
        let result = NavigationStack {
            Color.red.id("c")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.green.frame(width: 20, height: 20).id("l") }
                    ToolbarItem(placement: .principal) { Color.green.frame(width: 30, height: 20).id("p") }
                    ToolbarItemGroup(placement: .navigationBarTrailing) { Color.green.frame(width: 20, height: 20).id("t") }
                }
                .navigationBarTitleDisplayMode(.inline)
        }.layout(on: iPhone)
        #expect(result.frame(of: "l") == CGRect(x: 16, y: 71, width: 20, height: 20))
        #expect(result.frame(of: "p") == CGRect(x: 181.5, y: 71, width: 30, height: 20))
        #expect(result.frame(of: "t") == CGRect(x: 357, y: 71, width: 20, height: 20))
    }

    @Test("a navigation item goes on the leading side of the bar, as Apple documents for iOS")
    func navigationPlacement() {
        let result = NavigationStack {
            Color.red.id("c")
                .toolbar { ToolbarItem(placement: .navigation) { Color.green.frame(width: 20, height: 20).id("n") } }
                .navigationBarTitleDisplayMode(.inline)
        }.layout(on: iPhone)
        #expect(result.frame(of: "n") == CGRect(x: 16, y: 71, width: 20, height: 20))
    }

    @Test("a bottom-bar item makes a 44-pt toolbar above the bottom inset")
    func bottomBar() {
        // Bottom of the safe area 818: toolbar (0, 774, 393, 44), background down to 852.
        let result = NavigationStack {
            Color.red.id("c")
                .toolbar { ToolbarItem(placement: .bottomBar) { Color.green.frame(width: 20, height: 20) } }
                .navigationBarTitleDisplayMode(.inline)
        }.layout(on: iPhone)
        #expect(result.frame(of: "bottomBar") == CGRect(x: 0, y: 774, width: 393, height: 44))
        #expect(result.frame(of: "bottomBarBackground") == CGRect(x: 0, y: 774, width: 393, height: 78))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 103, width: 393, height: 671))
    }

    @Test("a navigation link is its label outside a list")
    func linkOutsideList() {
        let result = NavigationLink(destination: Text("Next")) { Color.red.frame(width: 50, height: 30) }.id("link").layout(in: CGSize(width: 200, height: 200))
        #expect(result.frame(of: "link") == CGRect(x: 75, y: 85, width: 50, height: 30))
    }

    @Test("a tab view lays out its selected page above a 49-pt tab bar")
    func tabView() {
        let selection = Binding.constant(2)
        let result = TabView(selection: selection) {
            Tab("One", systemImage: "1.circle", value: 1) { Color.red.id("one") }
            Tab("Two", systemImage: "2.circle", value: 2) { Color.blue.id("two") }
        }.layout(on: iPhone)
        #expect(result.frame(of: "one") == nil)
        #expect(result.frame(of: "two") == CGRect(x: 0, y: 59, width: 393, height: 710))
        #expect(result.frame(of: "tabBar") == CGRect(x: 0, y: 769, width: 393, height: 49))
        #expect(result.frame(of: "tabBarBackground") == CGRect(x: 0, y: 769, width: 393, height: 83))
    }

    @Test("tabItem pages: the first is shown; on iPad the bar is 50 pt")
    func tabItems() {
        // iPad safe area (0, 24, 820, 1136): page 1136 - 50 = 1086 tall.
        let result = TabView {
            Color.red.id("one").tabItem { Label("One", systemImage: "1.circle") }
            Color.blue.id("two").tabItem { Label("Two", systemImage: "2.circle") }
        }.layout(on: .iPad)
        #expect(result.frame(of: "one") == CGRect(x: 0, y: 24, width: 820, height: 1086))
        #expect(result.frame(of: "two") == nil)
        #expect(result.frame(of: "tabBar") == CGRect(x: 0, y: 1110, width: 820, height: 50))
    }

    @Test("the page style has no bar: the page fills the view")
    func pageStyle() {
        let result = TabView {
            Tab("One", systemImage: "1.circle") { Color.red.id("one") }
            Tab("Two", systemImage: "2.circle") { Color.blue.id("two") }
        }.tabViewStyle(.page).layout(on: iPhone)
        #expect(result.frame(of: "tabBar") == nil)
        #expect(result.frame(of: "one") == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(result.frame(of: "two") == nil)
    }

    @Test("lazy stacks lay out as stacks")
    func lazyStacks() {
        let lazy = LazyVStack(spacing: 10, pinnedViews: [.sectionHeaders]) { Color.red.frame(height: 20).id("a"); Color.red.frame(height: 20).id("b") }
            .layout(in: CGSize(width: 100, height: 100))
        #expect(lazy.frame(of: "b") == CGRect(x: 0, y: 55, width: 100, height: 20))
        let row = LazyHStack(spacing: 0) { Color.red.frame(width: 20).id("a"); Color.red.frame(width: 30).id("b") }
            .layout(in: CGSize(width: 100, height: 100))
        #expect(row.frame(of: "b") == CGRect(x: 45, y: 0, width: 30, height: 100))
    }
}
