import Foundation
import Testing

/// The API coverage table and the API surface files of CompatibilityTests, read together: every
/// entry the table says compiles is called in a surface file after an `// API:` line naming it,
/// and every entry such a line names is in the table as compiling. Adding a row without a call,
/// or a call without a row, fails here.
@Suite("API coverage table")
struct APICoverageTableTests {
    /// The three states an entry can be in, as the table spells them.
    static let states = ["Laid out as SwiftUI does", "Compiles with no layout effect", "Not yet"]

    /// One entry of the table: its API, as written between backticks, and its state.
    struct Entry {
        var api: String
        var state: String
        var page: String
    }

    /// One `// API:` line of a surface file and the code below it, up to the next such line.
    struct Call {
        var apis: [String]
        var code: String
        var file: String
    }

    /// The entries of every API coverage page: each table row's first cell names one or more APIs
    /// between backticks, and its second cell starts with one of the three states.
    static func entries() throws -> [Entry] {
        let pages = DocumentationFiles.markdownFiles.filter { $0.contains("/APICoverage") }
        var entries: [Entry] = []
        for page in pages {
            for line in try DocumentationFiles.text(page).components(separatedBy: "\n") where line.hasPrefix("| `") {
                let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 3 else { continue }
                let state = states.first { cells[2].hasPrefix($0) } ?? cells[2]
                for api in backticked(cells[1]) { entries.append(Entry(api: api, state: state, page: page)) }
            }
        }
        return entries
    }

    /// The `// API:` lines of the surface files with the code each introduces.
    static func calls() throws -> [Call] {
        let directory = DocumentationFiles.root.appendingPathComponent("Tests/CompatibilityTests/APISurface")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted()
        var calls: [Call] = []
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            var current: Call?
            for line in text.components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// API:") {
                    if let call = current { calls.append(call) }
                    current = Call(apis: backticked(trimmed), code: "", file: file)
                } else if !trimmed.hasPrefix("//") {
                    current?.code += line + "\n"
                }
            }
            if let call = current { calls.append(call) }
        }
        return calls
    }

    /// The texts between pairs of backticks in `text`.
    static func backticked(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The name a call of `api` must contain: `Text(_:)` → `Text`, `Font.system(size:)` →
    /// `system`, `\.colorScheme` → `colorScheme`, `@State` → `State`.
    static func baseName(of api: String) -> String {
        var name = api
        for prefix in ["@", "\\."] where name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
        if let end = name.firstIndex(where: { $0 == "(" || $0 == " " }) { name = String(name[..<end]) }
        return String(name.split(separator: ".").last ?? Substring(name))
    }

    @Test("every entry is in one of the three states, and no API is listed twice")
    func entriesAreWellFormed() throws {
        let entries = try Self.entries()
        #expect(entries.count > 300)
        for entry in entries {
            #expect(Self.states.contains(entry.state), "\(entry.api) in \(entry.page): unknown state '\(entry.state)'")
        }
        let counts = Dictionary(grouping: entries, by: \.api).filter { $0.value.count > 1 }
        #expect(counts.isEmpty, "listed more than once: \(counts.keys.sorted())")
    }

    @Test("every compiling entry has a call, and every call has a compiling entry")
    func tableMatchesCalls() throws {
        let entries = try Self.entries()
        let compiling = Set(entries.filter { $0.state != "Not yet" }.map(\.api))
        let notYet = Set(entries.filter { $0.state == "Not yet" }.map(\.api))
        let calls = try Self.calls()
        let called = Set(calls.flatMap(\.apis))
        #expect(compiling.subtracting(called).isEmpty, "in the table as compiling but never called: \(compiling.subtracting(called).sorted())")
        #expect(called.subtracting(compiling).isEmpty, "called but not in the table as compiling: \(called.subtracting(compiling).sorted())")
        #expect(called.intersection(notYet).isEmpty, "called but marked Not yet: \(called.intersection(notYet).sorted())")
    }

    @Test("the code after each API line calls what the line names")
    func callsNameTheirAPIs() throws {
        for call in try Self.calls() {
            for api in call.apis {
                #expect(call.code.contains(Self.baseName(of: api)), "\(call.file): no call of \(api) after its API line")
            }
        }
    }

    @Test("the overview's counts are the table's")
    func overviewCounts() throws {
        let entries = try Self.entries()
        let count = { (state: String) in entries.filter { $0.state == state }.count }
        let overview = try DocumentationFiles.text("Documentation/Trellis.docc/APICoverage.md")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let sentence = "Of the \(entries.count) entries, \(count(Self.states[0])) are laid out as SwiftUI does, "
            + "\(count(Self.states[1])) compile with no layout effect and \(count(Self.states[2])) are not yet offered"
        #expect(overview.contains(sentence), "the overview should say: \(sentence)")
    }

    @Test("at most 5 % of the entries are not yet offered")
    func fewEntriesAreMissing() throws {
        let entries = try Self.entries()
        let missing = entries.filter { $0.state == "Not yet" }.count
        #expect(Double(missing) <= 0.05 * Double(entries.count), "\(missing) of \(entries.count) entries are Not yet")
    }
}
