import Foundation
import Testing
import Trellis

// The built-in model at display scale 1 (ContentViewMetrics article): widths come from the
// model's font metrics (`Font.width(of:)`) and a text's size is rounded up to the pixel, here a
// whole point; a body line is ceil(17 × 1.193) = 21, and each further line adds 22.

/// `length` rounded up to the pixel at display scale 1.
private func ceilToPoint(_ length: CGFloat) -> CGFloat { (length - 0.001).rounded(.up) }

/// The width the model reports for `string` on one line in `font`.
private func width(_ string: String, _ font: Font = .body) -> CGFloat { ceilToPoint(font.width(of: string)) }

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
        let hi = Font.body.width(of: "Hi")
        #expect(size(Text("Hi").tracking(2)) == CGSize(width: ceilToPoint(hi + 2 * 2), height: 21))
        #expect(size(Text("Hi").kerning(1)) == CGSize(width: ceilToPoint(hi + 2 * 1), height: 21))
        #expect(size(VStack { Text("Hi") }.tracking(-1)) == CGSize(width: ceilToPoint(hi - 2 * 1), height: 21))
        // The three differ: the added tracking is not lost to the rounding.
        #expect(size(Text("Hi").tracking(2)).width > size(Text("Hi").kerning(1)).width)
        #expect(size(Text("Hi").kerning(1)).width > size(VStack { Text("Hi") }.tracking(-1)).width)
    }

    @Test("text case changes the characters measured")
    func textCase() {
        // Capitals are wider than the lower case here: "HIL" 25.3, "hil" 16.8.
        #expect(width("HIL") > width("hil"))
        #expect(size(Text("hil")).width == width("hil"))
        #expect(size(Text("hil").textCase(.uppercase)).width == width("HIL"))
        #expect(size(Text("HIL").textCase(.lowercase)).width == width("hil"))
    }

    @Test("the monospaced design gives every character 0.6 em; widths scale advances")
    func designAndWidth() {
        // Monospaced: 2 × 0.6 × 17 = 20.4, without the system font's tracking; rounded up, 21.
        #expect(close(Font.body.monospaced().width(of: "Hi"), 2 * 0.6 * 17))
        #expect(size(Text("Hi").monospaced()).width == 21)
        #expect(size(Text("Hi").fontDesign(.monospaced)).width == 21)
        // Expanded scales the advances by 1.2, not the tracking: SF Pro's tracking at 17 pt is
        // −0.026 em, −0.442 per character (Apple's tracking table).
        let tracking = -0.026 * 17
        let expanded = Font.body.width(.expanded).width(of: "Hi")
        #expect(close(expanded - 2 * tracking, 1.2 * (Font.body.width(of: "Hi") - 2 * tracking)))
        #expect(size(Text("Hi").fontWidth(.expanded)).width == ceilToPoint(expanded))
        // Bold italic is measured in Inter's bold italic face.
        #expect(size(Text("Hi").bold().italic()).width == width("Hi", Font.body.bold().italic()))
        #expect(width("Hi", Font.body.bold().italic()) > width("Hi"))
    }

    @Test("line spacing goes between lines, a baseline offset makes lines taller")
    func lineSpacingAndBaselineOffset() {
        // Two lines: 20.29 + 22 + 5 = 47.29 → 48; one line raised by 3: 23.29 → 24.
        #expect(size(Text("Hi\nHi").lineSpacing(5)).height == 48)
        #expect(size(Text("Hi\nHi")).height == 43)
        #expect(size(Text("Hi").baselineOffset(3)).height == 24)
    }

    @Test("Dynamic Type scales text styles by Apple's table, not fixed sizes")
    func dynamicType() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxxLarge   // body 23 pt
        let body23 = Font.body.scaled(toDynamicTypeStep: 6)
        #expect(body23.size == 23)
        let scaled = Text("Hi").id("t").layout(in: CGSize(width: 300, height: 300), environment: environment)
        // A line of 23 pt: ceil(23 × 1.193) = ceil(27.45) = 28.
        #expect(scaled.frame(of: "t")?.size == CGSize(width: width("Hi", body23), height: 28))
        #expect(width("Hi", body23) > width("Hi"))
        let fixed = Text("Hi").font(.system(size: 17)).id("t").layout(in: CGSize(width: 300, height: 300), environment: environment)
        #expect(fixed.frame(of: "t")?.size == CGSize(width: width("Hi", .system(size: 17)), height: 21))
        #expect(Font.TextStyle.largeTitle.pointSize(atDynamicTypeStep: 11) == 60)
        environment.sizeCategory = .accessibilityMedium
        #expect(environment.dynamicTypeSize == .accessibility1 && environment.sizeCategory.isAccessibilityCategory)
    }

    @Test("a text's size is rounded up to the pixel grid of the environment's display scale")
    func displayScale() throws {
        let hi = Font.body.width(of: "Hi")
        // A body line is 20.287: 40.57 pixels at @2x → 41 → 20.5; 60.86 at @3x → 61 → 20.333.
        for (scale, height) in [(2.0, 41.0 / 2), (3, 61.0 / 3)] {
            var environment = EnvironmentValues()
            environment.displayScale = scale
            let frame = try #require(Text("Hi").id("t").layout(in: CGSize(width: 300, height: 300), environment: environment).frame(of: "t"))
            #expect(abs(frame.height - height) < 1e-9, "at @\(scale)x")
            #expect(abs(frame.width - (hi * scale - 0.001).rounded(.up) / scale) < 1e-9, "at @\(scale)x")
        }
    }

    @Test("interpolations with specifiers, formats and joined texts")
    func stringForms() {
        let value = 3.14159
        #expect(size(Text("\(value, specifier: "%.2f")")).width == width("3.14"))
        #expect(size(Text(42, format: .number)).width == width("42"))
        // A joined text is measured in the first text's attributes (Trellis keeps the left
        // text's), here bold.
        #expect(size(Text("H").bold() + Text("i")).width == width("Hi", .body.bold()))
        #expect(size(Text(AttributedString("Hi"))).width == width("Hi"))
        #expect(size(Text(verbatim: "Hi")).width == width("Hi"))
    }

    @Test("allowsTightening sets characters closer before truncating")
    func tightening() {
        // "Hello" is 38.5 wide; tightened by 5 % of 17 = 0.85 per character it is 34.3. A
        // proposal of 36 truncates it, unless it may tighten.
        let tightened = Font.body.width(of: "Hello") - 5 * 0.05 * 17
        #expect(Font.body.width(of: "Hello") > 36 && tightened <= 36)
        let proposal = ProposedViewSize(width: 36, height: nil)
        #expect(Text("Hello").lineLimit(1).allowsTightening(true).sizeThatFits(proposal).width == ceilToPoint(tightened))
        let measurer = BuiltInTextMeasurer()
        var spec = TextSpec("Hello", lineLimit: 1)
        #expect(measurer.measure(spec, proposal: proposal).isTruncated)
        spec.allowsTightening = true
        let tight = measurer.measure(spec, proposal: proposal)
        #expect(!tight.isTruncated && tight.lines.map(\.text) == ["Hello"])
        // Text that fits is not tightened.
        #expect(Text("Hello").lineLimit(1).allowsTightening(true).sizeThatFits(.unspecified).width == width("Hello"))
    }
}
