import Foundation
import Testing

/// The test targets mirror the modules: every module of `Package.swift` has its tests in the
/// target named after it (`TrellisLayout` → `TrellisLayoutTests`), or in the one target this
/// file names for it, with the reason.
@Suite("Release: test targets mirror the modules")
struct TestTargetMirrorTests {
    /// The modules whose tests are not in `<module>Tests`, the target that holds them, and why.
    private static let exceptions: [String: (target: String, reason: String)] = [
        "TrellisExamples": ("TrellisTests", "the examples are the product's, checked beside the documentation and seeds"),
        "TrellisMacros": ("TrellisPreviewTests", "a macro is tested by compiling `#Preview`s; its expansion by TrellisPreviewExpansionTests"),
        "TrellisCommandLine": ("trellisCLITests", "the commands are tested by running the `trellis` executable as a person would"),
        "trellis": ("trellisCLITests", "the executable is a shell around TrellisCommandLine"),
        "trellis-bench": ("trellisCLITests", "the bench's options are tested by running it; its figures are measured, not tested"),
        "TrellisPlugin": ("trellisCLITests", "the plugin's runner calls the same commands"),
    ]

    /// The package manifest's text.
    private static func manifest() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    }

    /// The names declared in the manifest by the given target functions (`target`, `testTarget`, …).
    private static func names(declaredBy functions: [String], in manifest: String) throws -> Set<String> {
        let pattern = try Regex(#"\.(\w+)\(\s*name:\s*"([^"]+)""#)
        return Set(manifest.matches(of: pattern).compactMap { match -> String? in
            guard let function = match.output[1].substring, functions.contains(String(function)),
                  let name = match.output[2].substring else { return nil }
            return String(name)
        })
    }

    @Test("every module has its test target, and every exception names a module and a test target")
    func everyModuleHasItsTests() throws {
        let manifest = try Self.manifest()
        let modules = try Self.names(declaredBy: ["target", "macro", "executableTarget", "plugin"], in: manifest)
            .subtracting(["TrellisTestSupport"])
        let testTargets = try Self.names(declaredBy: ["testTarget"], in: manifest)
        #expect(modules.count > 10 && testTargets.count > 10, "the manifest was not read")
        for module in modules.sorted() {
            let target = Self.exceptions[module]?.target ?? module + "Tests"
            #expect(testTargets.contains(target), "\(module)'s tests belong in a test target \(target), which Package.swift lacks")
        }
        for module in Self.exceptions.keys.sorted() {
            #expect(modules.contains(module), "the exception for \(module) names no module of Package.swift")
            #expect(!testTargets.contains(module + "Tests"), "\(module) has a target \(module)Tests: drop its exception")
        }
    }
}
