import Testing
import Trellis

// Seed 003 ("SwiftUI View Preferences"): the article's code, compiled with only the import
// changed. It declares two versions of `MyPreferenceKey` and of `MyView`; the second of each is
// renamed here (`MyAndPreferenceKey`, `MyConflictView`) so that both fit in one file.

extension View {

    func dismissable(_ dismissable: Bool) -> some View {
        self.preference(key: MyPreferenceKey.self, value: dismissable)
    }
}

fileprivate struct MyPreferenceKey: PreferenceKey {

    static let defaultValue: Bool = true

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = nextValue()
    }
}

struct MyView: View {

    @State private var isDismissable: Bool = true

    var body: some View {
        VStack {
            if isDismissable {
                Button("dismiss") {
                    // ...
                }
            }

            Text("Child View 1")
                .dismissable(false)

            Text("Child View 2")
        }
        .onPreferenceChange(MyPreferenceKey.self) {
            isDismissable = $0
        }
    }
}

struct MyConflictView: View {

    @State private var isDismissable: Bool = true

    var body: some View {
        VStack {
            if isDismissable {
                Button("dismiss") {
                    // ...
                }
            }

            Text("Child View 1")
                .dismissable(false)

            Text("Child View 2")
                .dismissable(true)
        }
        .onPreferenceChange(MyPreferenceKey.self) {
            isDismissable = $0
        }
    }
}

/// The article's second key, combining with a logical AND, in the conflicting view.
fileprivate struct MyAndPreferenceKey: PreferenceKey {

    static let defaultValue: Bool = true

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value && nextValue()
    }
}

/// `MyConflictView` with the AND key.
private struct MyAndConflictView: View {
    @State private var isDismissable: Bool = true

    var body: some View {
        VStack {
            if isDismissable {
                Button("dismiss") {}
            }
            Text("Child View 1").preference(key: MyAndPreferenceKey.self, value: false)
            Text("Child View 2").preference(key: MyAndPreferenceKey.self, value: true)
        }
        .onPreferenceChange(MyAndPreferenceKey.self) { isDismissable = $0 }
    }
}

@Suite("Seed 003: view preferences")
@MainActor
struct PreferencesSeedTests {
    let window = CGSize(width: 390, height: 844)

    /// Whether the layout shows the text "dismiss" (the button's label).
    func showsDismiss(_ result: LayoutResult) -> Bool {
        result.graph.nodeIDs.contains { node in
            if case .text(let spec) = result.graph.kind(of: node) { return spec.string == "dismiss" && result.frame(ofNode: node) != nil }
            return false
        }
    }

    @Test("one child not dismissable hides the dismiss button after a second round")
    func usageExample() {
        let session = MyView().layoutSession(in: window)
        let result = session.result
        // Round 1 shows the button (isDismissable starts true). Child 2 sets no value, so the
        // key combines child 1's false alone; the action hides the button and round 2 changes
        // nothing.
        #expect(!showsDismiss(result))
        #expect(session.rounds == 2)
    }

    @Test("conflicting children: the last value wins and shows the button; the AND key hides it")
    func conflicts() {
        // false then true: `value = nextValue()` keeps true, the article's "incorrectly".
        let lastWinsSession = MyConflictView().layoutSession(in: window)
        let lastWins = lastWinsSession.result
        #expect(showsDismiss(lastWins))
        #expect(lastWinsSession.rounds == 1)
        let combinedSession = MyAndConflictView().layoutSession(in: window)
        let combined = combinedSession.result
        #expect(!showsDismiss(combined))
        #expect(combinedSession.rounds == 2)
    }
}
