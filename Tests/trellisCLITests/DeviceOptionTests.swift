import Foundation
import Testing

/// `--device NAME` on every verb that lays something out, and `examples` printing a layout
/// exactly as `explain` prints the same layout.
@Suite("trellis command line: devices everywhere, examples like explain")
struct DeviceOptionTests {
    private func warnings(_ text: String) -> [String] {
        text.components(separatedBy: "\n").filter { $0.hasPrefix("warning: ") }
    }

    @Test("examples prints the warnings explain prints for the same layout")
    func examplesWarnLikeExplain() throws {
        // The colour picker's graph, squeezed into 200×300, has warnings; the example and the
        // graph file written from it must give the same ones, and the same frame table.
        let graph = try runTool(["examples", "color-picker", "--size", "200x300", "--format", "graph"])
        #expect(graph.status == 0, "\(graph.error)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-checkout-\(UUID().uuidString).json")
        try Data(graph.output.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let example = try runTool(["examples", "color-picker", "--size", "200x300"])
        let explained = try runTool(["explain", file.path, "--size", "200x300"])
        #expect(example.status == 0 && explained.status == 0, "\(example.error)\(explained.error)")
        #expect(!warnings(example.output).isEmpty)
        #expect(warnings(example.output) == warnings(explained.output))
        #expect(example.output.hasPrefix("color-picker in 200×300\n"))
        #expect(example.output.dropFirst("color-picker in 200×300\n".count) == explained.output[...])
    }

    @Test("examples lays out on a device and explains each --view")
    func examplesOnADevice() throws {
        let result = try runTool(["examples", "dashboard", "--device", "iPhone 15", "--view", "header"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("dashboard on iPhone 15 393×852\n"))
        // The header starts below the Dynamic Island's inset of 59.
        #expect(result.output.contains("why 'header':\nsafeArea offered 393×852 by the window  ◀ width decided here\n  VStack offered 393×759 (the window's safe area, at (0, 59))\n"))
    }

    @Test("sweep on a device keeps its safe area and narrows from its width")
    func sweepOnADevice() throws {
        // The 500-pt banner sticks out of any window narrower than 500 pt, whatever its insets.
        let wide = try runTool(["sweep", "Documentation/Examples/banner.json", "--device", "iPhone 15", "--to", "600x852"])
        #expect(wide.status == 0, "\(wide.error)")
        #expect(wide.output == "at 500×852 on iPhone 15: ends: outOfBounds at 'banner'; ends: outOfBounds at VStack\n")
        // From 320 to the iPhone 15's own 393 it sticks out all the way: one structure.
        let narrow = try runTool(["sweep", "Documentation/Examples/banner.json", "--device", "iPhone 15"])
        #expect(narrow.output == "the layout keeps one structure from 320×852 to 393×852 on iPhone 15\n")
    }

    @Test("demo lays out on the one device named")
    func demoOnADevice() throws {
        let result = try runTool(["demo", "--device", "iPad"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("iPad 820×1180\n"))
        #expect(!result.output.contains("iPhone"))
    }

    @Test("--device takes any catalogue name, ignoring case, and a near miss names the closest devices")
    func catalogueNames() throws {
        // iPhone 16 Pro: 402×874 with insets 62 and 34 leaves 402×778 from y = 62; the 300×100
        // card is centred there: x = (402 − 300) / 2 = 51, y = 62 + (778 − 100) / 2 = 401.
        let found = try runTool(["explain", "Documentation/Examples/card.json", "--device", "iphone 16 pro", "--view", "r"])
        #expect(found.status == 0, "\(found.error)")
        #expect(found.output.contains("why 'r':\nsafeArea offered 402×874 by the window"))
        #expect(found.output.contains("HStack 'row'      51  401    300     100"), "\(found.output)")
        let iPad = try runTool(["demo", "--device", "iPad Pro 13-inch (M4)"])
        #expect(iPad.status == 0, "\(iPad.error)")
        #expect(iPad.output.hasPrefix("iPad Pro 13-inch (M4) 1032×1376\n"))
        let nearMiss = try runTool(["explain", "Documentation/Examples/card.json", "--device", "iPhone 16 Pr"])
        #expect(nearMiss.status == 64)
        #expect(nearMiss.error.hasPrefix("error: unknown device 'iPhone 16 Pr'; did you mean 'iPhone 16 Pro', 'iPhone 17 Pro', "),
                "\(nearMiss.error)")
    }

    @Test("every verb that lays out refuses an unknown device by name", arguments: [
        ["demo"], ["examples", "profile"], ["explain", "Documentation/Examples/card.json"],
        ["render", "Documentation/Examples/card.json"], ["sweep", "Documentation/Examples/card.json"],
    ])
    func unknownDevice(verb: [String]) throws {
        let result = try runTool(verb + ["--device", "Nokia 3310"])
        #expect(result.status == 64)
        #expect(result.error.contains("unknown device 'Nokia 3310'"), "\(result.error)")
    }
}

/// The tool finds a graph a view's `writeGraph(named:)` wrote by its name alone.
@Suite("trellis command line: graphs by name")
struct GraphByNameTests {
    @Test("a bare name is read from TRELLIS_GRAPHS, and a missing one says where it was looked for and how to write it")
    func byName() throws {
        let graphs = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-graphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: graphs) }
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Documentation/Examples/card.json"),
                                         to: graphs.appendingPathComponent("Card.json"))
        let found = try runTool(["explain", "Card", "--size", "390x844", "--view", "r"], environment: ["TRELLIS_GRAPHS": graphs.path])
        #expect(found.status == 0, "\(found.error)")
        #expect(found.output.contains("Color.red 'r'  103  372    242     100"))
        let missing = try runTool(["render", "Nothing", "--device", "iPhone 15"], environment: ["TRELLIS_GRAPHS": graphs.path])
        #expect(missing.status == 65)
        #expect(missing.error == "error: cannot read Nothing: no such file, and no graph named 'Nothing' in \(graphs.path) "
            + "(write one with try YourView().writeGraph(named: \"Nothing\"), or set TRELLIS_GRAPHS to where they are)\n")
    }
}
