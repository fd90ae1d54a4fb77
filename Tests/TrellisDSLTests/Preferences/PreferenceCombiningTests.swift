import Testing
import Trellis

@Suite("Preferences: combining values")
@MainActor
struct PreferenceCombiningTests {
    let window = CGSize(width: 300, height: 300)

    /// The combined value of `NamesKey` in `view`, as an `onPreferenceChange` around it sees it.
    func names(in view: some View) -> NameList? {
        let deliveries = Deliveries<NameList>()
        _ = view.onPreferenceChange(NamesKey.self, perform: deliveries.record).layout(in: window)
        #expect(deliveries.values.count == 1)
        return deliveries.values.first
    }

    @Test("values combine in view-tree order; views without a value contribute nothing")
    func viewTreeOrder() {
        let list = names(in: HStack {
            Color.red.named("a")
            VStack {
                Color.red.named("b")
                Color.red
                Color.red.named("c")
            }
            Color.red
            Color.red.named("d")
        })
        #expect(list?.names == ["a", "b", "c", "d"])
        // Four values need three reduce calls: one inside the VStack (b, c) and two in the
        // HStack (a with the VStack's value, then with d). No call sees a view without a value.
        #expect(list?.reduceCalls == 3)
    }

    @Test("a single contributor is not reduced, however deep it is")
    func singleContributor() {
        let list = names(in: VStack {
            Color.red
            HStack { Color.red; Color.red.named("only").padding() }
            Color.red
        })
        #expect(list == NameList(names: ["only"]))
    }

    @Test("a subtree without values gives the key's default")
    func noContributor() {
        #expect(names(in: VStack { Color.red; Color.blue }) == NamesKey.defaultValue)
    }

    @Test("a background's values come before the view's, an overlay's after")
    func backgroundAndOverlayOrder() {
        let list = names(in: Color.red.named("primary")
            .overlay(Color.blue.named("overlay"))
            .background(Color.green.named("background")))
        #expect(list?.names == ["background", "primary", "overlay"])
    }

    @Test("preference(key:value:) replaces the values set for the key inside the view")
    func writerReplacesContentValues() {
        let list = names(in: HStack {
            Color.red.named("a")
            VStack { Color.red.named("b"); Color.red.named("c") }.named("stack")
        })
        #expect(list?.names == ["a", "stack"])
        #expect(list?.reduceCalls == 1)
    }

    @Test("transformPreference changes the subtree's combined value, or the default when it has none")
    func transformPreference() {
        let list = names(in: HStack {
            VStack { Color.red.named("a"); Color.red.named("b") }
                .transformPreference(NamesKey.self) { $0.names.append("transformed") }
            Color.red.transformPreference(NamesKey.self) { $0.names.append("from default") }
        })
        #expect(list?.names == ["a", "b", "transformed", "from default"])
    }

    @Test("keys combine independently of one another")
    func otherKeysUntouched() {
        let counts = Deliveries<Int>()
        let list = names(in: HStack {
            Color.red.named("a").preference(key: CountKey.self, value: 2)
            Color.red.preference(key: CountKey.self, value: 3).named("b")
        }
        .onPreferenceChange(CountKey.self, perform: counts.record))
        #expect(list?.names == ["a", "b"])
        #expect(counts.values == [5])
    }
}

/// Sums the values set.
private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
