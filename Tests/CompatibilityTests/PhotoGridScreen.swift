import Trellis

struct Photo: Identifiable {
    let id: Int
    var isFavorite: Bool
}

struct PhotoGridScreen: View {
    @State private var photos = (0..<9).map { Photo(id: $0, isFavorite: $0 % 4 == 0) }
    private let columns = 3

    var body: some View {
        ScrollView {
            Grid(horizontalSpacing: 2, verticalSpacing: 2) {
                ForEach(0..<(photos.count / columns), id: \.self) { row in
                    GridRow {
                        ForEach(photos[row * columns ..< row * columns + columns]) { photo in
                            Color.gray.opacity(0.3)
                                .aspectRatio(1, contentMode: .fill)
                                .overlay(alignment: .bottomTrailing) {
                                    if photo.isFavorite {
                                        Image(systemName: "heart.fill")
                                            .foregroundStyle(.white)
                                            .padding(4)
                                    }
                                }
                                .clipped()
                                .id("photo-\(photo.id)")
                        }
                    }
                }
            }
        }
        .navigationTitle("Library")
    }
}
