import Foundation
import Testing

/// Rules about the package's own source text that no compiler checks.
@Suite("Release: source rules")
struct SourceRuleTests {
    /// The repository's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `Sources`, by its path from the repository's root, with its lines.
    private static func sourceFiles() throws -> [(path: String, lines: [Substring])] {
        let sources = root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var files: [(path: String, lines: [Substring])] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let path = String(url.path.dropFirst(root.path.count + 1))
            files.append((path, text.split(separator: "\n", omittingEmptySubsequences: false)))
        }
        #expect(files.count > 100, "the sources were not found")
        return files.sorted { $0.path < $1.path }
    }

    /// The lines of `files` that match `pattern`, as `path:line: text`.
    private static func lines(matching pattern: String, in files: [(path: String, lines: [Substring])]) throws -> [String] {
        let regex = try Regex(pattern)
        return files.flatMap { file in
            file.lines.enumerated().filter { $0.element.contains(regex) }.map { "\(file.path):\($0.offset + 1): \($0.element)" }
        }
    }

    @Test("the version is declared once, in the Trellis module")
    func versionDeclaredOnce() throws {
        let declarations = try Self.lines(matching: #"\blet trellisVersion\b"#, in: Self.sourceFiles())
        #expect(declarations.count == 1 && declarations.allSatisfy { $0.hasPrefix("Sources/Trellis/") }, "\(declarations)")
    }

    @Test("laying out is spelled `layout`, as SwiftUI's API spells it, never `layOut`")
    func oneSpellingOfLayout() throws {
        let spellings = try Self.lines(matching: #"\blayOut[A-Z(]"#, in: Self.sourceFiles())
        #expect(spellings.isEmpty, "\(spellings)")
    }

    @Test("comments give the reason for a design, not a measured speed-up, which goes stale (trellis-bench reports the numbers)")
    func noMeasuredFiguresInComments() throws {
        let comments = try Self.sourceFiles().map { file in
            (path: file.path, lines: file.lines.filter { $0.drop { $0 == " " }.hasPrefix("//") })
        }
        let figure = #"\d+(\.\d+)? ?%|\d+(\.\d+)?× (faster|slower)|an? (half|third|quarter|fifth|sixth|eighth|tenth) of"#
        let benchmarkWords = #"faster|slower|instructions|lowering's|layouts? of|explain mode|its time|flat-|balanced-|chain-|bench"#
        let measured = try Self.lines(matching: "(\(figure)).*(\(benchmarkWords))|(\(benchmarkWords)).*(\(figure))", in: comments)
        #expect(measured.isEmpty, "\(measured)")
    }

    @Test("truncation is what the measurer reports (TextMeasurement.isTruncated), never an ellipsis found in the text")
    func truncationIsMeasured() throws {
        let searches = try Self.lines(matching: #"(contains|hasSuffix|hasPrefix|firstIndex|lastIndex|range)\((of: )?"(…|\\u\{2026\})""#,
                                      in: Self.sourceFiles())
        #expect(searches.isEmpty, "\(searches)")
    }

    @Test("TrellisSolver writes no English: its string literals are identifiers, and every sentence is TrellisDiagnostics'")
    func solverWritesNoSentences() throws {
        // CachedAnswerCheck is a package-level harness for Trellis's own tests: its mismatch
        // report is read by the package's developers, never by a user of a layout.
        let harnesses: Set = ["Sources/TrellisSolver/Engine/CachedAnswerCheck.swift"]
        let solver = try Self.sourceFiles().filter { $0.path.hasPrefix("Sources/TrellisSolver/") && !harnesses.contains($0.path) }.map { file in
            // Comments, and the messages of assertions that only debug builds check, are not
            // what a user reads about a layout.
            (path: file.path, lines: file.lines.filter { line in
                !line.drop { $0 == " " }.hasPrefix("//") && !line.contains("assert(") && !line.contains("precondition(")
            })
        }
        #expect(solver.count > 50, "the solver's sources were not found")
        // A literal with two words side by side, or a multi-line literal, is a phrase.
        let phrases = try Self.lines(matching: #""[^"]*[A-Za-z]+ [A-Za-z]+[^"]*"|"{3}"#, in: solver)
        #expect(phrases.isEmpty, "\(phrases)")
    }

    @Test("the umbrella, TrellisTesting and the trellis tool take the words of a layout finding from TrellisDiagnostics")
    func findingsSayItInDiagnostics() throws {
        let files = try Self.sourceFiles().filter { !$0.path.hasPrefix("Sources/TrellisDiagnostics/") }.map { file in
            (path: file.path, lines: file.lines.filter { !$0.drop { $0 == " " }.hasPrefix("//") })
        }
        // A LayoutFinding's message, a safe area's summary and an overlap are worded in
        // TrellisDiagnostics' Sentences; elsewhere these phrases would be a second wording.
        let second = try Self.lines(matching: #""[^"]*(rounds of layout|safe area: | share \\\(|edge by \\\()"#, in: files)
        #expect(second.isEmpty, "\(second)")
    }
}
