import Foundation
import Testing
import Trellis

/// "Getting started", "Your own views on the command line": the graph a view writes lays out
/// from the file as the view does.
@Suite("Own views on the command line") @MainActor
struct OwnViewsExampleTests {
    @Test("a view's graph written to a file lays out with the same frames")
    func writtenGraphLaysOutTheSame() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("profile-row.json")
        try ProfileRow().layoutGraph().jsonData().write(to: file)

        defer { try? FileManager.default.removeItem(at: file) }
        let read = try LayoutGraph.decode(json: Data(contentsOf: file))
        let window = CGSize(width: 390, height: 100)
        let fromFile = LayoutSolver().layout(read, in: window)
        let inSwift = ProfileRow().layout(in: window)
        #expect(fromFile.frame(of: "follow") == inSwift.frame(of: "follow"))
        #expect(fromFile.frame(of: "name") == inSwift.frame(of: "name"))
    }
}
