import Trellis
import TrellisTestSupport

/// Builds random layout graphs from every plain-value node kind, for invariant tests.
struct RandomGraphs {
    private var random: SeededGenerator
    private var graph = LayoutGraph()
    /// How many children a stack has.
    private let stackChildren: ClosedRange<Int>

    init(seed: UInt64, stackChildren: ClosedRange<Int> = 0...4) {
        random = SeededGenerator(seed: seed)
        self.stackChildren = stackChildren
    }

    /// A random graph whose tree is at most `depth` levels deep, whose stacks have a number of
    /// children in `stackChildren`.
    static func graph(seed: UInt64, depth: Int, stackChildren: ClosedRange<Int> = 0...4) -> LayoutGraph {
        var builder = RandomGraphs(seed: seed, stackChildren: stackChildren)
        _ = builder.node(depth: depth)
        return builder.graph
    }

    private mutating func length(_ range: ClosedRange<Int>) -> CGFloat {
        CGFloat(Int.random(in: range, using: &random))
    }

    private mutating func maybe(_ range: ClosedRange<Int>) -> CGFloat? {
        Bool.random(using: &random) ? length(range) : nil
    }

    private mutating func alignment() -> Alignment {
        [Alignment.center, .leading, .trailing, .top, .bottom, .topLeading, .bottomTrailing].randomElement(using: &random) ?? .center
    }

    /// A grid item of any size, with limits that may contradict each other (which the rule
    /// corrects) and sometimes its own spacing and alignment.
    private mutating func gridItem() -> GridItemSpec {
        let size: GridItemSpec.Size
        switch Int.random(in: 0...2, using: &random) {
        case 0: size = .fixed(length(0...120))
        case 1: size = .flexible(minimum: length(0...80), maximum: Bool.random(using: &random) ? .infinity : length(0...160))
        default: size = .adaptive(minimum: length(1...60), maximum: Bool.random(using: &random) ? .infinity : length(0...90))
        }
        return GridItemSpec(size, spacing: maybe(0...12), alignment: Bool.random(using: &random) ? alignment() : nil)
    }

