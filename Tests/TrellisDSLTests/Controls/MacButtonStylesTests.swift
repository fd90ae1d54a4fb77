import Testing
import Trellis

/// macOS's button styles, which iOS does not have, are accepted and lay the button out as its
/// label: "Hi" in the body font, its own ideal size.
@Suite("macOS button styles on iOS")
@MainActor
struct MacButtonStylesTests {
    @Test("accessoryBar, accessoryBarAction and link lay a button out as its label, as plain does")
    func asTheLabel() {
        let label = BuiltInTextMeasurer().measure(TextSpec("Hi"), proposal: .unspecified).size
        let window = CGSize(width: 300, height: 400)
        let results = [
            Button("Hi") {}.buttonStyle(.accessoryBar).id("button").layout(in: window),
            Button("Hi") {}.buttonStyle(.accessoryBarAction).id("button").layout(in: window),
            Button("Hi") {}.buttonStyle(.link).id("button").layout(in: window),
        ]
        for result in results {
            #expect(result.frame(of: "button")?.size == label)
        }
    }
}
