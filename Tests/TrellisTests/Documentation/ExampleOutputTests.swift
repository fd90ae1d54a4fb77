import Foundation
import Testing

/// The examples of the README and the articles print what the documents say they print.
@Suite("Documentation example output")
@MainActor
struct ExampleOutputTests {
    /// Expects each piece of `output` to be one of the code blocks of `file`.
    private func expectBlock(_ output: [String], in file: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let blocks = DocumentationFiles.codeBlocks(in: try DocumentationFiles.text(file)).map { $0.text }
        #expect(!output.isEmpty)
        for piece in output {
            let printed = piece.hasSuffix("\n") ? String(piece.dropLast()) : piece
            #expect(!printed.isEmpty && blocks.contains(printed), "\(file) should show this output in a code block:\n\(printed)", sourceLocation: sourceLocation)
        }
    }

    @Test("the README's example prints the output the README shows")
    func readme() throws {
        try expectBlock(readmeExample(), in: "README.md")
    }

    @Test("Getting started prints what it shows")
    func gettingStarted() throws {
        try expectBlock(gettingStartedExample(), in: "Documentation/Trellis.docc/GettingStarted.md")
    }

    @Test("How layout works prints what it shows")
    func howLayoutWorks() throws {
        try expectBlock(howLayoutWorksExample(), in: "Documentation/Trellis.docc/HowLayoutWorks.md")
    }

    @Test("Reading explain traces prints what it shows")
    func readingExplainTraces() throws {
        try expectBlock(readingExplainTracesExample(), in: "Documentation/Trellis.docc/ReadingExplainTraces.md")
    }
}
