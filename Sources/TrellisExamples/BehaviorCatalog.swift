import Foundation
import Trellis

/// The sizing behaviour of every built-in view and modifier, as `trellis behaviors` prints it
/// and Documentation/Trellis.docc/SizingBehaviors.md records it.
public enum BehaviorCatalog {
    /// One row of the table: a view or modifier and a representative instance of it. A `nil`
    /// view marks a container or modifier whose behaviour is its content's.
    public struct Entry: Sendable {
        public let name: String
        public let view: (@Sendable () -> AnyView)?

        init(_ name: String, _ view: (@Sendable () -> AnyView)?) {
            self.name = name
            self.view = view
        }

        /// The entry's behaviour on each axis, found by laying its view out (on the main actor).
        @MainActor public var behaviors: SizingBehaviors {
            guard let view else { return SizingBehaviors(horizontal: .dependsOnChildren, vertical: .dependsOnChildren) }
            return sizingBehavior(of: view())
        }
    }

    /// Every entry, views first, then containers and modifiers.
    public static let entries: [Entry] = [
        Entry("Color, Rectangle and other shapes", { AnyView(Color.red) }),
        Entry("Spacer() in an HStack", { AnyView(HStack(spacing: 0) { Spacer() }) }),
        Entry("Spacer() in a VStack", { AnyView(VStack(spacing: 0) { Spacer() }) }),
        Entry("GeometryReader", { AnyView(GeometryReader { _ in Color.clear }) }),
        Entry("Text (one short line)", { AnyView(Text("Hello")) }),
        Entry("Text (wrapping)", { AnyView(Text("The quick brown fox jumps over the lazy dog")) }),
        Entry("Image", { AnyView(Image(size: CGSize(width: 40, height: 30))) }),
        Entry("Image with .resizable()", { AnyView(Image(size: CGSize(width: 40, height: 30)).resizable()) }),
        Entry("Button, Link (their label)", { AnyView(Button("Hello") {}) }),
        Entry("Toggle", { AnyView(Toggle("Wi-Fi", isOn: .constant(true))) }),
        Entry("Slider", { AnyView(Slider(value: .constant(0.5))) }),
        Entry("TextField", { AnyView(TextField("Name", text: .constant(""))) }),
        Entry("ProgressView()", { AnyView(ProgressView()) }),
        Entry("ProgressView(value:)", { AnyView(ProgressView(value: 0.5)) }),
        Entry("Divider() in a VStack", { AnyView(VStack { Divider() }) }),
        Entry("Divider() in an HStack", { AnyView(HStack { Divider() }) }),
        Entry(".frame(width:height:)", { AnyView(Color.red.frame(width: 40, height: 20)) }),
        Entry(".frame(maxWidth: .infinity) around a fixed view", { AnyView(Color.red.frame(width: 40, height: 20).frame(maxWidth: .infinity)) }),
        Entry(".fixedSize() on a Color", { AnyView(Color.red.fixedSize()) }),
        Entry(".aspectRatio(_:contentMode: .fit) on a Color", { AnyView(Color.red.aspectRatio(1.5, contentMode: .fit)) }),
        Entry("ScrollView (vertical) of fixed content", { AnyView(ScrollView { Color.red.frame(width: 40, height: 500) }) }),
        Entry("List (a scrolling column of rows)", { AnyView(List { Text("Row") }) }),
        Entry("Form (grouped rows)", { AnyView(Form { Text("Row") }) }),
        Entry("NavigationStack (a bar above its content)", { AnyView(NavigationStack { Text("Content").navigationTitle("Title") }) }),
        Entry("TabView (a tab bar below its content)", { AnyView(TabView { Text("Home").tabItem { Text("Home") } }) }),
        Entry("LazyVGrid (flexible columns)", { AnyView(LazyVGrid(columns: [GridItem(), GridItem()]) { Color.red.frame(height: 40); Color.blue.frame(height: 40) }) }),
        Entry("LazyVGrid (fixed columns)", { AnyView(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) { Color.red.frame(height: 40); Color.blue.frame(height: 40) }) }),
        Entry("LazyHGrid (flexible rows)", { AnyView(LazyHGrid(rows: [GridItem(), GridItem()]) { Color.red.frame(width: 40); Color.blue.frame(width: 40) }) }),
        Entry("Picker (.menu, the default)", { AnyView(Picker("Size", selection: .constant(0)) { Text("Small"); Text("Large") }) }),
        Entry("Picker (.segmented)", { AnyView(Picker("Size", selection: .constant(0)) { Text("S"); Text("L") }.pickerStyle(.segmented)) }),
        Entry("Picker (.wheel)", { AnyView(Picker("Size", selection: .constant(0)) { Text("S"); Text("L") }.pickerStyle(.wheel)) }),
        Entry("Stepper", { AnyView(Stepper("Count", value: .constant(1))) }),
        Entry("DatePicker (compact)", { AnyView(DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 0)))) }),
        Entry("Menu, ShareLink (their label)", { AnyView(Menu("Actions") { Text("Copy") }) }),
        Entry("DisclosureGroup (collapsed)", { AnyView(DisclosureGroup("More") { Text("Hidden") }) }),
        Entry("GroupBox", { AnyView(GroupBox("Title") { Text("Content") }) }),
        Entry("LabeledContent", { AnyView(LabeledContent("Name", value: "Ada")) }),
        Entry("ControlGroup", { AnyView(ControlGroup { Text("A"); Text("B") }) }),
        Entry("ContentUnavailableView", { AnyView(ContentUnavailableView("No Mail", systemImage: "tray")) }),
        Entry("AsyncImage (default placeholder)", { AnyView(AsyncImage(url: nil)) }),
        Entry("SecureField", { AnyView(SecureField("Password", text: .constant(""))) }),
        Entry("TextEditor", { AnyView(TextEditor(text: .constant("Notes"))) }),
        Entry("HStack, VStack, ZStack, Grid", nil),
        Entry("ViewThatFits, AnyLayout and custom layouts", nil),
        Entry(".padding, .offset, .layoutPriority, .alignmentGuide", nil),
        Entry(".overlay, .background", nil),
    ]

    /// The table as Markdown.
    @MainActor public static func markdown() -> String {
        var lines = ["| view or modifier | horizontal | vertical |", "|---|---|---|"]
        for entry in entries {
            let behaviors = entry.behaviors
            lines.append("| \(entry.name) | \(behaviors.horizontal) | \(behaviors.vertical) |")
        }
        return lines.joined(separator: "\n")
    }
}
