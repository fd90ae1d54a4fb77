import Trellis

struct EmptyStateScreen: View {
    @State private var items: [String] = []
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            Group {
                if items.isEmpty {
                    ContentUnavailableView {
                        Label("No Favorites", systemImage: "star")
                    } description: {
                        Text("Tap the star on any item to keep it here.")
                    } actions: {
                        Button("Browse") { isAdding = true }
                            .buttonStyle(.bordered)
                    }
                } else {
                    List(items, id: \.self) { Text($0) }
                }
            }
            .id("content")
            .navigationTitle("Favorites")
            .sheet(isPresented: $isAdding) {
                NavigationStack {
                    Text("Catalog")
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Done") { isAdding = false }
                            }
                        }
                }
            }
        }
    }
}
