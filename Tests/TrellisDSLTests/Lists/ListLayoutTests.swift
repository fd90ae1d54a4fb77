import Testing
import Trellis

/// Expected frames follow the list metric model (ContainerMetrics article): on a compact-width
/// screen, section cards 16 from the sides, row insets 11 above and below and 16 at the sides,
/// rows at least 44 tall, 35 above the first section and between sections in the grouped styles.
@Suite("List, Form and Section") @MainActor
struct ListLayoutTests {
    private let window = CGSize(width: 393, height: 600)

    private func bar(_ name: String, height: CGFloat = 30) -> some View {
        Color.red.frame(height: height).id(name)
    }

    @Test("Inset grouped by default: card 16 in, rows inset 16 and 11, 35 above the first section")
    func insetGroupedRows() {
        let result = List {
            bar("a")
            bar("b")
        }
        .id("list")
        .layout(in: window)
        #expect(result.frame(of: "list") == CGRect(x: 0, y: 0, width: 393, height: 600))
        // Row width 393 − 2 × 16 = 361; content 361 − 2 × 16 = 329. Row height 30 + 22 = 52.
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 46, width: 329, height: 30))
        #expect(result.frame(of: "b") == CGRect(x: 32, y: 98, width: 329, height: 30))
    }

    @Test("A row is at least 44 tall, its content centred in it")
    func minimumRowHeight() {
        let result = List {
            bar("a", height: 10)
            bar("b")
        }
        .layout(in: window)
        // 10 + 22 = 32 < 44: the row is 44, the padded content 6 from its top.
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 35 + 6 + 11, width: 329, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 32, y: 35 + 44 + 11, width: 329, height: 30))
    }

    @Test("defaultMinListRowHeight sets the minimum")
    func customMinimumRowHeight() {
        let result = List { bar("a", height: 10) }
            .environment(\.defaultMinListRowHeight, 60)
            .layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 35 + 14 + 11, width: 329, height: 10))
    }

    @Test("Plain: rows edge to edge, no top margin")
    func plain() {
        let result = List { bar("a"); bar("b") }.listStyle(.plain).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 16, y: 11, width: 361, height: 30))
        #expect(result.frame(of: "b") == CGRect(x: 16, y: 63, width: 361, height: 30))
    }

    @Test("Inset: rows 16 in from the sides, no top margin")
    func inset() {
        let result = List { bar("a") }.listStyle(.inset).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 11, width: 329, height: 30))
    }

    @Test("Grouped: sections edge to edge with 35 above")
    func grouped() {
        let result = List { bar("a") }.listStyle(.grouped).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 16, y: 46, width: 361, height: 30))
    }

    @Test("Sidebar lays out as inset grouped on iPhone")
    func sidebar() {
        let result = List { bar("a") }.listStyle(.sidebar).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 46, width: 329, height: 30))
    }

    @Test("Regular width: margins of 20")
    func regularWidth() {
        let result = List { bar("a") }
            .environment(\.horizontalSizeClass, .regular)
            .layout(in: CGSize(width: 820, height: 600))
        #expect(result.frame(of: "a") == CGRect(x: 40, y: 46, width: 740, height: 30))
    }

    @Test("Sections: header 6 above the card, footer 6 below, 35 between sections")
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
        // The header and footer are body texts, one line (⌈17 × 1.19336⌉ = 21) tall; their
        // widths are the text model's, rounded up to the pixel.
        let fruit = BuiltInTextMeasurer().measure(TextSpec("Fruit"), proposal: .unspecified).size
        let fresh = BuiltInTextMeasurer().measure(TextSpec("Fresh"), proposal: .unspecified).size
        #expect(fruit.height == 21 && fresh.height == 21)
        #expect(result.frame(of: "header") == CGRect(x: 32, y: 35, width: fruit.width, height: 21))
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 35 + 27 + 11, width: 329, height: 30))
        // The footer follows the 52-tall row and a 6 gap.
        #expect(result.frame(of: "footer") == CGRect(x: 32, y: 35 + 27 + 52 + 6, width: fresh.width, height: 21))
        // Second section: 35 below the first, which ends at 35 + 27 + 52 + 27 = 141.
        #expect(result.frame(of: "b") == CGRect(x: 32, y: 141 + 35 + 11, width: 329, height: 30))
    }

    @Test("listSectionSpacing: compact 20 and custom lengths")
    func sectionSpacing() {
        let compact = List { Section { bar("a") }; Section { bar("b") } }
            .listSectionSpacing(.compact)
            .layout(in: window)
        #expect(compact.frame(of: "b")?.minY == CGFloat(35 + 52 + 20 + 11))
        let custom = List { Section { bar("a") }; Section { bar("b") } }
            .listSectionSpacing(5)
            .layout(in: window)
        #expect(custom.frame(of: "b")?.minY == CGFloat(35 + 52 + 5 + 11))
    }

    @Test("Negative or non-finite section spacing falls back to no spacing or the default")
    func badSectionSpacing() {
        let negative = List { Section { bar("a") }; Section { bar("b") } }.listSectionSpacing(-10).layout(in: window)
        #expect(negative.frame(of: "b")?.minY == CGFloat(35 + 52 + 0 + 11))
        let infinite = List { Section { bar("a") }; Section { bar("b") } }.listSectionSpacing(.infinity).layout(in: window)
        #expect(infinite.frame(of: "b")?.minY == CGFloat(35 + 52 + 35 + 11))
    }

    @Test("Rows outside sections form sections of their own between the sections")
    func looseRows() {
        let result = List {
            bar("a")
            Section { bar("b") }
            bar("c")
        }
        .layout(in: window)
        #expect(result.frame(of: "b")?.minY == CGFloat(35 + 52 + 35 + 11))
        #expect(result.frame(of: "c")?.minY == CGFloat(35 + 52 + 35 + 52 + 35 + 11))
    }

    @Test("listRowInsets replaces the style's insets; the row keeps its minimum height")
    func rowInsets() {
        let result = List {
            bar("a").listRowInsets(EdgeInsets())
            bar("b").listRowInsets(EdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
        }
        .layout(in: window)
        // Row a: 30 tall content in a 44 row, no insets: 7 from its top.
        #expect(result.frame(of: "a") == CGRect(x: 16, y: 35 + 7, width: 361, height: 30))
        // Row b: 30 + 8 = 38 < 44: 3 from the row's top, then 4.
        #expect(result.frame(of: "b") == CGRect(x: 24, y: 35 + 44 + 3 + 4, width: 345, height: 30))
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
        #expect(result.frame(of: "row0") == CGRect(x: 32, y: 46, width: 329, height: 30))
        #expect(result.frame(of: "row1") == CGRect(x: 32, y: 98, width: 329, height: 30))
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
        #expect(result.frame(of: "a") == CGRect(x: 32, y: 35 + 27 + 11, width: 329, height: 30))
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
        #expect(result.frame(of: "row2999") == CGRect(x: 32, y: 35 + 2999 * 52 + 11, width: 329, height: 30))
    }
}
