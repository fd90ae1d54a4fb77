import Testing
import Trellis

@Suite("Controls with bindings")
@MainActor
struct BindingControlTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("Toggle takes the offered width: label, spacer, 51 × 31 switch")
    func toggle() {
        let result = VStack { Toggle("Wi-Fi", isOn: .constant(true)).id("toggle") }.layout(in: window)
        #expect(result.frame(of: "toggle")?.size == CGSize(width: 300, height: 31))
        // Ideal: "Wi-Fi" = W 12.75 + i 4.25 + - 8.5 + F 8.5 + i 4.25 = 38.25, + 8 + 51 = 97.25.
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize().sizeThatFits(.infinity) == CGSize(width: 97.25, height: 31))
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
        // Ideal width: the prompt "Name" = N 8.5 + a 8.5 + m 12.75 + e 8.5 = 38.25.
        #expect(TextField("Name", text: .constant("")).sizeThatFits(.unspecified) == CGSize(width: 38.25, height: 21))
    }
}
