import Foundation
import Testing

/// `trellis demo` shows each device's safe area before its frames.
@Suite("trellis demo")
struct DemoCommandTests {
    @Test("demo prints each device's safe-area insets and what they leave")
    func safeAreas() throws {
        let process = Process()
        process.executableURL = repositoryRoot.appendingPathComponent(".build/debug/trellis")
        process.arguments = ["demo"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // iPhone SE 375×667 less 20 at the top; iPhone 15 393×852 less 59 and 34; iPad 820×1180
        // less 24 and 20.
        #expect(text.contains("iPhone SE 375×667\nsafe area: top 20; leaves 375×647 at (0, 20)\n"))
        #expect(text.contains("iPhone 15 393×852\nsafe area: top 59, bottom 34; leaves 393×759 at (0, 59)\n"))
        #expect(text.contains("iPad 820×1180\nsafe area: top 24, bottom 20; leaves 820×1136 at (0, 24)\n"))
        // The dashboard's header starts below the Dynamic Island.
        #expect(text.contains("VStack offered 393×759 (the window's safe area, at (0, 59))"))
    }
}
