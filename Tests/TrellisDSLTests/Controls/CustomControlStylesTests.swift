import Testing
import Trellis

// Toggle, progress view, disclosure group, group box and labelled content styles as SwiftUI
// declares them: a custom style's makeBody(configuration:) lays the control out, the built-in
// styles keep the platform layout, and a control made from a configuration inside a style's
// body takes the default style (no recursion).

/// A checkbox: a 24-pt square before the label, 10 apart.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            Color.blue.frame(width: 24, height: 24).id("box")
            configuration.label
        }
    }
}

/// A toggle style that wraps the default toggle in 12 points of padding.
private struct PaddedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(12).id("padded")
    }
}

/// A 6-pt tall bar whatever the progress.
private struct ThickBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.green.frame(height: 6).id("bar")
    }
}

/// A disclosure group drawn as its label over its content, always shown, 4 apart.
private struct OpenGroupStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.label
            configuration.content
        }
    }
}

/// A group box of its content alone, padded by 4.
private struct PlainBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.content.padding(4)
    }
}

/// Labelled content with the label above its content.
private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            configuration.content
        }
    }
}

@Suite("Custom control styles")
@MainActor
struct CustomControlStylesTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("a custom toggle style lays the toggle out through makeBody; the built-in styles keep the switch row")
    func toggleStyles() throws {
        let custom = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(CheckboxStyle()).id("toggle").layout(in: window)
        let box = try #require(custom.frame(of: "box"))
        let label = try #require(custom.frame(ofText: "Wi-Fi"))
        #expect(box.size == CGSize(width: 24, height: 24))
        #expect(label.minX - box.maxX == 10)
        // The switch row fills the width; the checkbox hugs its label.
        #expect(try #require(custom.frame(of: "toggle")).width < 100)
        for styled in [AnyView(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch).id("toggle")),
                       AnyView(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.automatic).id("toggle"))] {
            #expect(try #require(styled.layout(in: window).frame(of: "toggle")).width == 300)
        }
    }

    @Test("Toggle(configuration) in a style's body is the default switch row, not the style again")
    func toggleFromConfiguration() throws {
        let result = Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(PaddedToggleStyle()).layout(in: window)
        let padded = try #require(result.frame(of: "padded"))
        #expect(padded.width == 300)
        // The switch row inside: the design's switch, 12 in from the padded edge.
        let environment = EnvironmentValues()
        #expect(padded.height == 24 + max(DesignMetric.switchHeight.value(in: environment.osVersion).value, 20.5))
    }

    @Test("built-in progress styles pick a bar or a spinner; a custom one lays out through makeBody")
    func progressStyles() throws {
        #expect(ProgressView().progressViewStyle(.linear).sizeThatFits(.unspecified) == CGSize(width: 10, height: 4))
        #expect(ProgressView(value: 0.5).progressViewStyle(.circular).sizeThatFits(.unspecified) == CGSize(width: 20, height: 20))
        #expect(ProgressView(value: 0.5).progressViewStyle(.automatic).sizeThatFits(.unspecified) == CGSize(width: 10, height: 4))
        // The deprecated tinted styles are the same bar and spinner, drawn in the tint.
        #expect(ProgressView().progressViewStyle(LinearProgressViewStyle(tint: .red)).sizeThatFits(.unspecified) == CGSize(width: 10, height: 4))
        #expect(ProgressView(value: 0.5).progressViewStyle(CircularProgressViewStyle(tint: .white)).sizeThatFits(.unspecified) == CGSize(width: 20, height: 20))
        let custom = ProgressView(value: 0.5).progressViewStyle(ThickBarStyle()).layout(in: window)
        #expect(try #require(custom.frame(of: "bar")).size == CGSize(width: 300, height: 6))
    }

    @Test("custom disclosure group, group box and labelled content styles lay out through makeBody")
    func containerStyles() throws {
        let group = DisclosureGroup("More") { Color.red.frame(width: 50, height: 30).id("content") }
            .disclosureGroupStyle(OpenGroupStyle()).layout(in: window)
        // The collapsed default would hide the content; the style shows it, 4 below the label.
        let content = try #require(group.frame(of: "content"))
        #expect(content.minY - (try #require(group.frame(ofText: "More"))).maxY == 4)

        let box = GroupBox("Title") { Color.red.frame(width: 50, height: 30).id("content") }
            .groupBoxStyle(PlainBoxStyle()).id("box").layout(in: window)
        #expect(try #require(box.frame(of: "box")).size == CGSize(width: 58, height: 38))
        #expect(box.frame(ofText: "Title") == nil)

        let row = LabeledContent("Name", value: "Ada").labeledContentStyle(StackedStyle()).layout(in: window)
        let name = try #require(row.frame(ofText: "Name"))
        let value = try #require(row.frame(ofText: "Ada"))
        #expect(value.minX == name.minX && value.minY >= name.maxY)
    }

    @Test("the built-in container styles keep the platform layout")
    func builtInContainerStyles() throws {
        let plain = GroupBox("Title") { Color.red.frame(width: 50, height: 30) }.id("box")
        let styled = GroupBox("Title") { Color.red.frame(width: 50, height: 30) }.groupBoxStyle(.automatic).id("box")
        #expect(plain.layout(in: window).frame(of: "box") == styled.layout(in: window).frame(of: "box"))
        let row = LabeledContent("Name", value: "Ada").labeledContentStyle(.automatic).id("row").layout(in: window)
        #expect(try #require(row.frame(of: "row")).width == 300)
        let collapsed = DisclosureGroup("More") { Color.red.frame(width: 50, height: 30).id("content") }
            .disclosureGroupStyle(.automatic).layout(in: window)
        #expect(collapsed.frame(of: "content") == nil)
    }
}
