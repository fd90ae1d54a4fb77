import Testing
import Trellis

@Suite("Picker styles") @MainActor
struct PickerTests {
    private let window = CGSize(width: 300, height: 400)

    /// Three 20 × 10 options with ids "a", "b", "c".
    private func picker() -> some View {
        Picker("Size", selection: .constant(0)) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.green.frame(width: 20, height: 10).id("b")
            Color.blue.frame(width: 20, height: 10).id("c")
        }
    }

    @Test("Segmented: 32 tall, as wide as offered, equal segments with the options centred")
    func segmented() {
        let result = picker().pickerStyle(.segmented).id("picker").layout(in: window)
        // Centred in the window: y = (400 − 32) / 2 = 184.
        #expect(result.frame(of: "picker") == CGRect(x: 0, y: 184, width: 300, height: 32))
        // Segments 100 wide; an option padded by 10 is 40 wide, centred: 30 + 10 = 40 into its
        // segment; the 10-tall row is centred in 32: 184 + 11.
        #expect(result.frame(of: "a") == CGRect(x: 40, y: 195, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 140, y: 195, width: 20, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 240, y: 195, width: 20, height: 10))
    }

    @Test("Wheel: 216 tall, as wide as offered, 320 wide ideally; the options are not laid out")
    func wheel() {
        let result = picker().pickerStyle(.wheel).id("picker").layout(in: window)
        #expect(result.frame(of: "picker") == CGRect(x: 0, y: 92, width: 300, height: 216))
        #expect(result.frame(of: "a") == nil)
        #expect(picker().pickerStyle(.wheel).sizeThatFits(.unspecified) == CGSize(width: 320, height: 216))
    }

    @Test("Menu (and automatic): the widest option, 4, the chevrons a body symbol")
    func menu() {
        let wide = Picker("Size", selection: .constant(0)) {
            Color.red.frame(width: 20, height: 10)
            Color.green.frame(width: 40, height: 10)
        }
        // The chevrons: chevron.up.chevron.down in the body font, taller than wide (its ink, read
        // in a real menu picker, is 8.33 × 12 pt): 0.700 × 0.831 em, 11.9 × 14.1 → 12 × 14.
        let chevrons = Font.body.symbolSize(named: "chevron.up.chevron.down")
        #expect(chevrons.height > chevrons.width && chevrons.height > 10)
        // 40 + 4 + 12 = 56 wide, 14 tall (the symbol, taller than the 10-tall options).
        let size = CGSize(width: 40 + 4 + chevrons.width, height: chevrons.height)
        #expect(wide.sizeThatFits(.unspecified) == size)
        #expect(wide.pickerStyle(.menu).sizeThatFits(.unspecified) == size)
        #expect(wide.pickerStyle(.automatic).sizeThatFits(ProposedViewSize(width: 300, height: 400)) == size)
    }

    @Test("Inline: one row per option, 44 tall, leading aligned")
    func inline() {
        let result = picker().pickerStyle(.inline).id("picker").layout(in: window)
        // 3 × 44 = 132 tall, centred: y = (400 − 132) / 2 = 134.
        #expect(result.frame(of: "picker") == CGRect(x: 0, y: 134, width: 300, height: 132))
        #expect(result.frame(of: "a") == CGRect(x: 0, y: 151, width: 20, height: 10))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 239, width: 20, height: 10))
    }

    @Test("Navigation link: label, spacer, the options, a chevron, across the width")
    func navigationLink() {
        let result = picker().pickerStyle(.navigationLink).id("picker").layout(in: window)
        #expect(result.frame(of: "picker")?.size == CGSize(width: 300, height: 21))
        // "Size" + spacer 8 + options 20 + 8 + chevron (chevron.right in the body font, 10
        // wide and 13 tall); as tall as the 21-tall line of "Size".
        let size = BuiltInTextMeasurer().measure(TextSpec("Size"), proposal: .unspecified).size
        #expect(picker().pickerStyle(.navigationLink).sizeThatFits(.unspecified) == CGSize(width: size.width + 8 + 20 + 8 + Font.body.symbolSize(named: "chevron.right").width, height: size.height))
    }
}
