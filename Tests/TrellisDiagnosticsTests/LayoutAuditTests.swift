import Foundation
import Testing
import Trellis

/// The layout audit: for each kind of finding, a layout that has it and one that does not, with
/// the numbers taken from SwiftUI's behaviour, Apple's Human Interface Guidelines and WCAG 2.
@Suite("The layout audit's findings") @MainActor
struct LayoutAuditTests {
    private let window = CGSize(width: 390, height: 844)

    /// The findings of `kind` in `view` laid out in the 390 × 844 window.
    private func findings(_ kind: LayoutAuditKind, in view: some View) -> [LayoutAuditFinding] {
        view.layout(in: window).audit(LayoutAudit(kinds: [kind]))
    }

    @Test("a text cut short in a frame too small for it is truncated; a text with room is not")
    func truncation() throws {
        let long = "A rather long headline that will not fit"
        // A frame one line tall leaves the text one line, with no line limit asking for it.
        let finding = try #require(findings(.truncation, in: Text(long).frame(width: 100, height: 21)).first)
        #expect(finding.culprit.name == "Text \"\(long)\"")
        guard case .truncated(_, _, let lineCount) = finding.detail else { Issue.record("\(finding.detail)"); return }
        #expect(lineCount == 1)
        #expect(finding.message.contains("is truncated"))
        #expect(findings(.truncation, in: Text("Hi")).isEmpty)
        #expect(findings(.truncation, in: Text(long).frame(width: 100)).isEmpty, "the text wraps onto as many lines as it needs")
    }

    @Test("a text drawn beyond a clipped frame is clipped")
    func clipped() throws {
        // A 17-pt body line is about 22 pt tall; a 10-pt clipped frame cuts it.
        let clipped = findings(.truncation, in: Text("Hello").frame(width: 100, height: 10).clipped())
        let finding = try #require(clipped.first)
        guard case .clipped = finding.detail else { Issue.record("\(finding.detail)"); return }
        #expect(findings(.truncation, in: Text("Hello").frame(width: 100, height: 40).clipped()).isEmpty)
    }

    @Test("a text held to its lineLimit is 'shortened by its line limit', not truncated, and can be marked intended")
    func lineLimit() throws {
        let card = Text("A rather long headline that will not fit").lineLimit(2).frame(width: 100)
        let finding = try #require(findings(.lineLimit, in: card).first)
        #expect(finding.detail == .shortenedByLineLimit(limit: 2))
        #expect(finding.message.contains("shortened by its line limit"))
        #expect(finding.fix.contains(".layoutAudit(ignore: .lineLimit)"))
        #expect(findings(.truncation, in: card).isEmpty)
        #expect(findings(.lineLimit, in: card.layoutAudit(ignore: .lineLimit)).isEmpty)
        #expect(findings(.lineLimit, in: Text("Short").lineLimit(2).frame(width: 100)).isEmpty)
    }

    @Test("a word wider than its line breaks in the middle; words broken at spaces do not")
    func brokenWord() throws {
        // "Message" in a 34-pt large title is far wider than 40 pt, so SwiftUI breaks it
        // between characters.
        let finding = try #require(findings(.brokenWord, in: Text("Message").font(.largeTitle).frame(width: 40)).first)
        guard case .brokenWord(let word, let pieces) = finding.detail else { Issue.record("\(finding.detail)"); return }
        #expect(word == "Message")
        #expect(pieces.count > 1 && pieces.joined() == "Message")
        #expect(findings(.brokenWord, in: Text("Hello world").frame(width: 60)).isEmpty)
        // Cut short by a line limit, the lines before the ellipsis still show the break.
        let cut = try #require(findings(.brokenWord, in: Text("Message").font(.largeTitle).lineLimit(2).frame(width: 40)).first)
        guard case .brokenWord(let cutWord, _) = cut.detail else { Issue.record("\(cut.detail)"); return }
        #expect(cutWord == "Message")
    }

    @Test("two buttons on top of each other overlap; side by side they do not")
    func overlappingControls() throws {
        let stacked = ZStack {
            Button("First") {}
            Button("Second") {}
        }
        let finding = try #require(findings(.overlappingControls, in: stacked).first)
        #expect(finding.culprit.name == "Button \"Second\"")
        guard case .overlaps(let other, _) = finding.detail else { Issue.record("\(finding.detail)"); return }
        #expect(other.name == "Button \"First\"")
        let apart = HStack {
            Button("First") {}
            Button("Second") {}
        }
        #expect(findings(.overlappingControls, in: apart).isEmpty)
        let tapped = ZStack {
            Color.red.frame(width: 60, height: 60).onTapGesture {}
            Toggle("Wi-Fi", isOn: .constant(true))
        }
        #expect(findings(.overlappingControls, in: tapped).count == 1)
    }

