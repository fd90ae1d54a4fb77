import Foundation

/// The documentation files of the repository and the fenced code blocks in them.
enum DocumentationFiles {
    /// The repository's root directory.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The DocC catalog.
    static let catalog = root.appendingPathComponent("Documentation/Trellis.docc")

    /// The directory of the test files that hold the documentation's Swift examples.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The README and every article of the catalog, as paths relative to the root.
    static var markdownFiles: [String] {
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
        return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/Trellis.docc/\($0)" }
    }

    /// The text of a file, by its path relative to the root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A fenced code block: its language (the fence's info string) and its lines.
    struct CodeBlock {
        var language: String
        var lines: [String]
        var text: String { lines.joined(separator: "\n") }
    }

    /// The fenced (```) code blocks of a Markdown text, in order.
    static func codeBlocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var current: CodeBlock?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if trimmed.hasPrefix("```") {
                current = CodeBlock(language: String(trimmed.dropFirst(3)), lines: [])
            }
        }
        return blocks
    }

    /// The lines of some Swift code with indentation and trailing spaces removed and blank lines
    /// dropped, so code is compared "modulo whitespace".
    static func normalizedLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// The Swift files that hold the documentation's examples, by name, normalised.
    static func exampleSources() throws -> [String: [String]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }
        var sources: [String: [String]] = [:]
        for name in names {
            sources[name] = normalizedLines(try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8))
        }
        return sources
    }
}

extension Array where Element: Equatable {
    /// Whether `other` occurs in the array as a contiguous run.
    func containsRun(_ other: [Element]) -> Bool {
        guard !other.isEmpty else { return true }
        guard other.count <= count else { return false }
        return (0...(count - other.count)).contains { start in self[start..<(start + other.count)].elementsEqual(other) }
    }
}
