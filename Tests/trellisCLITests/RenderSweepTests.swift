import Foundation
import Testing

/// `trellis render --sweep FROM...TO`: one HTML page with a width slider, and clear errors for
/// ranges it cannot lay out.
@Suite("trellis render --sweep")
struct RenderSweepTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = Self.root.appendingPathComponent(".build/debug/trellis")
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test("the card's page has a slider over the range, opens at the window's width and marks where the card starts to fit")
    func cardPage() throws {
        let (status, output, error) = try run(["render", "Documentation/Examples/card.json", "--size", "390x400", "--sweep", "200...400"])
        #expect(status == 0, "\(error)")
        #expect(output.contains(#"<input type="range" id="width-slider" min="200" max="400" step="1" value="390">"#))
        // The card is a fixed 300-pt frame: narrower than 300 pt it sticks out of the window.
        #expect(output.contains(##"<li class="breakpoint" data-width="300"><a href="#width=300">at 300 pt</a><ul><li>ends: "##))
    }

    @Test("a device keeps its height and safe area at every width; --format html is implied")
    func device() throws {
        let (status, output, error) = try run(["render", "Documentation/Examples/card.json", "--device", "iPhone 15", "--sweep", "320…400"])
        #expect(status == 0, "\(error)")
        #expect(output.contains("<title>Trellis layout 320…400×852</title>"))
        #expect(output.contains(#"<rect class="safe-area-inset" data-strip="1""#))
    }

    @Test("bad ranges and formats are usage errors that name the problem", arguments: [
        (["--sweep", "400...320"], "--sweep must be FROM...TO"),
        (["--sweep", "wide"], "found 'wide'"),
        (["--sweep", "0...9000"], "spans 9001 widths; one page lays out at most 4096"),
        (["--sweep", "320...400", "--format", "svg"], "--sweep makes an HTML page"),
    ])
    func errors(arguments: [String], message: String) throws {
        let result = try run(["render", "Documentation/Examples/card.json", "--size", "390x400"] + arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
    }
}