    @Test("a 30 × 30 button is smaller than the HIG's 44 × 44 hit region; a 44 × 44 one is not")
    func smallHitRegion() throws {
        let small = Button {} label: { Color.blue.frame(width: 30, height: 30) }.id("close")
        let finding = try #require(findings(.smallHitRegion, in: small).first)
        #expect(finding.culprit.name == "Button 'close'")
        #expect(finding.detail == .smallHitRegion(size: CGSize(width: 30, height: 30), minimum: CGSize(width: 44, height: 44)))
        #expect(finding.message.contains("Human Interface Guidelines"))
        #expect(findings(.smallHitRegion, in: Button {} label: { Color.blue.frame(width: 44, height: 44) }).isEmpty)
        #expect(findings(.smallHitRegion, in: Color.blue.frame(width: 20, height: 20).onTapGesture {}).count == 1)
        #expect(findings(.smallHitRegion, in: Color.blue.frame(width: 20, height: 20)).isEmpty, "not interactive")
        // A button in a list row is tapped anywhere in its row, at least 44 pt tall; a bar
        // button across its bar's 44-pt row.
        #expect(findings(.smallHitRegion, in: List { Button("A") {} }).isEmpty)
        #expect(findings(.smallHitRegion, in: NavigationStack { Text("A").toolbar { Button("Edit") {} } }).isEmpty)
    }

    @Test("a text in .system(size:) does not grow with Dynamic Type; text styles and relative custom fonts do")
    func fixedTextSize() throws {
        let finding = try #require(findings(.fixedTextSize, in: Text("Fine print").font(.system(size: 14))).first)
        #expect(finding.detail == .fixedFontSize(size: 14))
        #expect(findings(.fixedTextSize, in: Text("Body").font(.body)).isEmpty)
        #expect(findings(.fixedTextSize, in: Text("Body")).isEmpty)
        #expect(findings(.fixedTextSize, in: Text("Custom").font(.custom("Avenir", size: 14, relativeTo: .footnote))).isEmpty)
        #expect(findings(.fixedTextSize, in: Text("Fixed").font(.custom("Avenir", fixedSize: 14))).count == 1)
    }

    @Test("content below the window that cannot scroll is unreachable; in a ScrollView it is not")
    func unreachableContent() throws {
        let tall = VStack(spacing: 0) {
            Color.red.frame(height: 800)
            Color.blue.frame(height: 300).id("footer")
        }
        let found = findings(.unreachableContent, in: tall)
        #expect(!found.isEmpty)
        #expect(found.allSatisfy { if case .unreachable = $0.detail { return true } else { return false } })
        #expect(findings(.unreachableContent, in: ScrollView { tall }).isEmpty)
        #expect(findings(.unreachableContent, in: Color.red.frame(height: 300)).isEmpty)
    }

    @Test("a button whose label is only an image needs an accessibility label")
    func unlabeledImage() throws {
        let bare = Button {} label: { Image(systemName: "xmark") }
        let finding = try #require(findings(.unlabeledImage, in: bare).first)
        #expect(finding.culprit.name == "Button")
        #expect(finding.detail == .imageWithoutLabel)
        #expect(findings(.unlabeledImage, in: bare.accessibilityLabel("Close")).isEmpty)
        #expect(findings(.unlabeledImage, in: Button {} label: { Image(systemName: "xmark").accessibilityLabel("Close") }).isEmpty)
        #expect(findings(.unlabeledImage, in: Button("Close") {}).isEmpty)
        #expect(findings(.unlabeledImage, in: Image(systemName: "xmark")).isEmpty, "not interactive")
    }

