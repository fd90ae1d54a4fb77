import Foundation
import Testing
import Trellis
import TrellisExamples

/// "Getting started", "Your own views on the command line": the one-line hook writes a view's
/// graph where the tool finds it by name, and the graph lays out from the file as the view does.
@Suite("Own views on the command line") @MainActor
struct OwnViewsExampleTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-graphs-\(UUID().uuidString)")

    // The article's hook, as written there: into the default directory.
    @Test func exportProfileRow() throws {
        try ProfileRow().writeGraph(named: "ProfileRow", on: .iPhone15)
    }

    @Test("a view's graph written to a file lays out with the same frames")
    func writtenGraphLaysOutTheSame() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try ProfileRow().writeGraph(named: "ProfileRow", to: directory)
        #expect(file == directory.appendingPathComponent("ProfileRow.json"))
        let read = try LayoutGraph.decode(json: Data(contentsOf: file))
        let window = CGSize(width: 390, height: 100)
        let fromFile = LayoutSolver().layout(read, in: window)
        let inSwift = ProfileRow().layout(in: window)
        #expect(fromFile.frame(of: "follow") == inSwift.frame(of: "follow"))
        #expect(fromFile.frame(of: "name") == inSwift.frame(of: "name"))
    }

    @Test("written for a device, the graph lays out on it as the view does there: size classes, scale and container size")
    func writtenForADevice() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        for device in [Device.iPhoneSE, .iPad.landscape] {
            let file = try ProfileCard().writeGraph(named: "ProfileCard", on: device, to: directory)
            let read = try LayoutGraph.decode(json: Data(contentsOf: file))
            let fromFile = LayoutSolver(displayScale: device.displayScale).layout(read, in: device.size, safeAreaInsets: device.safeAreaInsets)
            #expect(fromFile.frameTable() == ProfileCard().layout(on: device).frameTable(), "\(device)")
        }
    }

    @Test("a view a graph file cannot hold is refused with the reason")
    func customLayoutRefused() {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: (any Error).self) { try TagCloud().writeGraph(named: "TagCloud", to: directory) }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("TagCloud.json").path))
    }
}
