import Trellis

struct ProfileCardScreen: View {
    let name = "Ada Lovelace"
    let followers = 1_234
    let rating = 4.8567

    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .frame(width: 96, height: 96)
                .id("avatar")
            Text(name)
                .font(.title2.weight(.bold))
            Text("\(rating, specifier: "%.1f") ★")
                .font(.system(size: 15, weight: .medium, design: .rounded))
                .monospacedDigit()
            HStack(spacing: 24) {
                VStack {
                    Text(followers, format: .number).bold()
                    Text("Followers").font(.caption).foregroundStyle(.secondary)
                }
                VStack {
                    Text("87").bold()
                    Text("Following").font(.caption)
                }
            }
            Text("Mathematician") .italic() + Text(" · London").fontWeight(.light)
        }
        .padding(24)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
        .padding()
    }
}
