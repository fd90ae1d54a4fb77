import Foundation
import Testing
import Trellis

/// `TextField(_:text:axis:)`: a vertical field takes a line for each line of its text.
@Suite("Text field axis") @MainActor
struct TextFieldAxisTests {
    @Test("a vertical field is as tall as its lines; a horizontal one keeps one line")
    func verticalGrowth() throws {
        let notes = "First\nSecond\nThird"
        let result = VStack(spacing: 0) {
            TextField("Notes", text: .constant(notes), axis: .vertical).id("vertical")
            TextField("Notes", text: .constant(notes), axis: .horizontal).id("horizontal")
            Text(notes).id("text")
        }
        .layout(in: CGSize(width: 390, height: 400))
        let vertical = try #require(result.frame(of: "vertical")), horizontal = try #require(result.frame(of: "horizontal"))
        let text = try #require(result.frame(of: "text"))
        // Three lines of body text, as the same string in a Text, and the 1.71 pt a field adds
        // to its lines (rounded up to the pixel); the horizontal field one line.
        #expect(vertical.height == (text.height + 1.71).rounded(.up))
        #expect(horizontal.height < vertical.height / 2)
    }
}
