import Foundation
import Testing

/// `#Preview` compiled by the compiler itself, with the plug-in SwiftPM built: a mistake is a
/// compile error at its place in the file, and a well-formed file compiles without warnings.
@Suite("#Preview in the compiler")
struct CompilerDiagnosticTests {
    private static let build = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/debug")

    /// Type-checks `source` as the file `name` against the built Trellis module: the compiler's
    /// exit status and what it wrote to standard error.
    private func typeCheck(_ source: String, named name: String) throws -> (status: Int32, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
                             "-I", Self.build.appendingPathComponent("Modules").path,
                             "-load-plugin-executable", Self.build.appendingPathComponent("TrellisMacros-tool").path + "#TrellisMacros",
                             file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func aPreviewableNestedInTheBodyIsAnErrorAtItsPlace() throws {
        let (status, errors) = try typeCheck("""
            import Trellis

            #Preview {
                VStack {
                    @Previewable @State var count = 0
                    Text("\\(count)")
                }
            }
            """, named: "Misplaced.swift")
        #expect(status != 0)
        #expect(errors.contains("Misplaced.swift:5:9: error: @Previewable is allowed only at the top level of a #Preview body"))
    }

    @Test func wellFormedPreviewsCompileWithoutWarnings() throws {
        let (status, errors) = try typeCheck("""
            import Trellis

            #Preview("Named", traits: .landscapeRight, .sizeThatFitsLayout) {
                Text("a")
                Text("b")
            }

            #Preview {
                @Previewable @State var isOn = false
                Toggle("On", isOn: $isOn)
            }
            """, named: "WellFormed.swift")
        #expect(status == 0)
        #expect(errors.isEmpty)
    }
}