    @Test("contrast below WCAG AA is found in the appearance that has it, with WCAG's ratio")
    func lowContrast() throws {
        // System yellow on white: L = 0.2126 + 0.7152 × 0.6038 = 0.6445, (1 + 0.05) / (0.6445 + 0.05) = 1.51.
        // In dark mode, yellow (255 214 10) on black is about 14.9:1.
        let yellow = findings(.lowContrast, in: Text("Warning").foregroundStyle(.yellow))
        let finding = try #require(yellow.first)
        #expect(yellow.count == 1)
        guard case let .lowContrast(ratio, required, appearance, foreground, _) = finding.detail else { Issue.record("\(finding.detail)"); return }
        #expect(abs(ratio - 1.51) < 0.01)
        #expect(required == 4.5)
        #expect(appearance == .light)
        #expect(foreground == "yellow")
        // White on system blue is 4.02:1 in light mode and 3.65:1 in dark: both below 4.5 for
        // 17-pt body text, both above 3 for a 28-pt title.
        let onBlue = findings(.lowContrast, in: Text("Go").foregroundStyle(.white).padding().background(Color.blue))
        #expect(Set(onBlue.map(\.id.qualifier)) == ["light", "dark"])
        if case let .lowContrast(ratio, _, _, _, background) = onBlue.first?.detail {
            #expect(abs(ratio - 4.02) < 0.01)
            #expect(background == "blue")
        }
        #expect(findings(.lowContrast, in: Text("Go").font(.title).foregroundStyle(.white).padding().background(Color.blue)).isEmpty)
        #expect(findings(.lowContrast, in: Text("Body")).isEmpty, "primary on the system background")
        // System gray (142 142 147) has a luminance of 0.272: 3.26:1 on white, 6.44:1 on black.
        // Over a black layer of a ZStack it passes in light mode too, where the window is white.
        let overBlack = ZStack {
            Color.black
            Text("Caption").foregroundStyle(.gray)
        }
        #expect(findings(.lowContrast, in: overBlack).isEmpty)
        let overWhite = ZStack {
            Color.white
            Text("Caption").foregroundStyle(.gray)
        }
        #expect(Set(findings(.lowContrast, in: overWhite).map(\.id.qualifier)) == ["light", "dark"])
        // The colour set around a text is inherited; one set on the text wins.
        #expect(findings(.lowContrast, in: VStack { Text("Warning") }.foregroundStyle(.yellow)).count == 1)
        #expect(findings(.lowContrast, in: VStack { Text("Warning").foregroundStyle(Color.primary) }.foregroundStyle(.yellow)).isEmpty)
        #expect(findings(.lowContrast, in: Button("Go") {}.padding().background(Color.yellow)).isEmpty, "the accent colour is the app's own")
        #expect(findings(.lowContrast, in: Text("Tinted").foregroundStyle(Color("BrandInk"))).isEmpty, "an asset colour has no known value")
    }

    @Test(".layoutAudit(ignore:) drops its kinds for the view and the views inside it, and no others")
    func suppression() throws {
        let screen = VStack {
            Button {} label: { Image(systemName: "xmark").frame(width: 20, height: 20) }
        }
        let all = screen.layout(in: window).audit()
        #expect(Set(all.map(\.kind)).isSuperset(of: [.smallHitRegion, .unlabeledImage]))
        let quiet = screen.layoutAudit(ignore: .smallHitRegion).layout(in: window).audit()
        #expect(!quiet.contains { $0.kind == .smallHitRegion })
        #expect(quiet.contains { $0.kind == .unlabeledImage })
    }

    @Test("a label that fits at the large text size is shortened at accessibility3, where the body style is 40 pt")
    func dynamicTypeMatrix() throws {
        // Body text is 17 pt at the default size and 40 pt at accessibility3 (Apple's Dynamic
        // Type sizes table): "Notifications" fits 160 pt at the first and not at the second.
        func label(_ size: DynamicTypeSize) -> some View {
            Text("Notifications").lineLimit(1).frame(width: 160).dynamicTypeSize(size)
        }
        #expect(label(.large).layout(in: window).audit().isEmpty)
        let ax3 = label(.accessibility3).layout(in: window).audit()
        #expect(ax3.map(\.kind) == [.lineLimit])
        #expect(ax3.first?.culprit.name == "Text \"Notifications\"")
    }

    @Test("findings keep their identities across window sizes, and a baseline keeps only new findings")
    func baseline() throws {
        let screen = VStack {
            Button {} label: { Color.blue.frame(width: 30, height: 30) }.id("close")
            Text("Fine print").font(.system(size: 11))
        }
        let small = screen.layout(in: CGSize(width: 320, height: 568)).audit(layout: "Screen")
        let large = screen.layout(in: window).audit(layout: "Screen")
        #expect(small.map(\.id) == large.map(\.id))
        #expect(Set(small.map(\.kind)) == [.smallHitRegion, .fixedTextSize])

        let baseline = LayoutAuditBaseline(accepting: small)
        let data = try baseline.jsonData()
        let read = try LayoutAuditBaseline(jsonData: data)
        #expect(read == baseline)
        #expect(large.excluding(read).isEmpty)

        let grown = VStack {
            Button {} label: { Color.blue.frame(width: 30, height: 30) }.id("close")
            Text("Fine print").font(.system(size: 11))
            Button {} label: { Image(systemName: "gear") }.id("settings")
        }
        let new = grown.layout(in: window).audit(layout: "Screen").excluding(read)
        #expect(Set(new.map(\.kind)) == [.smallHitRegion, .unlabeledImage])
        #expect(new.allSatisfy { $0.culprit.name == "Button 'settings'" })
        #expect(screen.layout(in: window).audit(layout: "Other screen").excluding(read).count == 2, "the layout's name is part of the identity")
    }
}
