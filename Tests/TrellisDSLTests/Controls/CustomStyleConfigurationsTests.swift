import Foundation
import Testing
import Trellis

// Gauge, menu, control group, form, text editor, date picker, split view and table styles as
// SwiftUI declares them: a custom style's makeBody(configuration:) lays the control out from its
// configuration, the built-in styles keep the platform layout, and a control of the same kind
// inside a style's body (`Menu(configuration)`, `ControlGroup(configuration)`,
// `Form(configuration)`, `Button(configuration)`, `Label(configuration)`, or one built anew)
// takes the default style instead of recursing.

/// A gauge drawn as its label beside a bar 100 pt long at full scale, filled to the value, with
/// the current value's label below when the gauge has one.
private struct FilledBarGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 0) {
                configuration.label
                Color.green.frame(width: 100 * configuration.value, height: 8).id("fill")
            }
            if let current = configuration.currentValueLabel { current }
            if configuration.minimumValueLabel != nil, configuration.maximumValueLabel != nil {
                Color.gray.frame(width: 10, height: 10).id("bounds")
            }
        }
    }
}

/// A gauge style whose body holds a gauge of its own, padded by 10.
private struct NestedGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        Gauge(value: configuration.value) { configuration.label }.padding(10).id("nested")
    }
}

/// A menu drawn as a 40-pt square, whatever its label.
private struct SquareMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.orange.frame(width: 40, height: 40).id("square")
    }
}

/// The default menu, padded by 12.
private struct PaddedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).padding(12).id("padded")
    }
}

/// A control group's label above its controls, stacked.
private struct StackedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.label
            configuration.content
        }
    }
}

/// The default control group, padded by 8.
private struct PaddedControlGroupStyle: ControlGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).padding(8).id("padded")
    }
}

/// A form's content stacked, without the grouped list around it.
private struct BareFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) { configuration.content }.id("bare")
    }
}

/// The default form, padded by 10.
private struct PaddedFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
        Form(configuration).padding(10).id("padded")
    }
}

/// A text editor drawn as a 120-pt tall box.
private struct BoxTextEditorStyle: TextEditorStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.gray.frame(height: 120).id("box")
    }
}

/// A text editor style whose body holds a text editor of its own, 50 pt tall.
private struct NestedTextEditorStyle: TextEditorStyle {
    func makeBody(configuration: Configuration) -> some View {
        TextEditor(text: .constant("x")).frame(height: 50).id("nested")
    }
}

/// A date picker drawn as its label above a 10-pt mark when it has a range, and a 20-pt one
/// per component it edits.
private struct MarkedDatePickerStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            configuration.label
            if configuration.minimumDate != nil, configuration.maximumDate != nil {
                Color.red.frame(width: 10, height: 10).id("range")
            }
            Color.blue.frame(width: configuration.displayedComponents == .date ? 20 : 40, height: 20).id("components")
        }
    }
}

/// A date picker style whose body holds a date picker of its own, padded by 6.
private struct NestedDatePickerStyle: DatePickerStyle {
    func makeBody(configuration: Configuration) -> some View {
        DatePicker(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) { configuration.label }
            .padding(6).id("nested")
    }
}

/// A split view drawn as a 100-pt square, whatever its columns.
private struct SquareSplitViewStyle: NavigationSplitViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.purple.frame(width: 100, height: 100).id("square")
    }
}

/// A table style; Trellis has no table for it to make.
private struct StripedTableStyle: TableStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.gray.frame(width: 10, height: 10)
    }
}

/// The default button, padded by 10.
private struct PaddedPrimitiveButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(10).id("padded")
    }
}

/// The default label, padded by 5.
private struct PaddedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration).padding(5).id("padded")
    }
}

@Suite("Custom style configurations")
@MainActor
struct CustomStyleConfigurationsTests {
    private let window = CGSize(width: 300, height: 400)
    private let environment = EnvironmentValues()

