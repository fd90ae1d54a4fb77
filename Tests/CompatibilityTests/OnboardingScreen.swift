import Trellis

struct OnboardingScreen: View {
    @State private var page = 0
    @ScaledMetric private var iconSize: CGFloat = 64
    @Environment(\.dismiss) private var dismiss

    private let titles = ["Welcome", "Stay organised", "Get started"]

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Image(systemName: "star.fill")
                .resizable()
                .frame(width: iconSize, height: iconSize)
                .id("icon")
            Text(titles[page])
                .font(.largeTitle)
                .fontWeight(.heavy)
                .multilineTextAlignment(.center)
            Text("Everything you need, in one place. Swipe to learn more about what you can do.")
                .font(.body)
                .multilineTextAlignment(.center)
                .allowsTightening(true)
                .padding(.horizontal, 32)
            Spacer()
            HStack {
                Button("Skip") { dismiss() }
                    .buttonStyle(.plain)
                Spacer()
                Button {
                    page = min(page + 1, titles.count - 1)
                } label: {
                    Label("Next", systemImage: "arrow.right")
                }
                .buttonStyle(.bordered)
                .buttonBorderShape(.capsule)
            }
            .padding()
        }
    }
}
