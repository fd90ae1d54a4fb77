import Testing
import Trellis

/// `string` in the body font as the built-in text model sets it: one line, 21 tall at display
/// scale 1.
private func textSize(_ string: String) -> CGSize {
    BuiltInTextMeasurer().measure(TextSpec(string), proposal: .unspecified).size
}

/// The colour picker and the gauge with the ContentViewMetrics model: the picker a row like a
/// toggle's with a 28-pt well; the gauge a column of its label, a 4-pt bar between its bounds'
/// labels and its current value's label, 4 pt apart.
@Suite("Colour picker and gauge")
@MainActor
struct ColorPickerAndGaugeTests {
    @Test("a colour picker is its label, a spacer and a 28-pt well across the width offered")
    func colorPicker() {
        let result = VStack { ColorPicker("Tint", selection: .constant(.blue)).id("picker") }.layout(in: CGSize(width: 300, height: 400))
        #expect(result.frame(of: "picker") == CGRect(x: 0, y: 186, width: 300, height: 28))
        // Ideally the label, the spacer's 8 and the well.
        #expect(ColorPicker("Tint", selection: .constant(.blue)).fixedSize().sizeThatFits(.infinity) == CGSize(width: textSize("Tint").width + 8 + 28, height: 28))
        #expect(ColorPicker("Tint", selection: .constant(.blue)).labelsHidden().sizeThatFits(.unspecified) == CGSize(width: 28, height: 28))
    }

    @Test("a gauge stacks its label, its bar and its current value, leading-aligned")
    func gauge() {
        let result = Gauge(value: 0.5) {
            Text("Battery").id("label")
        } currentValueLabel: {
            Text("50%").id("current")
        }
        .id("gauge")
        .layout(in: CGSize(width: 200, height: 200))
        // 21 + 4 + 4 + 4 + 21 = 54 tall, centred in 200: from y 73.
        #expect(result.frame(of: "gauge") == CGRect(x: 0, y: 73, width: 200, height: 54))
        #expect(result.frame(of: "label") == CGRect(origin: CGPoint(x: 0, y: 73), size: textSize("Battery")))
        #expect(result.frame(of: "current") == CGRect(origin: CGPoint(x: 0, y: 106), size: textSize("50%")))
    }

    @Test("bounds labels stand beside the bar; a label-only gauge is its label and its bar")
    func gaugeBounds() {
        let bounded = Gauge(value: 20, in: 0...100) {
            Text("Speed")
        } currentValueLabel: {
            Text("20")
        } minimumValueLabel: {
            Color.red.frame(width: 10, height: 10).id("min")
        } maximumValueLabel: {
            Color.red.frame(width: 10, height: 10).id("max")
        }
        .layout(in: CGSize(width: 200, height: 200))
        // The bar's row is 10 tall: 21 + 4 + 10 + 4 + 21 = 60, from y 70; the row starts at 95.
        #expect(bounded.frame(of: "min") == CGRect(x: 0, y: 95, width: 10, height: 10))
        #expect(bounded.frame(of: "max") == CGRect(x: 190, y: 95, width: 10, height: 10))
        #expect(Gauge(value: 0.5) { Text("Battery") }.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: 21 + 4 + 4))
    }
}
