import Foundation
import Testing
import Trellis

/// An app delegate as iOS apps declare theirs: an `NSObject` subclass with the inherited `init()`.
private final class LaunchDelegate: NSObject {
    let madeAt = UUID()
    var badge = 0
}

/// An app with both adaptors, as `@UIApplicationDelegateAdaptor` and
/// `@NSApplicationDelegateAdaptor` are written.
private struct AdaptedApp: App {
    @UIApplicationDelegateAdaptor(LaunchDelegate.self) var appDelegate
    @NSApplicationDelegateAdaptor private var macDelegate: LaunchDelegate

    var body: some Scene {
        WindowGroup { Color.red.frame(width: 30, height: 40).id("root") }
    }

    var badge: Binding<Int> { $appDelegate.badge }
    var delegatesDiffer: Bool { appDelegate !== macDelegate }
}

/// Context written into the environment by a test.
private let storeContext = NSManagedObjectContext()

private struct ContextReader: View {
    @Environment(\.managedObjectContext) private var context
    var body: some View {
        Color.red.frame(width: 10, height: 10).id(context === storeContext ? "store" : "default")
    }
}

@Suite("App delegate adaptors and the managed object context")
@MainActor
struct ApplicationDelegateAdaptorTests {
    @Test("each adaptor makes its own delegate once, with the app, and the app lays out as its content")
    func adaptorsMakeTheirDelegatesOnce() throws {
        let app = AdaptedApp()
        #expect(app.appDelegate.madeAt == app.appDelegate.madeAt)
        #expect(app.delegatesDiffer)
        app.badge.wrappedValue = 3
        #expect(app.appDelegate.badge == 3)
        let root = try #require(app.body.rootView)
        let frame = try #require(root.layout(in: CGSize(width: 100, height: 100)).frame(of: "root"))
        #expect(frame == CGRect(x: 35, y: 30, width: 30, height: 40))
    }

    @Test("\\.managedObjectContext holds a context with no store until a view sets one")
    func managedObjectContextPassesDown() throws {
        let window = CGSize(width: 50, height: 50)
        #expect(EnvironmentValues().managedObjectContext !== storeContext)
        #expect(ContextReader().layout(in: window).frame(of: "default") != nil)
        let set = ContextReader().environment(\.managedObjectContext, storeContext).layout(in: window)
        #expect(set.frame(of: "store") != nil)
    }
}

