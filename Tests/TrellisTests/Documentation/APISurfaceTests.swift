import Foundation
import Testing

/// SwiftUI's API surface as `Scripts/swiftui-surface.py` lists it (`surface.json`), the entries it
/// found Trellis to offer (`comparison.json`), the reasons for the rest (`reasons.md`) and the
/// summary page (`APISurface.md`), read together: every entry is offered or has a reason, and the
/// page's counts are the files'.
@Suite("SwiftUI's API surface")
struct APISurfaceTests {
    /// One entry of the list: a name with its argument labels, its kind and the iOS version that
    /// introduced it.
    struct Entry: Decodable {
        var name: String
        var kind: String
        var ios: String
        var labels: [String]?
        var deprecated: String?
    }

    struct Counts: Decodable {
        var entries: Int
        var byKind: [String: Int]
        var skipped: [String: Int]
    }

    struct Surface: Decodable {
        var source: [String: String]
        var counts: Counts
        var entries: [Entry]
    }

    struct Comparison: Decodable {
        var offered: [String]
    }

    /// A line of the reasons file: its topic (the heading above it), its patterns and its reason.
    struct Reason {
        var topic: String
        var patterns: [String]
        var text: String
    }

    static let directory = "Tests/TrellisTests/SwiftUISurface"
    static let page = "Documentation/Trellis.docc/APISurface.md"
    static let kinds = ["type", "property wrapper", "macro", "initializer", "modifier", "environment value",
                        "static member", "case", "method", "property", "subscript"]

    static func surface() throws -> Surface {
        try JSONDecoder().decode(Surface.self, from: Data(DocumentationFiles.text("\(directory)/surface.json").utf8))
    }

    static func offered() throws -> Set<String> {
        Set(try JSONDecoder().decode(Comparison.self, from: Data(DocumentationFiles.text("\(directory)/comparison.json").utf8)).offered)
    }

