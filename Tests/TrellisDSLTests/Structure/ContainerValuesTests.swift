import Foundation
import Testing
import Trellis

extension ContainerValues {
    /// Whether a card asks its container for the wide slot.
    @Entry var isWide = false
    /// The card's label, declared without `@Entry`.
    var cardLabel: String {
        get { self[CardLabelKey.self] }
        set { self[CardLabelKey.self] = newValue }
    }
}

private struct CardLabelKey: ContainerValueKey {
    static let defaultValue = "none"
}

/// `containerValue(_:_:)` gives a value to the container holding the view (iOS 18), as Apple
/// documents it: the container reads it from the subview's `containerValues`, each key at its
/// default unless the view sets it; a group's views each take the group's value; a value set
/// inside a view's own container does not reach the container outside it.
@Suite("Container values") @MainActor
struct ContainerValuesTests {
    /// A container that makes each subview 100 points wide when it asks for the wide slot,
    /// else 50, and shows each one's label beside it.
    private func layOut<Content: View>(_ content: Content) -> LayoutResult {
        VStack(spacing: 0) {
            Group(subviews: content) { subviews in
                ForEach(subviews) { subview in
                    HStack {
                        subview.frame(width: subview.containerValues.isWide ? 100 : 50)
                        Text("label \(subview.containerValues.cardLabel)")
                    }
                }
            }
        }.layout(in: CGSize(width: 400, height: 400))
    }

    @Test("a container lays its subviews out by their values; a key no view sets keeps its default")
    func values() {
        let result = layOut(Group {
            Color.red.frame(height: 10).id("wide").containerValue(\.isWide, true).containerValue(\.cardLabel, "first")
            Color.blue.frame(height: 10).id("narrow")
        })
        #expect(result.frame(of: "wide")?.width == 100)
        #expect(result.frame(of: "narrow")?.width == 50)
        #expect(result.frame(ofText: "label first") != nil)
        #expect(result.frame(ofText: "label none") != nil)
    }

    @Test("a value passes through the modifiers after it, and each view of a group takes it")
    func passesThrough() {
        let result = layOut(Group {
            Color.red.frame(height: 10).id("padded").containerValue(\.isWide, true).padding(5)
            Group {
                Color.green.frame(height: 10).id("b")
                Color.blue.frame(height: 10).id("c")
            }
            .containerValue(\.isWide, true)
        })
        // The padded subview is 100 wide, its colour 100 − 2 × 5.
        #expect(result.frame(of: "padded")?.width == 90)
        #expect(result.frame(of: "b")?.width == 100)
        #expect(result.frame(of: "c")?.width == 100)
    }

    @Test("a value set inside a stack stays with the stack's own container, not the one outside")
    func staysInside() {
        let result = layOut(VStack {
            Color.red.frame(height: 10).id("inner").containerValue(\.isWide, true)
        }.id("stack"))
        #expect(result.frame(of: "stack")?.width == 50)
    }

    @Test("a section's values reach Group(sections:)")
    func sectionValues() {
        let result = VStack {
            Group(sections: Group {
                Section { Text("a") }.containerValue(\.isWide, true)
                Section { Text("b") }
            }) { sections in
                ForEach(sections) { section in
                    Text(section.containerValues.isWide ? "wide section" : "narrow section")
                }
            }
        }.layout(in: CGSize(width: 400, height: 400))
        #expect(result.frame(ofText: "wide section") != nil)
        #expect(result.frame(ofText: "narrow section") != nil)
    }
}
