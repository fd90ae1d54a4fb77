import Trellis

struct TabbedAppScreen: View {
    enum Tab: Hashable { case home, search, profile }
    @State private var selection = Tab.home

    var body: some View {
        TabView(selection: $selection) {
            VStack {
                Text("Home")
                    .font(.largeTitle)
                Spacer()
                Color.teal
                    .frame(height: 120)
                    .id("banner")
            }
            .tabItem { Label("Home", systemImage: "house") }
            .tag(Tab.home)

            Text("Search")
                .tabItem { Label("Search", systemImage: "magnifyingglass") }
                .tag(Tab.search)

            Text("Profile")
                .tabItem { Label("Profile", systemImage: "person.crop.circle") }
                .tag(Tab.profile)
        }
    }
}
