import Trellis

struct PhotoViewerScreen: View {
    @State private var showsInfo = false
    @State private var isFavourite = false

    var body: some View {
        NavigationStack {
            ZStack(alignment: .bottom) {
                Color.black.ignoresSafeArea()
                Rectangle()
                    .fill(.gray)
                    .id("photo")
                    .contextMenu {
                        Button("Copy") {}
                        Button("Share") {}
                    }
                    .accessibility(label: Text("Photo"))
                HStack {
                    Button {
                        isFavourite.toggle()
                    } label: {
                        Image(systemName: isFavourite ? "heart.fill" : "heart")
                    }
                    .keyboardShortcut("f", modifiers: .command)
                    .help("Favourite")
                    .sensoryFeedback(.selection, trigger: isFavourite)
                    Spacer()
                    Toggle("Show info", isOn: $showsInfo)
                        .labelsHidden()
                        .id("infoToggle")
                }
                .padding()
            }
            .toolbar(.hidden, for: .navigationBar)
            .statusBarHidden()
            .persistentSystemOverlays(.hidden)
            .preferredColorScheme(.dark)
        }
    }
}
