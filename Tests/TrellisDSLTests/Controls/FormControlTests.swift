import Foundation
import Testing
import Trellis

@Suite("Stepper, DatePicker, Menu, DisclosureGroup, GroupBox, LabeledContent, ControlGroup") @MainActor
struct FormControlTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("Stepper: label, spacer, a 94 × 32 control")
    func stepper() {
        let result = Stepper("Count", value: .constant(1), in: 0...10).id("stepper").layout(in: window)
        #expect(result.frame(of: "stepper") == CGRect(x: 0, y: 184, width: 300, height: 32))
        // "Count" = 5 × 8.5 = 42.5; + spacer 8 + 94.
        #expect(Stepper("Count", value: .constant(1)).sizeThatFits(.unspecified) == CGSize(width: 144.5, height: 32))
    }

    @Test("Compact DatePicker: label, spacer, date and time buttons 34 tall")
    func datePicker() {
        let epoch = Binding.constant(Date(timeIntervalSince1970: 0))
        // "Jan 1, 1970" = J a n 25.5 + space 4.25 + 1 8.5 + , 4.25 + space 4.25 + 1970 34 = 80.75;
        // button 80.75 + 22 = 102.75. "Start" = 42.5. 42.5 + 8 + 102.75 = 153.25.
        #expect(DatePicker("Start", selection: epoch, displayedComponents: .date).sizeThatFits(.unspecified) == CGSize(width: 153.25, height: 34))
        // "12:00 AM" = 1 2 17 + : 4.25 + 0 0 17 + space 4.25 + A 8.5 + M 12.75 = 63.75; button 85.75.
        // 42.5 + 8 + 102.75 + 8 + 85.75 = 247.
        #expect(DatePicker("Start", selection: epoch).sizeThatFits(.unspecified) == CGSize(width: 247, height: 34))
        let result = DatePicker("Start", selection: epoch).id("picker").layout(in: window)
        #expect(result.frame(of: "picker") == CGRect(x: 0, y: 183, width: 300, height: 34))
    }

    @Test("Menu: its label only")
    func menu() {
        // "Actions" = A c t 25.5 + i 4.25 + o n s 25.5 = 55.25.
        let menu = Menu("Actions") { Button("Copy") {}; Button("Paste") {} }
        #expect(menu.sizeThatFits(.unspecified) == CGSize(width: 55.25, height: 21))
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
        // "Name" 38.25 + 8 + "Ada" 25.5.
        #expect(LabeledContent("Name", value: "Ada").sizeThatFits(.unspecified) == CGSize(width: 71.75, height: 21))
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
