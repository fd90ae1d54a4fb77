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
