import Trellis

struct ProfileHeaderScreen: View {
    let name = "Grace Hopper"
    let handle = "@grace"

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing)
                        .frame(width: proxy.size.width, height: proxy.size.height)
                }
                .frame(height: 180)
                .id("cover")
                Circle()
                    .fill(Color.gray)
                    .overlay(Circle().stroke(.white, lineWidth: 4))
                    .frame(width: 96, height: 96)
                    .id("avatar")
                    .offset(y: -48)
                    .padding(.bottom, -48)
                VStack(spacing: 4) {
                    Text(name)
                        .font(.title2.bold())
                    Text(handle)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text("Computer scientist · Rear admiral · Compiler pioneer")
                        .font(.footnote)
                        .multilineTextAlignment(.center)
                        .padding(.top, 8)
                }
                .padding()
            }
        }
        .ignoresSafeArea(edges: .top)
    }
}
