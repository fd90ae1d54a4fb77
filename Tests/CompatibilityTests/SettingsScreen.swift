import Trellis

struct SettingsScreen: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("username") private var username = "Guest"
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.sizeCategory) private var sizeCategory

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings")
                .font(.largeTitle.weight(.bold))
            Toggle("Notifications", isOn: $notifications)
                .toggleStyle(.switch)
                .id("notifications")
            TextField("Username", text: $username)
                .textFieldStyle(.roundedBorder)
            HStack {
                Text(colorScheme == .dark ? "Dark mode" : "Light mode")
                    .font(.subheadline)
                Spacer()
                Text(sizeCategory.isAccessibilityCategory ? "Large text" : "Standard text")
                    .font(.caption)
                    .textCase(.uppercase)
            }
            Button("Sign Out") {}
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .id("signOut")
            Spacer()
        }
        .padding()
    }
}
