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

    /// The Swift files of `files` under `folder`, a path from the repository's root ending in `/`.
    private static func files(under folder: String, of files: [(path: String, lines: [Substring])]) -> [(path: String, lines: [Substring])] {
        files.filter { $0.path.hasPrefix(folder) }
    }

    @Test("`Unsafe` pointers and buffers appear only in the storage types that need them")
    func unsafeOnlyInStorage() throws {
        let files = try Self.sourceFiles()
        // The solver's flat storage (columns, caches, buffers lent to the passes) is all in
        // Engine/Storage; the rest of the solver reaches memory only through those types.
        let solver = Self.files(under: "Sources/TrellisSolver/", of: files).filter { !$0.path.hasPrefix("Sources/TrellisSolver/Engine/Storage/") }
        #expect(solver.count > 50, "the solver's sources were not found")
        let inSolver = try Self.lines(matching: #"\bUnsafe|\bwithUnsafe"#, in: solver)
        #expect(inSolver.isEmpty, "\(inSolver)")
        // Elsewhere, each of these holds memory no safe type can: TrellisSupport's tables and
        // scratch memory the other modules share (GrowOnlyTable, ScratchMemory, HugePages' page
        // advice); the graph's node table and the read-only view of its structure lent to the
        // solver; the preview records the `#Preview` macro places in an ELF section, found and
        // called through C callbacks; and the plugin message framing's length prefix, written
        // from an integer's bytes.
        let allowed: [String] = [
            "Sources/TrellisSolver/Engine/Storage/", "Sources/TrellisSupport/",
            "Sources/TrellisGraph/Graph/NodeTable.swift", "Sources/TrellisGraph/Graph/GraphStructure.swift",
            "Sources/TrellisGraph/Graph/LayoutGraph.swift",
            "Sources/TrellisDSL/Previews/ELFSections.swift", "Sources/TrellisDSL/Previews/PreviewRegistry.swift",
            "Sources/TrellisPreviewExpansion/PluginMessageFraming.swift",
        ]
        let elsewhere = try Self.lines(matching: #"\bUnsafe|\bwithUnsafe"#, in: files.filter { file in !allowed.contains { file.path.hasPrefix($0) } })
        #expect(elsewhere.isEmpty, "\(elsewhere)")
    }

    @Test("the rules name no engine or storage type: they reach the layout only through the context they are handed")
    func rulesNameNoStorage() throws {
        let files = try Self.sourceFiles()
        // The names a rule must not write: every type declared at the top level of a file in
        // Engine/Storage, each of those files' own names, and the engine itself.
        let storage = Self.files(under: "Sources/TrellisSolver/Engine/Storage/", of: files)
        #expect(storage.count > 10, "the storage sources were not found")
        var names: Set<String> = ["LayoutEngine"]
        for file in storage {
            names.insert(String(file.path.split(separator: "/").last?.split(separator: ".").first ?? ""))
            for line in file.lines {
                if let declared = line.firstMatch(of: #/^(?:(?:private|fileprivate|internal|public|final) +)*(?:struct|class|enum|protocol|typealias|actor) +(\w+)/#) {
                    names.insert(String(declared.1))
                }
            }
        }
        #expect(names.isSuperset(of: ["ScratchBuffer", "KeptMeasurements", "ChildList", "DistributionSort", "StackOrderCache"]), "\(names.sorted())")
        let rules = Self.files(under: "Sources/TrellisSolver/Rules/", of: files)
        #expect(rules.count > 25, "the rules' sources were not found")
        let named = try Self.lines(matching: #"\b("# + names.sorted().joined(separator: "|") + #")\b"#, in: rules)
        #expect(named.isEmpty, "\(named)")
    }

    /// The names of `NodeKind`'s cases, from its declaration.
    private static func nodeKindCases(in files: [(path: String, lines: [Substring])]) throws -> Set<String> {
        let declaration = try #require(files.first { $0.path == "Sources/TrellisGraph/Graph/NodeKind.swift" })
        return Set(declaration.lines.compactMap { $0.firstMatch(of: #/^    case (\w+)\(/#).map { String($0.1) } })
    }

    /// The patterns of a `case` label (the text after `case`): each top-level, comma-separated
    /// pattern up to the label's colon, without a `where` clause.
    private static func patterns(ofCaseLabel label: Substring) -> [Substring] {
        var depth = 0, patterns: [Substring] = [], start = label.startIndex
        for index in label.indices {
            switch label[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                patterns.append(label[start..<index])
                start = label.index(after: index)
            case ":" where depth == 0:
                patterns.append(label[start..<index])
                return patterns.map { pattern in
                    (pattern.range(of: " where ").map { pattern[..<$0.lowerBound] } ?? pattern).drop { $0 == " " }
                }
            default: break
            }
        }
        return []
    }

    /// The `switch` statements of `files` whose every `case` pattern is a case of `NodeKind`
    /// (`.text`, `.stack(let spec)`, `let .frame(spec)`), as `path:line: text`. A switch over
    /// another enum has a case `NodeKind` lacks, so it is not listed.
    private static func switchesOverNodeKind(in files: [(path: String, lines: [Substring])], cases: Set<String>) -> [String] {
        var found: [String] = []
        for file in files {
            for (number, line) in file.lines.enumerated() where line.contains(#/\bswitch\b.*\{\s*$/#) && !line.drop(while: { $0 == " " }).hasPrefix("//") {
                let indent = line.prefix { $0 == " " }
                var names: [String] = []
                var allKinds = true
                for inner in file.lines[(number + 1)...] {
                    if inner == "\(indent)}" { break }
                    guard inner.hasPrefix("\(indent)case ") else { continue }
                    for pattern in patterns(ofCaseLabel: inner.dropFirst(indent.count + 5)) {
                        let name = pattern.firstMatch(of: #/^(let |var )?\.(\w+)/#).map { String($0.2) }
                        if let name, cases.contains(name) { names.append(name) } else { allKinds = false }
                    }
                }
                if allKinds, !names.isEmpty { found.append("\(file.path):\(number + 1): \(line)") }
            }
        }
        return found
    }

    @Test("only the dispatchers switch over NodeKind: NodeKind.ask (TrellisGraph's specs) and RuleTable.ask (the solver's rules)")
    func kindSwitchesOnlyInDispatchers() throws {
        let files = try Self.sourceFiles()
        let cases = try Self.nodeKindCases(in: files)
        #expect(cases.count > 25, "NodeKind's cases were not found: \(cases)")
        let dispatchers = ["Sources/TrellisGraph/Graph/NodeKind.swift", "Sources/TrellisSolver/Engine/RuleTable.swift"]
        let all = Self.switchesOverNodeKind(in: files, cases: cases)
        #expect(dispatchers.allSatisfy { dispatcher in all.contains { $0.hasPrefix(dispatcher) } }, "the dispatchers were not found: \(all)")
        let hidden = all.filter { found in !dispatchers.contains { found.hasPrefix($0 + ":") } }
        #expect(hidden.isEmpty, "\(hidden)")
    }
}
