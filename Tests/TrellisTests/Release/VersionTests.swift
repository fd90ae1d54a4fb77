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

    @Test("the README installs this version, apart from the contributors' two set-up commands")
    func readmeInstall() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(#"trellis.git", from: "\#(trellisVersion)"),"#))
        let install = try #require(readme.range(of: "## Install\n")), setUp = try #require(readme.range(of: "## Set up\n"))
        #expect(install.upperBound < setUp.lowerBound)
        let afterSetUp = readme[setUp.upperBound...]
        let block = try #require(afterSetUp.range(of: "```sh\n").flatMap { start in
            afterSetUp[start.upperBound...].range(of: "\n```").map { afterSetUp[start.upperBound..<$0.lowerBound] }
        })
        #expect(block.split(separator: "\n").map { $0.split(separator: "#").first?.trimmingCharacters(in: .whitespaces) }
                == ["swift run trellis demo", "swift test"])
    }

    @Test("the licence is MIT, held by the Trellis contributors")
    func license() throws {
        let license = try String(contentsOf: root.appendingPathComponent("LICENSE"), encoding: .utf8)
        #expect(license.hasPrefix("MIT License\n"))
        #expect(license.contains("Trellis contributors"))
    }
}
