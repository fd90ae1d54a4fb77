import Testing
import Trellis

/// Whether any view asks to be wide.
private struct WantsWideKey: PreferenceKey {
    static let defaultValue = false
    static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}

/// A switch drawn as a box 20 wide when off and 60 wide when on, which turns itself on through
/// its binding when its preference asks.
private struct Switch: View {
    let name: String
    @Binding var isOn: Bool

    var body: some View {
        Color.red.frame(width: isOn ? 60 : 20, height: 10).id(name)
            .preference(key: WantsWideKey.self, value: true)
            .onPreferenceChange(WantsWideKey.self) { isOn = $0 }
    }
}

/// Owns the switch's state and shows a marker while it is on.
private struct Settings: View {
    @State private var isOn = false

    var body: some View {
        HStack(spacing: 0) {
            Switch(name: "switch", isOn: $isOn)
            if isOn { Color.blue.frame(width: 5, height: 5).id("on") }
        }
    }
}

/// Flips its state every time its preference is delivered: its value then changes every round.
private struct Flipper: View {
    @State private var flag = false

    var body: some View {
        Color.red.frame(width: flag ? 20 : 10, height: 10).id("flipper")
            .preference(key: WantsWideKey.self, value: flag)
            .onPreferenceChange(WantsWideKey.self) { flag = !$0 }
    }
}

/// Shows a 30-wide box while its optional state holds a width, starting from one.
private struct OptionalWidth: View {
    @State private var width: CGFloat? = 30
    @State private var absent: Int?

    var body: some View {
        HStack(spacing: 0) {
            if let width { Color.red.frame(width: width, height: 10).id("present") }
            if absent != nil { Color.blue.frame(width: 5, height: 5).id("absent") }
        }
    }
}

@Suite("State: @State and @Binding across rounds of layout")
@MainActor
struct StateTests {
    let window = CGSize(width: 300, height: 300)

    @Test("an action sets @State and the view is laid out again with the new value")
    func stateRoundTrip() {
        let session = Growing(name: "box", target: 100).layoutSession(in: window)
        let result = session.result
        #expect(result.frame(of: "box")?.width == 100)
        #expect(session.rounds == 2)
        #expect(session.settled)
        let narrowSession = Growing(name: "box", target: 10).layoutSession(in: window)
        let narrow = narrowSession.result
        // 10 is delivered, the width's value already: one round.
        #expect(narrow.frame(of: "box")?.width == 10)
        #expect(narrowSession.rounds == 1)
    }

    @Test("an optional @State starts from its initial value, not nil")
    func optionalStateKeepsItsInitialValue() {
        let result = OptionalWidth().layout(in: window)
        #expect(result.frame(of: "present")?.width == 30)
        #expect(result.frame(of: "absent") == nil)
    }

    @Test("views of the same type in different places keep separate state")
    func stateByPlace() {
        let result = HStack {
            Growing(name: "left", target: 10)
            Growing(name: "right", target: 100)
        }
        .layout(in: window)
        #expect(result.frame(of: "left")?.width == 10)
        #expect(result.frame(of: "right")?.width == 100)
    }

    @Test("a child writes its parent's @State through a @Binding")
    func bindingRoundTrip() {
        let session = Settings().layoutSession(in: window)
        let result = session.result
        #expect(result.frame(of: "switch")?.width == 60)
        #expect(result.frame(of: "on") != nil)
        #expect(session.rounds == 2)
    }

    @Test("state that keeps changing stops at the bound of rounds with a warning")
    func unsettledStateWarns() {
        let session = Flipper().layoutSession(in: window)
        let result = session.result
        #expect(session.rounds == 10)
        #expect(!session.settled)
        let warning = try! #require(result.warnings.first)
        #expect(warning.kind == .stateDidNotSettle)
        #expect(warning.node == result.graph.root)
        #expect(warning.message.hasPrefix("onPreferenceChange actions still changed @State after 10 rounds of layout"))
        // Round 1 lays out flag = false and flips it; round 10 lays out flag = true (even
        // rounds show it set), and its action flips it again, which no round shows.
        #expect(result.frame(of: "flipper")?.width == 20)
    }

    @Test("outside a layout, @State reads its initial value and writing it does nothing")
    func unboundState() {
        @State var count = 3
        count = 4
        #expect(count == 3)
        #expect($count.wrappedValue == 3)
    }

    @Test("Binding: get/set, constant, projected value and dynamic member")
    func bindings() {
        var storage = CGSize(width: 1, height: 2)
        let size = Binding(get: { storage }, set: { storage = $0 })
        size.width.wrappedValue = 10
        #expect(storage.width == 10)
        #expect(size.projectedValue.height.wrappedValue == 2)
        let constant = Binding.constant(5)
        constant.wrappedValue = 6
        #expect(constant.wrappedValue == 5)
    }
}

/// A modifier with state of its own: pads its content by an amount its action sets.
private struct GrowingPadding: ViewModifier {
    @State private var amount: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .padding(amount)
            .preference(key: TargetKey.self, value: 15)
            .onPreferenceChange(TargetKey.self) { amount = $0 }
    }
}

/// A child that toggles its parent's state from a button, as SwiftUI code commonly does: the
/// action is main-actor isolated, so the view (its binding) must be sendable.
private struct ToggleRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }.id("toggle")
    }
}

@Suite("State: wrappers")
@MainActor
struct StateWrapperTests {
    @Test("a Button action may write a @Binding; the label follows the bound state")
    func bindingInButton() {
        struct Host: View {
            @State private var isOn = true
            var body: some View { ToggleRow(isOn: $isOn) }
        }
        // The label shows "On" (not "Off", which is wider): its size in the body font as the
        // text model sets it, one 21-pt line tall.
        let on = BuiltInTextMeasurer().measure(TextSpec("On"), proposal: .unspecified).size
        let off = BuiltInTextMeasurer().measure(TextSpec("Off"), proposal: .unspecified).size
        #expect(on.width != off.width)
        #expect(Host().layout(in: CGSize(width: 100, height: 100)).frame(of: "toggle")?.size == on)
    }

    @Test("a ViewModifier's @State is kept like a view's")
    func modifierState() {
        let session = Color.red.frame(width: 10, height: 10).id("box")
            .modifier(GrowingPadding()).id("padded")
            .layoutSession(in: CGSize(width: 200, height: 200))
        let result = session.result
        // Round 1 pads by 0 and sets 15; round 2 pads by 15: 10 + 2 × 15 = 40.
        #expect(result.frame(of: "padded")?.size == CGSize(width: 40, height: 40))
        #expect(session.rounds == 2)
    }

    @Test("State(initialValue:), an optional State() and Binding(projectedValue:)")
    func initialisers() {
        let count = State(initialValue: 2)
        #expect(count.wrappedValue == 2)
        let missing = State<Int?>()
        #expect(missing.wrappedValue == nil)
        let constant = Binding(projectedValue: .constant("x"))
        #expect(constant.wrappedValue == "x")
    }
}
