import Foundation
import Testing

/// `--view NAME#N` picks the N-th of several views with one name; without `#N` the first is
/// explained and the output says how many share the name; an unknown name lists the names
/// there are, the closest first as "did you mean".
@Suite("trellis --view: several views with one name, and unknown names")
struct ViewOptionTests {
    /// Three 10-pt-high cards named `card` in a VStack, 100, 200 and 300 wide, and a `title`.
    private func cardsFile() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-view-\(UUID().uuidString).json")
        try Data("""
            {"version": 1, "nodes": [
             {"kind": "color", "color": "red"},
             {"kind": "frame", "width": 100, "height": 10, "children": [0], "ids": ["card"]},
             {"kind": "color", "color": "red"},
             {"kind": "frame", "width": 200, "height": 10, "children": [2], "ids": ["card"]},
             {"kind": "color", "color": "red"},
             {"kind": "frame", "width": 300, "height": 10, "children": [4], "ids": ["card"]},
             {"kind": "color", "color": "blue"},
             {"kind": "frame", "width": 50, "height": 10, "children": [6], "ids": ["title"]},
             {"kind": "vstack", "children": [1, 3, 5, 7]}]}
            """.utf8).write(to: url)
        return url.path
    }

    @Test("--view card#2 explains the second card, 200 wide")
    func picksSecond() throws {
        let result = try runTool(["explain", try cardsFile(), "--size", "390x844", "--view", "card#2"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("why 'card#2':\n"), "\(result.output)")
        #expect(result.output.contains("200×10"), "\(result.output)")
        #expect(!result.output.contains("this is the first"), "\(result.output)")
    }

    @Test("--view card without #N explains the first and says three views share the name")
    func saysHowManyMatched() throws {
        let result = try runTool(["explain", try cardsFile(), "--size", "390x844", "--view", "card"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("3 views are named 'card'; this is the first"), "\(result.output)")
        #expect(result.output.contains("100×10"), "\(result.output)")
    }

    @Test("--view card#4 is an error that counts the cards")
    func positionBeyondCount() throws {
        let result = try runTool(["explain", try cardsFile(), "--size", "390x844", "--view", "card#4"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("3 views are named 'card'"), "\(result.error)")
    }

    @Test("an unknown name lists the names, with the nearest as did you mean", arguments: [
        ("crad", "did you mean 'card'?"), ("titel", "did you mean 'title'?"), ("nope", "in the graph. The named views"),
    ])
    func unknownName(typed: String, expected: String) throws {
        let result = try runTool(["explain", try cardsFile(), "--size", "390x844", "--view", typed])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("no view named '\(typed)' in the graph"), "\(result.error)")
        #expect(result.error.contains(expected), "\(result.error)")
        #expect(result.error.contains("The named views are 'card', 'title'."), "\(result.error)")
    }
}
