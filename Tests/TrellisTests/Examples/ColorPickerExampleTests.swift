import Testing
import Trellis
import TrellisExamples

/// The `color-picker` example (`trellis examples color-picker`): ViewThatFits between a column
/// (card 300×300 above sliders 300×150, 16 apart) and a row of the same two views, padded by 16.
@Suite("The color-picker example")
@MainActor
struct ColorPickerExampleTests {
    @Test("in portrait (390×844) the column fits and is shown")
    func portrait() {
        // ViewThatFits is proposed 390 − 32 by 844 − 32 = 358×812. The column's ideal size is
        // 300 × (300 + 16 + 150) = 300×466, which fits. Padded it is 332×498, centred at
        // ((390 − 332) / 2, (844 − 498) / 2) = (29, 173), so the column starts at (45, 189) and
        // the sliders 300 + 16 below it.
        let result = AdaptiveColorPicker().layout(in: CGSize(width: 390, height: 844))
        #expect(result.frame(of: "portrait") == CGRect(x: 45, y: 189, width: 300, height: 466))
        #expect(result.frame(of: "card") == CGRect(x: 45, y: 189, width: 300, height: 300))
        #expect(result.frame(of: "sliders") == CGRect(x: 45, y: 505, width: 300, height: 150))
        #expect(result.frame(of: "landscape") == nil)
    }

    @Test("in landscape (844×390) the column is too tall, so the row is shown")
    func landscape() {
        // Proposed 812×358, the column (466 tall) does not fit. The row is ideally
        // (300 + 16 + 300) × 300 = 616×300, which fits. Padded it is 648×332, centred at
        // ((844 − 648) / 2, (390 − 332) / 2) = (98, 29): the row starts at (114, 45). The sliders
        // start 316 to the right and are centred vertically: 45 + (300 − 150) / 2 = 120.
        let result = AdaptiveColorPicker().layout(in: CGSize(width: 844, height: 390))
        #expect(result.frame(of: "landscape") == CGRect(x: 114, y: 45, width: 616, height: 300))
        #expect(result.frame(of: "card") == CGRect(x: 114, y: 45, width: 300, height: 300))
        #expect(result.frame(of: "sliders") == CGRect(x: 430, y: 120, width: 300, height: 150))
        #expect(result.frame(of: "portrait") == nil)
    }
}
