import Testing
import Trellis

/// Expected frames follow the list metric model (ContainerMetrics article) of the default design,
/// iOS 26's: on a compact-width screen, section cards 16 from the sides, row insets 15 above and
/// below and 16 at the sides, rows at least 52 tall (at the default text size), 35 above the first section and between
/// sections in the grouped styles. The measurements that fix those numbers, and iOS 18's, are
/// replayed by `ContainerCalibrationTests`.
@Suite("List, Form and Section") @MainActor
struct ListLayoutTests {
    private let window = CGSize(width: 393, height: 600)

    private func bar(_ name: String, height: CGFloat = 30) -> some View {
        Color.red.frame(height: height).id(name)
    }

    @Test("Inset grouped by default: card 16 in, rows inset 16 and 15, 35 above the first section")
    func insetGroupedRows() {
        let result = List {
            bar("a")
            bar("b")
        }
        .id("list")
        .layout(in: window)
        #expect(result.frame(of: "list") == CGRect(x: 0, y: 0, width: 393, height: 600))
        // Row width 393 − 2 × 16 = 361; content 361 − 2 × 16 = 329. Row height 30 + 30 = 60.
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 50, width: 329, height: 30))
        #expect(result.frame(of: "b") == CGRect(x: 32, y: 110, width: 329, height: 30))
    }

    @Test("A row is at least 52 tall at the default text size and 51 at medium, its content centred in it")
    func minimumRowHeight() {
        let list = List {
            bar("a", height: 10)
            bar("b")
        }
        let result = list.layout(in: window)
        // 10 + 30 = 40 < 52: the row is 52, the padded content 6 from its top.
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 35 + 6 + 15, width: 329, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 32, y: 35 + 52 + 15, width: 329, height: 30))
        // At Dynamic Type medium: 51, the content 5.5 from its top.
        let medium = list.dynamicTypeSize(.medium).layout(in: window)
        #expect(medium.frame(of: "a") == CGRect(x: 32, y: 35 + 5.5 + 15, width: 329, height: 10))
        #expect(medium.frame(of: "b") == CGRect(x: 32, y: 35 + 51 + 15, width: 329, height: 30))
    }

    @Test("defaultMinListRowHeight sets the minimum")
    func customMinimumRowHeight() {
        let result = List { bar("a", height: 10) }
            .environment(\.defaultMinListRowHeight, 60)
            .layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 35 + 10 + 15, width: 329, height: 10))
    }

    @Test("listRowSpacing puts space between the rows of a section, none above the first")
    func rowSpacing() {
        let result = List { bar("a"); bar("b") }.listRowSpacing(10).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 50, width: 329, height: 30))
        #expect(result.frame(of: "b") == CGRect(x: 32, y: 120, width: 329, height: 30))
        // nil, negative and infinite spacings leave the rows touching.
        for spacing in [nil, -5, CGFloat.infinity] as [CGFloat?] {
            #expect(List { bar("a"); bar("b") }.listRowSpacing(spacing).layout(in: window).frame(of: "b")?.minY == 110)
        }
    }

    @Test("headerProminence(.increased) sets header text in title 3, bold, as written")
    func prominentHeader() {
        for version in OSVersion.allCases {
            let standard = List { Section { bar("a") } header: { Text("Header").id("h") } }
                .environment(\.osVersion, version).layout(in: window)
            let prominent = List { Section { bar("a") } header: { Text("Header").id("h") }.headerProminence(.increased) }
                .environment(\.osVersion, version).layout(in: window)
            let title3 = Text("Header").font(.title3.bold()).sizeThatFits(.unspecified)
            #expect(prominent.frame(of: "h")?.size == title3)
            #expect(standard.frame(of: "h")?.size != title3)
        }
        // iOS 18's standard header is the upper-case footnote.
        let older = List { Section { bar("a") } header: { Text("Header").id("h") } }.environment(\.osVersion, .iOS18).layout(in: window)
        #expect(older.frame(of: "h")?.size == Text("HEADER").font(.footnote).sizeThatFits(.unspecified))
    }

    @Test("Plain: rows edge to edge, no top margin")
    func plain() {
        let result = List { bar("a"); bar("b") }.listStyle(.plain).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 16, y: 15, width: 361, height: 30))
        #expect(result.frame(of: "b") == CGRect(x: 16, y: 75, width: 361, height: 30))
    }

    @Test("Inset: rows 16 in from the sides, no top margin")
    func inset() {
        let result = List { bar("a") }.listStyle(.inset).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 15, width: 329, height: 30))
    }

    @Test("Grouped: sections edge to edge with 35 above")
    func grouped() {
        let result = List { bar("a") }.listStyle(.grouped).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 16, y: 50, width: 361, height: 30))
    }

    @Test("Sidebar lays out as inset grouped on iPhone")
    func sidebar() {
        let result = List { bar("a") }.listStyle(.sidebar).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 50, width: 329, height: 30))
    }

    @Test("Regular width: margins of 20")
    func regularWidth() {
        let result = List { bar("a") }
            .environment(\.horizontalSizeClass, .regular)
            .layout(in: CGSize(width: 820, height: 600))
        #expect(result.frame(of: "a") == CGRect(x: 40, y: 50, width: 740, height: 30))
    }

    @Test("Sections: bold header 9.5 above the card, footnote footer 7.33 below, 35 between sections")
    func sections() {
        let result = List {
            Section {
                bar("a")
            } header: {
                Text("Fruit").id("header")
            } footer: {
                Text("Fresh").id("footer")
            }
            Section {
                bar("b")
            }
        }
        .layout(in: window)
        // "Fruit" in bold body text, as wide as the text model sets it, one 21-pt line tall,
        // 17.33 − 7 from the top (the first section's header reaches into the top margin).
        let fruit = BuiltInTextMeasurer().measure(TextSpec("Fruit", font: Font.body.bold()), proposal: .unspecified).size
        let fresh = BuiltInTextMeasurer().measure(TextSpec("Fresh", font: .footnote), proposal: .unspecified).size
        expectFrame(result.frame(of: "header"), CGRect(x: 32, y: 10.33, width: fruit.width, height: 21))
        // The card starts 9.5 below the header: 10.33 + 21 + 9.5 = 40.83.
        expectFrame(result.frame(of: "a"), CGRect(x: 32, y: 40.83 + 15, width: 329, height: 30))
        // The footer, in footnote text (⌈13 × 1.19336⌉ = 16 tall at scale 1), follows the 60-tall
        // row and a 7.33 gap.
        expectFrame(result.frame(of: "footer"), CGRect(x: 32, y: 40.83 + 60 + 7.33, width: fresh.width, height: 16))
        // Second section: 35 below the first, which ends 13.33 above the footer's bottom: 110.83.
        expectFrame(result.frame(of: "b"), CGRect(x: 32, y: 110.83 + 35 + 15, width: 329, height: 30))
    }

    @Test("listSectionSpacing: compact 20 and custom lengths")
    func sectionSpacing() {
        let compact = List { Section { bar("a") }; Section { bar("b") } }
            .listSectionSpacing(.compact)
            .layout(in: window)
        #expect(compact.frame(of: "b")?.minY == CGFloat(35 + 60 + 20 + 15))
        let custom = List { Section { bar("a") }; Section { bar("b") } }
            .listSectionSpacing(5)
            .layout(in: window)
        #expect(custom.frame(of: "b")?.minY == CGFloat(35 + 60 + 5 + 15))
    }

    @Test("Negative or non-finite section spacing falls back to no spacing or the default")
    func badSectionSpacing() {
        let negative = List { Section { bar("a") }; Section { bar("b") } }.listSectionSpacing(-10).layout(in: window)
        #expect(negative.frame(of: "b")?.minY == CGFloat(35 + 60 + 0 + 15))
        let infinite = List { Section { bar("a") }; Section { bar("b") } }.listSectionSpacing(.infinity).layout(in: window)
        #expect(infinite.frame(of: "b")?.minY == CGFloat(35 + 60 + 35 + 15))
    }

    @Test("Rows outside sections form sections of their own between the sections")
    func looseRows() {
        let result = List {
            bar("a")
            Section { bar("b") }
            bar("c")
        }
        .layout(in: window)
        #expect(result.frame(of: "b")?.minY == CGFloat(35 + 60 + 35 + 15))
        #expect(result.frame(of: "c")?.minY == CGFloat(35 + 60 + 35 + 60 + 35 + 15))
    }

    @Test("listRowInsets replaces the style's insets; the row keeps its minimum height")
    func rowInsets() {
        let result = List {
            bar("a").listRowInsets(EdgeInsets())
            bar("b").listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        }
        .layout(in: window)
        // Row a: 30 tall content in a 52 row, no insets: 11 from its top.
        #expect(result.frame(of: "a") == CGRect(x: 16, y: 35 + 11, width: 361, height: 30))
        // Row b: 30 + 8 = 38 < 52: 7 from the row's top, then 4.
        #expect(result.frame(of: "b") == CGRect(x: 24, y: 35 + 52 + 7 + 4, width: 345, height: 30))
    }

    @Test("listRowBackground, listRowSeparator, swipeActions and onDelete change no frame")
    func noLayoutEffectModifiers() {
        let result = List {
            ForEach(0..<2) { index in
                bar("row\(index)")
                    .listRowBackground(Color.yellow)
                    .listRowSeparator(.hidden)
                    .swipeActions { Button("Delete") {} }
            }
            .onDelete { _ in }
        }
        .layout(in: window)
        #expect(result.frame(of: "row0") == CGRect(x: 32, y: 50, width: 329, height: 30))
        #expect(result.frame(of: "row1") == CGRect(x: 32, y: 110, width: 329, height: 30))
    }

    @Test("Row modifiers outside a list do nothing")
    func rowModifiersOutsideList() {
        let result = VStack(spacing: 0) {
            bar("a").listRowInsets(EdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9)).listRowBackground(Color.blue)
        }
        .layout(in: CGSize(width: 100, height: 100))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 35, width: 100, height: 30))
    }

    @Test("Form is inset grouped whatever the list style")
    func form() {
        let result = Form { Section("Account") { bar("a") } }.listStyle(.plain).layout(in: window)
        // The header "Account" is one 21-pt bold line: 17.33 − 7 + 21 + 9.5 = 40.83 to the card.
        expectFrame(result.frame(of: "a"), CGRect(x: 32, y: 40.83 + 15, width: 329, height: 30))
    }

    @Test("A section outside a list adds its header, content and footer to its parent")
    func sectionOutsideList() {
        let result = VStack(spacing: 0) {
            Section { bar("a") } header: { bar("h", height: 10) }
        }
        .layout(in: CGSize(width: 100, height: 100))
        #expect(result.frame(of: "h") == CGRect(x: 0, y: 30, width: 100, height: 10))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 40, width: 100, height: 30))
    }

    @Test("A list of 3000 rows lays out; the last row is where the model puts it")
    func thousandsOfRows() {
        let result = List(0..<3000) { index in bar("row\(index)") }.layout(in: window)
        #expect(result.frame(of: "row2999") == CGRect(x: 32, y: 35 + 2999 * 60 + 15, width: 329, height: 30))
    }

    /// Expects `frame` to be `expected` to a hundredth of a point: the design's metrics are
    /// thirds of a point, written to two decimals.
    private func expectFrame(_ frame: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame else {
            Issue.record("no frame", sourceLocation: sourceLocation)
            return
        }
        let differences = [frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width, frame.height - expected.height]
        #expect(differences.allSatisfy { abs($0) < 0.01 }, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }
}
