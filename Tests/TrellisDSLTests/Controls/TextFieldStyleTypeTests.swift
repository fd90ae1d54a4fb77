import Testing
import Trellis

@Suite("Text field style types")
@MainActor
struct TextFieldStyleTypeTests {
    /// The field's frame under a style, in an iPhone-sized window.
    func field(_ style: some TextFieldStyle) -> CGRect? {
        VStack { TextField("Name", text: .constant("")).textFieldStyle(style).id("field") }
            .layout(in: CGSize(width: 300, height: 400)).frame(of: "field")
    }

    @Test("A style type lays out as the style its static member names")
    func typesAreTheirStaticMembers() throws {
        // SwiftUI declares `.roundedBorder` as `RoundedBorderTextFieldStyle()`, `.plain` as
        // `PlainTextFieldStyle()` and `.automatic` as `DefaultTextFieldStyle()`.
        let rounded = try #require(field(RoundedBorderTextFieldStyle()))
        let plain = try #require(field(PlainTextFieldStyle()))
        #expect(rounded == field(.roundedBorder))
        #expect(plain == field(.plain))
        #expect(field(DefaultTextFieldStyle()) == field(.automatic))
        #expect(rounded.height > plain.height, "the rounded border pads the line")
    }
}
