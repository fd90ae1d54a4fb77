import Foundation
import Testing
import Trellis
import TrellisExamples

@Suite("Behaviour catalogue")
@MainActor
struct BehaviorCatalogTests {
    @Test("Documentation/Trellis.docc/SizingBehaviors.md holds the table trellis behaviors generates")
    func documentationIsCurrent() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/Trellis.docc/SizingBehaviors.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        let generated = try #require(text.components(separatedBy: "<!-- generated: begin -->\n").last?.components(separatedBy: "\n<!-- generated: end -->").first)
        #expect(generated == BehaviorCatalog.markdown(), "run `swift run trellis behaviors --markdown` and paste the table into Documentation/Trellis.docc/SizingBehaviors.md")
    }
}

@Suite("Behaviour catalogue: containers")
@MainActor
struct ContainerBehaviorCatalogTests {
    /// The catalogue's row whose name starts with `prefix`.
    private func row(_ prefix: String) -> BehaviorCatalog.Entry? {
        BehaviorCatalog.entries.first { $0.name.hasPrefix(prefix) }
    }

    @Test("the table lists the navigation containers, List, Form and the lazy grids")
    func listsContainers() throws {
        let markdown = BehaviorCatalog.markdown()
        for name in ["List", "Form", "NavigationStack", "TabView", "LazyVGrid (flexible columns)", "LazyVGrid (fixed columns)", "LazyHGrid"] {
            let entry = try #require(row(name), "no row for \(name)")
            #expect(entry.view != nil, "\(name) is probed, not left to its children")
            #expect(markdown.contains("| \(entry.name) |"))
        }
    }

    @Test("the lazy grids' rows follow the grid rule")
    func lazyGridBehaviours() throws {
        // Flexible columns share whatever width is offered (their minimums when it is less), so
        // the grid is as wide as offered; its rows are its 40-high cells whatever the height.
        let flexible = try #require(row("LazyVGrid (flexible columns)")).behaviors
        #expect(flexible.horizontal == .expanding && flexible.vertical == .fixed)
        // Fixed columns: 50 + 8 + 50 wide and one 40-high row, whatever is offered.
        let fixed = try #require(row("LazyVGrid (fixed columns)")).behaviors
        #expect(fixed.horizontal == .fixed && fixed.vertical == .fixed)
        // The horizontal grid is the same turned: one 40-wide column of two flexible rows.
        let rows = try #require(row("LazyHGrid")).behaviors
        #expect(rows.horizontal == .fixed && rows.vertical == .expanding)
    }
}
