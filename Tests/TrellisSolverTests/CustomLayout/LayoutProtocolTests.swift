import Testing
import Trellis

/// The Layout protocol's behaviour beyond sizing and placing (LayoutRules article §9): the cache, unplaced
/// subviews, layout values, priorities, spacing, explicit alignment and stack orientation.
@Suite("The Layout protocol")
@MainActor
struct LayoutProtocolTests {
    private let window = CGSize(width: 200, height: 200)

    /// What a layout under test saw.
    final class Record: @unchecked Sendable {
        var cachesMade = 0
        var sizings = 0
        var priorities: [Double] = []
    }

    /// A column of subviews at their ideal sizes, whose cache holds those sizes.
    struct CachedColumn: Layout {
        let record: Record

        struct Cache {
            var sizes: [CGSize]
        }

        func makeCache(subviews: Subviews) -> Cache {
            record.cachesMade += 1
            return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
            record.sizings += 1
            record.priorities = subviews.map(\.priority)
            return CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            var y = bounds.minY
            for (subview, size) in zip(subviews, cache.sizes) {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
                y += size.height
            }
        }
    }

    @Test("the cache is made once and shared by every call, however often the layout is measured")
    func cacheMadeOnce() {
        let record = Record()
        let result = HStack {
            CachedColumn(record: record) {
                Color.red.frame(width: 30, height: 20).id("top").layoutPriority(2)
                Color.blue.frame(width: 40, height: 10).id("bottom")
            }
            .id("column")
            Color.green
        }
        .layout(in: window)
        #expect(record.cachesMade == 1)
        #expect(record.sizings > 1)
        #expect(record.priorities == [2, 0])
        // The column is 40×30; the HStack gives green 200 − 40 − 8 = 152 and is 200 wide.
        #expect(result.frame(of: "column") == CGRect(x: 0, y: 85, width: 40, height: 30))
        #expect(result.frame(of: "bottom") == CGRect(x: 0, y: 105, width: 40, height: 10))
    }

    /// Calls the default `updateCache`, which makes a new cache.
    struct RefreshingColumn: Layout {
        let record: Record

        func makeCache(subviews: Subviews) -> Int {
            record.cachesMade += 1
            return subviews.count
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            updateCache(&cache, subviews: subviews)
            return CGSize(width: 10, height: 10 * CGFloat(cache))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
    }

    @Test("the default updateCache makes the cache again")
    func defaultUpdateCacheRemakes() {
        let record = Record()
        let size = RefreshingColumn(record: record) { Color.red; Color.blue; Color.green }.sizeThatFits(.unspecified)
        #expect(size == CGSize(width: 10, height: 30))
        // Once before the first call, once more by updateCache.
        #expect(record.cachesMade == 2)
    }

    /// Places only its first subview, at the top-leading corner of its bounds.
    struct FirstOnly: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test("a subview the layout does not place is centred with the layout's own proposal")
    func unplacedSubviewIsCentred() {
        // The capped view is proposed the layout's 200×100 and takes 50×40: centred at (75, 30).
        let result = FirstOnly {
            Color.red.frame(width: 20, height: 20).id("placed")
            Color.blue.frame(maxWidth: 50, maxHeight: 40).id("unplaced")
        }
        .frame(width: 200, height: 100)
        .layout(in: CGSize(width: 200, height: 100))
        #expect(result.frame(of: "placed") == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(result.frame(of: "unplaced") == CGRect(x: 75, y: 30, width: 50, height: 40))
    }

    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// A row of subviews at their ideal sizes, in order of their rank.
    struct RankedRow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews.sorted(by: { $0[Rank.self] < $1[Rank.self] }) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    @Test("layout values reach the layout through the modifiers applied after them")
    func layoutValues() {
        // Ranks: first 2, second (unset) 0, third 1 → order second, third, first. The row is
        // 20 + 20 + 30 = 70 wide (the first one is padded by 5 on each side), centred: x = 65.
        let result = RankedRow {
            Color.red.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 2).padding(5).id("first")
            Color.green.frame(width: 20, height: 20).id("second")
            Color.blue.frame(width: 20, height: 20).layoutValue(key: Rank.self, value: 1).id("third")
        }
        .layout(in: window)
        #expect(result.frame(of: "second")?.minX == 65)
        #expect(result.frame(of: "third")?.minX == 85)
        #expect(result.frame(of: "first")?.minX == 105)
    }

