import Trellis

extension ImageResource {
    /// As Xcode generates it for an asset catalogue image named "avatar".
    static let avatar = ImageResource(name: "avatar", bundle: .main)
}

private struct SelectedRowKey: PreferenceKey {
    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

struct LegacySettingsScreen: View {
    @State private var volume = 0.5
    @State private var isEditing = false
    @State private var showsReset = false
    @State private var selection: String?

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account"), footer: Text("Signed in with your email address.")) {
                    HStack {
                        Image(.avatar)
                            .resizable()
                            .frame(width: 40, height: 40)
                            .accessibility(hidden: true)
                        Text("Taylor")
                            .badge(2)
                    }
                }
                Section(header: Text("Sound")) {
                    Slider(value: $volume, in: 0...1, step: 0.1) { editing in
                        isEditing = editing
                    }
                    .accessibility(value: Text("\(Int(volume * 100)) percent"))
                }
                Section {
                    Button("Reset") { showsReset = true }
                        .preference(key: SelectedRowKey.self, value: "reset")
                }
            }
            .id("form")
            .onPreferenceChange(SelectedRowKey.self) { selection = $0 }
            .navigationBarTitle("Settings")
            .navigationBarItems(trailing: EditButton().id("edit"))
            .alert(isPresented: $showsReset) {
                Alert(title: Text("Reset settings?"), primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
