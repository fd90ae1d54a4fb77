import Testing
import Trellis

/// HStackLayout, VStackLayout, ZStackLayout and AnyLayout: the built-in stacks as Layouts.
@Suite("Stack layouts and AnyLayout")
@MainActor
struct StackLayoutsTests {
    private let window = CGSize(width: 300, height: 200)

    @Test("HStackLayout, VStackLayout and ZStackLayout lower to the stacks they stand for")
    func stackLayoutsAreStacks() throws {
        let pairs: [(LayoutGraph, LayoutGraph)] = [
            (HStackLayout(alignment: .top, spacing: 4) { Color.red.frame(width: 20, height: 10); Color.blue }.layoutGraph(),
             HStack(alignment: .top, spacing: 4) { Color.red.frame(width: 20, height: 10); Color.blue }.layoutGraph()),
            (VStackLayout(alignment: .leading) { Color.red.frame(width: 20, height: 10); Color.blue }.layoutGraph(),
             VStack(alignment: .leading) { Color.red.frame(width: 20, height: 10); Color.blue }.layoutGraph()),
            (ZStackLayout(alignment: .bottomTrailing) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 5, height: 5) }.layoutGraph(),
             ZStack(alignment: .bottomTrailing) { Color.red.frame(width: 20, height: 10); Color.blue.frame(width: 5, height: 5) }.layoutGraph()),
        ]
        for (layout, stack) in pairs {
            #expect(try layout.jsonData() == stack.jsonData())
        }
    }

    @Test("switching an AnyLayout changes only the container; the subviews lower the same")
    func anyLayoutKeepsTheSubviews() {
        func picker(wide: Bool) -> some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(spacing: 16))
            return layout {
                Color.red.frame(width: 100, height: 100).id("card")
                Color.gray.frame(width: 100, height: 50).id("sliders")
            }
        }
        let wide = picker(wide: true).layoutGraph(), tall = picker(wide: false).layoutGraph()
        #expect(wide.count == tall.count)
        #expect(wide.nodeIDs.dropLast().map { wide[$0].ids } == tall.nodeIDs.dropLast().map { tall[$0].ids })
        #expect(wide.nodeIDs.dropLast().map { wide.kind(of: $0).displayName } == tall.nodeIDs.dropLast().map { tall.kind(of: $0).displayName })
        #expect(wide[wide.root].kind.displayName == "HStack")
        #expect(tall[tall.root].kind.displayName == "VStack")
        // Wide: 100 + 16 + 100 = 216 across, centred at x = 42; sliders centred vertically.
        let row = picker(wide: true).layout(in: window)
        #expect(row.frame(of: "sliders") == CGRect(x: 158, y: 75, width: 100, height: 50))
    }

    /// Lays its subviews out with an HStackLayout of 10-pt spacing, and says it is horizontal
    /// so that a Spacer inside grows as in an HStack.
    struct DelegatingRow: Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            HStackLayout(spacing: 10).sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            HStackLayout(spacing: 10).placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    @Test("a custom layout that calls HStackLayout lays out exactly as the HStack")
    func delegatingToHStackLayout() {
        let custom = DelegatingRow {
            Color.red.frame(width: 40).id("fixed")
            Color.green.id("flexible")
            Spacer().id("spacer")
        }
        .layout(in: window)
        let stack = HStack(spacing: 10) {
            Color.red.frame(width: 40).id("fixed")
            Color.green.id("flexible")
            Spacer().id("spacer")
        }
        .layout(in: window)
        for name in ["fixed", "flexible", "spacer"] {
            #expect(custom.frame(of: name) == stack.frame(of: name), "\(name)")
        }
    }

    /// A header above the other subviews, which a VStackLayout arranges in a column.
    struct HeaderAndColumn: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            guard let header = subviews.first else { return .zero }
            let top = header.sizeThatFits(.unspecified)
            let column = VStackLayout(spacing: 0).sizeThatFits(proposal: .unspecified, subviews: subviews[1...], cache: &cache)
            return CGSize(width: max(top.width, column.width), height: top.height + column.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            guard let header = subviews.first else { return }
            let top = header.sizeThatFits(.unspecified)
            header.place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: .top, proposal: .unspecified)
            let rest = subviews[1...]
            let column = VStackLayout(spacing: 0).sizeThatFits(proposal: .unspecified, subviews: rest, cache: &cache)
            VStackLayout(spacing: 0).placeSubviews(
                in: CGRect(x: bounds.minX, y: bounds.minY + top.height, width: column.width, height: column.height),
                proposal: .unspecified, subviews: rest, cache: &cache)
        }
    }

    @Test("a built-in layout can arrange a slice of the subviews, and anchors place by any unit point")
    func builtInLayoutOnASlice() {
        // Header 60×10 above a column of 40×20 and 20×20 (centred in the column's 40 width):
        // the layout is 60×50, centred in 300×200 at (120, 75). The header's top centre is at
        // the bounds' top centre, x = 150.
        let result = HeaderAndColumn {
            Color.red.frame(width: 60, height: 10).id("header")
            Color.green.frame(width: 40, height: 20).id("first")
            Color.blue.frame(width: 20, height: 20).id("second")
        }
        .layout(in: window)
        #expect(result.frame(of: "header") == CGRect(x: 120, y: 75, width: 60, height: 10))
        #expect(result.frame(of: "first") == CGRect(x: 120, y: 85, width: 40, height: 20))
        #expect(result.frame(of: "second") == CGRect(x: 130, y: 105, width: 20, height: 20))
    }

    @Test("subview collections slice and pick like SwiftUI's")
    func subviewCollections() {
        struct Probe: Layout {
            let check: (LayoutSubviews) -> Void
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                check(subviews)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        var checked = false
        let probe = Probe { subviews in
            #expect(subviews.count == 3)
            #expect(subviews[1...].startIndex == 1)
            #expect(subviews[[2, 0]].map { $0.sizeThatFits(.unspecified).width } == [30, 10])
            #expect(subviews[1...][1] == subviews[1])
            #expect(subviews.layoutDirection == .leftToRight)
            checked = true
        }
        _ = probe {
            Color.red.frame(width: 10, height: 10)
            Color.green.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }
        .sizeThatFits(.unspecified)
        #expect(checked)
    }
}
