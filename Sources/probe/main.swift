import Trellis
let depth = 1000
func level(_ index: Int) -> AnyView {
    let leaf = Color.red.frame(width: 10, height: 10)
    let next = index + 1 < depth ? level(index + 1) : AnyView(Color.blue.frame(width: 10, height: 10))
    return index.isMultiple(of: 2)
        ? AnyView(VStack(alignment: .leading, spacing: 0) { leaf; next })
        : AnyView(HStack(alignment: .top, spacing: 0) { leaf; next })
}
let g = level(0).layoutGraph()
for _ in 0..<100 { _ = LayoutSolver().layout(g, proposal: .unspecified) }
print(LayoutSolver().layout(g, proposal: .unspecified).statistics)
