import Testing
import Trellis

// Seed 003 ("SwiftUI View Preferences"): its extension, both versions of its preference key and
// its `MyView` compile unchanged. The tests find the dismiss button by its title in the frame
// table.

extension View {

    func dismissable(_ dismissable: Bool) -> some View {
        self.preference(key: MyPreferenceKey.self, value: dismissable)
    }

    func dismissableWithAnd(_ dismissable: Bool) -> some View {
        self.preference(key: MyAndPreferenceKey.self, value: dismissable)
    }
}

fileprivate struct MyPreferenceKey: PreferenceKey {

    static let defaultValue: Bool = true

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = nextValue()
    }
}

/// The article's second version of the key, combining with a logical AND.
fileprivate struct MyAndPreferenceKey: PreferenceKey {

    static let defaultValue: Bool = true

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value && nextValue()
    }
}

/// The article's usage example: child 2 sets no value, so the key combines child 1's `false`.
private struct MyView: View {

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

/// The article's conflict: child 2 sets `true`. Last-value-wins shows the button (the article's
/// "incorrectly"); the AND key hides it.
private struct ConflictView: View {
    let combineWithAnd: Bool
    @State private var isDismissable: Bool = true

    var body: some View {
        VStack {
            if isDismissable {
                Button("dismiss") {
                    // ...
                }
            }
            if combineWithAnd {
                Text("Child View 1").dismissableWithAnd(false)
                Text("Child View 2").dismissableWithAnd(true)
            } else {
                Text("Child View 1").dismissable(false)
                Text("Child View 2").dismissable(true)
            }
        }
        .onPreferenceChange(MyPreferenceKey.self) { isDismissable = $0 }
        .onPreferenceChange(MyAndPreferenceKey.self) { isDismissable = $0 }
    }
}

@Suite("Seed 003: view preferences")
struct PreferencesSeedTests {
    let window = CGSize(width: 390, height: 844)

    /// Whether the layout shows the dismiss button (its title, a text).
    private func showsDismiss(_ result: LayoutResult) -> Bool {
        result.frameTable().contains("Text \"dismiss\"")
    }

    @Test("one child not dismissable hides the dismiss button after a second round")
    func usageExample() {
        let result = MyView().layout(in: window)
        // Round 1 shows the button (isDismissable starts true); the key combines to false, the
        // action hides it, and round 2 changes nothing.
        #expect(!showsDismiss(result))
        #expect(result.statistics.rounds == 2)
    }

    @Test("conflicting children: last value wins shows the button, AND hides it")
    func conflicts() {
        #expect(showsDismiss(ConflictView(combineWithAnd: false).layout(in: window)))
        #expect(!showsDismiss(ConflictView(combineWithAnd: true).layout(in: window)))
    }
}
