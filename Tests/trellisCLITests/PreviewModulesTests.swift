import Testing
@testable import TrellisCommandLine
import Trellis

/// The previews the tool is given are the ones it shows: the package plugin's runner gives it
/// those of the user's modules, which leaves out the built-in examples linked into the same
/// program.
@Suite("Previews of the named modules")
@MainActor
struct PreviewModulesTests {
    @Test func onlyTheNamedModulesPreviewsAreTaken() {
        // This test program links previews of other test modules too.
        #expect(Preview.linked(in: nil).count == Preview.all.count)
        #expect(Set(Preview.all.map(\.moduleName)).count > 1)
        #expect(Preview.linked(in: ["TrellisExamples"]).map(\.displayName)
                == ["Color picker, landscape", "Dashboard", "Profile card", "Follow toggle"])
        #expect(Preview.linked(in: []).isEmpty)
    }

    @Test func onlyTheGivenPreviewsAreListed() throws {
        let dashboard = Preview.all.filter { $0.displayName == "Dashboard" }
        var output = ""
        try PreviewsCommand(previews: dashboard).run(["--list"], output: &output)
        #expect(output.hasPrefix("  Dashboard  TrellisExamples/Dashboard.swift:"))
        #expect(output.split(separator: "\n").count == 1)
        #expect(throws: CommandError.self) { try PreviewsCommand(previews: dashboard).run(["Profile card"], output: &output) }
    }

    @Test func noModuleNamedLeavesNoPreviews() throws {
        var output = ""
        try PreviewsCommand(previews: []).run(["--list"], output: &output)
        #expect(output.isEmpty)
    }
}
