import Trellis

// Previews of every form, found and laid out by RegisteredPreviewTests. Their lines are part of
// the tests' expectations: add new previews at the end.

#Preview("Badge", traits: .sizeThatFitsLayout) {
    Color.blue.frame(width: 120, height: 40).id("badge")
}

#Preview("Fixed square", traits: .fixedLayout(width: 200, height: 100)) {
    Color.blue.frame(width: 50, height: 50).id("square")
}

// No name; turned to landscape.
#Preview(traits: .landscapeLeft) {
    Color.red.id("fill")
}

#Preview("Two rows") {
    Color.red.frame(height: 100).id("top")
    Color.green.frame(height: 100).id("bottom")
}

#Preview("Copied width") {
    @Previewable @State var copied: CGFloat = 0
    VStack(spacing: 0) {
        Color.red.frame(width: 120, height: 10)
            .background(GeometryReader { proxy in Color.clear.preference(key: MeasuredWidth.self, value: proxy.size.width) })
        Color.blue.frame(width: copied, height: 10).id("copy")
    }
    .onPreferenceChange(MeasuredWidth.self) { copied = $0 }
}

#Preview("Body argument \("interpolated")", traits: .portrait, .fixedLayout(width: 100, height: 100), body: {
    Color.green.frame(width: 10, height: 20).id("green")
})

/// The width of the view that sets it.
struct MeasuredWidth: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
