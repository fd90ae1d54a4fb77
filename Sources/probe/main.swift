import Trellis
let g = VStack(spacing: 0) { ForEach(0..<100_000) { _ in Color.red.frame(width: 100, height: 10) } }.layoutGraph()
for _ in 0..<20 { _ = LayoutSolver().layout(g, proposal: ProposedViewSize(width: 1000, height: nil)) }
