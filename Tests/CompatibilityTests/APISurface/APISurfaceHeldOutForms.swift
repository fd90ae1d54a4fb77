import Foundation
import Trellis

// Calls the forms of SwiftUI API the compile harness found missing in its second round, each
// after an `// API:` line naming its table entries; APICoverageTableTests checks that the two
// agree. Written as SwiftUI code would be: only the import differs.

struct APISurfaceSnapBehavior: ScrollTargetBehavior {
    var limit: CGFloat
    // API: `ScrollTarget`, `ScrollTargetBehaviorContext`, `ScrollTargetBehavior.updateTarget(_:context:)`
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let given: ScrollTargetBehaviorContext = context
        if target.rect.minY < limit, given.containerSize.height > 0 { target.rect = .zero }
    }
}

struct APISurfaceHeldOutForms: View {
    @State private var amount = 2.5
    @State private var flag = false
    @State private var path = NavigationPath()
    @Namespace private var zoom

    var body: some View {
        VStack {
            // API: `TextField(_:value:formatter:)`, `TextField(_:value:formatter:prompt:)`, `TextField(_:value:formatter:onEditingChanged:onCommit:)`
            TextField("Amount", value: $amount, formatter: NumberFormatter())
            TextField("Amount", value: $amount, formatter: NumberFormatter(), prompt: Text("0"))
            TextField("Amount", value: $amount, formatter: NumberFormatter(), onEditingChanged: { _ in }, onCommit: {})
            // API: `Menu(_:content:primaryAction:)`
            Menu("File") { Button("Copy") {} } primaryAction: { flag.toggle() }
            // API: `Color(Color)`
            Color(flag ? Color.white : Color.black).frame(height: 1)
            // API: `matchedTransitionSource(id:in:configuration:)`, `MatchedTransitionSourceConfiguration`, `EmptyMatchedTransitionSourceConfiguration`
            Text("z").matchedTransitionSource(id: 1, in: zoom) { (configuration: EmptyMatchedTransitionSourceConfiguration) in
                configuration.clipShape(.rect(cornerRadius: 20)).background(Color(uiColor: .systemBackground)).shadow(radius: 4)
            }
            // API: `animation(_:body:)`
            Text("a").animation(.snappy) { content in content.scaleEffect(flag ? 1.2 : 1) }
            // API: `ScrollPhaseChangeContext`
            ScrollView { Text("b") }
                .onScrollPhaseChange { (_, newPhase, context: ScrollPhaseChangeContext) in flag = newPhase.isScrolling && context.geometry.contentOffset.y > 0 }
                .scrollTargetBehavior(APISurfaceSnapBehavior(limit: 10))
            // API: `draggable(_:)`, `draggable(_:preview:)`, `dropDestination(for:action:isTargeted:)`
            Text("c").draggable("c")
            Text("d").draggable(URL(fileURLWithPath: "/")) { Text("d") }
                .dropDestination(for: String.self) { items, _ in !items.isEmpty } isTargeted: { flag = $0 }
            // API: `TabSection`, `TabRole`, `Tab(value:role:content:)`, `Tab.customizationID(_:)`
            TabView {
                Tab("Home", systemImage: "house") { Text("e") }.customizationID("home")
                TabSection("More") {
                    Tab("Sent", systemImage: "tray") { Text("f") }
                }
                Tab(value: 3, role: TabRole.search) { Text("g") }
            }
            // API: `TabViewStyle.sidebarAdaptable`, `TabViewStyle.tabBarOnly`, `SidebarAdaptableTabViewStyle`, `TabBarOnlyTabViewStyle`
            .tabViewStyle(.sidebarAdaptable)
            TabView { Text("h") }.tabViewStyle(.tabBarOnly).tabViewStyle(SidebarAdaptableTabViewStyle()).tabViewStyle(TabBarOnlyTabViewStyle())
            // API: `TextField(_:text:onEditingChanged:onCommit:)`
            TextField("m", text: .constant(""), onEditingChanged: { flag = $0 })
            TextField("n", text: .constant(""), onEditingChanged: { _ in }, onCommit: { flag = false })
            TextField("o", text: .constant(""), onCommit: { flag = true })
            // API: `UIImage()`
            Image(uiImage: UIImage())
            // API: `UIImage(data:)`, `UIImage(data:scale:)`
            Image(uiImage: UIImage(data: Data()) ?? UIImage(data: Data(), scale: 2) ?? UIImage())
            // API: `DatePickerStyle.wheel`, `DatePickerStyle.graphical`, `WheelDatePickerStyle`, `GraphicalDatePickerStyle`
            DatePicker("i", selection: .constant(Date())).datePickerStyle(.wheel).datePickerStyle(WheelDatePickerStyle())
            DatePicker("j", selection: .constant(Date())).datePickerStyle(.graphical).datePickerStyle(GraphicalDatePickerStyle())
            // API: `PrimitiveButtonStyle.glass`, `PrimitiveButtonStyle.glass(_:)`, `PrimitiveButtonStyle.glassProminent`, `GlassButtonStyle`, `GlassProminentButtonStyle`
            Button("k") {}.buttonStyle(.glass).buttonStyle(.glass(.clear)).buttonStyle(.glassProminent)
            Button("l") {}.buttonStyle(GlassButtonStyle()).buttonStyle(GlassProminentButtonStyle())
        }
        .onAppear {
            // API: `CGPoint.animatableData`, `CGSize.animatableData`, `CGRect.animatableData`
            var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
            rect.animatableData = CGRect.zero.animatableData
            amount = Double(rect.width + CGPoint(x: 1, y: 1).animatableData.first + CGSize(width: 2, height: 2).animatableData.second)
            // API: `UIColor(named:)`, `UIColor(named:in:compatibleWith:)`
            let brand = UIColor(named: "Brand") ?? UIColor(named: "Brand", in: Bundle.main, compatibleWith: nil) ?? .systemBlue
            flag = !brand.name.isEmpty
            // API: `Transferable`
            let payloads: [any Transferable] = ["c", URL(fileURLWithPath: "/")]
            flag = payloads.count == 2
            // API: `NavigationPath.append(_:)`
            path.append(APISurfaceRoute.detail)
        }
    }
}

/// A route that is `Hashable` but not `Sendable`, as SwiftUI's `NavigationPath` accepts.
final class APISurfaceRoute: Hashable {
    var name: String
    init(name: String) { self.name = name }
    static var detail: APISurfaceRoute { APISurfaceRoute(name: "detail") }
    static func == (lhs: APISurfaceRoute, rhs: APISurfaceRoute) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
