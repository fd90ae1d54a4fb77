import Foundation
import Testing

/// Every Swift code block in the README and the articles is compiled: it appears, modulo
/// whitespace, in one of the test files beside this one, which the test target builds and runs.
@Suite("Documentation code blocks")
@MainActor
struct CodeBlockTests {
    /// The first line of a Swift block that is shown but deliberately not compiled, followed by
    /// the reason (for example a `Package.swift` fragment).
    static let notCompiledMarker = "// Not compiled:"

    @Test("every Swift block of the README and the articles is compiled by a test", arguments: DocumentationFiles.markdownFiles)
    func swiftBlocksAreCompiled(file: String) throws {
        let sources = try DocumentationFiles.exampleSources()
        for block in DocumentationFiles.codeBlocks(in: try DocumentationFiles.text(file)) where block.language == "swift" {
            if block.lines.first?.hasPrefix(Self.notCompiledMarker) == true { continue }
            var lines = DocumentationFiles.normalizedLines(block.text)
            // Imports must be at the top of a file, so they are checked on their own and the
            // rest of the block must appear as one run of the file's other lines (a block with
            // a conditional import matches the file's `#if` around its imports).
            let imports = lines.filter { $0.hasPrefix("import ") }
            lines.removeAll { $0.hasPrefix("import ") }
            let found = sources.contains { _, source in
                source.filter { !$0.hasPrefix("import ") }.containsRun(lines) && imports.allSatisfy { line in source.contains(line) }
            }
            #expect(found, "\(file): this Swift block is not in Tests/TrellisTests/Documentation:\n\(block.text)")
        }
    }

    @Test("Swift blocks not compiled say so and are few")
    func notCompiledBlocksAreFew() throws {
        var count = 0
        for file in DocumentationFiles.markdownFiles {
            for block in DocumentationFiles.codeBlocks(in: try DocumentationFiles.text(file)) where block.language == "swift" {
                if block.lines.first?.hasPrefix(Self.notCompiledMarker) == true { count += 1 }
            }
        }
        #expect(count <= 3, "\(count) Swift blocks are marked as not compiled")
    }

    @Test("code blocks name their language")
    func blocksNameTheirLanguage() throws {
        for file in DocumentationFiles.markdownFiles {
            for block in DocumentationFiles.codeBlocks(in: try DocumentationFiles.text(file)) {
                #expect(!block.language.isEmpty, "\(file): a code block without a language:\n\(block.text)")
            }
        }
    }

    @Test("the run finder itself: a block matches only a contiguous run of lines")
    func runFinder() {
        #expect(["a", "b", "c", "d"].containsRun(["b", "c"]))
        #expect(!["a", "b", "c", "d"].containsRun(["b", "d"]))
        #expect(!["a"].containsRun(["a", "b"]))
        #expect(DocumentationFiles.normalizedLines("  let x = 1  \n\n\tprint(x)") == ["let x = 1", "print(x)"])
        let blocks = DocumentationFiles.codeBlocks(in: "text\n```swift\nlet a = 1\n```\n\n```text\nout\n```\n")
        #expect(blocks.map(\.language) == ["swift", "text"])
        #expect(blocks.map(\.text) == ["let a = 1", "out"])
    }
}
