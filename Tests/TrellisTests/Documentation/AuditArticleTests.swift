import Foundation
import Testing

/// The AuditingPreviews article's sample run, error and `junit.xml` excerpt are what
/// `trellis audit` prints and writes on the built-in previews.
@Suite("The audit article")
struct AuditArticleTests {
    static let article = "Documentation/Trellis.docc/AuditingPreviews.md"

    /// `trellis audit ARGUMENTS` run in a fresh directory holding `configuration` as its
    /// `trellis.json`, if given: the exit status, the outputs and the directory.
    private func audit(configuration: String? = nil) throws -> (status: Int32, output: String, error: String, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-audit-article-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        if let configuration { try Data(configuration.utf8).write(to: directory.appendingPathComponent("trellis.json")) }
        let process = Process()
        process.executableURL = DocumentationFiles.root.appendingPathComponent(".build/debug/trellis")
        process.arguments = ["audit"]
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self), directory)
    }

    /// The article's first block of `language` whose text starts with `start`.
    private func block(_ language: String, startingWith start: String) throws -> String {
        let blocks = DocumentationFiles.codeBlocks(in: try DocumentationFiles.text(Self.article))
        return try #require(blocks.first { $0.language == language && $0.text.hasPrefix(start) }).text
    }

    @Test("the sample run prints what the article shows, exits 1, and its junit.xml holds the excerpt")
    func sampleRun() throws {
        let run = try audit()
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.status == 1)
        #expect(run.output.trimmingCharacters(in: .newlines) == (try block("text", startingWith: "audited ")), "\(run.output)")
        let junit = try String(contentsOf: run.directory.appendingPathComponent("trellis-report/junit.xml"), encoding: .utf8)
        #expect(junit.contains(try block("xml", startingWith: "  <testsuite")), "\(junit)")
    }

    @Test("the article's configuration error is the one trellis audit gives")
    func configurationError() throws {
        let run = try audit(configuration: #"{"textSizes": ["huge"]}"#)
        defer { try? FileManager.default.removeItem(at: run.directory) }
        #expect(run.status == 65)
        #expect(run.error.trimmingCharacters(in: .newlines) == (try block("text", startingWith: "error: trellis.json")))
    }
}
