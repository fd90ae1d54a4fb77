import Testing
import Trellis

/// `string` in the body font as the built-in text model sets it: its width rounded up to the
/// pixel, one line (⌈17 × 1.19336⌉ = 21) tall at display scale 1.
private func textSize(_ string: String) -> CGSize {
    BuiltInTextMeasurer().measure(TextSpec(string), proposal: .unspecified).size
}

@Suite("Controls with bindings")
@MainActor
struct BindingControlTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("Toggle takes the offered width: label, spacer, 63 × 28 switch (iOS 26), 49 × 31 (iOS 18; drawn 51 wide)")
    func toggle() {
        let result = VStack { Toggle("Wi-Fi", isOn: .constant(true)).id("toggle") }.layout(in: window)
        // The 28-pt switch is taller than the label's 21-pt line.
        #expect(result.frame(of: "toggle")?.size == CGSize(width: 300, height: 28))
        // Ideal: "Wi-Fi" + 8 + the switch's frame, as tall as the switch: 63 × 28 on iOS 26,
        // 49 × 31 on iOS 18 (whose 51-pt track is drawn 2 pt past the frame).
        #expect(Toggle("Wi-Fi", isOn: .constant(true)).fixedSize().sizeThatFits(.infinity) == CGSize(width: textSize("Wi-Fi").width + 8 + 63, height: 28))
        let iOS18 = Toggle("Wi-Fi", isOn: .constant(true)).fixedSize().environment(\.osVersion, .iOS18)
        #expect(iOS18.sizeThatFits(.infinity) == CGSize(width: textSize("Wi-Fi").width + 8 + 49, height: 31))
    }

    @Test("Slider takes the offered width and is 34 tall; TextField one line of its font and 1.71 pt")
    func sliderAndTextField() {
        let result = VStack {
            Slider(value: .constant(0.5)).id("slider")
            TextField("Name", text: .constant("")).id("field")
        }
        .layout(in: window)
        #expect(result.frame(of: "slider")?.size == CGSize(width: 300, height: 34))
        #expect(result.frame(of: "field")?.size == CGSize(width: 300, height: 22))
        // Ideally as wide as its prompt "Name" set as a text, and 22 tall: SwiftUI's plain
        // fields are 22 pt around a 20.29-pt body line (the ContainerMetrics article).
        #expect(TextField("Name", text: .constant("")).sizeThatFits(.unspecified) == CGSize(width: textSize("Name").width, height: 22))
    }

    @Test("Slider value labels stand beside the track, 8 apart as in an HStack")
    func sliderValueLabels() {
        let result = Slider(value: .constant(0.5), in: 0...1) {
            Text("Volume")
        } minimumValueLabel: {
            Color.red.frame(width: 20, height: 20).id("min")
        } maximumValueLabel: {
            Color.blue.frame(width: 20, height: 20).id("max")
        }
        .id("slider")
        .layout(in: CGSize(width: 300, height: 100))
        // 300 less two 20-pt labels and two 8-pt gaps leaves the track 244; the row is the
        // track's 34 tall, centred in 100, and the labels are centred in it.
        #expect(result.frame(of: "slider") == CGRect(x: 0, y: 33, width: 300, height: 34))
        #expect(result.frame(of: "min") == CGRect(x: 0, y: 40, width: 20, height: 20))
        #expect(result.frame(of: "max") == CGRect(x: 280, y: 40, width: 20, height: 20))
        // Text labels, with a step: the texts at the ends, the label "Volume" not shown.
        let stepped = Slider(value: .constant(0.5), in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Text("0").id("zero") } maximumValueLabel: { Text("1").id("one") }
            .layout(in: CGSize(width: 300, height: 100))
        #expect(stepped.frame(of: "zero")?.minX == 0)
        #expect(stepped.frame(of: "one")?.maxX == 300)
        #expect(stepped.frame(of: "one")?.width == textSize("1").width)
    }

    @Test("A rounded-border text field is 34 tall at the standard sizes whatever its font, taller at the accessibility sizes")
    func roundedBorderTextField() throws {
        // iOS 18 draws it 34 pt tall at the default size around SwiftUI's 20.33-pt body line, and
        // iOS 17 and 18 draw it 34 tall around a 23-pt title3 line at Dynamic Type medium (the
        // container calibration's sa-login-fieldheight rows): a 34-pt field whatever the line.
        for version in OSVersion.allCases {
            for (size, font) in [(DynamicTypeSize.large, Font.body), (.medium, .title3)] {
                var environment = EnvironmentValues()
                environment.dynamicTypeSize = size
                environment.osVersion = version
                let result = VStack(spacing: 0) {
                    TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).font(font).id("field")
                }
                .layout(in: CGSize(width: 300, height: 400), environment: environment)
                let field = try #require(result.frame(of: "field"))
                #expect(abs(field.height - 34) <= 1.0 / 3, "\(version), \(size)")
            }
        }
        // On an iPhone at @3x, iOS 18 draws it 34, 49.33 and 56.33 tall at the default, AX1 and
        // AX2 sizes (the measurements): the padding grows with the text.
        for (size, expected) in [(DynamicTypeSize.large, 34.0), (.accessibility1, 49.33), (.accessibility2, 56.33)] {
            var environment = EnvironmentValues()
            environment.dynamicTypeSize = size
            environment.osVersion = .iOS18
            environment.displayScale = 3
            let field = VStack { TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("field") }
                .layout(in: CGSize(width: 300, height: 400), environment: environment).frame(of: "field")
            #expect(abs((field?.height ?? 0) - expected) <= 0.34, "\(size): \(field?.height ?? 0)")
        }
        // Other styles keep the field one line tall.
        let plain = VStack { TextField("Name", text: .constant("")).textFieldStyle(.plain).id("field") }.layout(in: CGSize(width: 300, height: 400))
        #expect(plain.frame(of: "field")?.height == 22)
    }
}
