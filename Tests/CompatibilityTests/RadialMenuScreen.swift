import Trellis

/// A radial layout: each subview sits on a circle, the first at twelve o'clock.
struct RadialLayout: Layout {
    var radiusFraction: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let radius = min(bounds.width, bounds.height) / 2 * radiusFraction
        let step = Angle.degrees(360 / Double(subviews.count))
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(.unspecified)
            let angle = step.radians * Double(index) - .pi / 2
            let point = CGPoint(x: bounds.midX + cos(angle) * (radius - size.width / 2),
                                y: bounds.midY + sin(angle) * (radius - size.height / 2))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct RadialMenuScreen: View {
    @State private var isOpen = true
    private let actions = ["camera", "photo", "mic", "doc", "location", "person"]

    var body: some View {
        VStack(spacing: 24) {
            Text("Share")
                .font(.headline)
            RadialLayout(radiusFraction: 0.9) {
                ForEach(actions, id: \.self) { name in
                    Image(systemName: name)
                        .frame(width: 44, height: 44)
                        .background(Circle().fill(.blue.opacity(0.15)))
                        .onTapGesture { isOpen = false }
                }
            }
            .frame(width: 240, height: 240)
            .id("ring")
            .overlay {
                Button {
                    withAnimation(.spring(duration: 0.3)) { isOpen.toggle() }
                } label: {
                    Image(systemName: "plus")
                        .rotationEffect(.degrees(isOpen ? 45 : 0))
                        .frame(width: 64, height: 64)
                        .background(Circle().fill(Color.accentColor))
                }
                .id("hub")
            }
        }
    }
}
