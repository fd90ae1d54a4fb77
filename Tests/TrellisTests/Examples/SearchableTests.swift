import Testing
import Trellis

/// `searchable` in a navigation stack on a device running iOS 18's design. Expected frames are
/// derived by hand from the ContainerMetrics model (iPhone 15: safe area (0, 59, 393, 759);
/// bar 44 pt, a large title 52 more, the search band 52 more with its 36-pt field between the
/// bar's 16-pt margins, 15 above the band's bottom as iOS 18.6 draws it: cx-monsters-searchbottom-65
/// in the container measurements).
@Suite("Searchable") @MainActor
struct SearchableTests {
    private let iPhone = Device.iPhone15.running(.iOS18)

    @Test("the search band sits below the large title and the content starts below it")
    func belowLargeTitle() {
        let result = NavigationStack {
            Color.red.id("c").navigationTitle("Mail").searchable(text: .constant(""))
        }.layout(on: iPhone)
        // 59 + 44 + 52 = 155: the band's top; 155 + 52 = 207: the content's; 207 - 15 - 36 = 156:
        // the field's top.
        #expect(result.frame(of: "searchBar") == CGRect(x: 0, y: 155, width: 393, height: 52))
        #expect(result.frame(of: "searchField") == CGRect(x: 16, y: 156, width: 361, height: 36))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 207, width: 393, height: 611))
    }

    @Test("with an inline title the band follows the 44-pt bar")
    func belowInlineBar() {
        let result = NavigationStack {
            Color.red.id("c").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline)
                .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Find")
        }.layout(on: iPhone)
        #expect(result.frame(of: "searchBar") == CGRect(x: 0, y: 103, width: 393, height: 52))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 155, width: 393, height: 663))
    }

    @Test("applied to the stack itself, the field is the stack's, and a stack around does not show it again")
    func appliedToTheStack() {
        let inner = NavigationStack { Color.red.id("c").navigationTitle("Mail") }.searchable(text: .constant(""), isPresented: .constant(false))
        #expect(inner.layout(on: iPhone).frame(of: "c") == CGRect(x: 0, y: 207, width: 393, height: 611))
        // The outer stack's untitled bar (44) and the inner stack's bar, large title and band (148).
        let nested = NavigationStack { inner.navigationBarTitleDisplayMode(.inline) }.layout(on: iPhone)
        #expect(nested.frame(of: "c") == CGRect(x: 0, y: 59 + 44 + 148, width: 393, height: 818 - 251))
    }

    @Test("on an iPad the toolbar placement puts the field in the bar: no band")
    func toolbarPlacementOnIPad() {
        // iPad: status bar 24, bar 50, large title 52, then the band for every other placement.
        let iPad = Device.iPad.running(.iOS18)
        let toolbar = NavigationStack { Color.red.id("c").navigationTitle("Mail").searchable(text: .constant(""), placement: .toolbar) }.layout(on: iPad)
        #expect(toolbar.frame(of: "c")?.minY == 126)
        #expect(toolbar.frame(of: "searchBar") == nil)
        let drawer = NavigationStack { Color.red.id("c").navigationTitle("Mail").searchable(text: .constant("")) }.layout(on: iPad)
        #expect(drawer.frame(of: "c")?.minY == 178)
        // On iPhone the toolbar placement is the drawer.
        let phone = NavigationStack { Color.red.id("c").navigationTitle("Mail").searchable(text: .constant(""), placement: .toolbar) }.layout(on: iPhone)
        #expect(phone.frame(of: "c")?.minY == 207)
    }

    @Test("outside a navigation stack, a searchable view lays out unchanged")
    func outsideAStack() {
        let plain = Color.red.frame(width: 100, height: 40).id("c")
        let size = CGSize(width: 300, height: 200)
        #expect(plain.searchable(text: .constant("")).layout(in: size).frame(of: "c") == plain.layout(in: size).frame(of: "c"))
    }
}
