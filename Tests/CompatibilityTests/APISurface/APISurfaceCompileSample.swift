import Foundation
import Trellis

// Calls the API that the compile harness's sample of public SwiftUI files needed and Trellis
// lacked (issue 44), each after an `// API:` line naming its table entries; only the import
// differs from SwiftUI.

private struct SamplePost: Identifiable {
    let id: Int
    var title: String
}

private enum SampleDevice: String {
    case phone, pad
}

// API: `ColorResource`
private extension ColorResource {
    static let brand = ColorResource(name: "Brand", bundle: .main)
}

private struct SampleCommands: Commands {
    @FocusedBinding(\.sampleTitle) private var title

    // API: `Commands`, `CommandMenu`, `CommandGroup`, `CommandGroupPlacement`, `CommandsBuilder`, `EmptyCommands`, `SidebarCommands`, `ToolbarCommands`, `TextEditingCommands`
    var body: some Commands {
        CommandMenu("Game") {
            Button("Restart") { title = "Restarted" }
        }
        CommandGroup(after: CommandGroupPlacement.newItem) {
            Button("Duplicate") {}
        }
        standard
    }

    @CommandsBuilder private var standard: some Commands {
        SidebarCommands()
        ToolbarCommands()
        TextEditingCommands()
        EmptyCommands()
    }
}

// API: `@FocusedBinding`
private struct SampleFocusedTitle: View {
    @FocusedBinding(\.sampleTitle) private var title

    var body: some View {
        Text(title ?? "None")
    }
}

private struct SampleTitleKey: FocusedValueKey {
    typealias Value = Binding<String>
}

private extension FocusedValues {
    var sampleTitle: Binding<String>? {
        get { self[SampleTitleKey.self] }
        set { self[SampleTitleKey.self] = newValue }
    }
}

private struct SampleCommandsApp: App {
    var body: some Scene {
        // API: `Scene.commands(content:)`
        WindowGroup {
            Text("Game")
        }
        .commands {
            SampleCommands()
        }
    }
}

private struct SampleRotation: ViewModifier {
    let degrees: Double
    func body(content: Content) -> some View {
        content.rotationEffect(.degrees(degrees))
    }
}

private struct SampleShake: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
    }
}

struct APISurfaceCompileSample: View {
    // API: `@AppStorage(_:store:)`, `@SceneStorage(_:)`
    @AppStorage("name") private var storedName: String?
    @AppStorage("device", store: .standard) private var device: SampleDevice?
    @AppStorage("launches", store: nil) private var launches = 0
    @SceneStorage("draft") private var draft: String?
    @State private var posts = [SamplePost(id: 1, title: "First"), SamplePost(id: 2, title: "Second")]
    @State private var showsAdvanced = false
    @State private var title = "Welcome"
    @State private var pushed = false
    @State private var selection: Int?

    var body: some View {
        VStack {
            // API: `ForEach($data)`, `ForEach($data, id:)`
            ForEach($posts) { $post in
                TextField("Title", text: $post.title)
            }
            ForEach($posts, id: \.id) { $post in
                Text(post.title)
            }
            // API: `List($data)`, `List($data, id:)`
            List($posts) { $post in
                TextField("Title", text: $post.title)
            }
            List($posts, id: \.title) { $post in
                Text(post.title)
            }
            // API: `Binding.animation(_:)`, `Binding.transaction(_:)`
            Toggle("Advanced", isOn: $showsAdvanced.animation())
            Toggle("Advanced", isOn: $showsAdvanced.animation(.easeIn).transaction(Transaction()))
            // API: `TextField(_:text:prompt:)`, `TextField(_:text:prompt:axis:)`, `TextField(text:prompt:label:)`, `TextField(text:prompt:axis:label:)`
            TextField("", text: $title, prompt: Text("Cornell NetID"))
            TextField("Notes", text: $title, prompt: nil, axis: .vertical)
            TextField(text: $title, prompt: Text("Name")) { Text("Name") }
            TextField(text: $title, axis: .vertical) { Text("Notes") }
            // API: `NavigationLink(isActive:destination:label:)`, `NavigationLink(destination:isActive:label:)`, `NavigationLink(_:isActive:destination:)`, `NavigationLink(_:destination:isActive:)`
            NavigationLink(isActive: $pushed) { Text("Detail") } label: { Text("Open") }
            NavigationLink(destination: Text("Detail"), isActive: $pushed) { Text("Open") }
            NavigationLink("Open", isActive: $pushed) { Text("Detail") }
            NavigationLink("Open", destination: Text("Detail"), isActive: $pushed)
            // API: `NavigationLink(tag:selection:destination:label:)`, `NavigationLink(destination:tag:selection:label:)`, `NavigationLink(_:tag:selection:destination:)`
            NavigationLink(tag: 1, selection: $selection) { Text("One") } label: { Text("First") }
            NavigationLink(destination: Text("Two"), tag: 2, selection: $selection) { Text("Second") }
            NavigationLink("Third", tag: 3, selection: $selection) { Text("Three") }
            // API: `navigationTitle(Binding<String>)`
            Text("Editable").navigationTitle($title)
            // API: `Text.foregroundColor(_:)`, `Text.foregroundStyle(_:)`
            Text("Score").foregroundColor(.white).font(.caption) + Text(" 10").foregroundStyle(.secondary)
            // API: `Label(LocalizedStringKey, systemImage:)`, `Label(LocalizedStringKey, image:)`
            Label(LocalizedStringKey("Notes"), systemImage: "note.text")
            Label(LocalizedStringKey("Notes"), image: "notes")
            // API: `accessibilityLabel(LocalizedStringKey)`
            Image(systemName: "xmark").accessibilityLabel(LocalizedStringKey("Close"))
            colours
            effects
        }
    }

