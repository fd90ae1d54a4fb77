import Foundation
import Testing
import Trellis

/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` hand out the views a content
/// resolves to, as Apple documents them (iOS 18): one subview per view, a `ForEach` giving one
/// per element and a `Group`'s views each their own, an `EmptyView` none; the views the
/// transform makes are laid out in their place, each subview with its own modifiers inside
/// those the transform adds.
@Suite("Subviews of a content") @MainActor
struct SubviewsTests {
    private let window = CGSize(width: 390, height: 400)

    /// Five views: one, a group of two, nothing, and a `ForEach` of two.
    @ViewBuilder private var content: some View {
        Color.red.frame(width: 10, height: 10).id("a")
        Group {
            Color.green.frame(width: 10, height: 10).id("b")
            Color.blue.frame(width: 10, height: 10).id("c")
        }
        EmptyView()
        ForEach(0..<2) { index in
            Color.gray.frame(width: 10, height: 10).id("row \(index)")
        }
    }

    @Test("a ForEach gives a subview per element, a Group one per view, an EmptyView none")
    func counting() {
        let result = Group(subviews: content) { subviews in
            Text("\(subviews.count) subviews")
        }.layout(in: window)
        #expect(result.frame(ofText: "5 subviews") != nil)
    }

    @Test("the collection is a view showing every subview in order, as the content would")
    func collectionAsView() {
        let result = VStack(spacing: 0) {
            Group(subviews: content) { subviews in subviews }
        }.layout(in: window)
        let names = ["a", "b", "c", "row 0", "row 1"]
        let tops = names.map { result.frame(of: $0)?.minY }
        // A VStack without spacing puts each 10-point view right under the one before.
        #expect(tops.compactMap { $0 }.count == 5)
        for (above, below) in zip(tops, tops.dropFirst()) {
            #expect((below ?? 0) - (above ?? 0) == 10)
        }
    }

    @Test("the views the transform makes are the children of the group's parent, in its order")
    func reordered() {
        let result = VStack(spacing: 0) {
            Group(subviews: content) { subviews in
                ForEach(subviews.reversed()) { $0 }
            }
        }.layout(in: window)
        let first = result.frame(of: "row 1")?.minY, last = result.frame(of: "a")?.minY
        #expect(first != nil && last != nil)
        #expect((last ?? 0) - (first ?? 0) == 40)
    }

    @Test("a subview left out is not laid out")
    func prefix() {
        let result = HStack {
            Group(subviews: content) { subviews in
                ForEach(subviews.prefix(2)) { $0 }
            }
        }.layout(in: window)
        #expect(result.frame(of: "a") != nil)
        #expect(result.frame(of: "b") != nil)
        #expect(result.frame(of: "c") == nil)
        #expect(result.frame(of: "row 0") == nil)
    }

    @Test("a slice of the collection is a view of its subviews")
    func slice() {
        let result = VStack(spacing: 0) {
            Group(subviews: content) { subviews in subviews[1..<3] }
        }.layout(in: window)
        #expect(result.frame(of: "a") == nil)
        #expect(result.frame(of: "b")?.height == 10)
        #expect(result.frame(of: "c")?.minY == (result.frame(of: "b")?.maxY ?? -1))
    }

    @Test("the transform's modifiers wrap the subview's own: padding around a fixed frame")
    func modifiersWrap() {
        let result = Group(subviews: Color.red.frame(width: 10, height: 10).id("inner")) { subviews in
            subviews[0].padding(5).id("outer")
        }.layout(in: window)
        #expect(result.frame(of: "outer")?.size == CGSize(width: 20, height: 20))
        let inner = result.frame(of: "inner"), outer = result.frame(of: "outer")
        #expect(inner?.minX == (outer?.minX ?? -100) + 5)
        #expect(inner?.size == CGSize(width: 10, height: 10))
    }

    @Test("a subview placed twice is laid out twice")
    func placedTwice() {
        let result = VStack(spacing: 0) {
            Group(subviews: Color.red.frame(width: 10, height: 10)) { subviews in
                subviews[0]
                subviews[0]
            }
        }.id("stack").layout(in: window)
        #expect(result.frame(of: "stack")?.height == 20)
    }

    @Test("the environment the transform sets reaches the subview: a larger font widens its text")
    func environmentReachesSubview() {
        let plain = Group(subviews: Text("Subview")) { $0[0].id("text") }.layout(in: window)
        let large = Group(subviews: Text("Subview")) { $0[0].font(.largeTitle).id("text") }.layout(in: window)
        let plainWidth = plain.frame(of: "text")?.width ?? 0, largeWidth = large.frame(of: "text")?.width ?? 0
        #expect(plainWidth > 0)
        #expect(largeWidth > plainWidth)
    }

    @Test("ForEach(subviews:content:) makes one view per subview")
    func forEachSubviews() {
        let result = VStack(spacing: 0) {
            ForEach(subviews: content) { subview in
                subview.frame(height: 30)
            }
        }.id("stack").layout(in: window)
        // Five subviews, each in a 30-point frame.
        #expect(result.frame(of: "stack")?.height == 150)
        #expect(result.frame(of: "c")?.height == 10)
    }

    @Test("subviews are identified by their position, so a ForEach over them keeps them apart")
    func identities() {
        var ids: [Subview.ID] = []
        _ = Group(subviews: content) { subviews in
            let _ = (ids = subviews.map(\.id))
            EmptyView()
        }.layout(in: window)
        #expect(ids.count == 5)
        #expect(Set(ids).count == 5)
    }
}
