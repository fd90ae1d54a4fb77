import Foundation
import Testing
import Trellis
import TrellisExamples

/// The safe-area picture of the LayoutRules article is what `Wireframe.svg` draws today for the
/// dashboard on iPhone 15, byte for byte.
@Suite("Documented safe-area picture") @MainActor
struct SafeAreaPictureDocTests {
    static let path = "Documentation/Trellis.docc/Resources/safe-area-iphone15.svg"

    @Test("the article's picture of the dashboard on iPhone 15 is up to date")
    func picture() throws {
        let drawn = Wireframe.svg(Dashboard().layout(on: .iPhone15)) + "\n"
        if ProcessInfo.processInfo.environment["TRELLIS_WRITE_PICTURES"] == "1" {
            try drawn.write(to: DocumentationFiles.root.appendingPathComponent(Self.path), atomically: true, encoding: .utf8)
        }
        #expect(try DocumentationFiles.text(Self.path) == drawn, "regenerate with TRELLIS_WRITE_PICTURES=1 swift test --filter SafeAreaPictureDocTests")
    }
}
