import Foundation
import Testing
import Trellis

/// The graph files the articles draw are the lowered forms of the Swift views the articles show,
/// and the JSON in the graph format article is a valid graph file.
@Suite("Documentation graph files")
@MainActor
struct ExampleGraphFileTests {
    private func graph(_ name: String) throws -> LayoutGraph {
        try LayoutGraph.decode(json: Data(contentsOf: DocumentationFiles.root.appendingPathComponent("Documentation/Examples/\(name)")))
    }

    @Test("layout-row.json lays out as SizesGoUp", arguments: [CGSize(width: 320, height: 120), CGSize(width: 160, height: 120)])
    func row(window: CGSize) throws {
        let file = LayoutSolver().layout(try graph("layout-row.json"), in: window)
        let swift = SizesGoUp().layout(in: window)
        for id in ["title", "badge"] {
            #expect(file.frame(of: id) != nil)
            #expect(file.frame(of: id) == swift.frame(of: id), "\(id)")
        }
    }

    @Test("layout-alignment.json lays out as LeadingColumn")
    func column() throws {
        let window = CGSize(width: 280, height: 140)
        let file = LayoutSolver().layout(try graph("layout-alignment.json"), in: window)
        let swift = LeadingColumn().layout(in: window)
        for id in ["column", "short", "long", "shortest"] {
            #expect(file.frame(of: id) != nil)
            #expect(file.frame(of: id) == swift.frame(of: id), "\(id)")
        }
        // Leading alignment: every bar starts at the column's leading edge.
        #expect(file.frame(of: "shortest")?.minX == file.frame(of: "column")?.minX)
    }

    @Test("every JSON block of the graph format article is a valid graph file")
    func graphFormatExamples() throws {
        let blocks = DocumentationFiles.codeBlocks(in: try DocumentationFiles.text("Documentation/Trellis.docc/GraphFormat.md")).filter { $0.language == "json" }
        #expect(!blocks.isEmpty)
        for block in blocks {
            let graph = try LayoutGraph.decode(json: Data(block.text.utf8))
            #expect(graph.count > 0)
        }
    }
}
