import Trellis

/// The width a box asks for; the last value set wins.
struct TargetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// A box whose width starts at 10 and is set to `target` by its own `onPreferenceChange`.
struct Growing: View {
    let name: String
    let target: CGFloat
    @State private var width: CGFloat = 10

    var body: some View {
        Color.red.frame(width: width, height: 10).id(name)
            .preference(key: TargetKey.self, value: target)
            .onPreferenceChange(TargetKey.self) { width = $0 }
    }
}
