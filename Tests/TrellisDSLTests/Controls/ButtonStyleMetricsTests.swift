import Testing
import Trellis

/// "Hi" in the body font as the built-in text model sets it: its width rounded up to the
/// pixel, one line (⌈17 × 1.19336⌉ = 21) tall at display scale 1.
private let hi = BuiltInTextMeasurer().measure(TextSpec("Hi"), proposal: .unspecified).size

/// "Hi" in the subheadline font (15 pt), which bordered buttons use at the small sizes:
/// ⌈15 × 1.19336⌉ = 18 tall at display scale 1.
private let smallHi = BuiltInTextMeasurer().measure(TextSpec("Hi", font: .subheadline), proposal: .unspecified).size

@Suite("Button styles and control sizes")
@MainActor
struct ButtonStyleMetricsTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("bordered styles pad the label by the control size's insets", arguments: [
        // (size, vertical inset, horizontal inset) from the ContentViewMetrics article.
        (ControlSize.mini, 2.0, 8.0), (.small, 5, 10), (.regular, 7, 12), (.large, 14, 20), (.extraLarge, 18, 24),
    ])
    func borderedInsets(size: ControlSize, vertical: Double, horizontal: Double) {
        let label = size == .mini || size == .small ? smallHi : hi
        for prominent in [false, true] {
            let button = Button("Hi") {}
            let result = Group {
                if prominent {
                    button.buttonStyle(.borderedProminent).id("button")
                } else {
                    button.buttonStyle(.bordered).id("button")
                }
            }
            .controlSize(size)
            .layout(in: window)
            // The label's width + 2 × horizontal wide, its height + 2 × vertical tall.
            #expect(result.frame(of: "button")?.size == CGSize(width: label.width + 2 * horizontal, height: label.height + 2 * vertical),
                    "\(size), prominent: \(prominent)")
        }
    }

    @Test("at the small sizes a label that sets no font is drawn in subheadline; its own font wins")
    func smallSizesUseSubheadline() {
        let result = VStack {
            Button("Hi") {}.buttonStyle(.bordered).id("default")
            Button("Hi") {}.buttonStyle(.bordered).font(.title).id("titled")
        }
        .controlSize(.small)
        .layout(in: window)
        let title = BuiltInTextMeasurer().measure(TextSpec("Hi", font: .title), proposal: .unspecified).size
        // iOS 18.4 draws a small bordered button 28 pt tall at @3x: an 18-pt line and 5 above and below.
        #expect(smallHi.height == 18)
        #expect(result.frame(of: "default")?.height == 28)
        #expect(result.frame(of: "titled")?.size == CGSize(width: title.width + 20, height: title.height + 10))
    }

    @Test("the regular size is the default: a bordered button is 7 + 21 + 7 tall")
    func regularIsDefault() {
        let result = Button("Hi") {}.buttonStyle(.bordered).id("button").layout(in: window)
        #expect(hi.height == 21)
        #expect(result.frame(of: "button")?.size == CGSize(width: hi.width + 24, height: 35))
    }

    @Test("the glass styles, glass border artwork in Apple's words, pad as the bordered styles: 7 + 21 + 7 tall")
    func glassStylesPadAsBordered() {
        let glass = Button("Hi") {}.buttonStyle(.glass).id("button").layout(in: window)
        #expect(glass.frame(of: "button")?.size == CGSize(width: hi.width + 24, height: 35))
        let prominent = Button("Hi") {}.buttonStyle(.glassProminent).id("button").layout(in: window)
        #expect(prominent.frame(of: "button")?.size == CGSize(width: hi.width + 24, height: 35))
        let tinted = Button("Hi") {}.buttonStyle(.glass(.clear)).controlSize(.small).sizeThatFits(.unspecified)
        #expect(tinted == Button("Hi") {}.buttonStyle(.bordered).controlSize(.small).sizeThatFits(.unspecified))
    }

    @Test("borderless, plain and automatic buttons hug their label at every control size")
    func unborderedStylesHugTheLabel() {
        for size in ControlSize.allCases {
            let result = VStack {
                Button("Hi") {}.buttonStyle(.borderless).id("borderless")
                Button("Hi") {}.buttonStyle(.plain).id("plain")
                Button("Hi") {}.id("automatic")
            }
            .controlSize(size)
            .layout(in: window)
            for name in ["borderless", "plain", "automatic"] {
                #expect(result.frame(of: name)?.size == hi, "\(name) at \(size)")
            }
        }
    }

    @Test("the nearest controlSize wins and is readable from the environment")
    func nearestControlSizeWins() {
        struct Probe: View {
            @Environment(\.controlSize) private var size
            var body: some View { Color.red.frame(width: 10, height: size == .small ? 5 : 50).id("probe") }
        }
        let result = VStack {
            Probe()
            Button("Hi") {}.buttonStyle(.bordered).controlSize(.large).id("button")
        }
        .controlSize(.small)
        .layout(in: window)
        #expect(result.frame(of: "probe")?.height == 5)
        // 21 + 2 × 14, within a pixel's rounding.
        #expect(abs((result.frame(of: "button")?.height ?? 0) - 49) < 0.01)
    }

    @Test("a full-width label makes a bordered button as wide as offered")
    func fullWidthLabel() {
        let result = Button {} label: { Text("Continue").frame(maxWidth: .infinity) }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .id("button")
            .layout(in: window)
        // The padding is inside the button: the label takes 300 − 40 and the button 300.
        #expect(result.frame(of: "button")?.size == CGSize(width: 300, height: 49))
    }
}

