import Testing
import Trellis

// The built-in styles by their type names, as older SwiftUI code writes them
// (`.buttonStyle(PlainButtonStyle())`, `.tabViewStyle(PageTabViewStyle())`): each lays out as
// the static member that names the same style.

@Suite("Built-in style types")
@MainActor
struct BuiltInStyleTypesTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("a button style type lays out as its static member: the bordered ones padded, the others the label")
    func buttonStyleTypes() throws {
        let label = try #require(Text("Save").id("t").layout(in: window).frame(of: "t")).size
        let bordered = try #require(Button("Save") {}.buttonStyle(.bordered).id("b").layout(in: window).frame(of: "b")).size
        #expect(bordered.width > label.width && bordered.height > label.height)
        let cases: [(AnyView, CGSize)] = [
            (AnyView(Button("Save") {}.buttonStyle(BorderedButtonStyle())), bordered),
            (AnyView(Button("Save") {}.buttonStyle(BorderedProminentButtonStyle())), bordered),
            (AnyView(Button("Save") {}.buttonStyle(BorderlessButtonStyle())), label),
            (AnyView(Button("Save") {}.buttonStyle(PlainButtonStyle())), label),
            (AnyView(Button("Save") {}.buttonStyle(DefaultButtonStyle())), label),
        ]
        for (button, size) in cases {
            #expect(try #require(button.id("b").layout(in: window).frame(of: "b")).size == size)
        }
    }

    @Test("PageTabViewStyle drops the tab bar as .page does; DefaultTabViewStyle keeps it")
    func tabViewStyleTypes() throws {
        func tabs() -> some View {
            TabView {
                Tab("One", systemImage: "1.circle") { Color.red.id("one") }
                Tab("Two", systemImage: "2.circle") { Color.blue.id("two") }
            }
        }
        let paged = tabs().tabViewStyle(.page).layout(in: window)
        let barred = tabs().layout(in: window)
        #expect(paged.frame(of: "one") != barred.frame(of: "one"))
        #expect(tabs().tabViewStyle(PageTabViewStyle(indexDisplayMode: .never)).layout(in: window).frame(of: "one") == paged.frame(of: "one"))
        #expect(tabs().tabViewStyle(.page(indexDisplayMode: .always)).layout(in: window).frame(of: "one") == paged.frame(of: "one"))
        #expect(tabs().tabViewStyle(DefaultTabViewStyle()).layout(in: window).frame(of: "one") == barred.frame(of: "one"))
    }

    @Test("the tinted switch, bar and spinner styles lay out as the untinted ones")
    func tintedStyles() throws {
        let toggle = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .green)).id("toggle").layout(in: window)
        #expect(try #require(toggle.frame(of: "toggle")).width == 300)
        #expect(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green)).sizeThatFits(.unspecified)
                == ProgressView().progressViewStyle(.circular).sizeThatFits(.unspecified))
        #expect(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .green)).sizeThatFits(.unspecified)
                == ProgressView(value: 0.5).progressViewStyle(.linear).sizeThatFits(.unspecified))
    }
}
