import Testing
import Trellis

/// `NavigationSplitView` collapsed on an iPhone and in columns on an iPad, in iOS 18's design.
/// Expected frames are derived by hand from the ContainerMetrics model: collapsed, the split view
/// is a navigation stack around the preferred column (iPhone 15: safe area (0, 59, 393, 759),
/// bar 44, large title 52); on an iPad (safe area 24 at the top, 20 at the bottom; bars 50)
/// each visible column has its own bar, a leading column 320 wide.
@Suite("Navigation split view") @MainActor
struct NavigationSplitViewTests {
    private let iPhone = Device.iPhone15.running(.iOS18)
    private let iPad = Device.iPad.running(.iOS18)

    @Test("on an iPhone it collapses into a stack showing the sidebar")
    func collapsedShowsSidebar() {
        let result = NavigationSplitView {
            Color.red.id("s").navigationTitle("Folders")
        } detail: {
            Color.blue.id("d")
        }.layout(on: iPhone)
        #expect(result.frame(of: "s") == CGRect(x: 0, y: 155, width: 393, height: 663))
        #expect(result.frame(of: "d") == nil)
    }

    @Test("the preferred compact column shows instead, and a stack at its root adds no second bar")
    func preferredCompactColumn() {
        let result = NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            Color.red.id("s")
        } detail: {
            NavigationStack { Color.blue.id("d").navigationTitle("Note").navigationBarTitleDisplayMode(.inline) }
        }.layout(on: iPhone)
        #expect(result.frame(of: "d") == CGRect(x: 0, y: 103, width: 393, height: 715))
        #expect(result.frame(of: "s") == nil)
        let three = NavigationSplitView(preferredCompactColumn: .constant(.content)) {
            Color.red.id("s")
        } content: {
            Color.green.id("c").navigationTitle("Inbox")
        } detail: {
            Color.blue.id("d")
        }.layout(on: iPhone)
        #expect(three.frame(of: "c") == CGRect(x: 0, y: 155, width: 393, height: 663))
    }

    @Test("on an iPad in landscape the sidebar stands 320 wide beside the detail")
    func landscapeColumns() {
        // Window 1180×820; below the 24-pt status bar and each column's 50-pt bar: y 74, 726 tall.
        let result = NavigationSplitView { Color.red.id("s") } detail: { Color.blue.id("d") }.layout(on: iPad.landscape)
        #expect(result.frame(of: "s") == CGRect(x: 0, y: 74, width: 320, height: 726))
        #expect(result.frame(of: "d") == CGRect(x: 320, y: 74, width: 860, height: 726))
        let narrow = NavigationSplitView { Color.red.id("s").navigationSplitViewColumnWidth(250) } detail: { Color.blue.id("d") }.layout(on: iPad.landscape)
        #expect(narrow.frame(of: "s") == CGRect(x: 0, y: 74, width: 250, height: 726))
        #expect(narrow.frame(of: "d") == CGRect(x: 250, y: 74, width: 930, height: 726))
        let clamped = NavigationSplitView {
            Color.red.id("s").navigationSplitViewColumnWidth(min: 200, ideal: 150, max: 400)
        } detail: { Color.blue.id("d") }.layout(on: iPad.landscape)
        #expect(clamped.frame(of: "s")?.width == 200)
    }

    @Test("three columns with every column visible: sidebar, content, then the detail")
    func threeColumns() {
        let result = NavigationSplitView(columnVisibility: .constant(.all)) {
            Color.red.id("s")
        } content: {
            Color.green.id("c")
        } detail: {
            Color.blue.id("d")
        }.navigationSplitViewStyle(.balanced).layout(on: iPad.landscape)
        #expect(result.frame(of: "s") == CGRect(x: 0, y: 74, width: 320, height: 726))
        #expect(result.frame(of: "c") == CGRect(x: 320, y: 74, width: 320, height: 726))
        #expect(result.frame(of: "d") == CGRect(x: 640, y: 74, width: 540, height: 726))
    }

    @Test("searchable on the split view puts the search band in the first column shown only")
    func searchableSplitView() {
        // iPad: the sidebar's bar (50) and the 52-pt band; the detail keeps its 50-pt bar.
        let result = NavigationSplitView { Color.red.id("s") } detail: { Color.blue.id("d") }
            .searchable(text: .constant(""))
            .layout(on: iPad.landscape)
        #expect(result.frame(of: "s") == CGRect(x: 0, y: 126, width: 320, height: 674))
        #expect(result.frame(of: "d") == CGRect(x: 320, y: 74, width: 860, height: 726))
        // iPhone: the collapsed stack shows it below the sidebar's large title.
        let phone = NavigationSplitView { Color.red.id("s").navigationTitle("Folders") } detail: { Color.blue.id("d") }
            .searchable(text: .constant(""))
            .layout(on: iPhone)
        #expect(phone.frame(of: "s") == CGRect(x: 0, y: 207, width: 393, height: 611))
    }

    @Test("in portrait the detail fills the screen; shown columns lie over it")
    func portrait() {
        // Window 820×1180: y 74, 1180 - 20 - 74 = 1086 tall.
        let automatic = NavigationSplitView { Color.red.id("s") } detail: { Color.blue.id("d") }.layout(on: iPad)
        #expect(automatic.frame(of: "d") == CGRect(x: 0, y: 74, width: 820, height: 1086))
        #expect(automatic.frame(of: "s") == nil)
        let all = NavigationSplitView(columnVisibility: .constant(.all)) { Color.red.id("s") } detail: { Color.blue.id("d") }.layout(on: iPad)
        #expect(all.frame(of: "d") == CGRect(x: 0, y: 74, width: 820, height: 1086))
        #expect(all.frame(of: "s") == CGRect(x: 0, y: 74, width: 320, height: 1086))
        let detailOnly = NavigationSplitView(columnVisibility: .constant(.detailOnly)) { Color.red.id("s") } detail: { Color.blue.id("d") }.layout(on: iPad.landscape)
        #expect(detailOnly.frame(of: "d") == CGRect(x: 0, y: 74, width: 1180, height: 726))
    }
}
