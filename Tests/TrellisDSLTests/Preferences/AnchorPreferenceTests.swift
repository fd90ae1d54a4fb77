import Testing
import Trellis

/// The bounds of each tab, by name.
private struct TabBoundsKey: PreferenceKey {
    static let defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// The anchored points, in view-tree order.
private struct PointsKey: PreferenceKey {
    static let defaultValue: [Anchor<CGPoint>] = []
    static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
        value += nextValue()
    }
}

/// Three tabs 40, 60 and 80 wide, with a 2-pt underline below the selected one, drawn by a
/// `GeometryReader` in an `overlayPreferenceValue` from the tabs' anchored bounds.
private struct TabBar: View {
    let selected: String

    var body: some View {
        HStack(spacing: 10) {
            ForEach([("a", 40.0), ("b", 60.0), ("c", 80.0)], id: \.0) { name, width in
                Color.gray.frame(width: width, height: 30)
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [name: $0] }
                    .id(name)
            }
        }
        .padding(20)
        .overlayPreferenceValue(TabBoundsKey.self) { tabs in
            GeometryReader { proxy in
                if let tab = tabs[selected] {
                    let bounds = proxy[tab]
                    // Named inside the offset: an offset view's own frame stays where layout put it.
                    Color.blue.frame(width: bounds.width, height: 2).id("underline")
                        .offset(x: bounds.minX, y: bounds.maxY)
                }
            }
        }
    }
}

@Suite("Preferences: anchorPreference resolved by a GeometryReader")
@MainActor
struct AnchorPreferenceTests {
    let window = CGSize(width: 300, height: 300)

    @Test("an underline follows the selected tab's anchored bounds")
    func underlineSelectedTab() {
        let result = TabBar(selected: "b").layout(in: window)
        // The tabs are 40 + 10 + 60 + 10 + 80 = 200 × 30; padded, 240 × 70, centred at
        // (30, 115), so the tabs start at (50, 135) and "b" is at x = 50 + 40 + 10 = 100.
        #expect(result.frame(of: "b") == CGRect(x: 100, y: 135, width: 60, height: 30))
        // The overlay's reader covers the padded bar from (30, 115); in its coordinates "b" is
        // (70, 20, 60, 30). The 60 × 2 underline is offset to (70, 50): back in the window,
        // x = 30 + 70 = 100 and y = 115 + 50 = 165, the tab's bottom edge.
        #expect(result.frame(of: "underline") == CGRect(x: 100, y: 165, width: 60, height: 2))
        let last = TabBar(selected: "c").layout(in: window)
        #expect(last.frame(of: "underline") == CGRect(x: 170, y: 165, width: 80, height: 2))
    }

    @Test("point anchors resolve in a backgroundPreferenceValue's reader; transformAnchorPreference adds to the value")
    func pointAnchors() {
        let result = HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
                .anchorPreference(key: PointsKey.self, value: .center) { [$0] }
            Color.red.frame(width: 40, height: 40)
                .transformAnchorPreference(key: PointsKey.self, value: .bottomTrailing) { $0.append($1) }
        }
        .backgroundPreferenceValue(PointsKey.self) { points in
            GeometryReader { proxy in
                ForEach(points.indices, id: \.self) { index in
                    let point = proxy[points[index]]
                    Color.blue.frame(width: 2, height: 2).id("dot \(index)").offset(x: point.x, y: point.y)
                }
            }
        }
        .layout(in: window)
        // The stack is 60 × 40 at (120, 130); the first box is 20 × 20, centred across at
        // (120, 140), so its centre is (10, 20) in the stack. The second box fills the stack's
        // height at (140, 130); its bottom-trailing corner is (60, 40) in the stack.
        #expect(result.frame(of: "dot 0") == CGRect(x: 130, y: 150, width: 2, height: 2))
        #expect(result.frame(of: "dot 1") == CGRect(x: 180, y: 170, width: 2, height: 2))
    }

    @Test("anchors made inside a reader's content resolve in a reader of the same content")
    func anchorsInsideReaderContent() {
        let result = GeometryReader { _ in
            Color.red.frame(width: 30, height: 10)
                .anchorPreference(key: TabBoundsKey.self, value: .bounds) { ["box": $0] }
                .overlayPreferenceValue(TabBoundsKey.self) { anchors in
                    GeometryReader { inner in
                        let bounds = inner[anchors["box"]!]
                        Color.blue.frame(width: bounds.width, height: bounds.height).id("copy")
                    }
                }
        }
        .frame(width: 100, height: 100)
        .layout(in: window)
        // The 100 × 100 reader is at (100, 100) and puts its content at its top-leading corner;
        // the copy has the box's size, in the inner reader at the box's origin.
        #expect(result.frame(of: "copy") == CGRect(x: 100, y: 100, width: 30, height: 10))
    }
}
