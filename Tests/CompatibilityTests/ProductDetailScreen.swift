import Trellis

struct ProductDetailScreen: View {
    @State private var size = "M"
    @State private var isFavorite = false
    @State private var showSizeGuide = false
    let sizes = ["XS", "S", "M", "L", "XL"]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Rectangle()
                    .fill(Color.gray.opacity(0.2))
                    .frame(height: 320)
                    .overlay(alignment: .topTrailing) {
                        Button {
                            isFavorite.toggle()
                        } label: {
                            Image(systemName: isFavorite ? "heart.fill" : "heart")
                                .padding(10)
                                .background(.ultraThinMaterial, in: Circle())
                        }
                        .padding(12)
                        .accessibilityLabel("Favorite")
                    }
                    .id("hero")
                VStack(alignment: .leading, spacing: 8) {
                    Text("Merino Crew Sweater")
                        .font(.title.bold())
                    Text("Soft, breathable and warm, knitted from fine merino wool.")
                        .foregroundStyle(.secondary)
                        .fixedSize(horizontal: false, vertical: true)
                    HStack(spacing: 8) {
                        ForEach(sizes, id: \.self) { item in
                            Text(item)
                                .frame(width: 44, height: 44)
                                .background(
                                    RoundedRectangle(cornerRadius: 8)
                                        .strokeBorder(item == size ? Color.primary : Color.secondary.opacity(0.4), lineWidth: item == size ? 2 : 1)
                                )
                                .onTapGesture { size = item }
                                .id("size-\(item)")
                        }
                    }
                    ViewThatFits(in: .horizontal) {
                        HStack {
                            Text("€89").font(.title2.bold())
                            Spacer()
                            Button("Add to bag") {}
                                .buttonStyle(.borderedProminent)
                        }
                        VStack(alignment: .leading) {
                            Text("€89").font(.title2.bold())
                            Button("Add to bag") {}
                                .buttonStyle(.borderedProminent)
                        }
                    }
                    Button("Size guide") { showSizeGuide = true }
                        .font(.footnote)
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
        .sheet(isPresented: $showSizeGuide) {
            Text("Size guide")
                .presentationDetents([.medium])
        }
    }
}