    /// The list lines of the reasons file (`- `pattern`, `pattern`: reason`), with their topics.
    static func reasons() throws -> [Reason] {
        var reasons: [Reason] = []
        var topic: String?
        for line in try DocumentationFiles.text("\(directory)/reasons.md").components(separatedBy: "\n") {
            if line.hasPrefix("## ") {
                topic = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("- `"), let topic, let colon = line.range(of: ": ") {
                let head = String(line[line.index(line.startIndex, offsetBy: 2)..<colon.lowerBound])
                let patterns = APICoverageTableTests.backticked(head)
                reasons.append(Reason(topic: topic, patterns: patterns, text: String(line[colon.upperBound...])))
            }
        }
        return reasons
    }

    /// Whether `name` matches `pattern`, where `*` stands for any run of characters (none included).
    static func matches(_ name: String, _ pattern: String) -> Bool {
        let parts = pattern.components(separatedBy: "*")
        guard parts.count > 1 else { return name == pattern }
        guard name.hasPrefix(parts[0]), name.hasSuffix(parts[parts.count - 1]),
              name.count >= parts[0].count + parts[parts.count - 1].count else { return false }
        var rest = name.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    /// The first reason whose patterns match `name`.
    static func reason(for name: String, in reasons: [Reason]) -> Reason? {
        reasons.first { reason in reason.patterns.contains { matches(name, $0) } }
    }

    @Test("the pattern matcher: `*` stands for any run of characters")
    func patternMatcher() {
        #expect(Self.matches("Table.init(_:columns:)", "Table*"))
        #expect(Self.matches("Table", "Table*"))
        #expect(!Self.matches("TableView", "Table.*"))
        #expect(Self.matches("Toggle.init(_:sources:isOn:)", "Toggle.init(*sources:*"))
        #expect(!Self.matches("Toggle.init(_:isOn:)", "Toggle.init(*sources:*"))
        #expect(Self.matches("BorderedButtonStyle", "*Style"))
        #expect(!Self.matches("BorderedButtonStyle.init()", "*Style"))
        #expect(Self.matches("View.equatable()", "View.equatable()"))
        #expect(!Self.matches("View.equatable()x", "View.equatable()"))
        #expect(!Self.matches("ab", "ab*ba"))
    }

    @Test("the list is well formed: names unique, kinds known, labels as the name spells them, nothing underscored")
    func entriesAreWellFormed() throws {
        let surface = try Self.surface()
        #expect(surface.entries.count > 3000)
        #expect(surface.counts.entries == surface.entries.count)
        let names = surface.entries.map(\.name)
        #expect(Set(names).count == names.count, "an entry is listed twice")
        for entry in surface.entries {
            #expect(Self.kinds.contains(entry.kind), "\(entry.name): unknown kind \(entry.kind)")
            #expect(entry.ios.range(of: #"^\d+\.\d+(\.\d+)?$"#, options: .regularExpression) != nil, "\(entry.name): iOS version \(entry.ios)")
            let base = entry.name.split(separator: "(")[0]
            #expect(!base.split(separator: ".").contains { $0.hasPrefix("_") }, "\(entry.name) is underscored")
            if let labels = entry.labels, entry.name.hasSuffix(")") {
                #expect(entry.name.hasSuffix("(" + labels.map { $0 + ":" }.joined() + ")"), "\(entry.name): labels \(labels)")
            }
        }
        for kind in Self.kinds {
            #expect(surface.counts.byKind[kind, default: 0] == surface.entries.filter { $0.kind == kind }.count, "the count of \(kind)s")
        }
    }

    @Test("every offered name is an entry of the list")
    func offeredNamesAreEntries() throws {
        let names = Set(try Self.surface().entries.map(\.name))
        let stale = try Self.offered().subtracting(names)
        #expect(stale.isEmpty, "offered but not in the list: \(stale.sorted().prefix(20))")
    }

    @Test("every offered entry's type and member are still named in Trellis's sources")
    func offeredEntriesAreInTheSources() throws {
        let sources = DocumentationFiles.root.appendingPathComponent("Sources")
        var text = ""
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if file.pathExtension == "swift" { text += try String(contentsOf: file, encoding: .utf8) }
        }
        let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        for name in try Self.offered().sorted() {
            // A projected value (`$isOn`) is named by its property.
            let parts = name.split(separator: "(")[0].split(separator: ".").map { String($0.drop { $0 == "$" }) }
            let missing = parts.filter { !words.contains($0) && $0 != "init" && $0 != "subscript" }
            #expect(missing.isEmpty, "\(name) is offered, but Sources never names \(missing): rerun Scripts/swiftui-surface.py compare")
        }
    }

    @Test("every entry is offered or has a reason")
    func everyEntryIsOfferedOrHasAReason() throws {
        let offered = try Self.offered()
        let reasons = try Self.reasons()
        #expect(reasons.count > 20)
        for reason in reasons {
            #expect(!reason.patterns.isEmpty && !reason.text.isEmpty, "a reasons line with no pattern or no reason in \(reason.topic)")
        }
        let missing = try Self.surface().entries.filter { !offered.contains($0.name) && Self.reason(for: $0.name, in: reasons) == nil }
        #expect(missing.isEmpty, "not offered and with no reason: \(missing.map(\.name).prefix(40))")
    }

    @Test("the summary page's counts are the files'")
    func pageCounts() throws {
        let surface = try Self.surface()
        let offered = try Self.offered()
        let reasons = try Self.reasons()
        let page = try DocumentationFiles.text(Self.page)
        let flat = page.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let isRecent = { (entry: Entry) in (Int(entry.ios.split(separator: ".")[0]) ?? 0) >= 17 }
        let notOffered = surface.entries.filter { !offered.contains($0.name) }
        let recent = surface.entries.filter(isRecent)

        let total = "Of the \(surface.entries.count) entries, \(offered.count) are offered and \(notOffered.count) are not, each with a reason."
        #expect(flat.contains(total), "the page should say: \(total)")
        let recentSentence = "Of the \(recent.count) entries introduced in iOS 17 or later, \(recent.filter { offered.contains($0.name) }.count) are offered and \(recent.filter { !offered.contains($0.name) }.count) have a reason."
        #expect(flat.contains(recentSentence), "the page should say: \(recentSentence)")
        for (reason, count) in surface.counts.skipped {
            let phrase = "\(count) \(reason == "underscored" ? "underscored or SPI" : reason)"
            #expect(flat.contains(phrase), "the page should say: \(phrase)")
        }

        for kind in Self.kinds {
            let entries = surface.entries.filter { $0.kind == kind }
            guard !entries.isEmpty else { continue }
            let row = "| \(kind) | \(entries.count) | \(entries.filter { offered.contains($0.name) }.count) | \(entries.filter { !offered.contains($0.name) }.count) |"
            #expect(page.contains(row), "the page should have the row \(row)")
        }

        var byTopic: [String: (all: Int, recent: Int)] = [:]
        for entry in notOffered {
            guard let reason = Self.reason(for: entry.name, in: reasons) else { continue }
            byTopic[reason.topic, default: (0, 0)].all += 1
            byTopic[reason.topic, default: (0, 0)].recent += isRecent(entry) ? 1 : 0
        }
        for topic in Set(reasons.map(\.topic)) {
            let counts = byTopic[topic] ?? (0, 0)
            let row = "| \(topic) | \(counts.all) | \(counts.recent) |"
            #expect(page.contains(row), "the page should have the row \(row)")
        }
    }

    @Test("the README names the list's source (repository, commit and path) and counts its deprecated entries")
    func sourceIsNamed() throws {
        let source = try Self.surface().source
        #expect(source["repository"]?.contains("/") == true)
        #expect(source["commit"]?.range(of: "^[0-9a-f]{40}$", options: .regularExpression) != nil)
        #expect(source["path"]?.hasSuffix(".swiftinterface") == true)
        let readme = try DocumentationFiles.text("\(Self.directory)/README.md")
        for value in [source["repository"], source["commit"], source["path"]].compactMap({ $0 }) {
            #expect(readme.contains(value), "the README should name \(value)")
        }
        let entries = try Self.surface().entries
        let flat = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let future = entries.filter { $0.deprecated == "future" }.count
        let deprecated = entries.filter { $0.deprecated != nil && $0.deprecated != "future" }.count
        #expect(flat.contains("\(future) are marked `deprecated: future`"), "the README should count \(future) entries to be deprecated")
        #expect(flat.contains("and \(deprecated) deprecated in iOS 17"), "the README should count \(deprecated) deprecated entries")
    }
}
