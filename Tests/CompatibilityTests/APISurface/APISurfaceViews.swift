import Foundation
import Trellis

// Calls every view, shape and control the API coverage table lists as compiling, each after an
// `// API:` line naming its table entries; APICoverageTableTests checks that the two agree.
// Written as SwiftUI code would be: only the import differs.

struct APISurfaceViews: View {
    @State private var flag = true
    @State private var text = "Text"
    @State private var number = 0.5
    @State private var count = 1
    @State private var date = Date(timeIntervalSince1970: 0)
    @State private var choice = "One"
    @State private var tint = Color.blue

    var body: some View {
        VStack {
            stacks
            content
            controls
            containers
            navigation
            shapes
        }
    }

    @ViewBuilder private var stacks: some View {
        // API: `HStack`, `VStack`, `ZStack`
        HStack(alignment: .top, spacing: 4) { VStack(alignment: .leading, spacing: 2) { ZStack(alignment: .bottom) { EmptyView() } } }
        // API: `LazyHStack`, `LazyVStack`
        LazyHStack(alignment: .center, spacing: 2) { LazyVStack(alignment: .leading, spacing: 2, pinnedViews: [.sectionHeaders]) { EmptyView() } }
        // API: `Spacer`, `Divider`
        HStack { Spacer(minLength: 4); Divider() }
        // API: `Group`, `EmptyView`, `AnyView`
        Group { EmptyView(); AnyView(Text("a")) }
        // API: `ForEach`
        ForEach(0..<3, id: \.self) { Text("\($0)") }
        // API: `Grid`, `GridRow`
        Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 4) { GridRow { Text("a"); Text("b") } }
        // API: `LazyVGrid`, `LazyHGrid`, `GridItem`
        LazyVGrid(columns: [GridItem(.flexible()), GridItem(.adaptive(minimum: 40)), GridItem(.fixed(20))]) { LazyHGrid(rows: [GridItem()]) { Text("c") } }
        // API: `GridItem.Size.description`
        Text(GridItem.Size.fixed(20).description)
        // API: `ViewThatFits`
        ViewThatFits(in: .horizontal) { Text("Long"); Text("L") }
        // API: `GeometryReader`, `GeometryProxy`
        GeometryReader { (proxy: GeometryProxy) in Color.red.frame(width: proxy.size.width / 2) }
        // API: `AnyLayout`, `HStackLayout`, `VStackLayout`, `ZStackLayout`
        AnyLayout(flag ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())) { ZStackLayout() { Text("x") } }
    }

    @ViewBuilder private var content: some View {
        // API: `Text(_:)`, `Text(verbatim:)`, `Text(_:format:)`, `Text(_:tableName:bundle:comment:)`
        Text("Hello"); Text(verbatim: "Hi"); Text(3.5, format: .number); Text("Greeting", comment: "Shown on the welcome screen")
        // API: `Text(Image)`
        Text(Image(systemName: "star.fill")) + Text(" Favourites")
        // API: `Text + Text`
        Text("a") + Text("b").bold()
        // API: `Image(_:)`, `Image(systemName:)`, `resizable()`
        Image("photo").resizable(); Image(systemName: "star")
        // API: `Text(_:style:)`, `Text.DateStyle`
        Text(Date(), style: Text.DateStyle.time); Text(Date(), style: .date); Text(Date(), style: .relative); Text(Date(), style: .timer)
        // API: `renderingMode(_:)`, `Image.TemplateRenderingMode`
        Image("logo").renderingMode(.template); Image("logo").renderingMode(Image.TemplateRenderingMode.original)
        // API: `Image(ImageResource)`, `ImageResource`
        Image(ImageResource(name: "avatar", bundle: .main))
        // API: `Image(_:bundle:)`
        Image("avatar", bundle: .main); Image("avatar", bundle: nil)
        // API: `Label`
        Label("Title", systemImage: "star")
        // API: `AsyncImage`
        AsyncImage(url: URL(string: "https://example.com/a.png"))
        // API: `ProgressView`
        ProgressView(value: 0.5)
        // API: `ContentUnavailableView`
        ContentUnavailableView("Nothing", systemImage: "tray")
        // API: `Color`
        Color.blue
        // API: `LinearGradient`, `RadialGradient`, `AngularGradient`, `EllipticalGradient`, `Gradient`
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        RadialGradient(gradient: Gradient(colors: [.red]), center: .center, startRadius: 0, endRadius: 10)
        AngularGradient(colors: [.red], center: .center)
        EllipticalGradient(colors: [.red])
    }

    @ViewBuilder private var controls: some View {
        // API: `Button`, `Button(_:role:action:)`, `Button(_:systemImage:action:)`
        Button("Go") {}; Button("Delete", role: .destructive) {}; Button("Add", systemImage: "plus") {}
        // API: `EditButton`
        EditButton()
        // API: `Link`
        Link("Site", destination: URL(string: "https://example.com")!)
        // API: `ShareLink`
        ShareLink(item: "text")
        // API: `Toggle`
        Toggle("On", isOn: $flag)
        // API: `Slider(value:in:)`
        Slider(value: $number, in: 0...1)
        // API: `Slider(value:in:step:onEditingChanged:)`, `Slider(value:in:onEditingChanged:)`
        Slider(value: $number, in: 0...1, step: 0.1) { _ in }
        Slider(value: $number, in: 0...1, onEditingChanged: { _ in })
        // API: `ColorPicker`, `Gauge`
        ColorPicker("Tint", selection: $tint); ColorPicker(selection: $tint, supportsOpacity: false) { Text("Tint") }
        Gauge(value: number) { Text("Level") }
        Gauge(value: number, in: 0...1) { Text("Level") } currentValueLabel: { Text("\(number)") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        // API: `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`, `Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`
        Slider(value: $number, in: 0...1, step: 0.1) { Text("Volume") } minimumValueLabel: { Image(systemName: "speaker") } maximumValueLabel: { Image(systemName: "speaker.wave.3") } onEditingChanged: { _ in }
        Slider(value: $number, in: 0...1) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        // API: `Slider(value:in:label:onEditingChanged:)`, `Slider(value:in:step:label:onEditingChanged:)`
        Slider(value: $number, in: 0...1) { Text("Volume") }
        Slider(value: $number, in: 0...1, step: 0.1) { Text("Volume") }
        // API: `Stepper`
        Stepper("Count", value: $count, in: 0...10)
        // API: `Picker`
        Picker("Choice", selection: $choice) { Text("One").tag("One") }
        // API: `DatePicker`
        DatePicker("Date", selection: $date, displayedComponents: [.date])
        // API: `TextField(_:text:axis:)`
        TextField("Notes", text: .constant("One\nTwo"), axis: .vertical)
        // API: `TextField`, `SecureField`, `TextEditor`
        TextField("Name", text: $text); SecureField("Password", text: $text); TextEditor(text: $text)
        // API: `Menu`
        Menu("More") { Button("One") {} }
        // API: `LabeledContent`
        LabeledContent("Name", value: "Value")
        // API: `GroupBox`, `ControlGroup`, `DisclosureGroup`
        GroupBox("Box") { Text("a") }
        ControlGroup { Button("a") {} }
        DisclosureGroup("More") { Text("b") }
    }

    @ViewBuilder private var containers: some View {
        // API: `ScrollView`, `ScrollViewReader`, `ScrollViewProxy`
        ScrollViewReader { (proxy: ScrollViewProxy) in ScrollView(.horizontal, showsIndicators: false) { Text("a") } }
        // API: `List`, `Form`
        List { Text("a") }
        Form { Text("b") }
        // API: `Section`
        Section("Header") { Text("a") }
        // API: `Section(header:footer:content:)`, `Section(header:content:)`, `Section(footer:content:)`
        Section(header: Text("Header"), footer: Text("Footer")) { Text("a") }
        Section(header: Text("Header")) { Text("b") }
        Section(footer: Text("Footer")) { Text("c") }
    }

    @ViewBuilder private var navigation: some View {
        // API: `NavigationStack`, `NavigationView`, `NavigationLink`
        NavigationStack { NavigationLink("Next") { Text("Detail") } }
        NavigationView { Text("Old") }
        // API: `NavigationPath`
        NavigationStack(path: .constant(NavigationPath(["a", "b"]))) { Text("Root") }
        // API: `TabView`, `Tab`
        TabView { Tab("One", systemImage: "1.circle") { Text("1") } }
    }

    @ViewBuilder private var shapes: some View {
        // API: `Rectangle`, `RoundedRectangle`, `Circle`, `Ellipse`, `Capsule`
        Rectangle(); RoundedRectangle(cornerRadius: 8); Circle(); Ellipse(); Capsule()
        // API: `UnevenRoundedRectangle`, `ContainerRelativeShape`, `AnyShape`
        UnevenRoundedRectangle(topLeadingRadius: 4); ContainerRelativeShape(); AnyShape(Circle())
        // API: `Path`
        Path { path in path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4)) }
    }
}
