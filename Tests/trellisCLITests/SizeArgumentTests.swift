import Foundation
import Testing
@testable import TrellisCommandLine

/// `WIDTHxHEIGHT` sizes, read the same way by every option that takes one.
@Suite("Size arguments")
@MainActor
struct SizeArgumentTests {
    @Test("whole and fractional points, and zero", arguments: [
        ("390x844", CGSize(width: 390, height: 844)),
        ("320.5x480.25", CGSize(width: 320.5, height: 480.25)),
        ("0x0", CGSize.zero),
    ])
    func readsSizes(text: String, size: CGSize) throws {
        #expect(try SizeArgument.parse(text, option: "--size", usage: "u") == size)
    }

    @Test("anything else is a usage error naming the option and quoting the text", arguments: [
        "big", "390", "390x", "x844", "390x844x1", "390X844", "-1x10", "10x-1", "infx10", "10xnan", "",
    ])
    func refusesOtherText(text: String) {
        do {
            _ = try SizeArgument.parse(text, option: "--from", usage: "trellis sweep …")
            Issue.record("'\(text)' was read as a size")
        } catch {
            #expect(error.exitCode == 64)
            #expect(error.description.contains("--from must be WIDTHxHEIGHT in points"))
            #expect(error.description.contains("found '\(text)'"))
            #expect(error.description.hasSuffix("usage: trellis sweep …"))
        }
    }

    @Test("the examples command and the options of the other commands read sizes alike")
    func commandsAgree() throws {
        let options = try Options(["--size", "12.5x7"], names: ["--size"], usage: "u")
        #expect(try options.size("--size", usage: "u") == CGSize(width: 12.5, height: 7))
        var output = ""
        try ExamplesCommand().run(["dashboard", "--size", "12.5x7"], output: &output)
        #expect(output.hasPrefix("dashboard in 12.5×7"))
        #expect(throws: CommandError.self) { try ExamplesCommand().run(["dashboard", "--size", "12.5"], output: &output) }
    }
}
