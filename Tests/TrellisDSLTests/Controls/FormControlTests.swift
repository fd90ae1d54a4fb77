import Foundation
import Testing
import Trellis

/// The width of `string` on one line in the body font, as the built-in text model sets it:
/// rounded up to the pixel at display scale 1.
private func textWidth(_ string: String) -> CGFloat {
    BuiltInTextMeasurer().measure(TextSpec(string), proposal: .unspecified).size.width
}

@Suite("Stepper, DatePicker, Menu, DisclosureGroup, GroupBox, LabeledContent, ControlGroup") @MainActor
struct FormControlTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("Stepper: label, spacer, a 94 × 32 control")
    func stepper() {
        let result = Stepper("Count", value: .constant(1), in: 0...10).id("stepper").layout(in: window)
        #expect(result.frame(of: "stepper") == CGRect(x: 0, y: 184, width: 300, height: 32))
        // "Count" + spacer 8 + 94.
        #expect(Stepper("Count", value: .constant(1)).sizeThatFits(.unspecified) == CGSize(width: textWidth("Count") + 8 + 94, height: 32))
    }

    @Test("Compact DatePicker: label, spacer, date and time buttons 35 tall")
    func datePicker() {
        let epoch = Binding.constant(Date(timeIntervalSince1970: 0))
        // iOS 18 draws the compact buttons 35 tall (mhi-compactdate-height-18 in the container
        // calibration data); the default design carries that height.
        let height: CGFloat = 35
        #expect(DesignMetric.compactDateHeight.value(in: EnvironmentValues().osVersion).value == height)
        // The date button is "Jan 1, 1970" padded by 12 on each side (iOS 18 pads the time by 12:
        // the container calibration's mhi-compactdate-width-18); the label "Start", 8, the button.
        let dateButton = textWidth("Jan 1, 1970") + 24
        let dateOnly = CGSize(width: textWidth("Start") + 8 + dateButton, height: height)
        #expect(DatePicker("Start", selection: epoch, displayedComponents: .date).sizeThatFits(.unspecified) == dateOnly)
        // The time button, "12:00 AM" + 24, follows 8 after the date button.
        let timeButton = textWidth("12:00 AM") + 24
        #expect(DatePicker("Start", selection: epoch).sizeThatFits(.unspecified) == CGSize(width: dateOnly.width + 8 + timeButton, height: height))
        let result = DatePicker("Start", selection: epoch).id("picker").layout(in: window)
        #expect(result.frame(of: "picker") == CGRect(x: 0, y: (400 - height) / 2, width: 300, height: height))
    }

    @Test("Wheel DatePicker: UIKit's 216-pt wheels, as wide as offered, after the label")
    func wheelDatePicker() {
        let epoch = Binding.constant(Date(timeIntervalSince1970: 0))
        // Labels hidden: the wheels alone, UIPickerView's 320 × 216 when nothing is offered.
        let wheels = DatePicker("Start", selection: epoch).datePickerStyle(.wheel).labelsHidden()
        #expect(wheels.sizeThatFits(.unspecified) == CGSize(width: 320, height: 216))
        // In a 300-wide window the wheels take what the label and 8 leave: centred, y = (400 − 216) / 2.
        let result = DatePicker("Start", selection: epoch).datePickerStyle(.wheel).id("picker").layout(in: window)
        #expect(result.frame(of: "picker") == CGRect(x: 0, y: 92, width: 300, height: 216))
    }

    @Test("Graphical DatePicker: the calendar, then the time row; no label")
    func graphicalDatePicker() {
        let epoch = Binding.constant(Date(timeIntervalSince1970: 0))
        let calendar = DesignMetric.graphicalCalendarHeight.value(in: .iOS18).value
        let dateOnly = DatePicker("Start", selection: epoch, displayedComponents: .date).datePickerStyle(.graphical)
        #expect(dateOnly.sizeThatFits(.unspecified) == CGSize(width: 320, height: calendar))
        // With the time: the 35-pt compact time row below the calendar, as wide as offered.
        let result = DatePicker("Start", selection: epoch).datePickerStyle(.graphical).id("picker")
            .layout(in: window)
        #expect(result.frame(of: "picker") == CGRect(x: 0, y: (400 - calendar - 35) / 2, width: 300, height: calendar + 35))
    }

    @Test("Menu: its label only")
    func menu() {
        // "Actions" on one body line, 21 tall.
        let menu = Menu("Actions") { Button("Copy") {}; Button("Paste") {} }
        #expect(menu.sizeThatFits(.unspecified) == CGSize(width: textWidth("Actions"), height: 21))
    }

    @Test("DisclosureGroup: collapsed, its label row; expanded, the content 8 below")
    func disclosureGroup() {
        let collapsed = DisclosureGroup("More") { Color.red.frame(width: 50, height: 50).id("content") }.id("group")
        let closed = collapsed.layout(in: window)
        #expect(closed.frame(of: "group")?.size == CGSize(width: 300, height: 21))
        #expect(closed.frame(of: "content") == nil)

        let expanded = DisclosureGroup("More", isExpanded: .constant(true)) { Color.red.frame(width: 50, height: 50).id("content") }.id("group")
        let open = expanded.layout(in: CGSize(width: 300, height: 399))
        // 21 + 8 + 50 = 79 tall, centred in 399: y = 160.
        #expect(open.frame(of: "group") == CGRect(x: 0, y: 160, width: 300, height: 79))
        #expect(open.frame(of: "content") == CGRect(x: 0, y: 189, width: 50, height: 50))
    }

    @Test("GroupBox: headline label over content, leading, filling the width, padded 16")
    func groupBox() {
        let box = GroupBox("Title") { Color.red.frame(width: 50, height: 50).id("content") }
        let result = box.id("box").layout(in: CGSize(width: 300, height: 401))
        // 16 + 21 + 8 + 50 + 16 = 111 tall, centred in 401: y = 145.
        #expect(result.frame(of: "box") == CGRect(x: 0, y: 145, width: 300, height: 111))
        #expect(result.frame(of: "content") == CGRect(x: 16, y: 190, width: 50, height: 50))
        // Ideally as wide as its widest part: 50 + 32.
        #expect(box.sizeThatFits(.unspecified) == CGSize(width: 82, height: 111))
    }

    @Test("LabeledContent: label, spacer, value")
    func labeledContent() {
        // "Name" + 8 + "Ada", one body line tall.
        #expect(LabeledContent("Name", value: "Ada").sizeThatFits(.unspecified) == CGSize(width: textWidth("Name") + 8 + textWidth("Ada"), height: 21))
        #expect(LabeledContent("Name", value: "Ada").sizeThatFits(ProposedViewSize(width: 300, height: 400)) == CGSize(width: 300, height: 21))
    }

    @Test("ControlGroup: the controls side by side in equal shares, 44 tall")
    func controlGroup() {
        let group = ControlGroup {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }
        let result = group.id("group").layout(in: window)
        #expect(result.frame(of: "group") == CGRect(x: 0, y: 178, width: 300, height: 44))
        #expect(result.frame(of: "a") == CGRect(x: 65, y: 195, width: 20, height: 10))
        #expect(result.frame(of: "b") == CGRect(x: 215, y: 195, width: 20, height: 10))
    }
}
