import Testing
import Trellis

// Text field styles as SwiftUI declares them: a custom style implements the underscored
// `_body(configuration:)`, whose configuration is the bare field; the built-in styles change
// the field's own line.

/// A field padded by 12 on a white box, as design-system input styles write it.
private struct BoxedFieldStyle: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(12).background(Color.white).id("box")
    }
}

@Suite("Text field styles")
@MainActor
struct TextFieldStyleTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("A custom style lays the field out through _body(configuration:): the bare field, padded")
    func customStyle() throws {
        let result = VStack(spacing: 0) {
            TextField("Name", text: .constant("")).id("plain")
            TextField("Name", text: .constant("")).textFieldStyle(BoxedFieldStyle())
        }
        .layout(in: window)
        let plain = try #require(result.frame(of: "plain")), box = try #require(result.frame(of: "box"))
        // The configuration is the field in the plain style: its line, with 12 all round.
        #expect(box.width == window.width)
        #expect(box.height == plain.height + 24)
        #expect(box.minY == plain.maxY)
    }

    @Test("A built-in style set inside a custom one replaces it")
    func builtInInsideCustom() throws {
        let inner = VStack(spacing: 0) {
            TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("rounded")
        }
        .textFieldStyle(BoxedFieldStyle())
        let rounded = try #require(inner.layout(in: window).frame(of: "rounded"))
        let alone = try #require(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("alone").layout(in: window).frame(of: "alone"))
        #expect(rounded.size == alone.size)
    }
}
