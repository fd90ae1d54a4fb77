import Testing
import Trellis

/// A scroll view takes the length it is offered along its scroll axes and its content's length
/// across them (the SwiftUI Field Guide's "Scroll View" page; a horizontal scroll view of 34-pt
/// chips that iOS 26.1 drew 34 tall in vjr2005/Challenge's design-system snapshots).
@Suite("Scroll views across their axis") @MainActor
struct ScrollViewCrossAxisTests {
    @Test("a horizontal scroll view of chips in a VStack is as tall as the chips, and as wide as offered")
    func horizontalRow() {
        let result = VStack(spacing: 0) {
            ScrollView(.horizontal) {
                HStack(spacing: 8) {
                    ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 80, height: 34) }
                }
            }
            .id("chips")
            Color.red.id("rest")
        }
        .layout(in: CGSize(width: 390, height: 600))
        #expect(result.frame(of: "chips") == CGRect(x: 0, y: 0, width: 390, height: 34))
        #expect(result.frame(of: "rest") == CGRect(x: 0, y: 34, width: 390, height: 566))
    }

    @Test("a vertical scroll view of fixed content is as wide as its content and centred, and as tall as offered")
    func verticalColumn() {
        let result = ScrollView {
            Color.blue.frame(width: 100, height: 50)
        }
        .id("scroll")
        .layout(in: CGSize(width: 390, height: 600))
        #expect(result.frame(of: "scroll") == CGRect(x: 145, y: 0, width: 100, height: 600))
    }

    @Test("content filling the width makes the scroll view as wide as offered")
    func fillingContent() {
        let result = ScrollView {
            Color.blue.frame(height: 50).frame(maxWidth: .infinity)
        }
        .id("scroll")
        .layout(in: CGSize(width: 390, height: 600))
        #expect(result.frame(of: "scroll") == CGRect(x: 0, y: 0, width: 390, height: 600))
    }
}