    @ViewBuilder private var colours: some View {
        // API: `Color(ColorResource)`
        Color(.brand)
        Color(ColorResource.brand)
        // API: `Color.mix(with:by:in:)`, `Gradient.ColorSpace`
        Color.red.mix(with: .blue, by: 0.5)
        Color.red.mix(with: .blue, by: 0.25, in: Gradient.ColorSpace.device)
        // API: `style.secondary`, `style.tertiary`, `style.quaternary`, `style.quinary`
        RoundedRectangle(cornerRadius: 10).fill(.background.secondary)
        Rectangle().fill(Color.red.tertiary)
        Rectangle().fill(.foreground.quaternary)
        Rectangle().fill(.tint.quinary)
        // API: `MeshGradient`
        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .yellow])
        Rectangle().fill(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .green, .blue, .yellow],
                                      background: .black, smoothsColors: false, colorSpace: .perceptual))
    }

    @ViewBuilder private var effects: some View {
        // API: `ButtonBorderShape.path(in:)`, `Shape.buttonBorder`
        Image(systemName: "flag").clipShape(.buttonBorder)
        ButtonBorderShape.capsule.fill(.blue)
        ButtonBorderShape.circle.path(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // API: `glassEffect(_:in:)`, `Glass`
        Text("Glass").glassEffect()
        Text("Glass").glassEffect(.regular.tint(.blue).interactive(), in: RoundedRectangle(cornerRadius: 8))
        Text("Glass").glassEffect(.clear, in: Circle())
        // API: `glassBackgroundEffect(displayMode:)`, `glassBackgroundEffect(in:displayMode:)`, `GlassBackgroundDisplayMode`
        Text("Window").glassBackgroundEffect()
        Text("Card").glassBackgroundEffect(in: RoundedRectangle(cornerRadius: 24), displayMode: GlassBackgroundDisplayMode.implicit)
        // API: `GeometryEffect`, `GeometryEffect.effectValue(size:)`, `GeometryEffect.ignoredByLayout()`
        Text("Shake").modifier(SampleShake(amount: 8, animatableData: 1)).modifier(SampleShake(amount: 4, animatableData: 0).ignoredByLayout())
        let shake: some GeometryEffect = SampleShake(amount: 8, animatableData: 0.25)
        let _: ProjectionTransform = shake.effectValue(size: CGSize(width: 10, height: 10))
        // API: `AnyTransition.modifier(active:identity:)`
        Text("Pivot").transition(.modifier(active: SampleRotation(degrees: -90), identity: SampleRotation(degrees: 0)))
        // API: `scrollTransition(topLeading:bottomTrailing:axis:transition:)`
        Text("Row").scrollTransition(topLeading: .interactive, bottomTrailing: .animated) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.5)
        }
    }
}

/// Lists that bind a selection.
struct APISurfaceListSelection: View {
    @State private var selected: String?
    @State private var chosen = Set<String>()
    private let names = ["One", "Two"]

    var body: some View {
        VStack {
            // API: `List(selection:content:)`, `List(_:selection:rowContent:)`, `List(_:id:selection:rowContent:)`
            List(selection: $selected) { Text("One").tag("One") }
            List(selection: $chosen) { Text("One").tag("One") }
            List(names, id: \.self, selection: $selected) { Text($0) }
            List(names, id: \.self, selection: $chosen) { Text($0) }
            List([Item(id: "a")], selection: $selected) { Text($0.id) }
            List([Item(id: "a")], selection: $chosen) { Text($0.id) }
        }
    }

    private struct Item: Identifiable {
        let id: String
    }
}

/// A tab view whose customisation is stored.
struct APISurfaceStoredTabCustomization: View {
    // API: `@AppStorage(_:store:)` (a `TabViewCustomization`)
    @AppStorage("tabs") private var customization: TabViewCustomization

    var body: some View {
        TabView {
            Text("Home").tabItem { Text("Home") }
        }
        .tabViewCustomization($customization)
    }
}
