import Foundation
import Testing
import Trellis

// Built-in model (ContentViewMetrics article), body 17 pt: "H" 8.5, "i" 4.25, "I" 4.25; a line 21.

@Suite("Text modifiers and Dynamic Type")
@MainActor
struct TextModifierTests {
    private func size(_ view: some View) -> CGSize {
        view.sizeThatFits(.unspecified)
    }

    /// Whether `a` and `b` agree to a thousandth of a point (the model's lengths are sums of
    /// fractions of the point size).
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    @Test("tracking and kerning add to every character's advance")
    func trackingAndKerning() {
        #expect(size(Text("Hi").tracking(2)) == CGSize(width: 12.75 + 4, height: 21))
        #expect(size(Text("Hi").kerning(1)) == CGSize(width: 12.75 + 2, height: 21))
        #expect(size(VStack { Text("Hi") }.tracking(-1)) == CGSize(width: 12.75 - 2, height: 21))
    }

    @Test("text case changes the characters measured")
    func textCase() {
        // "hil" is h 8.5 + i 4.25 + l 4.25; "HIL" is H 8.5 + I 4.25 + L 8.5.
        #expect(size(Text("hil")).width == 17)
        #expect(size(Text("hil").textCase(.uppercase)).width == 21.25)
        #expect(size(Text("HIL").textCase(.lowercase)).width == 17)
    }

    @Test("the monospaced design gives every character 0.6 em; widths scale advances")
    func designAndWidth() {
        #expect(size(Text("Hi").monospaced()).width == 2 * 0.6 * 17)
        #expect(size(Text("Hi").fontDesign(.monospaced)).width == 2 * 0.6 * 17)
        #expect(close(size(Text("Hi").fontWidth(.expanded)).width, 12.75 * 1.2))
        #expect(size(Text("Hi").bold().italic()).width == 12.75)
    }

    @Test("line spacing goes between lines, a baseline offset makes lines taller")
    func lineSpacingAndBaselineOffset() {
        #expect(close(size(Text("Hi\nHi").lineSpacing(5)).height, 21 * 2 + 5))
        #expect(close(size(Text("Hi").baselineOffset(3)).height, 21 + 3))
    }

    @Test("Dynamic Type scales text styles by Apple's table, not fixed sizes")
    func dynamicType() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxxLarge   // body 23 pt
        let scaled = Text("Hi").id("t").layout(in: CGSize(width: 300, height: 300), environment: environment)
        #expect(scaled.frame(of: "t")?.size == CGSize(width: 23 * 0.75, height: (23 * 1.2).rounded(.up)))
        let fixed = Text("Hi").font(.system(size: 17)).id("t").layout(in: CGSize(width: 300, height: 300), environment: environment)
        #expect(fixed.frame(of: "t")?.size == CGSize(width: 12.75, height: 21))
        #expect(Font.TextStyle.largeTitle.pointSize(atDynamicTypeStep: 11) == 60)
        environment.sizeCategory = .accessibilityMedium
        #expect(environment.dynamicTypeSize == .accessibility1 && environment.sizeCategory.isAccessibilityCategory)
    }

    @Test("interpolations with specifiers, formats and joined texts")
    func stringForms() {
        let value = 3.14159
        #expect(close(size(Text("\(value, specifier: "%.2f")")).width, 3 * 8.5 + 4.25))   // "3.14": 3 . 1 4
        #expect(size(Text(42, format: .number)).width == 17)
        #expect(size(Text("H").bold() + Text("i")).width == 12.75)
        #expect(size(Text(AttributedString("Hi"))).width == 12.75)
        #expect(size(Text(verbatim: "Hi")).width == 12.75)
    }

    @Test("allowsTightening sets characters closer before truncating")
    func tightening() {
        // "Hello" is 8.5 + 8.5 + 4.25 + 4.25 + 8.5 = 34; tightened by 0.85 per character, 29.75.
        let proposal = ProposedViewSize(width: 31, height: nil)
        #expect(Text("Hello").lineLimit(1).allowsTightening(true).sizeThatFits(proposal).width == 29.75)
        #expect(Text("Hello").lineLimit(1).sizeThatFits(proposal).width < 31)
    }
}
