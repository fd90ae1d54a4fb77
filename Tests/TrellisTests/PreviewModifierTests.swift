import Testing
import Trellis

/// A preview modifier without a shared context: the preview's view padded by 10.
private struct PaddedPreview: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(10)
    }
}

/// A preview modifier with a shared context, which Trellis cannot make while laying out.
private struct SampleDataPreview: PreviewModifier {
    static func makeSharedContext() async throws -> Int { 42 }
    func body(content: Content, context: Int) -> some View {
        content.padding(CGFloat(context))
    }
}

@Suite("Preview modifiers")
@MainActor
struct PreviewModifierTests {
    private func preview(_ traits: PreviewTrait<Preview.ViewTraits>...) -> Preview {
        Preview(registeredAs: "square", traits: traits, fileID: "T/T.swift", filePath: "T.swift", line: 1, column: 1) {
            Color.red.frame(width: 20, height: 30)
        }
    }

    @Test("a preview modifier without a shared context wraps the preview's view; the layout traits still count")
    func voidContext() {
        let result = preview(.modifier(PaddedPreview()), .sizeThatFitsLayout).layout(on: .iPhone15)
        #expect(result.rootFrame.size == CGSize(width: 40, height: 50))
        // Two modifiers apply in order.
        let twice = preview(.sizeThatFitsLayout, .modifier(PaddedPreview()), .modifier(PaddedPreview())).layout(on: .iPhone15)
        #expect(twice.rootFrame.size == CGSize(width: 60, height: 70))
    }

    @Test("a modifier with a shared context leaves the view as it is, since layout cannot wait for the context")
    func sharedContext() {
        let result = preview(.modifier(SampleDataPreview()), .sizeThatFitsLayout).layout(on: .iPhone15)
        #expect(result.rootFrame.size == CGSize(width: 20, height: 30))
    }
}
