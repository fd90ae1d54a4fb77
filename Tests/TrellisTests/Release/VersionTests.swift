import Foundation
import Testing
import Trellis

@Suite("Release")
struct VersionTests {
    /// The repository's root, from this file's place in it.
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    @Test("the version is major.minor.patch and is the changelog's newest entry")
    func versionMatchesChangelog() throws {
        let parts = trellisVersion.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(newest == "## \(trellisVersion)")
    }

    @Test("the licence is MIT, held by the Trellis contributors")
    func license() throws {
        let license = try String(contentsOf: root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(license.hasPrefix("MIT License\n"))
        #expect(license.contains("Trellis contributors"))
    }
}
