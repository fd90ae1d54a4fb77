import Foundation
import Testing
import Trellis

/// Diagnostics name a view as the code wrote it: a bordered button is a `Button`, though its
/// style made a `padding` and a background; a `Label` is a `Label`, though its body is an
/// `HStack`. The user's own view types keep the name of what their bodies made.
@Suite("Views named as written") @MainActor
struct WrittenNameTests {
    private struct Header: View {
        var body: some View {
            HStack {
                Text("Ada Lovelace")
                Button("follow") {}.buttonStyle(.bordered).id("follow")
            }
            .id("header")
        }
    }

    private var result: LayoutResult {
        Header().layout(in: CGSize(width: 390, height: 844), explain: true)
    }

    @Test("a bordered button's row in the frame table says Button, not padding")
    func frameTableNamesButton() {
        let table = result.frameTable()
        #expect(table.contains("  Button 'follow' "), "\(table)")
        #expect(!table.contains("padding 'follow'"), "\(table)")
        // The user's own view is not a library view: its stack stays an HStack.
        #expect(table.contains("HStack 'header' "), "\(table)")
    }

    @Test("the wireframe labels the button's box Button")
    func wireframeNamesButton() {
        #expect(Wireframe.svg(result).contains(">Button 'follow' "))
    }

    @Test("a warning about an unnamed button names it Button")
    func warningNamesButton() throws {
        // The button's label keeps its ideal width, wider than the 20-pt frame around the
        // button, so the button sticks out of it on both sides.
        let layout = VStack {
            Button(action: {}) { Text("follow").fixedSize() }.buttonStyle(.bordered).frame(width: 20)
        }
        .layout(in: CGSize(width: 390, height: 844))
        let names = layout.warnings.map(\.view.typeName)
        #expect(names.contains("Button"), "\(layout.warnings.map(\.message))")
        #expect(!names.contains("padding") && !names.contains("background"), "\(names)")
    }

    @Test("a why-chain names the node a button's style made after the button: Button's padding")
    func whyChainNamesButton() {
        let chain = result.explain("follow")
        #expect(chain.contains("Button's padding"), "\(chain)")
    }

    @Test("a long text is shown with its length, never cut with an ellipsis")
    func longTextHasLength() {
        let text = "Pack my box with five dozen liquor jugs"
        let table = Text(text).id("t").layout(in: CGSize(width: 390, height: 844)).frameTable()
        #expect(table.contains("(\(text.count) characters) 't'"), "\(table)")
        #expect(!table.contains("…"))
    }
}

/// The library's internal views (a navigation bar, a tab bar, a toggle's row) are never the
/// names of nodes: no code outside the library writes them.
@Suite("Views named as written: never the library's internal views") @MainActor
struct InternalViewNameTests {
    @Test("a tab view of a navigation stack with a list of controls names no internal view")
    func noInternalNames() {
        let view = TabView {
            NavigationStack {
                List {
                    Text("a")
                    Toggle("t", isOn: .constant(true))
                    ProgressView(value: 0.5)
                    GroupBox("g") { Text("x") }
                    LabeledContent("k", value: "v")
                    DisclosureGroup("d") { Text("y") }
                }
                .navigationTitle("T")
                .toolbar { ToolbarItem(placement: .bottomBar) { Text("b") } }
            }
            .tabItem { Text("one") }
        }
        let table = view.layout(on: .iPhone15).frameTable(includeModifiers: true)
        for name in ["NavigationBarView", "TabBarView", "BottomToolbarView", "ToggleRow", "ProgressIndicator",
                         "GroupBoxLayout", "LabeledContentLayout", "DisclosureLayout"] {
            #expect(!table.contains(name), "\(name) in\n\(table)")
        }
        #expect(table.contains("Toggle"), "\(table)")
    }
}
