import Trellis
import TrellisTestSupport

/// The bindings of the stateful views of a test's view tree, by the number each view was given,
/// and how often each view's `body` was evaluated.
@MainActor
final class StateRegistry {
    private(set) var bindings: [Int: Binding<Int>] = [:]
    private(set) var evaluations: [Int: Int] = [:]

    /// Called from the `body` of view `id`.
    func evaluated(_ id: Int, binding: Binding<Int>) {
        bindings[id] = binding
        evaluations[id, default: 0] += 1
    }

    /// Sets the state of view `id`, as an action of the view would.
    func set(_ id: Int, to value: Int) {
        bindings[id]?.wrappedValue = value
    }

    func resetEvaluations() {
        evaluations = [:]
    }
}

/// A piece of a random view tree.
indirect enum Piece {
    case color(width: CGFloat?, height: CGFloat?)
    case text(String)
    case spacer
    case hStack([Piece])
    case vStack([Piece])
    case zStack([Piece])
    case padded(Piece, CGFloat)
    case named(Piece, String)
    case fixed(Piece)
    /// A view with `@State` that shows `variants[state % count]`.
    case stateful(Int, [Piece])
    /// A view with `@State` that shows its state in a text and a frame's width, in views of
    /// the same shape whatever the state.
    case counter(Int)
}

/// Shows a ``Piece``.
struct PieceView: View {
    let piece: Piece
    let registry: StateRegistry

    var body: some View {
        switch piece {
        case .color(let width, let height): AnyView(Color.red.frame(width: width, height: height))
        case .text(let text): AnyView(Text(text))
        case .spacer: AnyView(Spacer())
        case .hStack(let pieces): AnyView(HStack { ForEach(pieces.indices, id: \.self) { PieceView(piece: pieces[$0], registry: registry) } })
        case .vStack(let pieces): AnyView(VStack { ForEach(pieces.indices, id: \.self) { PieceView(piece: pieces[$0], registry: registry) } })
        case .zStack(let pieces): AnyView(ZStack { ForEach(pieces.indices, id: \.self) { PieceView(piece: pieces[$0], registry: registry) } })
        case .padded(let piece, let amount): AnyView(PieceView(piece: piece, registry: registry).padding(amount))
        case .named(let piece, let name): AnyView(PieceView(piece: piece, registry: registry).id(name))
        case .fixed(let piece): AnyView(PieceView(piece: piece, registry: registry).fixedSize())
        case .stateful(let id, let variants): AnyView(StatefulPiece(id: id, variants: variants, registry: registry))
        case .counter(let id): AnyView(CounterPiece(id: id, registry: registry))
        }
    }
}

/// A view with `@State` choosing which of its variants it shows.
struct StatefulPiece: View {
    let id: Int
    let variants: [Piece]
    let registry: StateRegistry
    @State private var choice = 0

    var body: some View {
        registry.evaluated(id, binding: $choice)
        return PieceView(piece: variants[choice % variants.count], registry: registry)
    }
}

/// A view with `@State` shown in a text and a width.
struct CounterPiece: View {
    let id: Int
    let registry: StateRegistry
    @State private var count = 0

    var body: some View {
        registry.evaluated(id, binding: $count)
        return HStack {
            Text("\(count) items")
            Color.blue.frame(width: CGFloat(10 + 12 * count), height: 8)
        }
    }
}

/// Random view trees with stateful views, from a seed.
struct RandomPieces {
    private var random: SeededGenerator
    private(set) var statefulCount = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func below(_ bound: Int) -> Int {
        random.below(bound)
    }

    /// A random tree at most `depth` levels deep.
    mutating func piece(depth: Int) -> Piece {
        let choice = depth <= 0 ? below(5) : below(12)
        switch choice {
        case 0: return .color(width: below(3) == 0 ? nil : CGFloat(10 + below(80)), height: below(3) == 0 ? nil : CGFloat(10 + below(60)))
        case 1: return .text(String(repeating: "word ", count: 1 + below(6)))
        case 2: return .spacer
        case 3: return .color(width: CGFloat(below(40)), height: nil)
        case 11, 4 where depth <= 0:
            statefulCount += 1
            return .counter(statefulCount)
        case 4: return .hStack(pieces(depth: depth))
        case 5: return .vStack(pieces(depth: depth))
        case 6: return .zStack(pieces(depth: depth))
        case 7: return .padded(piece(depth: depth - 1), CGFloat(below(20)))
        case 8: return .named(piece(depth: depth - 1), "n\(below(1000))")
        case 9: return .fixed(piece(depth: depth - 1))
        default:
            statefulCount += 1
            let id = statefulCount
            return .stateful(id, (0..<(2 + below(2))).map { _ in piece(depth: depth - 1) })
        }
    }

    private mutating func pieces(depth: Int) -> [Piece] {
        (0..<(1 + below(4))).map { _ in piece(depth: depth - 1) }
    }
}

/// Gives its parent two views once its state is 1, one before.
struct OneOrTwo: View {
    let registry: StateRegistry
    @State private var count = 0

    var body: some View {
        registry.evaluated(0, binding: $count)
        return Group {
            Color.red.frame(width: 20, height: 20).id("first")
            if count == 1 { Color.green.frame(width: 20, height: 20).id("second") }
        }
    }
}

/// The rank a ``RankedColumn`` sorts its subviews by, highest first.
struct RankKey: LayoutValueKey {
    static let defaultValue = 0
}

/// Stacks its subviews at the top-leading corner, highest rank first.
struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews.sorted(by: { $0[RankKey.self] > $1[RankKey.self] }) {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(size))
            y += size.height
        }
    }
}
