import Testing
import Trellis

@Suite("gridCellUnsizedAxes, GridLayout, Animatable layouts") @MainActor
struct GridVocabularyTests {
    private let window = CGSize(width: 300, height: 400)

    @Test("A horizontally unsized cell spans the grid without widening it")
    func unsizedHorizontal() {
        func grid(unsized: Bool) -> some View {
            Grid {
                GridRow {
                    Color.red.frame(width: 40, height: 20).id("a")
                    Color.blue.frame(width: 60, height: 20).id("b")
                }
                Color.green.frame(height: 4).gridCellUnsizedAxes(unsized ? .horizontal : []).id("line")
            }
        }
        // Columns 40 and 60, 8 apart: 108 wide; 20 + 8 + 4 = 32 tall, centred at (96, 184).
        let result = grid(unsized: true).layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 96, y: 184, width: 40, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 144, y: 184, width: 60, height: 20))
        #expect(result.frame(of: "line") == CGRect(x: 96, y: 212, width: 108, height: 4))
        // Sized, the line takes all 300 and widens the columns.
        #expect(grid(unsized: false).layout(in: window).frame(of: "line")?.width == 300)
    }

    @Test("A vertically unsized cell takes its row's height without sizing it")
    func unsizedVertical() {
        func grid(_ axes: Axis.Set) -> some View {
            Grid {
                GridRow {
                    Color.red.frame(width: 40, height: 20)
                    Color.blue.frame(width: 20).gridCellUnsizedAxes(axes).id("v")
                }
            }
        }
        #expect(grid(.vertical).layout(in: window).frame(of: "v") == CGRect(x: 164, y: 190, width: 20, height: 20))
        #expect(grid([]).layout(in: window).frame(of: "v")?.height == 400)
    }

    @Test("GridLayout, directly or through AnyLayout, lays out as Grid")
    func gridLayout() {
        // Columns 40 and 60, 4 apart: 104 wide, centred at x = 98; 20 tall at y = 190.
        let direct = GridLayout(horizontalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.blue.frame(width: 60, height: 20).id("b")
            }
        }
        let erased = AnyLayout(GridLayout(horizontalSpacing: 4)) {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.blue.frame(width: 60, height: 20).id("b")
            }
        }
        for result in [direct.layout(in: window), erased.layout(in: window)] {
            #expect(result.frame(of: "a") == CGRect(x: 98, y: 190, width: 40, height: 20))
            #expect(result.frame(of: "b") == CGRect(x: 142, y: 190, width: 60, height: 20))
        }
    }

    @Test("GridLayout called from another layout: one column of rows")
    func gridLayoutInsideLayout() {
        let view = Forwarding(inner: GridLayout(alignment: .leading, verticalSpacing: 2)) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 20).id("b")
        }
        // 60 wide, 20 + 2 + 20 = 42 tall, centred at (120, 179); rows leading-aligned.
        let result = view.layout(in: window)
        #expect(result.frame(of: "a") == CGRect(x: 120, y: 179, width: 40, height: 20))
        #expect(result.frame(of: "b") == CGRect(x: 120, y: 201, width: 60, height: 20))
    }

    @Test("Layouts are Animatable: no animatable data by default, or their own")
    func animatable() {
        var plain = Forwarding(inner: VStackLayout())
        plain.animatableData = EmptyAnimatableData()
        #expect(plain.animatableData == .zero)
        var spread = Spread(gap: 10)
        spread.animatableData = 24
        #expect(spread.gap == 24)
        var pair = AnimatablePair(CGFloat(1), Double(2))
        pair.scale(by: 3)
        #expect(pair == AnimatablePair(3, 6))
        // An animatable layout still lays out.
        let result = spread { Color.red.frame(width: 10, height: 10).id("a"); Color.red.frame(width: 10, height: 10).id("b") }
            .layout(in: window)
        #expect(result.frame(of: "b").map { $0.minX - result.frame(of: "a")!.maxX } == 24)
    }
}

/// A layout that lays out as another one, through the `Layout` protocol.
private struct Forwarding<Inner: Layout>: Layout where Inner.Cache == () {
    var inner: Inner

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

/// Subviews in a row `gap` apart, `gap` being animatable.
private struct Spread: Layout {
    var gap: CGFloat

    var animatableData: CGFloat {
        get { gap }
        set { gap = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gap * CGFloat(max(sizes.count - 1, 0)), height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += size.width + gap
        }
    }
}
