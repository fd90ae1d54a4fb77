import Testing
import Trellis

/// Warnings about a view too long for its window or its parent lead with the view inside it
/// whose own size is the reason, not with the container that merely passes that size on.
///
/// SwiftUI centres a root larger than its window and a child larger than its fixed frame, so
/// the lengths below follow from the frames' own numbers: a 500-pt banner is 110 pt wider than
/// a 390-pt window; a 200-pt view in a 92-pt frame is 108 pt wider than the frame.
@Suite("Warnings name the culprit") @MainActor
struct WarningCulpritTests {
    private let window = CGSize(width: 390, height: 844)

    private func outOfBounds(_ result: LayoutResult) throws -> LayoutWarning {
        let found = result.warnings.filter { $0.kind == .outOfBounds }
        #expect(found.count == 1, "\(found.map(\.message))")
        return try #require(found.first)
    }

    @Test("a stack wider than its window is reported by the fixed frame inside it, with the excess")
    func bannerInAStack() throws {
        let result = VStack { Color.red.frame(width: 500, height: 50).id("banner") }.layout(in: window)
        let warning = try outOfBounds(result)
        #expect(warning.view.typeName == "VStack")
        let cause = try #require(warning.cause)
        #expect(cause.node == result.node(named: "banner"))
        #expect(cause.axis == .horizontal && cause.length == 500 && cause.source == .fixedFrame(500))
        #expect(cause.path.map(\.view.typeName) == ["VStack"] && cause.path.map(\.passing) == [.same])
        #expect(warning.message.hasPrefix("'banner' is 500 pt wide (frame(width: 500)), 110 pt wider than the 390-pt window: VStack takes its width from 'banner'. "),
                "\(warning.message)")
        #expect(warning.message.hasSuffix("let 'banner' shrink (.frame(maxWidth: 500) in place of .frame(width: 500)) or wrap VStack in a ScrollView"),
                "\(warning.message)")
    }

    @Test("a culprit at most 64 views down is named; one deeper is not, and the warning keeps the container's words")
    func deepCulprits() throws {
        func nested(_ levels: Int) -> AnyView {
            levels == 0 ? AnyView(Color.red.frame(width: 500, height: 50).id("banner")) : AnyView(VStack { nested(levels - 1) })
        }
        // 60 stacks pass the banner's width up: 61 views from the outermost to the banner.
        let near = try outOfBounds(nested(60).layout(in: window))
        #expect(near.cause.map { $0.path.count } == 60)
        // 80 stacks: the banner lies too deep to be named.
        let far = try outOfBounds(nested(80).layout(in: window))
        #expect(far.cause == nil)
        #expect(!far.message.hasPrefix("'banner'"), "\(far.message)")
    }

    @Test("a stack wider than the fixed frame around it is reported by the view that makes it so")
    func rightInANarrowFrame() throws {
        let result = HStack { Color.blue.frame(width: 200, height: 50).id("right") }.frame(width: 92).layout(in: window)
        let warning = try outOfBounds(result)
        #expect(warning.view.typeName == "HStack")
        let cause = try #require(warning.cause)
        #expect(cause.node == result.node(named: "right") && cause.source == .fixedFrame(200))
        #expect(warning.message.hasPrefix("'right' is 200 pt wide (frame(width: 200)), 108 pt wider than HStack's parent frame (92 pt): HStack takes its width from 'right'. "),
                "\(warning.message)")
        #expect(warning.message.hasSuffix("let 'right' shrink (.frame(maxWidth: 200) in place of .frame(width: 200)) or give frame more room"), "\(warning.message)")
    }

    @Test("explain shows what the 92-pt frame offered the stack, once")
    func explainShowsTheFramesOffer() {
        let result = HStack { Color.blue.frame(width: 200, height: 50).id("right") }.frame(width: 92).layout(in: window)
        for detail in [ExplainDetail.folded, .full] {
            let chain = result.explain("right", detail: detail)
            #expect(chain.components(separatedBy: "offered 92×844 (frame(width: 92))").count == 2, "\(chain)")
        }
        #expect(result.explain("right") == """
            frame offered 390×844 by the window
              HStack offered 92×844 (frame(width: 92)) and passes it on to 'right'
              frame is fixed by frame(width:height:), whatever its child: 200×50  ◀ decided here
            """)
    }

    @Test("padding on the way adds its insets to the culprit's length, and the excess is the container's")
    func paddingOnTheWay() throws {
        // 500 + 16 + 16 = 532 pt, 142 pt more than the window.
        let result = VStack { Color.red.frame(width: 500, height: 50).id("banner").padding(16) }.layout(in: window)
        let warning = try outOfBounds(result)
        #expect(warning.cause?.path.map(\.passing) == [.adds(32), .same])
        #expect(warning.message.hasPrefix("'banner' is 500 pt wide (frame(width: 500)) and makes VStack 532 pt wide, 142 pt wider than the 390-pt window: "
            + "padding adds 32 pt to 'banner': 532 pt; VStack takes its width from padding. "), "\(warning.message)")
    }

    @Test("a stack along its axis adds its culprit to its other children")
    func stackAlongItsAxis() throws {
        // 300 + 8 + 200 = 508 pt in a 390-pt window: 118 pt too wide.
        let result = HStack {
            Color.red.frame(width: 300, height: 50).id("wide")
            Color.blue.frame(width: 200, height: 50)
        }
        .layout(in: window)
        let warning = try outOfBounds(result)
        #expect(warning.message.hasPrefix("'wide' is 300 pt wide (frame(width: 300)) and makes HStack 508 pt wide, 118 pt wider than the 390-pt window: "
            + "HStack adds up its children ('wide' 300 + frame 200) and the spacing: 508 pt. "), "\(warning.message)")
    }

    @Test("a fixedSize with no name of its own is named by the text inside it")
    func fixedSizeText() throws {
        let result = HStack { Text("A headline far too long for its frame").fixedSize() }.frame(width: 50).layout(in: window)
        let warning = try outOfBounds(result)
        let cause = try #require(warning.cause)
        #expect(cause.source == .fixedSize && cause.content?.typeName.hasPrefix("Text") == true)
        #expect(warning.message.hasPrefix("fixedSize on Text \"A headline far too l\" (37 characters) is "), "\(warning.message)")
        #expect(warning.message.contains("pt wide (fixedSize: its ideal width), "), "\(warning.message)")
        #expect(warning.message.contains("let fixedSize on Text \"A headline far too l\" (37 characters) wrap (take off .fixedSize(), or fix only the other axis)"),
                "\(warning.message)")
    }

    @Test("a view that is itself too long keeps the message that names it")
    func culpritIsTheWarnedView() throws {
        let result = Color.red.frame(width: 100, height: 20).id("wide").frame(width: 50).id("box").layout(in: window)
        let warning = try outOfBounds(result)
        #expect(warning.cause?.node == result.node(named: "wide") && warning.cause?.path.isEmpty == true)
        #expect(warning.message.hasPrefix("'wide' (100×20 at x 145…245, y 412…432) sticks out of its parent 'box'"))
    }
}
