import Testing
import Trellis

/// `string` in the body font as the built-in text model sets it: its width rounded up to the
/// pixel, one line (⌈17 × 1.19336⌉ = 21) tall at display scale 1.
private func textSize(_ string: String) -> CGSize {
    BuiltInTextMeasurer().measure(TextSpec(string), proposal: .unspecified).size
}

@Suite("Controls with bindings")
@MainActor
struct BindingControlTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("Toggle takes the offered width: label, spacer, 51 × 31 switch")
    func toggle() {
        let result = VStack { Toggle("Wi-Fi", isOn: .constant(true)).id("toggle") }.layout(in: window)
        #expect(result.frame(of: "toggle")?.size == CGSize(width: 300, height: 31))
        // Ideal: "Wi-Fi" + 8 + 51, as tall as the switch.
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize().sizeThatFits(.infinity) == CGSize(width: textSize("Wi-Fi").width + 8 + 51, height: 31))
    }

    @Test("Slider takes the offered width and is 34 tall; TextField one line of its font")
    func sliderAndTextField() {
        let result = VStack {
            Slider(value: .constant(0.5)).id("slider")
            TextField("Name", text: .constant("")).id("field")
        }
        .layout(in: window)
        #expect(result.frame(of: "slider")?.size == CGSize(width: 300, height: 34))
        #expect(result.frame(of: "field")?.size == CGSize(width: 300, height: 21))
        // Ideally the size of its prompt "Name" set as a text: one body line.
        #expect(TextField("Name", text: .constant("")).sizeThatFits(.unspecified) == textSize("Name"))
    }
}