    /// A layout that asks for no space around itself.
    struct Tight: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(proposal) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: proposal)
        }

        func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
            .zero
        }
    }

    @Test("a stack honours the spacing a custom layout reports")
    func customSpacingInAStack() {
        // A zero preference beats the default 8: the two 50-wide views touch, centred at x = 50.
        let result = HStack {
            Color.red.frame(width: 50, height: 10).id("red")
            Tight { Color.blue.frame(width: 50, height: 10) }.id("tight")
        }
        .layout(in: window)
        #expect(result.frame(of: "red")?.minX == 50)
        #expect(result.frame(of: "tight")?.minX == 100)
    }

    private enum Marker: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
    }

    /// Subviews at their ideal sizes, one below the other.
    struct Column: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var y = bounds.minY
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += subview.sizeThatFits(.unspecified).height
            }
        }
    }

    @Test("by default a layout reports its subviews' custom guides, averaged")
    func defaultExplicitAlignmentAverages() {
        // As with a VStack (LayoutRuleTests.customGuidesAverage): the explicit values are 0
        // (red's top) and 40 (green's bottom, placed at 20), averaging 20; blue's marker is its
        // centre, 5, so blue's top is 15 below the column's. The row is 40 tall and centred.
        let marker = VerticalAlignment(Marker.self)
        let result = HStack(alignment: marker, spacing: 0) {
            Column {
                Color.red.frame(width: 10, height: 20).alignmentGuide(marker) { d in d[.top] }
                Color.green.frame(width: 10, height: 20).alignmentGuide(marker) { d in d[.bottom] }
            }
            .id("column")
            Color.blue.frame(width: 10, height: 10).id("blue")
        }
        .layout(in: window)
        #expect(result.frame(of: "column") == CGRect(x: 90, y: 80, width: 10, height: 40))
        #expect(result.frame(of: "blue") == CGRect(x: 100, y: 95, width: 10, height: 10))
    }

    /// A column whose leading guide is 10 pt in from its leading edge.
    struct Indented: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.first?.sizeThatFits(.unspecified) ?? .zero
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: .unspecified)
        }

        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGFloat? {
            guide == .leading ? bounds.minX + 10 : nil
        }
    }

    @Test("a layout's own explicitAlignment moves it in its parent")
    func explicitAlignmentOverride() {
        // Aligned on leading lines, the indented view starts 10 pt before blue: the VStack spans
        // −10…50, so it is 60 wide, centred at x = 70.
        let result = VStack(alignment: .leading, spacing: 0) {
            Indented { Color.red.frame(width: 50, height: 10) }.id("indented")
            Color.blue.frame(width: 50, height: 10).id("blue")
        }
        .layout(in: window)
        #expect(result.frame(of: "indented") == CGRect(x: 70, y: 90, width: 50, height: 10))
        #expect(result.frame(of: "blue") == CGRect(x: 80, y: 100, width: 50, height: 10))
    }

    /// Every subview proposed the layout's proposal, over one another; the layout is as large
    /// as the largest.
    struct Overlay: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(proposal) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
        }
    }

    /// The same overlay, declaring a horizontal stack orientation.
    struct HorizontalOverlay: Layout {
        static var layoutProperties: LayoutProperties {
            var properties = LayoutProperties()
            properties.stackOrientation = .horizontal
            return properties
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            Overlay().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            Overlay().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    @Test("a Spacer grows along the layout's stack orientation, or both ways without one")
    func stackOrientationGuidesSpacers() {
        let size = CGSize(width: 200, height: 100)
        let oriented = HorizontalOverlay { Spacer().id("spacer") }.layout(in: size)
        #expect(oriented.frame(of: "spacer")?.size == CGSize(width: 200, height: 0))
        let plain = Overlay { Spacer().id("spacer") }.layout(in: size)
        #expect(plain.frame(of: "spacer")?.size == CGSize(width: 200, height: 100))
    }
}
