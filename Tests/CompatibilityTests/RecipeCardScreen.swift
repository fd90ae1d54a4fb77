import Trellis

struct Recipe: Identifiable {
    let id = UUID()
    var title: String
    var minutes: Int
    var servings: Int
    var rating: Double
    var tags: [String]
}

struct RecipeCard: View {
    let recipe: Recipe
    @ScaledMetric(relativeTo: .body) private var imageHeight: CGFloat = 140

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Image(systemName: "fork.knife")
                .resizable()
                .scaledToFit()
                .padding(40)
                .frame(maxWidth: .infinity)
                .frame(height: imageHeight)
                .background(Color.yellow.opacity(0.3))
            VStack(alignment: .leading, spacing: 6) {
                Text(recipe.title)
                    .font(.headline)
                    .lineLimit(2)
                HStack(spacing: 12) {
                    Label("\(recipe.minutes) min", systemImage: "clock")
                    Label("\(recipe.servings)", systemImage: "person.2")
                    Spacer()
                    Text(recipe.rating, format: .number.precision(.fractionLength(1)))
                        .bold()
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                Text(recipe.tags.joined(separator: " · "))
                    .font(.caption2)
                    .textCase(.uppercase)
                    .kerning(0.5)
            }
            .padding(12)
        }
        .background(.background)
        .clipShape(.rect(cornerRadius: 16))
        .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(.separator))
    }
}

struct RecipeCardScreen: View {
    let recipes = [
        Recipe(title: "Lemon garlic pasta", minutes: 20, servings: 2, rating: 4.6, tags: ["quick", "vegetarian"]),
        Recipe(title: "Slow-roasted tomato soup with basil oil", minutes: 75, servings: 4, rating: 4.8, tags: ["soup", "vegan"]),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(recipes) { recipe in
                    RecipeCard(recipe: recipe)
                        .id(recipe.title)
                }
            }
            .padding()
            .id("cards")
        }
    }
}
