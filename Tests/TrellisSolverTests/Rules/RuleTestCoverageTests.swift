import Foundation
import Testing
@testable import TrellisSolver

/// Every rule of the solver has a direct test: a test in this folder that asks the rule itself
/// for a size through its context (`SomeRule.size(`), so that a new rule must come with one.
@Suite("Every rule has a direct test")
struct RuleTestCoverageTests {
    /// The package's root, found from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The names of the Swift files directly in `folder`, below the package root.
    private static func swiftFiles(in folder: String) -> [URL] {
        let url = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// The rules, one file per rule in `Rules/Containers`, `Rules/Leaves` and `Rules/Modifiers`.
    private static let rules: [String] = ["Containers", "Leaves", "Modifiers"]
        .flatMap { swiftFiles(in: "Sources/TrellisSolver/Rules/\($0)") }
        .map { $0.deletingPathExtension().lastPathComponent }
        .filter { $0.hasSuffix("Rule") }

    /// The rules `RuleTable` dispatches to.
    private static func tableRules() throws -> Set<String> {
        let table = try String(contentsOf: root.appendingPathComponent("Sources/TrellisSolver/Engine/RuleTable.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"question\.ask\((\w+Rule)\.self"#)
        let matches = pattern.matches(in: table, range: NSRange(table.startIndex..., in: table))
        return Set(matches.compactMap { Range($0.range(at: 1), in: table).map { String(table[$0]) } })
    }

    @Test("the Rules folders hold exactly the rules RuleTable dispatches to")
    func folderMatchesTable() throws {
        #expect(!Self.rules.isEmpty)
        #expect(Set(Self.rules) == (try Self.tableRules()))
    }

    @Test("every rule is asked for a size directly in a test of Tests/TrellisSolverTests/Rules")
    func everyRuleHasADirectTest() throws {
        let tests = try Self.swiftFiles(in: "Tests/TrellisSolverTests/Rules")
            .filter { $0.lastPathComponent != "RuleTestCoverageTests.swift" }
            .map { try String(contentsOf: $0, encoding: .utf8) }
            .joined(separator: "\n")
        let untested = Self.rules.filter { !tests.contains("\($0).size(") }
        #expect(untested.isEmpty, "rules with no direct test through their context: \(untested.joined(separator: ", "))")
    }
}
