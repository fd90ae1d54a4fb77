import Trellis

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let text: String
}

struct PageIndicator: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: index == current ? 20 : 8, height: 8)
                    .id("dot-\(index)")
            }
        }
        .animation(.smooth, value: current)
    }
}

struct OnboardingPagerScreen: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var current = 0
    let pages = [
        OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", text: "Everything you need, in one place."),
        OnboardingPage(id: 1, symbol: "bell", title: "Stay informed", text: "Get notified when something changes."),
        OnboardingPage(id: 2, symbol: "lock.shield", title: "Private by design", text: "Your data stays on your device."),
    ]

    var body: some View {
        VStack(spacing: 32) {
            Spacer()
            let page = pages[current]
            Image(systemName: page.symbol)
                .font(.system(size: 72))
                .foregroundStyle(.tint)
            VStack(spacing: 8) {
                Text(page.title).font(.title.bold())
                Text(page.text)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
            }
            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
            .id(page.id)
            Spacer()
            PageIndicator(count: pages.count, current: current)
                .id("indicator")
            HStack {
                Button("Skip") { hasSeenOnboarding = true }
                Spacer()
                Button(current == pages.count - 1 ? "Get started" : "Next") {
                    withAnimation { current = min(current + 1, pages.count - 1) }
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
            }
        }
        .padding(24)
    }
}
