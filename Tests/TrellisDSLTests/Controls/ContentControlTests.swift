import Foundation
import Testing
import Trellis

@Suite("ContentUnavailableView, AsyncImage, SecureField, TextEditor, ShareLink") @MainActor
struct ContentControlTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("ContentUnavailableView takes all the space offered")
    func contentUnavailable() {
        let result = ContentUnavailableView("No Mail", systemImage: "tray").id("empty").layout(in: window)
        #expect(result.frame(of: "empty") == CGRect(x: 0, y: 0, width: 300, height: 400))
        let search = ContentUnavailableView.search(text: "cats").id("empty").layout(in: window)
        #expect(search.frame(of: "empty") == CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    @Test("ContentUnavailableView stacks a 48-point symbol over the title")
    func contentUnavailableLabel() {
        let view = ContentUnavailableView(label: { Label("Hi", systemImage: "tray") })
        // Ideal: the flexible frame takes its content's ideal size. Symbol one 48-point line
        // (⌈57.6⌉ = 58 square) over "Hi" in title2 (22 pt: H 11 + i 5.5 = 16.5 wide, ⌈26.4⌉ = 27
        // tall), 8 apart.
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: 58, height: 93))
    }

    @Test("AsyncImage before loading: the default placeholder fills the space; a custom one sizes it")
    func asyncImage() {
        let url = URL(string: "https://example.com/icon.png")
        #expect(AsyncImage(url: url).id("image").layout(in: window).frame(of: "image") == CGRect(x: 0, y: 0, width: 300, height: 400))
        let custom = AsyncImage(url: url) { image in image.resizable() } placeholder: { Color.blue.frame(width: 40, height: 30) }
        #expect(custom.sizeThatFits(ProposedViewSize(width: 300, height: 400)) == CGSize(width: 40, height: 30))
        let phased = AsyncImage(url: url) { phase in
            if let image = phase.image { image } else { Color.red.frame(width: 12, height: 12) }
        }
        #expect(phased.sizeThatFits(ProposedViewSize(width: 300, height: 400)) == CGSize(width: 12, height: 12))
    }

    @Test("SecureField is sized as a TextField: a bullet per character, or the prompt")
    func secureField() {
        #expect(SecureField("Password", text: .constant("abc")).sizeThatFits(.unspecified) == CGSize(width: 25.5, height: 21))
        // "Password" = 7 × 8.5 + w 12.75 = 72.25.
        #expect(SecureField("Password", text: .constant("")).sizeThatFits(.unspecified) == CGSize(width: 72.25, height: 21))
        #expect(SecureField("Password", text: .constant("")).sizeThatFits(ProposedViewSize(width: 300, height: 400)) == CGSize(width: 300, height: 21))
    }

    @Test("TextEditor takes the offered size on both axes; ideally its text's")
    func textEditor() {
        #expect(TextEditor(text: .constant("ab\nabc")).id("editor").layout(in: window).frame(of: "editor") == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(TextEditor(text: .constant("ab\nabc")).sizeThatFits(.unspecified) == CGSize(width: 25.5, height: 42))
        #expect(TextEditor(text: .constant("")).sizeThatFits(.unspecified) == CGSize(width: 0, height: 21))
    }

    @Test("ShareLink hugs its label: the share symbol and its title")
    func shareLink() {
        let url = URL(string: "https://example.com")!
        // 21 + 8 + "Share" 42.5.
        #expect(ShareLink(item: url).sizeThatFits(.unspecified) == CGSize(width: 71.5, height: 21))
        // "Send" = S e n d 34.
        #expect(ShareLink("Send", item: url).sizeThatFits(.unspecified) == CGSize(width: 63, height: 21))
        #expect(ShareLink(item: url) { Color.red.frame(width: 5, height: 6) }.sizeThatFits(.unspecified) == CGSize(width: 5, height: 6))
    }
}
