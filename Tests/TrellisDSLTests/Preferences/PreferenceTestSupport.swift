import Trellis

/// The names of the views that set a value, in the order the key combined them, and how many
/// times `reduce` ran to combine them.
struct NameList: Equatable {
    var names: [String] = []
    var reduceCalls = 0
}

/// Collects names; `reduce` appends the next value's names and counts its own calls (plus any
/// already counted in the next value). Reducing with the default (no names, no calls) changes
/// nothing but the count, and the tests check that the default never reaches `reduce`.
struct NamesKey: PreferenceKey {
    static let defaultValue = NameList()

    static func reduce(value: inout NameList, nextValue: () -> NameList) {
        let next = nextValue()
        value.names += next.names
        value.reduceCalls += 1 + next.reduceCalls
    }
}

extension View {
    /// This view setting its name for ``NamesKey``.
    func named(_ name: String) -> some View {
        preference(key: NamesKey.self, value: NameList(names: [name]))
    }
}

/// Keeps every value an `onPreferenceChange` action was called with.
final class Deliveries<Value> {
    private(set) var values: [Value] = []

    /// The action to hand to `onPreferenceChange`.
    func record(_ value: Value) {
        values.append(value)
    }
}
