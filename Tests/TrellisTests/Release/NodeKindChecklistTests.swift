import Foundation
import Testing

/// The files of `Sources` that adding a node kind touches, counted for one existing kind, so that
/// the checklist of the Architecture article ("Adding a node kind") keeps its real count.
@Suite("Release: the node-kind checklist")
struct NodeKindChecklistTests {
    /// The repository's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The modules a node kind lives in: its spec, its rule, its sentences and its modifier.
    private static let modules = ["TrellisGraph", "TrellisSolver", "TrellisDiagnostics", "TrellisDSL"]

    /// The files that name the kind `aspectRatio` in code (comments left out): its spec and rule
    /// types, its `NodeKind` case, its `LayoutRule`, `Decision` and warning-parameter cases, the
    /// sentences of those, and its DSL modifier. It is a modifier that sizes itself, names its
    /// own behaviour, explains its offer and reports a bad parameter, so it touches every file
    /// the checklist can ask for.
    private static func filesNamingAspectRatio() throws -> [String] {
        // Simple word boundaries: Unicode's would read `NodeKind.aspectRatio` as one word.
        let pattern = try Regex(#"AspectRatioSpec|AspectRatioRule|\baspectRatio\b"#).wordBoundaryKind(.simple)
        var found: [String] = []
        for module in modules {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
                if code.contains(where: { $0.contains(pattern) }) { found.append(String(url.path.dropFirst(root.path.count + 1))) }
            }
        }
        return found.sorted()
    }

    @Test("adding a kind touches eleven files of Sources in four modules, as the Architecture article counts them")
    func aspectRatioTouchesTheCountedFiles() throws {
        let expected = [
            "Sources/TrellisDSL/Modifiers/AspectRatioModifier.swift",
            "Sources/TrellisDiagnostics/Sentences/OfferSentences.swift",
            "Sources/TrellisDiagnostics/Sentences/RuleSentences.swift",
            "Sources/TrellisDiagnostics/Sentences/WarningMessages.swift",
            "Sources/TrellisGraph/Graph/NodeKind.swift",
            "Sources/TrellisGraph/Graph/Specs/AspectRatioSpec.swift",
            "Sources/TrellisSolver/Engine/RuleTable.swift",
            "Sources/TrellisSolver/Result/Decision.swift",
            "Sources/TrellisSolver/Result/LayoutRule.swift",
            "Sources/TrellisSolver/Result/LayoutWarning.swift",
            "Sources/TrellisSolver/Rules/Modifiers/AspectRatioRule.swift",
        ]
        #expect(try Self.filesNamingAspectRatio() == expected)
        let article = try String(contentsOf: Self.root.appendingPathComponent("Documentation/Trellis.docc/Architecture.md"), encoding: .utf8)
        #expect(article.contains("eleven files of `Sources` in four modules"), "the checklist does not state the count")
        // The files shared by every kind are named in the checklist; the others are the kind's own.
        for name in expected.compactMap({ $0.split(separator: "/").last }) where !name.contains("AspectRatio") {
            #expect(article.contains("`\(name)`"), "the checklist does not name \(name)")
        }
    }
}
