import Testing
import Trellis

// Cases 52–54 of cases.md: numbers stated by articles (objc.io, measured in SwiftUI) and by
// OpenSwiftUI's frame tests. Case 55 (ViewThatFits) is covered elsewhere.
//
// The objc.io cases give frames relative to the fixed frame around the stack; the window
// they are laid out in does not change them (the frame is fixed), so any window will do.

extension Conformance {
    @Suite("article and documentation cases (OBJC, DOC)")
    struct ArticleCases {

        // MARK: - objc.io "How an HStack Lays out Its Children"

        private let window = CGSize(width: 400, height: 400)

        @Test("case 52: three Colors share a 300-wide HStack equally (OBJC hstacks-child-ordering)")
        func threeEqualColors() {
            let view = HStack(spacing: 0) {
                Color.red.id("first")
                Color.green.id("second")
                Color.blue.id("third")
            }
            .frame(width: 300, height: 100)
            .id("frame")
            let result = view.layout(in: window)
            expectFrame(result, "first", relativeTo: "frame", 0, 0, 100, 100)
            expectFrame(result, "second", relativeTo: "frame", 100, 0, 100, 100)
            expectFrame(result, "third", relativeTo: "frame", 200, 0, 100, 100)
        }

        @Test("case 53: the less flexible child is sized first and the stack overflows (OBJC hstacks-child-ordering)")
        func lessFlexibleFirst() {
            let view = HStack(spacing: 0) {
                Color.red.id("red").frame(maxWidth: 100)
                Color.green.id("green").frame(minWidth: 100)
            }
            .frame(width: 150, height: 100)
            .id("frame")
            let result = view.layout(in: window)
            expectFrame(result, "red", relativeTo: "frame", -12.5, 0, 75, 100)
            expectFrame(result, "green", relativeTo: "frame", 62.5, 0, 100, 100)
        }

        // MARK: - OpenSwiftUI FrameLayoutTests

        @Test("case 54: frame(maxWidth: .infinity) inside a fixed frame (OSUI FrameLayoutTests.maxWidthInfinityExpandsToParentProposal)")
        func maxWidthInfinityExpandsToParentProposal() {
            let view = Color.red
                .frame(maxWidth: .infinity)
                .frame(width: 200, height: 200)
            // The source asks the hosting controller for `sizeThatFits(in: .zero)`.
            #expect(view.sizeThatFits(.zero) == CGSize(width: 200, height: 200))
        }
    }
}