    @Test("a custom gauge style lays out from the value's fraction of the range and the labels given")
    func gaugeStyle() throws {
        let quarter = Gauge(value: 0.5, in: 0...2) { Text("Fuel") }.gaugeStyle(FilledBarGaugeStyle()).layout(in: window)
        #expect(try #require(quarter.frame(of: "fill")).width == 25)
        #expect(try #require(quarter.frame(of: "fill")).minX == (try #require(quarter.frame(ofText: "Fuel"))).maxX)
        #expect(quarter.frame(of: "bounds") == nil)
        let labelled = Gauge(value: 3.0, in: 0...2) { Text("Fuel") } currentValueLabel: { Text("Full") }
            minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
            .gaugeStyle(FilledBarGaugeStyle()).layout(in: window)
        // A value past the upper bound fills the whole bar.
        #expect(try #require(labelled.frame(of: "fill")).width == 100)
        #expect(labelled.frame(ofText: "Full") != nil)
        #expect(labelled.frame(of: "bounds") != nil)
        #expect(labelled.frame(ofText: "E") == nil)
    }

    @Test("the built-in gauge styles keep the linear capacity bar; a gauge in a style's body is the default one")
    func builtInGaugeStyles() throws {
        func gauge() -> some View {
            Gauge(value: 0.5) { Text("Fuel") } currentValueLabel: { Text("50%") }
                minimumValueLabel: { Text("E") } maximumValueLabel: { Text("F") }
        }
        let plain = gauge().id("gauge").layout(in: window)
        let styles = [AnyView(gauge().gaugeStyle(.automatic)), AnyView(gauge().gaugeStyle(.linearCapacity)),
                      AnyView(gauge().gaugeStyle(.accessoryCircular)), AnyView(gauge().gaugeStyle(.accessoryCircularCapacity)),
                      AnyView(gauge().gaugeStyle(.accessoryLinear)), AnyView(gauge().gaugeStyle(.accessoryLinearCapacity))]
        for style in styles {
            let styled = style.id("gauge").layout(in: window)
            #expect(styled.frame(of: "gauge") == plain.frame(of: "gauge"))
            #expect(styled.frame(ofText: "F") == plain.frame(ofText: "F"))
        }
        let nested = Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(NestedGaugeStyle()).layout(in: window)
        // The bar fills the width offered, inside the style's padding.
        #expect(try #require(nested.frame(of: "nested")).width == 300)
    }

    @Test("a custom menu style lays the menu out through makeBody; Menu(configuration) in it is the label")
    func menuStyles() throws {
        let square = Menu("Actions") { Text("Copy") }.menuStyle(SquareMenuStyle()).layout(in: window)
        #expect(try #require(square.frame(of: "square")).size == CGSize(width: 40, height: 40))
        #expect(square.frame(ofText: "Actions") == nil)
        let padded = Menu("Actions") { Text("Copy") }.menuStyle(PaddedMenuStyle()).layout(in: window)
        let label = try #require(padded.frame(ofText: "Actions"))
        let frame = try #require(padded.frame(of: "padded"))
        #expect(frame.width == label.width + 24 && frame.height == label.height + 24)
        let plain = Menu("Actions") { Text("Copy") }.id("menu").layout(in: window)
        func menu() -> some View { Menu("Actions") { Text("Copy") } }
        for style in [AnyView(menu().menuStyle(.automatic)), AnyView(menu().menuStyle(.button)), AnyView(menu().menuStyle(.borderlessButton))] {
            let styled = style.id("menu").layout(in: window)
            #expect(styled.frame(of: "menu") == plain.frame(of: "menu"))
        }
    }

