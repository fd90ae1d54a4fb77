import Testing
import Trellis

/// The largest width any view reports.
private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

@Suite("Preferences: overlayPreferenceValue and backgroundPreferenceValue")
@MainActor
struct PreferenceLayerTests {
    let window = CGSize(width: 300, height: 300)

    @Test("overlayPreferenceValue builds a layer from the combined value, in front, aligned")
    func overlayFromValue() {
        let result = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 10).preference(key: MaxWidthKey.self, value: 40)
            Color.red.frame(width: 90, height: 10).preference(key: MaxWidthKey.self, value: 90)
        }
        .overlayPreferenceValue(MaxWidthKey.self, alignment: .topLeading) { width in
            Color.blue.frame(width: width / 2, height: 4).id("bar")
        }
        .layout(in: window)
        // The stack is 90 × 20, centred: origin (105, 140). The bar is 90 / 2 = 45 wide, at
        // the stack's top-leading corner.
        #expect(result.frame(of: "bar") == CGRect(x: 105, y: 140, width: 45, height: 4))
    }

    @Test("backgroundPreferenceValue builds a layer behind the view; with no value it gets the default")
    func backgroundFromDefault() {
        let result = Color.red.frame(width: 50, height: 50)
            .backgroundPreferenceValue(MaxWidthKey.self) { width in
                Color.blue.frame(width: width + 10, height: 10).id("behind")
            }
            .layout(in: window)
        // Nothing sets a width, so the layer is 0 + 10 wide, centred in the 50 × 50 view at
        // (125, 125): x = 125 + 20, y = 125 + 20.
        #expect(result.frame(of: "behind") == CGRect(x: 145, y: 145, width: 10, height: 10))
    }

    @Test("the layer's own values reach the parent after the view's (overlay) or before (background)")
    func layerValuesPropagate() {
        let deliveries = Deliveries<NameList>()
        _ = HStack {
            Color.red.named("view")
                .overlayPreferenceValue(NamesKey.self) { names in Color.blue.named("over \(names.names.count)") }
            Color.red.named("view 2")
                .backgroundPreferenceValue(NamesKey.self) { names in Color.blue.named("under \(names.names.count)") }
        }
        .onPreferenceChange(NamesKey.self, perform: deliveries.record)
        .layout(in: window)
        #expect(deliveries.values.map(\.names) == [["view", "over 1", "under 1", "view 2"]])
    }
}
