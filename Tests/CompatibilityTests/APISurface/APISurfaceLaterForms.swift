import Foundation
import Trellis

// Calls the forms of SwiftUI API the compile harness's fit half found code writing, each after
// an `// API:` line naming its table entries; APICoverageTableTests checks that the two agree.
// Written as SwiftUI code would be: only the import differs.

final class APISurfaceAppDelegate: NSObject {}

struct APISurfaceLaterFormsApp: App {
    // API: `@UIApplicationDelegateAdaptor`, `@NSApplicationDelegateAdaptor`
    @UIApplicationDelegateAdaptor(APISurfaceAppDelegate.self) var appDelegate
    @NSApplicationDelegateAdaptor private var macDelegate: APISurfaceAppDelegate

    var body: some Scene {
        // API: `WindowGroup(id:content:)`, `Scene.defaultSize(width:height:)`, `Scene.windowResizability(_:)`
        WindowGroup(id: "main") { APISurfaceLaterForms() }
            .defaultSize(width: 600, height: 400)
            .windowResizability(.contentSize)
    }
}

struct APISurfaceLaterForms: View {
    // API: `\.managedObjectContext`, `\.dismissWindow`
    @Environment(\.managedObjectContext) private var viewContext
    @Environment(\.dismissWindow) private var dismissWindow
    @State private var secret = ""
    @State private var position = ScrollPosition(edge: .top)
    @State private var rows = ["a", "b", "c"]

    var body: some View {
        VStack {
            // API: `Canvas`, `GraphicsContext`
            Canvas { (context: inout GraphicsContext, size) in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            // API: `ProgressView(_:)`, `ProgressView(label:)`, `ProgressView(_:value:total:)`, `ProgressView(value:total:label:)`, `ProgressView(value:total:label:currentValueLabel:)`
            ProgressView("Loading")
            ProgressView { Text("Loading") }
            ProgressView("Copying", value: 0.5, total: 1)
            ProgressView(value: 0.5) { Text("Copying") }
            ProgressView(value: 0.5) { Text("Copying") } currentValueLabel: { Text("50 %") }
            // API: `SecureField(text:prompt:label:)`, `SecureField(_:text:prompt:)`, `GroupBox(label:content:)`
            SecureField(text: $secret, prompt: Text("Password")) { Text("Password") }
            SecureField("Password", text: $secret, prompt: Text("Required"))
            GroupBox(label: Text("Account")) { Text(String(localized: "Signed in")) }
            // API: `String(localized:)`
            Text(String(localized: "greeting", defaultValue: "Hello"))
            // API: `background(ignoresSafeAreaEdges:)`
            Text("a").background()
            // API: `onTapGesture(count:coordinateSpace:perform:)`, `MagnificationGesture`, `RotationGesture`
            Text("b").onTapGesture(count: 1, coordinateSpace: .local) { _ in }
                .gesture(MagnificationGesture().onChanged { _ in }).gesture(RotationGesture().onEnded { _ in })
            // API: `scrollPosition(_:anchor:)`, `ScrollPosition`
            ScrollView { Text("c") }.scrollPosition($position)
                .onAppear { position = ScrollPosition(edge: .bottom) }
            // API: `GeometryProxy.bounds(of:)`
            GeometryReader { proxy in Text(proxy.bounds(of: .scrollView) == nil ? "d" : "e") }
        }
        .onAppear {
            // API: `withAnimation(_:completionCriteria:_:completion:)`, `AnimationCompletionCriteria`, `Animation.interpolatingSpring(duration:bounce:initialVelocity:)`
            withAnimation(.interpolatingSpring(duration: 0.3, bounce: 0.2), completionCriteria: AnimationCompletionCriteria.removed) { secret = "" } completion: {}
            // API: `move(fromOffsets:toOffset:)`
            rows.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
        }
    }
}