@Suite("Image scale and Dynamic Type modifiers")
@MainActor
struct ImageScaleTests {
    @Test("imageScale multiplies a symbol's frame before it is rounded to the pixel: × 0.8, × 1, × 1.3 in the body font", arguments: [
        // A 1.13-em square (a symbol the table does not know), 17 × 1.13 = 19.21: small 15.37 → 15,
        // medium 19.21 → 19, large 24.97 → 25 at display scale 1. The bell (1.118 × 1.137 em,
        // measured) comes out the same at display scale 1.
        (Image.Scale.small, 15.0), (.medium, 19), (.large, 25),
    ])
    func symbolScales(scale: Image.Scale, side: Double) {
        for name in ["tortoise", "bell"] {
            let size = Image(systemName: name).imageScale(scale).sizeThatFits(.unspecified)
            #expect(size == CGSize(width: side, height: side), "\(name) \(scale): \(size)")
        }
    }

    @Test("at display scale 3 a scaled symbol is rounded to the third of a point")
    func symbolScalesAtThreeX() {
        let size = Image(systemName: "tortoise").imageScale(.large).environment(\.displayScale, 3).sizeThatFits(.unspecified)
        // 17 × 1.13 × 1.3 = 24.973, 74.92 pixels → 75 pixels = 25 points; small: 15.368, 46.10 → 46 = 15.333.
        #expect(size == CGSize(width: 25, height: 25))
        let small = Image(systemName: "tortoise").imageScale(.small).environment(\.displayScale, 3).sizeThatFits(.unspecified)
        #expect(abs(small.width - 46.0 / 3) < 1e-9 && small.width == small.height)
    }

    @Test("imageScale does not change images that are not symbols")
    func namedImagesKeepTheirSize() {
        #expect(Image(size: CGSize(width: 30, height: 20)).imageScale(.large).sizeThatFits(.unspecified) == CGSize(width: 30, height: 20))
    }

    @Test("dynamicTypeSize(_:) lays text out at that size; a range clamps to its nearest size")
    func dynamicTypeSizeModifiers() {
        let text = Text("Hello")
        func size(_ view: some View, at setting: DynamicTypeSize) -> CGSize {
            view.environment(\.dynamicTypeSize, setting).sizeThatFits(.unspecified)
        }
        // Fixed: whatever the setting, the text is measured at xxxLarge.
        #expect(size(text.dynamicTypeSize(.xxxLarge), at: .small) == size(text, at: .xxxLarge))
        // Clamped from above: an accessibility setting becomes xLarge, the range's top.
        #expect(size(text.dynamicTypeSize(...DynamicTypeSize.xLarge), at: .accessibility3) == size(text, at: .xLarge))
        // Clamped from below, and left alone inside the range.
        #expect(size(text.dynamicTypeSize(DynamicTypeSize.large...), at: .xSmall) == size(text, at: .large))
        #expect(size(text.dynamicTypeSize(DynamicTypeSize.small ... .xxLarge), at: .medium) == size(text, at: .medium))
        // xxxLarge body text is larger than large body text, so the checks above can fail.
        #expect(size(text, at: .xxxLarge).height > size(text, at: .large).height)
    }
}