    @Test("a custom control group style lays out the controls and label; ControlGroup(configuration) in it is the bar")
    func controlGroupStyles() throws {
        func group() -> some View {
            ControlGroup {
                Color.red.frame(width: 30, height: 10).id("a")
                Color.blue.frame(width: 30, height: 10).id("b")
            } label: {
                Text("Tools")
            }
        }
        let stacked = group().controlGroupStyle(StackedControlGroupStyle()).layout(in: window)
        let tools = try #require(stacked.frame(ofText: "Tools"))
        let first = try #require(stacked.frame(of: "a"))
        let second = try #require(stacked.frame(of: "b"))
        #expect(first.minY == tools.maxY && second.minY == first.maxY && first.minX == second.minX)

        let padded = group().controlGroupStyle(PaddedControlGroupStyle()).layout(in: window)
        let bar = try #require(padded.frame(of: "padded"))
        #expect(bar.width == 300)
        #expect(bar.height == 16 + DesignMetric.controlGroupHeight.value(in: environment.osVersion).value)
        // The bar gives each control an equal share: the second starts half way across.
        #expect(try #require(padded.frame(of: "b")).midX > 150)

        let plain = group().id("group").layout(in: window)
        let styles = [AnyView(group().controlGroupStyle(.automatic)), AnyView(group().controlGroupStyle(.navigation)),
                      AnyView(group().controlGroupStyle(.menu)), AnyView(group().controlGroupStyle(.compactMenu)),
                      AnyView(group().controlGroupStyle(.palette))]
        for style in styles {
            let styled = style.id("group").layout(in: window)
            #expect(styled.frame(of: "group") == plain.frame(of: "group"))
            #expect(styled.frame(of: "b") == plain.frame(of: "b"))
        }
    }

    @Test("a custom form style lays the content out through makeBody; Form(configuration) in it is the grouped list")
    func formStyles() throws {
        func form() -> some View {
            Form {
                Color.red.frame(width: 50, height: 30).id("row1")
                Color.blue.frame(width: 50, height: 30).id("row2")
            }
        }
        let bare = form().formStyle(BareFormStyle()).layout(in: window)
        #expect(try #require(bare.frame(of: "bare")).size == CGSize(width: 50, height: 60))

        let plain = form().layout(in: window)
        let padded = form().formStyle(PaddedFormStyle()).layout(in: window)
        #expect(padded.frame(of: "padded") == CGRect(origin: .zero, size: window))
        // The grouped list inside the padding: rows at the plain form's places, shifted by the
        // padding and narrowed by it.
        let row = try #require(padded.frame(of: "row1"))
        let plainRow = try #require(plain.frame(of: "row1"))
        #expect(row.minY == plainRow.minY + 10 && row.minX == plainRow.minX + 10)

        for style in [AnyView(form().formStyle(.automatic)), AnyView(form().formStyle(.grouped)), AnyView(form().formStyle(.columns))] {
            let styled = style.layout(in: window)
            #expect(styled.frame(of: "row1") == plain.frame(of: "row1"))
            #expect(styled.frame(of: "row2") == plain.frame(of: "row2"))
        }
    }

    @Test("a custom text editor style lays out through makeBody; a text editor in its body is the plain editor")
    func textEditorStyles() throws {
        let box = TextEditor(text: .constant("Notes")).textEditorStyle(BoxTextEditorStyle()).layout(in: window)
        #expect(try #require(box.frame(of: "box")).size == CGSize(width: 300, height: 120))
        let nested = TextEditor(text: .constant("Notes")).textEditorStyle(NestedTextEditorStyle()).layout(in: window)
        #expect(try #require(nested.frame(of: "nested")).size == CGSize(width: 300, height: 50))
        let plain = TextEditor(text: .constant("Notes")).id("editor").frame(width: 200).layout(in: window)
        for style in [AnyView(TextEditor(text: .constant("Notes")).textEditorStyle(.automatic).id("editor").frame(width: 200)),
                      AnyView(TextEditor(text: .constant("Notes")).textEditorStyle(.plain).id("editor").frame(width: 200))] {
            #expect(style.layout(in: window).frame(of: "editor") == plain.frame(of: "editor"))
        }
    }

