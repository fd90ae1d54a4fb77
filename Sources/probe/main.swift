import Trellis
// probe SHAPE: lays out one bench-like shape 20 times (for instruction counts).
func balanced(_ remaining: Int, horizontal: Bool) -> AnyView {
    guard remaining > 0 else { return AnyView(Color.green) }
    let children = ForEach(0..<4) { _ in balanced(remaining - 1, horizontal: !horizontal) }
    return horizontal ? AnyView(HStack(spacing: 0) { children }) : AnyView(VStack(spacing: 0) { children })
}
func chain(_ index: Int) -> AnyView {
    let leaf = Color.red.frame(width: 10, height: 10)
    let next = index + 1 < 1000 ? chain(index + 1) : AnyView(Color.blue.frame(width: 10, height: 10))
    return index.isMultiple(of: 2) ? AnyView(VStack(alignment: .leading, spacing: 0) { leaf; next }) : AnyView(HStack(alignment: .top, spacing: 0) { leaf; next })
}
func minimum(_ index: Int) -> CGFloat { CGFloat(index * 37 % 5) }
func maximum(_ index: Int) -> CGFloat { 4 + CGFloat(index * 7919 % 97) * 0.25 }
let shape = CommandLine.arguments[1]
let (graph, proposal): (LayoutGraph, ProposedViewSize) = switch shape {
case "flat": (VStack(spacing: 0) { ForEach(0..<100_000) { _ in Color.red.frame(width: 100, height: 10) } }.layoutGraph(), ProposedViewSize(width: 1000, height: nil))
case "balanced": (balanced(7, horizontal: true).layoutGraph(), ProposedViewSize(width: 1024, height: 1024))
case "chain": (chain(0).layoutGraph(), .unspecified)
default: (HStack(spacing: 0) { ForEach(0..<1000) { i in Color.orange.frame(minWidth: minimum(i), maxWidth: maximum(i)) } }.layoutGraph(), ProposedViewSize(width: 10_000, height: 100))
}
let iterations = Int(CommandLine.arguments[2]) ?? 10
for _ in 0..<iterations { _ = LayoutSolver().layout(graph, proposal: proposal) }
