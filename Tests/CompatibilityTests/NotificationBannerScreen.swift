import Trellis

struct Banner: Equatable {
    var title: String
    var detail: String
}

struct BannerView: View {
    let banner: Banner
    var onDismiss: () -> Void

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "bell.badge.fill")
                .font(.title2)
                .foregroundStyle(.orange)
            VStack(alignment: .leading, spacing: 2) {
                Text(banner.title).font(.subheadline.bold())
                Text(banner.detail).font(.footnote).foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            Button(action: onDismiss) {
                Image(systemName: "xmark")
            }
            .buttonStyle(.plain)
        }
        .padding(12)
        .background(.regularMaterial, in: Capsule())
        .shadow(color: .black.opacity(0.15), radius: 10, y: 4)
        .padding(.horizontal, 12)
    }
}

struct NotificationBannerScreen: View {
    @State private var banner: Banner? = Banner(title: "Package delivered", detail: "Left at the front door at 14:02")

    var body: some View {
        ZStack(alignment: .top) {
            Color(.systemGroupedBackground)
                .ignoresSafeArea()
                .id("backdrop")
            if let banner {
                BannerView(banner: banner) {
                    withAnimation(.easeOut(duration: 0.25)) { self.banner = nil }
                }
                .transition(.move(edge: .top).combined(with: .opacity))
                .id("banner")
            }
        }
        .gesture(
            DragGesture(minimumDistance: 20)
                .onEnded { value in
                    if value.translation.height < 0 { banner = nil }
                }
        )
    }
}
