import Foundation
import Testing

/// The `trellis` commands the articles show are run, and what they print or draw is compared
/// with what the articles show: an `explain` command's output is the code block after it, a
/// `render` command's picture is the committed file it names with `--output`.
@Suite("Documented trellis commands")
struct DocumentedCommandTests {
    /// A one-line ```sh block that runs `trellis`, and the block that follows it.
    struct DocumentedCommand: CustomTestStringConvertible, Sendable {
        var file: String
        var arguments: [String]
        var followingBlock: String?
        var testDescription: String { "\(file): trellis \(arguments.joined(separator: " "))" }
    }

    static let prefix = "swift run trellis "

    static var commands: [DocumentedCommand] {
        var commands: [DocumentedCommand] = []
        for file in DocumentationFiles.markdownFiles {
            guard let text = try? DocumentationFiles.text(file) else { continue }
            let blocks = DocumentationFiles.codeBlocks(in: text)
            for (index, block) in blocks.enumerated() where block.language == "sh" && block.lines.count == 1 {
                guard block.lines[0].hasPrefix(prefix) else { continue }
                let arguments = words(of: String(block.lines[0].dropFirst(prefix.count)))
                commands.append(DocumentedCommand(file: file, arguments: arguments, followingBlock: blocks.indices.contains(index + 1) ? blocks[index + 1].text : nil))
            }
        }
        return commands
    }

    /// The words of a shell command line: split at spaces, except within double quotes.
    static func words(of line: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = DocumentationFiles.root.appendingPathComponent(".build/debug/trellis")
        process.arguments = arguments
        process.currentDirectoryURL = DocumentationFiles.root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("the articles show explain and render commands", arguments: [
        ("Documentation/Trellis.docc/HowLayoutWorks.md", "render", 3),
        ("Documentation/Trellis.docc/HowLayoutWorks.md", "explain", 1),
        ("Documentation/Trellis.docc/ReadingExplainTraces.md", "explain", 3),
    ])
    func commandsAreFound(file: String, command: String, count: Int) {
        #expect(Self.commands.filter { $0.file == file && $0.arguments.first == command }.count == count)
    }

    @Test("each documented command prints or draws what the article shows", arguments: commands)
    func documentedOutput(command: DocumentedCommand) throws {
        var arguments = command.arguments
        if let flag = arguments.firstIndex(of: "--output") {
            // Draw to standard output instead and compare with the committed picture.
            let picture = try String(contentsOf: DocumentationFiles.root.appendingPathComponent(arguments[flag + 1]), encoding: .utf8)
            arguments.removeSubrange(flag...(flag + 1))
            let (status, output) = try run(arguments)
            #expect(status == 0)
            #expect(output == picture + "\n", "regenerate the picture with: \(Self.prefix)\(command.arguments.joined(separator: " "))")
            let name = URL(fileURLWithPath: command.arguments[flag + 1]).lastPathComponent
            #expect(try DocumentationFiles.text(command.file).contains("](\(name))"), "\(command.file) should show \(name)")
        } else {
            let (status, output) = try run(arguments)
            #expect(status == 0)
            #expect(output.trimmingCharacters(in: .newlines) == command.followingBlock, "\(command.file) should show this output after the command:\n\(output)")
        }
    }
}