    private mutating func node(depth: Int) -> NodeID {
        let choice = depth <= 0 ? Int.random(in: 0...3, using: &random) : Int.random(in: 0...20, using: &random)
        switch choice {
        case 0:
            return graph.add(.shape(ShapeSpec(shape: .color)), ids: ["n\(graph.count)"], color: "red")
        case 1:
            return graph.add(.spacer(SpacerSpec(minLength: maybe(0...30))), ids: ["n\(graph.count)"])
        case 2:
            // Leaves that ignore the proposal on one axis or both, which the measurement cache
            // keys by the dimensions that matter only.
            return graph.add(.image(ImageSpec(naturalSize: CGSize(width: length(0...60), height: length(0...60)))), ids: ["n\(graph.count)"])
        case 3:
            let flexible = ControlSpec.Length.flexible(ideal: length(0...80)), fixed = ControlSpec.Length.fixed(length(0...40))
            let wide = Bool.random(using: &random)
            return graph.add(.control(ControlSpec(name: "Control", width: wide ? flexible : fixed, height: wide ? fixed : flexible)), ids: ["n\(graph.count)"])
        case 4, 5:
            let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
            let children = (0..<Int.random(in: stackChildren, using: &random)).map { _ in node(depth: depth - 1) }
            let key = axis == .horizontal ? alignment().vertical.key : alignment().horizontal.key
            return graph.add(.stack(StackSpec(axis: axis, alignment: key, spacing: maybe(0...12))), children: children, ids: ["n\(graph.count)"])
        case 6:
            let children = (0..<Int.random(in: 1...3, using: &random)).map { _ in node(depth: depth - 1) }
            return graph.add(.zstack(ZStackSpec(alignment: alignment())), children: children)
        case 7:
            let child = node(depth: depth - 1)
            return graph.add(.frame(FrameSpec(width: maybe(0...200), height: maybe(0...200), alignment: alignment())), children: [child])
        case 8:
            let child = node(depth: depth - 1)
            let width = FlexFrameSpec.Limits(min: maybe(0...80), ideal: maybe(0...120), max: Bool.random(using: &random) ? .infinity : maybe(40...240))
            let height = FlexFrameSpec.Limits(min: maybe(0...80), ideal: maybe(0...120), max: maybe(40...240))
            return graph.add(.flexFrame(FlexFrameSpec(width: width, height: height, alignment: alignment())), children: [child])
        case 9:
            let child = node(depth: depth - 1)
            let insets = EdgeInsets(top: length(0...20), leading: length(0...20), bottom: length(0...20), trailing: length(0...20))
            return graph.add(.padding(insets), children: [child])
        case 10:
            let child = node(depth: depth - 1)
            return graph.add(.fixedSize(FixedSizeSpec(horizontal: Bool.random(using: &random), vertical: Bool.random(using: &random))), children: [child])
        case 11:
            let child = node(depth: depth - 1)
            return graph.add(.layoutPriority(Double(Int.random(in: -1...2, using: &random))), children: [child])
        case 12:
            let child = node(depth: depth - 1)
            return graph.add(.offset(CGSize(width: length(-20...20), height: length(-20...20))), children: [child])
        case 13:
            let primary = node(depth: depth - 1), secondary = node(depth: depth - 1)
            let placement: OverlayBackgroundSpec.Placement = Bool.random(using: &random) ? .overlay : .background
            return graph.add(.overlayOrBackground(OverlayBackgroundSpec(placement: placement, alignment: alignment())), children: [primary, secondary])
        case 14:
            let child = node(depth: depth - 1)
            let share = length(0...4) / 4
            return graph.addAlignmentGuide(HorizontalAlignment.leading.key, value: GuideFunction(.init(width: share)), child: child)
        case 16:
            let child = node(depth: depth - 1)
            let insets = EdgeInsets(top: length(0...60), leading: length(0...60), bottom: length(0...40), trailing: length(0...60))
            switch Int.random(in: 0...2, using: &random) {
            case 0: return graph.add(.safeArea(SafeAreaSpec(insets: insets, region: Bool.random(using: &random) ? .container : .keyboard, source: .window)), children: [child])
            case 1: return graph.add(.safeArea(SafeAreaSpec(insets: insets, source: .padding)), children: [child])
            default:
                let edge = [Edge.top, .leading, .bottom, .trailing].randomElement(using: &random) ?? .bottom
                let across: Axis = edge == .top || edge == .bottom ? .horizontal : .vertical
                let bar = SafeAreaBar(edge: edge, alignment: across == .horizontal ? alignment().horizontal.key : alignment().vertical.key, spacing: length(-4...12))
                return graph.add(.safeArea(SafeAreaSpec(source: .inset(bar))), children: [child, node(depth: depth - 1)])
            }
        case 17:
            let child = node(depth: depth - 1)
            let regions = [SafeAreaRegions.all, .container, .keyboard].randomElement(using: &random) ?? .all
            let edges = [Edge.Set.all, .top, .bottom, .horizontal, .vertical].randomElement(using: &random) ?? .all
            return graph.add(.ignoresSafeArea(IgnoresSafeAreaSpec(regions: regions, edges: edges)), children: [child], ids: ["n\(graph.count)"])
        case 18:
            let children = (0..<Int.random(in: 0...5, using: &random)).map { _ in node(depth: depth - 1) }
            let items = (0..<Int.random(in: 1...3, using: &random)).map { _ in gridItem() }
            let axis: Axis = Bool.random(using: &random) ? .horizontal : .vertical
            let key = axis == .vertical ? alignment().horizontal.key : alignment().vertical.key
            return graph.add(.lazyGrid(LazyGridSpec(axis: axis, items: items, alignment: key, spacing: maybe(0...12))), children: children, ids: ["n\(graph.count)"])
        case 19:
            let child = node(depth: depth - 1)
            let axes = [Axis.Set.vertical, .horizontal, [.horizontal, .vertical]].randomElement(using: &random) ?? .vertical
            return graph.add(.scrollView(ScrollViewSpec(axes: axes)), children: [child])
        case 20:
            // Measures the nearest scroll view above it, if any.
            let child = node(depth: depth - 1)
            let axes = [Axis.Set.vertical, .horizontal, [.horizontal, .vertical]].randomElement(using: &random) ?? .vertical
            let count = Int.random(in: 0...4, using: &random)
            let spec = ContainerRelativeFrameSpec(axes: axes, count: count, span: Int.random(in: 0...4, using: &random), spacing: length(0...12), alignment: alignment())
            return graph.add(.containerRelativeFrame(spec), children: [child], ids: ["n\(graph.count)"])
        default:
            let child = node(depth: depth - 1)
            return graph.add(.aspectRatio(AspectRatioSpec(ratio: Bool.random(using: &random) ? length(1...4) / 2 : nil,
                                                          contentMode: Bool.random(using: &random) ? .fit : .fill)), children: [child])
        }
    }
}