    @Test("a custom date picker style reads the label, range and components; the built-in styles keep the compact row")
    func datePickerStyles() throws {
        let start = Date(timeIntervalSince1970: 0)
        let bounded = DatePicker("Due", selection: .constant(start), in: start...start.addingTimeInterval(86_400), displayedComponents: .date)
            .datePickerStyle(MarkedDatePickerStyle()).layout(in: window)
        #expect(try #require(bounded.frame(of: "range")).minY == (try #require(bounded.frame(ofText: "Due"))).maxY)
        #expect(try #require(bounded.frame(of: "components")).width == 20)
        let open = DatePicker("Due", selection: .constant(start)).datePickerStyle(MarkedDatePickerStyle()).layout(in: window)
        #expect(open.frame(of: "range") == nil)
        #expect(try #require(open.frame(of: "components")).width == 40)

        let nested = DatePicker("Due", selection: .constant(start)).datePickerStyle(NestedDatePickerStyle()).layout(in: window)
        // The compact row fills the width, with the date and time buttons after the label.
        #expect(try #require(nested.frame(of: "nested")).width == 300)
        #expect(nested.frame(ofText: "Jan 1, 1970") != nil)

        let plain = DatePicker("Due", selection: .constant(start)).id("picker").layout(in: window)
        for styled in [AnyView(DatePicker("Due", selection: .constant(start)).datePickerStyle(.automatic).id("picker")),
                       AnyView(DatePicker("Due", selection: .constant(start)).datePickerStyle(.compact).id("picker"))] {
            let result = styled.layout(in: window)
            #expect(result.frame(of: "picker") == plain.frame(of: "picker"))
            #expect(result.frame(ofText: "12:00 AM") == plain.frame(ofText: "12:00 AM"))
        }
    }

    @Test("a custom split view style lays out through makeBody; the built-in styles arrange the columns")
    func splitViewStyles() throws {
        let iPad = Device.iPad.running(.iOS18)
        func split() -> some View {
            NavigationSplitView(columnVisibility: .constant(.doubleColumn)) { Color.red.id("s") } detail: { Color.blue.id("d") }
        }
        let square = split().navigationSplitViewStyle(SquareSplitViewStyle()).layout(on: iPad)
        #expect(try #require(square.frame(of: "square")).size == CGSize(width: 100, height: 100))
        #expect(square.frame(of: "s") == nil && square.frame(of: "d") == nil)

        let plain = split().layout(on: iPad)
        let automatic = split().navigationSplitViewStyle(.automatic).layout(on: iPad)
        #expect(automatic.frame(of: "d") == plain.frame(of: "d"))
        // In portrait the automatic style lays the sidebar over a full-width detail, as
        // `.prominentDetail` does; `.balanced` narrows the detail beside it by the sidebar's 320.
        let prominent = try #require(split().navigationSplitViewStyle(.prominentDetail).layout(on: iPad).frame(of: "d"))
        let balanced = try #require(split().navigationSplitViewStyle(.balanced).layout(on: iPad).frame(of: "d"))
        #expect(plain.frame(of: "d") == prominent)
        #expect(balanced.minX == 320 && balanced.width == prominent.width - 320)
    }

    @Test("Button(configuration) and Label(configuration) in a style's body are the default button and label")
    func buttonAndLabelFromConfiguration() throws {
        let button = Button("Save") {}.buttonStyle(PaddedPrimitiveButtonStyle()).layout(in: window)
        let title = try #require(button.frame(ofText: "Save"))
        let padded = try #require(button.frame(of: "padded"))
        #expect(padded.width == title.width + 20 && padded.height == title.height + 20)

        let plain = try #require(Label("Star", systemImage: "star").id("plain").layout(in: window).frame(of: "plain"))
        let label = try #require(Label("Star", systemImage: "star").labelStyle(PaddedLabelStyle()).layout(in: window).frame(of: "padded"))
        #expect(label.width == plain.width + 10 && label.height == plain.height + 10)
    }

    @Test("table styles compile and leave layout unchanged: Trellis has no table for them to make")
    func tableStyles() {
        let plain = Text("Rows").id("t").layout(in: window)
        let styles: [AnyView] = [AnyView(Text("Rows").tableStyle(StripedTableStyle()).id("t")),
                                 AnyView(Text("Rows").tableStyle(.inset).id("t")),
                                 AnyView(Text("Rows").tableStyle(.automatic).id("t"))]
        for styled in styles {
            #expect(styled.layout(in: window).frame(of: "t") == plain.frame(of: "t"))
        }
    }
}
