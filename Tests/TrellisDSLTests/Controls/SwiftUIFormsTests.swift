import Foundation
import Testing
import Trellis

/// "Hi" in the body font as the built-in text model sets it.
private let hi = BuiltInTextMeasurer().measure(TextSpec("Hi"), proposal: .unspecified).size

/// Forms of SwiftUI API real code writes: titled progress views, the canvas, the older group box
/// and secure field forms, the background style and the event and animation overloads.
@Suite("SwiftUI's other forms")
@MainActor
struct SwiftUIFormsTests {
    @Test("A titled spinner stacks its title 8 below the 20-pt spinner (chosen spacing), centred")
    func titledSpinner() {
        let size = CGSize(width: max(20, hi.width), height: 20 + 8 + hi.height)
        #expect(ProgressView("Hi").sizeThatFits(.unspecified) == size)
        #expect(ProgressView { Text("Hi") }.sizeThatFits(.unspecified) == size)
        // Without a label it is the bare spinner still.
        #expect(ProgressView().sizeThatFits(.unspecified) == CGSize(width: 20, height: 20))
    }

    @Test("A titled bar stacks its title 4 above the 4-pt bar and its value label 4 below (chosen spacing)")
    func titledBar() {
        #expect(ProgressView("Hi", value: 0.3).sizeThatFits(ProposedViewSize(width: 200, height: nil))
                == CGSize(width: 200, height: hi.height + 4 + 4))
        let both = ProgressView(value: 3, total: 10) { Text("Hi") } currentValueLabel: { Text("Hi") }
        #expect(both.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == CGSize(width: 200, height: hi.height + 4 + 4 + 4 + hi.height))
    }

    @Test("A custom progress style is given the title as the configuration's label")
    func styleSeesLabel() {
        struct LabelOnly: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        #expect(ProgressView("Hi").progressViewStyle(LabelOnly()).sizeThatFits(.unspecified) == hi)
    }

    @Test("Canvas takes the space offered, 10 × 10 when unspecified, and never calls its renderer")
    func canvas() {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        #expect(canvas.sizeThatFits(ProposedViewSize(width: 120, height: 80)) == CGSize(width: 120, height: 80))
        #expect(canvas.sizeThatFits(.unspecified) == CGSize(width: 10, height: 10))
        let withSymbols = Canvas(renderer: { _, _ in }, symbols: { Text("Hi").tag(1) })
        #expect(withSymbols.sizeThatFits(ProposedViewSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
    }

    @Test("GroupBox(label:content:) and SecureField(text:label:) lay out as their newer forms")
    func olderForms() {
        let proposal = ProposedViewSize(width: 200, height: nil)
        #expect(GroupBox(label: Text("Hi")) { Color.red.frame(height: 30) }.sizeThatFits(proposal)
                == GroupBox { Color.red.frame(height: 30) } label: { Text("Hi") }.sizeThatFits(proposal))
        let text = Binding.constant("")
        #expect(SecureField(text: text) { Text("Hi") }.sizeThatFits(.unspecified) == SecureField("Hi", text: text).sizeThatFits(.unspecified))
        #expect(SecureField("x", text: text, prompt: Text("Hi")).sizeThatFits(.unspecified) == SecureField("Hi", text: text).sizeThatFits(.unspecified))
    }

    @Test("background() fills the view's bounds with the background style and keeps its size")
    func backgroundStyle() throws {
        let result = Color.red.frame(width: 40, height: 30).background().id("view").layout(in: CGSize(width: 100, height: 100))
        #expect(try #require(result.frame(of: "view")).size == CGSize(width: 40, height: 30))
    }

    @Test("withAnimation(_:completionCriteria:_:completion:) runs the body, then the completion")
    func animationCompletion() {
        var steps: [String] = []
        let value = withAnimation(.easeInOut, completionCriteria: .removed) {
            steps.append("body")
            return 3
        } completion: {
            steps.append("completion")
        }
        #expect(value == 3 && steps == ["body", "completion"])
    }

    @Test("A tap with its location, a rotation and a window's default size change no layout")
    func eventsAndScenes() {
        let tapped = Color.red.frame(width: 40, height: 30).onTapGesture(count: 2, coordinateSpace: .named("grid")) { _ in }
        #expect(tapped.sizeThatFits(.unspecified) == CGSize(width: 40, height: 30))
        let rotated = Color.red.frame(width: 40, height: 30).gesture(RotationGesture().onChanged { _ in })
            .gesture(MagnificationGesture().onEnded { _ in })
        #expect(rotated.sizeThatFits(.unspecified) == CGSize(width: 40, height: 30))
        var moved = ["a", "b"]
        moved.move(fromOffsets: IndexSet(integer: 1), toOffset: 0)
        #expect(moved == ["b", "a"])
    }
}

@Suite("SwiftUI's other forms, continued")
struct SwiftUIFormsContinuedTests {
    @Test("A date interpolated with a style in a text is written as Text(_:style:) writes it")
    func interpolatedDateStyle() {
        let date = Date(timeIntervalSince1970: 0)
        let key: LocalizedStringKey = "Since \(date, style: .date)"
        #expect(Text(key).content == "Since " + Text(date, style: .date).content)
    }

    @Test("interpolatingSpring's newer forms and a graphics context's compositing modes compile as SwiftUI's")
    func newerForms() {
        let animations: [Animation] = [.interpolatingSpring, .interpolatingSpring(), .interpolatingSpring(duration: 0.3, bounce: 0.2)]
        #expect(animations.count == 3)
        #expect(GraphicsContext.BlendMode.clear != GraphicsContext.BlendMode.normal)
    }
}
