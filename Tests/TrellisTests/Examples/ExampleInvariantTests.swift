import Testing
import Trellis
import TrellisExamples
import TrellisTestSupport

/// Every built-in example, which between them use ViewThatFits, a custom Layout, Grid,
/// ScrollView and GeometryReader, keeps the solver's invariants.
@Suite("Example invariants")
@MainActor
struct ExampleInvariantTests {
    /// The example called `name`.
    private static func view(named name: String) -> AnyView? {
        switch name {
        case "color-picker": return AnyView(AdaptiveColorPicker())
        case "dashboard": return AnyView(Dashboard())
        case "tag-cloud": return AnyView(TagCloud())
        case "settings": return AnyView(SettingsGrid())
        case "photo-grid": return AnyView(PhotoGrid())
        case "profile": return AnyView(ProfileCard())
        default: return nil
        }
    }

    @Test("memoised, unmemoised and explained layouts give the same finite frames",
          arguments: ["color-picker", "dashboard", "tag-cloud", "settings", "photo-grid", "profile"])
    func invariants(name: String) {
        guard let view = Self.view(named: name) else {
            Issue.record("no example called \(name)")
            return
        }
        let graph = view.layoutGraph()
        for window in [CGSize(width: 390, height: 844), CGSize(width: 844, height: 390)] {
            let memoised = LayoutSolver().layout(graph, in: window)
            let unmemoised = LayoutSolver(memoize: false).layout(graph, in: window)
            let explained = LayoutSolver(explain: true).layout(graph, in: window)
            #expect(memoised.frameTable() == unmemoised.frameTable(), "\(name)")
            #expect(memoised.frameTable() == explained.frameTable(), "\(name)")
            #expect(!explained.trace.isEmpty, "\(name)")
            #expect(memoised.warnings.isEmpty, "\(name): \(memoised.warnings)")
            for frame in memoised.frames.compactMap({ $0 }) {
                #expect(frame.isFiniteFrame, "\(name): \(frame)")
            }
        }
    }
}
