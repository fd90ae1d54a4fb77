import Foundation
import Testing
import TrellisGeometry

/// The built-in guides' default values in a view's dimensions (SwiftUI's `ViewDimensions`):
/// leading and top at 0, centre at half the length, trailing and bottom at the length, and the
/// text baselines of a view that holds no text at its bottom edge.
@Suite("Alignment guides")
struct AlignmentGuideTests {
    let dimensions = ViewDimensions(width: 80, height: 30)

    @Test("horizontal guides: leading 0, centre half the width, trailing the width")
    func horizontal() {
        #expect(dimensions[HorizontalAlignment.leading] == 0)
        #expect(dimensions[HorizontalAlignment.center] == 40)
        #expect(dimensions[HorizontalAlignment.trailing] == 80)
    }

    @Test("vertical guides: top 0, centre half the height, bottom and both baselines the height")
    func vertical() {
        #expect(dimensions[VerticalAlignment.top] == 0)
        #expect(dimensions[VerticalAlignment.center] == 15)
        #expect(dimensions[VerticalAlignment.bottom] == 30)
        #expect(dimensions[VerticalAlignment.firstTextBaseline] == 30)
        #expect(dimensions[VerticalAlignment.lastTextBaseline] == 30)
    }

    @Test("an explicit value wins over the default, and only for the guide it is given for")
    func explicitValue() {
        let baseline = VerticalAlignment.firstTextBaseline
        let withBaseline = ViewDimensions(width: 80, height: 30) { $0 == baseline.key ? 22 : nil }
        #expect(withBaseline[baseline] == 22)
        #expect(withBaseline[explicit: baseline] == 22)
        #expect(withBaseline[explicit: VerticalAlignment.lastTextBaseline] == nil)
        #expect(withBaseline[VerticalAlignment.lastTextBaseline] == 30)
    }

    private enum ThirdOfWidth: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 3 }
    }

    @Test("a custom guide's default comes from its AlignmentID")
    func customGuide() {
        let guide = HorizontalAlignment(ThirdOfWidth.self)
        #expect(ViewDimensions(width: 90, height: 10)[guide] == 30)
    }

    @Test("containers merge explicit text baselines by their minimum and custom guides by their mean; frame guides do not pass up")
    func combiningExplicitValues() {
        #expect(VerticalAlignment.firstTextBaseline.key.combineExplicit([12, 9, 20]) == 9)
        #expect(HorizontalAlignment(ThirdOfWidth.self).key.combineExplicit([10, 20]) == 15)
        #expect(VerticalAlignment.top.key.combineExplicit([4]) == nil)
        #expect(VerticalAlignment.firstTextBaseline.key.combineExplicit([]) == nil)
    }
}
