import Trellis

/// A horizontal stack that gives every subview the width of the widest one.
struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let tallest = sizes.map(\.height).max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count) + spacing * CGFloat(max(subviews.count - 1, 0)), height: tallest)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var x = bounds.minX + widest / 2
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center,
                          proposal: ProposedViewSize(width: widest, height: bounds.height))
            x += widest + spacing
        }
    }
}

struct StatView: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.title3.bold())
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
        .padding(.vertical, 8)
        .frame(maxWidth: .infinity)
        .background(RoundedRectangle(cornerRadius: 10).fill(.quaternary))
    }
}

struct StatsRowScreen: View {
    var body: some View {
        VStack(spacing: 20) {
            EqualWidthHStack(spacing: 10) {
                StatView(value: "128", label: "Posts").id("posts")
                StatView(value: "4.2k", label: "Followers").id("followers")
                StatView(value: "311", label: "Following").id("following")
            }
            EqualWidthHStack {
                Button("Follow") {}.buttonStyle(.borderedProminent)
                Button("Message") {}.buttonStyle(.bordered)
            }
        }
        .padding()
    }
}
