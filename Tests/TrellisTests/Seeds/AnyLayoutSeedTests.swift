import Testing
import Trellis

// Seed 002 (Kodeco, "SwiftUI Views & Layouts": ViewThatFits and AnyLayout). Its other snippets
// need @Binding, @Environment, #Preview and the book's own views, which Trellis does not have;
// its ViewThatFits picker is the `color-picker` example (ColorPickerExampleTests). The
// `layout` property below is the seed's code unchanged; only `landscapeIsCompact`, which the seed
// derives from the size classes in the environment, is a stored property here.

/// The seed's layout switch.
private struct SeedLayoutSwitch {
    var landscapeIsCompact: Bool

    var layout: AnyLayout {
      landscapeIsCompact ?
        AnyLayout(HStackLayout(spacing: 16)) :
        AnyLayout(VStackLayout(spacing: 16))
    }
}

@Suite("Seed 002: AnyLayout")
@MainActor
struct AnyLayoutSeedTests {
    @Test("the seed's AnyLayout switch compiles and lays the same subviews out in a row or a column")
    func seedLayoutSwitch() {
        func picker(compact: Bool) -> LayoutResult {
            SeedLayoutSwitch(landscapeIsCompact: compact).layout {
                Color.red.frame(width: 300, height: 300).id("card")
                Color.gray.frame(width: 300, height: 150).id("sliders")
            }
            .layout(in: CGSize(width: 844, height: 390))
        }
        // Row: 300 + 16 + 300 = 616 wide, centred at x = 114; the sliders start 316 further.
        #expect(picker(compact: true).frame(of: "sliders")?.minX == 430)
        // Column: 466 tall in a 390-tall window, centred at y = −38; the sliders 316 below.
        #expect(picker(compact: false).frame(of: "sliders")?.minY == 278)
    }
}
