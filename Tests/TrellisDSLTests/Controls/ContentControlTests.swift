import Foundation
import Testing
import Trellis

/// `string` as the built-in text model sets it in `font` on one line per paragraph: its width
/// and height rounded up to the pixel at display scale 1.
private func textSize(_ string: String, font: Font = .body) -> CGSize {
    BuiltInTextMeasurer().measure(TextSpec(string, font: font), proposal: .unspecified).size
}

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
        // Ideal: the flexible frame takes its content's ideal size. The tray of a 48-point font
        // (its ink measured at 56 pt, 1.149 × 0.833 em, plus the margins: 1.359 × 0.958 em,
        // 65.2 × 46.0, rounded to 65 × 46) over "Hi" in title2 (one 22-point line,
        // ⌈22 × 1.19336⌉ = 27 tall), 8 apart (a symbol and a text: the default spacing).
        let symbol = Font.system(size: 48).symbolSize(named: "tray")
        let title = textSize("Hi", font: .title2)
        #expect(symbol == CGSize(width: 65, height: 46) && title.height == 27)
        #expect(view.sizeThatFits(.unspecified) == CGSize(width: max(symbol.width, title.width), height: symbol.height + 8 + title.height))
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
        // Ideally as wide as its text: three bullets for "abc", or the prompt; as tall as a
        // text field, 22: SwiftUI's plain fields are 22 pt around a 20.29-pt body line.
        #expect(SecureField("Password", text: .constant("abc")).sizeThatFits(.unspecified) == CGSize(width: textSize("•••").width, height: 22))
        #expect(SecureField("Password", text: .constant("")).sizeThatFits(.unspecified) == CGSize(width: textSize("Password").width, height: 22))
        #expect(SecureField("Password", text: .constant("")).sizeThatFits(ProposedViewSize(width: 300, height: 400)) == CGSize(width: 300, height: 22))
    }

    @Test("TextEditor takes the offered size on both axes; ideally its text's")
    func textEditor() {
        #expect(TextEditor(text: .constant("ab\nabc")).id("editor").layout(in: window).frame(of: "editor") == CGRect(x: 0, y: 0, width: 300, height: 400))
        // Ideally its text set on one line per paragraph: the wider "abc" by two body lines
        // (⌈20.29 + 22⌉ = 43); one line when empty.
        #expect(TextEditor(text: .constant("ab\nabc")).sizeThatFits(.unspecified) == textSize("ab\nabc"))
        #expect(TextEditor(text: .constant("")).sizeThatFits(.unspecified) == CGSize(width: 0, height: 21))
    }

    @Test("ShareLink hugs its label: the share symbol and its title")
    func shareLink() {
        let url = URL(string: "https://example.com")!
        // The body share symbol (square.and.arrow.up, an upright symbol: 1.140 × 1.113 em,
        // 19.4 × 18.9 → 19 × 19) + 8 + "Share", as tall as the 21-tall line.
        let symbol = Font.body.symbolSize(named: "square.and.arrow.up").width
        #expect(Font.body.symbolSize(named: "square.and.arrow.up").height < 21)
        #expect(ShareLink(item: url).sizeThatFits(.unspecified) == CGSize(width: symbol + 8 + textSize("Share").width, height: 21))
        #expect(ShareLink("Send", item: url).sizeThatFits(.unspecified) == CGSize(width: symbol + 8 + textSize("Send").width, height: 21))
        #expect(ShareLink(item: url) { Color.red.frame(width: 5, height: 6) }.sizeThatFits(.unspecified) == CGSize(width: 5, height: 6))
    }
}
