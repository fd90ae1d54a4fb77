import Foundation
import Testing
import Trellis

/// Issue 40's design-system symptoms, one test each: the view the issue describes, laid out as
/// the issue says it was drawn, against the value real SwiftUI drew (the issue quotes the
/// renderings). A symptom Trellis does not reproduce is a known issue whose reason the
/// DifferencesFromSwiftUI article gives ("The design-system symptoms").
@Suite("Issue 40's design-system symptoms") @MainActor
struct DesignSystemSymptomTests {
    /// A phone-sized window at `scale` running `design`, with a phone's safe area.
    private static func phone(_ design: OSVersion, scale: CGFloat = 3) -> Device {
        Device(name: "390-pt phone", size: CGSize(width: 390, height: 844), displayScale: scale,
               horizontalSizeClass: .compact, verticalSizeClass: .regular,
               safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)).running(design)
    }

    @Test("1: a large bordered prominent button is 49.5 tall on iOS 17 at @2x")
    func largeButtonOnIOS17() throws {
        let result = Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large).id("button")
            .layout(on: Self.phone(.iOS17, scale: 2))
        let button = try #require(result.frame(of: "button"))
        // Trellis pads the 20.5-pt body line by the chosen 14 above and below: 48.5.
        withKnownIssue("the large control size's insets are a choice; the one rendering of it is not a calibration image") {
            #expect(button.height == 49.5)
        }
    }

    @Test("2: inset-grouped and toggle rows are 52 tall on iOS 26.2 and later at the default text size, 51 at medium")
    func rowsOnLaterIOS26() throws {
        let form = Form {
            Text("General").listRowBackground(Color.white.id("plain"))
            Toggle("Wi-Fi", isOn: .constant(true)).listRowBackground(Color.white.id("toggle"))
        }
        for design in [OSVersion.iOS26, .iOS26_0] {
            let large = form.layout(on: Self.phone(design))
            #expect(try #require(large.frame(of: "plain")).height == 52, "\(design)")
            #expect(try #require(large.frame(of: "toggle")).height == 52, "\(design)")
            // The iOS 26.0 and 26.4 renderings that draw 51 are at Dynamic Type medium.
            let medium = form.dynamicTypeSize(.medium).layout(on: Self.phone(design))
            #expect(try #require(medium.frame(of: "plain")).height == 51, "\(design)")
            #expect(try #require(medium.frame(of: "toggle")).height == 51, "\(design)")
        }
    }

    @Test("3: under an iOS 26 large title the content starts 20 pt lower than under iOS 18's")
    func largeTitleOnIOS26() throws {
        func contentTop(_ design: OSVersion) throws -> CGFloat {
            let result = NavigationStack { Color.red.id("content").navigationTitle("Settings") }
                .layout(on: Self.phone(design))
            return try #require(result.frame(of: "content")).minY
        }
        let iOS18 = try contentTop(.iOS18)
        #expect(abs(iOS18 - (47 + 96)) < 0.01)
        #expect(abs(try contentTop(.iOS26) - iOS18 - 20) < 0.01)
        #expect(abs(try contentTop(.iOS26_0) - iOS18 - 20) < 0.01)
    }

    @Test("4: in a 450-pt window iOS 18 starts row content at x 32 and iOS 26 at x 40, the reverse of a 390-pt phone")
    func listInsetsByWindowWidth() throws {
        for (design, phone, window) in [(OSVersion.iOS18, 40.0, 32.0), (.iOS26, 32, 40)] {
            let onPhone = try ListWindowWidthTests.row(on: ListWindowWidthTests.window(390, design))
            let inWindow = try ListWindowWidthTests.row(on: ListWindowWidthTests.window(450, design, safeArea: false))
            #expect(abs(onPhone.content - phone) < 0.01, "\(design): \(onPhone)")
            #expect(abs(inWindow.content - window) < 0.01, "\(design): \(inWindow)")
        }
    }

    @Test("5: a symbol beside body text in a padded capsule is as tall as the symbol's own frame, not a 1.13-em square")
    func symbolInCapsule() throws {
        // The cause the issue names: every symbol was one 1.13-em square. Symbols now take their
        // own frames; `gear` is measured 1.275 em tall (SymbolCalibration), so beside a 20.33-pt
        // body line its capsule, padded by 8, is 21.67 + 16 tall; `plus` (0.938 em) leaves the
        // line the taller.
        func capsule(_ symbol: String) throws -> CGRect {
            let result = HStack { Image(systemName: symbol); Text("Settings") }
                .padding(.horizontal, 12).padding(.vertical, 8)
                .background(Capsule().fill(Color.blue).id("capsule"))
                .layout(on: Self.phone(.iOS26))
            return try #require(result.frame(of: "capsule"))
        }
        #expect(abs(try capsule("gear").height - (21.67 + 16)) < 0.01)
        #expect(abs(try capsule("plus").height - (20.33 + 16)) < 0.01)
    }

    @Test("6: at Dynamic Type extra small a bold headline over a four-line callout is a 122.67-pt card, the callout's lines 18 apart")
    func extraSmallCard() throws {
        let paragraph = Text("One\nTwo\nThree\nFour").font(.callout).id("callout")
        let result = VStack(alignment: .leading, spacing: 4) {
            Text("Headline").font(.headline).bold()
            paragraph
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.blue).id("card"))
        .dynamicTypeSize(.xSmall)
        .layout(on: Self.phone(.iOS18))
        // The callout is 13 pt at extra small: a 15.67-pt line and 18 pt from baseline to
        // baseline, so four lines are 15.67 + 3 × 18 tall.
        #expect(abs(try #require(result.frame(of: "callout")).height - (15.67 + 54)) < 0.01)
        #expect(abs(try #require(result.frame(of: "card")).height - 122.67) < 0.01)
    }

    @Test("8: iOS 17 is a design of its own, with its measured list metrics")
    func iOS17Design() throws {
        #expect(OSVersion(release: "17.5") == .iOS17)
        #expect(OSVersion(majorVersion: 17) == .iOS17)
        // SpeziViews' list row recorded on iOS 17: a 20-pt card margin, content at 40, 44-pt rows.
        let row = try ListWindowWidthTests.row(on: ListWindowWidthTests.window(390, .iOS17), size: .medium)
        #expect(abs(row.card - 20) < 0.01 && abs(row.content - 40) < 0.01 && abs(row.height - 44) < 0.01, "\(row)")
    }

    @Test("9: safeAreaInset with nil spacing keeps 8 between the bar and plain content")
    func safeAreaInsetDefaultSpacing() throws {
        let result = Color.red.id("content")
            .safeAreaInset(edge: .bottom, spacing: nil) { Color.blue.frame(height: 50).id("bar") }
            .layout(in: CGSize(width: 300, height: 400))
        let content = try #require(result.frame(of: "content")), bar = try #require(result.frame(of: "bar"))
        #expect(bar.minY - content.maxY == 8)
    }

    @Test("10: a large symbol over body text in a VStack is 46 tall, the text right under the image")
    func symbolOverText() throws {
        let result = VStack {
            Image(systemName: "globe").imageScale(.large).id("image")
            Text("Hello, world!").id("text")
        }
        .id("stack")
        .layout(on: Self.phone(.iOS18))
        let image = try #require(result.frame(of: "image")), text = try #require(result.frame(of: "text"))
        // The spacing, the symptom: the text touches the image (Trellis put 8 between them).
        #expect(abs(text.minY - image.maxY) < 0.01)
        #expect(abs(text.height - 20.33) < 0.01)
        // The globe's frame: the rendering's is 25.67 tall at the large scale, Trellis's the
        // circle class's 1.121 em (24.67), so the stack is 45.
        let stack = try #require(result.frame(of: "stack"))
        withKnownIssue("the globe is sized by its class; a frame 1.162 em tall would leave 0.16 em below its ink, more than any measured frame does") {
            #expect(abs(stack.height - 46) < 0.01)
        }
    }

    @Test("11: a menu Picker in a Form row shows its label leading and its value with chevrons trailing")
    func menuPickerInForm() throws {
        let result = Form {
            Picker(selection: .constant(1)) {
                Text("Light").tag(0)
                Text("Dark").tag(1)
            } label: {
                Text("Appearance").id("label")
            }
        }
        .layout(on: Self.phone(.iOS26))
        let label = try #require(result.frame(of: "label")), value = try #require(result.frame(ofText: "Dark"))
        // A 16-pt card margin and a 16-pt row inset on each side of a 390-pt phone.
        #expect(label.minX == 32)
        #expect(value.minX > label.maxX)
        #expect(value.maxX < 390 - 32 && value.maxX > 390 - 32 - 30)
    }
}
