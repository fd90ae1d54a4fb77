import Testing
import Trellis

/// Whether every row is done: a logical AND over the rows, as in the seed article's
/// `MyPreferenceKey`. `true` is the default, so a view without a value leaves the AND unchanged.
private struct AllDoneKey: PreferenceKey {
    static let defaultValue = true

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value && nextValue()
    }
}

/// The classic case: a dismiss button shown only while every row is done. The rows report
/// `done` upwards; the `VStack`'s combined value reaches `@State` through `onPreferenceChange`.
private struct Checklist: View {
    let rows: [Bool]
    @State private var showDismiss = false

    var body: some View {
        VStack(spacing: 0) {
            if showDismiss {
                Button("Dismiss") { showDismiss = false }.id("dismiss")
            }
            ForEach(Array(rows.enumerated()), id: \.offset) { index, done in
                Color.gray.frame(width: 200, height: 30)
                    .preference(key: AllDoneKey.self, value: done)
                    .id("row \(index)")
            }
        }
        .onPreferenceChange(AllDoneKey.self) { showDismiss = $0 }
    }
}

@Suite("Preferences: the dismiss button")
@MainActor
struct DismissButtonPreferenceTests {
    let window = CGSize(width: 390, height: 844)

    @Test("all rows done: the dismiss button is laid out above them, after a second round")
    func dismissShownWhenAllDone() {
        let session = Checklist(rows: [true, true, true]).layoutSession(in: window)
        let result = session.result
        // Round 1: showDismiss is false and the VStack holds the 3 rows. The AND of three
        // `true`s is true; the first value is always delivered, so the action sets showDismiss.
        // Round 2 shows the control; the AND is still true, so nothing is delivered and the
        // state has settled.
        #expect(session.rounds == 2)
        // Round 2: the button hugs its label, "Dismiss" in the 17-pt body font of the built-in
        // text model, one 21-pt line tall. The VStack is 21 + 3 × 30 = 111 tall, centred:
        // y = (844 − 111) / 2 = 366.5; the button is centred in the 200-wide stack.
        let label = BuiltInTextMeasurer().measure(TextSpec("Dismiss"), proposal: .unspecified).size
        #expect(label.height == 21)
        #expect(result.frame(of: "dismiss") == CGRect(x: (390 - label.width) / 2, y: 366.5, width: label.width, height: 21))
        #expect(result.frame(of: "row 0") == CGRect(x: 95, y: 387.5, width: 200, height: 30))
        #expect(result.warnings.isEmpty)
    }

    @Test("one row not done: no dismiss button, settled in the first round")
    func dismissHiddenWhenOneRowIsNotDone() {
        let session = Checklist(rows: [true, false, true]).layoutSession(in: window)
        let result = session.result
        #expect(result.frame(of: "dismiss") == nil)
        // The stack holds only the rows: 90 tall, y = (844 − 90) / 2 = 377.
        #expect(result.frame(of: "row 0") == CGRect(x: 95, y: 377, width: 200, height: 30))
        // true && false && true = false; the first delivery sets showDismiss to false, its value
        // already, so no state changes and no second round runs.
        #expect(session.rounds == 1)
    }
}
