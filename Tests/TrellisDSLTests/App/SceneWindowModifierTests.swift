import Foundation
import Testing
import Trellis

/// An app whose window is given a default size and an identifier, as macOS and visionOS code
/// writes it.
private struct SizedWindowApp: App {
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some Scene {
        WindowGroup(id: "main") { Color.red.frame(width: 30, height: 40).id("root") }
            .defaultSize(width: 600, height: 400)
            .windowResizability(.contentSize)
    }
}

@Suite("Window sizes")
@MainActor
struct SceneWindowModifierTests {
    @Test("a window's default size and resizability leave its root view's layout as it was")
    func defaultSizeChangesNoLayout() throws {
        let root = try #require(SizedWindowApp().body.rootView)
        let frame = try #require(root.layout(in: CGSize(width: 100, height: 100)).frame(of: "root"))
        #expect(frame == CGRect(x: 35, y: 30, width: 30, height: 40))
    }
}
