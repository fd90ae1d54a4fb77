import Testing
import Trellis
import TrellisTesting

// Cases 52–55 of Fixtures/ConformanceCases.md: numbers stated by articles (objc.io, measured in SwiftUI), by
// OpenSwiftUI's frame tests and derived from Apple's ViewThatFits documentation.
//
// The objc.io cases give frames relative to the fixed frame around the stack; the window
// they are laid out in does not change them (the frame is fixed), so any window will do.

extension Conformance {
    @Suite("article and documentation cases (OBJC, DOC)")
    @MainActor
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
            expectFrame(of: "first", relativeTo: "frame", in: result, equals: CGRect(x: 0, y: 0, width: 100, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "second", relativeTo: "frame", in: result, equals: CGRect(x: 100, y: 0, width: 100, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "third", relativeTo: "frame", in: result, equals: CGRect(x: 200, y: 0, width: 100, height: 100), tolerance: exact, context: caseName)
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
            expectFrame(of: "red", relativeTo: "frame", in: result, equals: CGRect(x: -12.5, y: 0, width: 75, height: 100), tolerance: exact, context: caseName)
            expectFrame(of: "green", relativeTo: "frame", in: result, equals: CGRect(x: 62.5, y: 0, width: 100, height: 100), tolerance: exact, context: caseName)
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

        // MARK: - Apple's ViewThatFits documentation

        private let viewThatFitsWindow = CGSize(width: 100, height: 100)

        @Test("case 55: the first candidate whose ideal size fits both axes is shown (DOC ViewThatFits)")
        func viewThatFitsBothAxes() {
            let result = ViewThatFits {
                Color.red.frame(width: 150, height: 50).id("wide")
                Color.green.frame(width: 80, height: 50).id("narrow")
                Color.blue.frame(width: 20, height: 20).id("small")
            }
            .layout(in: viewThatFitsWindow)
            expectFrame(of: "narrow", in: result, equals: CGRect(x: 10, y: 25, width: 80, height: 50), tolerance: exact, context: caseName)
            #expect(result.frame(of: "wide") == nil)
            #expect(result.frame(of: "small") == nil)
        }

        @Test("case 55: constrained vertically only, the wide first candidate fits (DOC ViewThatFits init(in:content:))")
        func viewThatFitsVertically() {
            let result = ViewThatFits(in: .vertical) {
                Color.red.frame(width: 150, height: 50).id("wide")
                Color.green.frame(width: 80, height: 50).id("narrow")
            }
            .layout(in: viewThatFitsWindow)
            expectFrame(of: "wide", in: result, equals: CGRect(x: -25, y: 25, width: 150, height: 50), tolerance: exact, context: caseName)
            #expect(result.frame(of: "narrow") == nil)
        }

        @Test("case 55: when no candidate fits, the last is shown (DOC ViewThatFits)")
        func viewThatFitsNoneFits() {
            let result = ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 150, height: 50).id("first")
                Color.green.frame(width: 150, height: 40).id("second")
                Color.blue.frame(width: 150, height: 30).id("last")
            }
            .layout(in: viewThatFitsWindow)
            expectFrame(of: "last", in: result, equals: CGRect(x: -25, y: 35, width: 150, height: 30), tolerance: exact, context: caseName)
            #expect(result.frame(of: "first") == nil)
        }
    }
}
