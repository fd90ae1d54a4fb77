import Foundation
import Testing
import Trellis
@testable import TrellisTesting

/// A failed layout snapshot says why the views moved, next to its line diff: the `.json`
/// snapshot holds the graph it was made from, and `.frames` and `.tree` keep it beside the
/// snapshot.
///
/// The card is a 300 × 100 HStack (spacing 8) centred in 390 × 844: the blue frame, the least
/// flexible, is sized first, and the red colour is offered what the frame and the spacing leave
/// of 300 (SwiftUI's stack distribution, see the LayoutRules article).
@Suite("Layout snapshots: why the layout changed")
@MainActor
struct SnapshotDiffTests {
    private func card(blueWidth: CGFloat = 50, badge: Bool = false) -> LayoutResult {
        HStack {
            Color.blue.frame(width: blueWidth).id("b")
            if badge { Color.green.frame(width: 20).id("g") }
            Color.red.id("r")
        }
        .frame(width: 300, height: 100)
        .layout(in: CGSize(width: 390, height: 844))
    }

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshot-diffs-\(UUID().uuidString)")
    }

    private nonisolated static func messages(of issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    /// 50 + 8 leaves 242 of 300 for the red colour; 60 + 8 leaves 232, and the colour starts
    /// 10 pt further right.
    private nonisolated static let widerBlue = """
        why the layout changed:
          'b' got 10 pt wider because its width changed from 50 to 60
            'b' (45, 372, 50, 100) → (45, 372, 60, 100): got 10 pt wider because its width changed from 50 to 60
            Color.blue (45, 372, 50, 100) → (45, 372, 60, 100): got 10 pt wider because 'b' offered it 60×100 instead of 50×100 (frame(width: 60))
            'r' (103, 372, 242, 100) → (113, 372, 232, 100): moved 10 pt right and got 10 pt narrower because the HStack's share for it fell from 242 to 232 when 'b' grew from 50 to 60 (its width changed from 50 to 60)
        """

    @Test("a frames snapshot keeps its layout beside it, and a failure says why each view moved", arguments: ["frames", "json"])
    func whyOnFailure(strategy: String) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let chosen: LayoutSnapshotStrategy<LayoutResult> = strategy == "json" ? .json : .frames
        withKnownIssue { assertLayoutSnapshot(of: card(), as: chosen, named: "card", record: .missing, directory: directory) }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == (strategy == "json" ? ["whyOnFailure.card.json"] : ["whyOnFailure.card.layout.json", "whyOnFailure.card.txt"]))
        withKnownIssue {
            assertLayoutSnapshot(of: card(blueWidth: 60), as: chosen, named: "card", record: .never, directory: directory)
        } matching: { issue in
            Self.messages(of: issue).contains(Self.widerBlue)
        }
    }

    @Test("a tree snapshot that changed says which views moved because of the view inserted")
    func treeInsertion() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue { assertLayoutSnapshot(of: card(), as: .tree, named: "card", record: .missing, directory: directory) }
        withKnownIssue {
            assertLayoutSnapshot(of: card(badge: true), as: .tree, named: "card", record: .never, directory: directory)
        } matching: { issue in
            // Two gaps of 8 and the frames of 50 and 20 leave 214 of 300 for the red colour,
            // which starts at 45 + 50 + 8 + 20 + 8 = 131.
            Self.messages(of: issue).contains("""
                why the layout changed:
                  'r' moved 28 pt right and got 28 pt narrower because the HStack's share for it fell from 242 to 214 when the HStack had 1 view inserted
                """)
                && Self.messages(of: issue).contains("    inserted: 'g' (103, 372, 20, 100)\n")
        }
    }

    @Test("a snapshot recorded without its layout says the reason is unknown, and gets its layout once it matches")
    func withoutLayout() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue { assertLayoutSnapshot(of: card(), as: .frames, named: "card", record: .missing, directory: directory) }
        let kept = directory.appendingPathComponent("withoutLayout.card.layout.json")
        try FileManager.default.removeItem(at: kept)
        withKnownIssue {
            assertLayoutSnapshot(of: card(blueWidth: 60), as: .frames, named: "card", record: .never, directory: directory)
        } matching: { issue in
            Self.messages(of: issue).contains("why the layout changed: unknown, since no layout is kept beside the snapshot "
                + "(withoutLayout.card.layout.json); record the snapshot again to keep one")
        }
        #expect(!FileManager.default.fileExists(atPath: kept.path))
        #expect(assertLayoutSnapshot(of: card(), as: .frames, named: "card", record: .missing, directory: directory))
        #expect(FileManager.default.fileExists(atPath: kept.path))
    }

    @Test("a failure says why the layout changed first, then the changed lines, each - followed by its +")
    func causeFirstThenPairedLines() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue { assertLayoutSnapshot(of: card(), as: .frames, named: "card", record: .missing, directory: directory) }
        withKnownIssue {
            assertLayoutSnapshot(of: card(blueWidth: 60), as: .frames, named: "card", record: .never, directory: directory)
        } matching: { issue in
            let text = Self.messages(of: issue)
            guard let why = text.range(of: "why the layout changed:"), let diff = text.range(of: "\n- ") else { return false }
            // 'b', its colour and 'r' changed: three rows, each old row next to its new one.
            return why.lowerBound < diff.lowerBound
                && text.contains("""
                    -   frame 'b': 45 372 50 100
                    +   frame 'b': 45 372 60 100
                    -     Color.blue: 45 372 50 100
                    +     Color.blue: 45 372 60 100
                    -   Color.red 'r': 103 372 242 100
                    +   Color.red 'r': 113 372 232 100
                    """)
        }
    }

    /// A title over a one-line subtitle, in a frame `width` wide. A 17 pt "Subtitle" needs
    /// about 62 pt in SwiftUI: it fits in 200 and is cut short with an ellipsis in 40.
    private func header(width: CGFloat) -> LayoutResult {
        VStack {
            Text("Title")
            Text("Subtitle").lineLimit(1)
        }
        .frame(width: width)
        .layout(in: CGSize(width: 390, height: 844))
    }

    @Test("a failure names the warnings that start and those that stop", arguments: ["frames", "json"])
    func warningsStartAndStop(strategy: String) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let chosen: LayoutSnapshotStrategy<LayoutResult> = strategy == "json" ? .json : .frames
        withKnownIssue { assertLayoutSnapshot(of: header(width: 200), as: chosen, named: "wide", record: .missing, directory: directory) }
        withKnownIssue { assertLayoutSnapshot(of: header(width: 40), as: chosen, named: "narrow", record: .missing, directory: directory) }
        // Narrower than the reference: the subtitle's truncation starts, after the diff.
        withKnownIssue {
            assertLayoutSnapshot(of: header(width: 40), as: chosen, named: "wide", record: .never, directory: directory)
        } matching: { issue in
            let text = Self.messages(of: issue)
            guard let why = text.range(of: "why the layout changed:"), let warnings = text.range(of: "\nwarnings that start or stop:\n  starts: textTruncated on Text \"Subtitle\": ")
            else { return false }
            return why.lowerBound < warnings.lowerBound && !text.contains("  stops: ")
        }
        // Wider than the reference: it stops.
        withKnownIssue {
            assertLayoutSnapshot(of: header(width: 200), as: chosen, named: "narrow", record: .never, directory: directory)
        } matching: { issue in
            let text = Self.messages(of: issue)
            return text.contains("\nwarnings that start or stop:\n  stops: textTruncated on Text \"Subtitle\": ") && !text.contains("  starts: ")
        }
    }

    @Test("warnings are matched by kind and view name, counted")
    func warningMatching() {
        // Two truncated subtitles where the reference had one: one starts.
        let one = VStack { Text("Subtitle").lineLimit(1); Text("Hi") }.frame(width: 40).layout(in: CGSize(width: 390, height: 844))
        let two = VStack { Text("Subtitle").lineLimit(1); Text("Subtitle").lineLimit(1) }.frame(width: 40).layout(in: CGSize(width: 390, height: 844))
        #expect(one.warnings.filter { $0.kind == .textTruncated }.count == 1)
        let changes = WarningChanges(from: one.warnings, to: two.warnings)
        #expect(changes.started.map(\.kind) == [.textTruncated])
        #expect(changes.stopped.isEmpty)
        #expect(WarningChanges(from: two.warnings, to: two.warnings).section == nil)
    }

    @Test("lineDiff pairs each removed line with the line added in its place, and leaves unequal runs' extra lines last")
    func pairedLineDiff() {
        #expect(lineDiff(expected: "a\nb\nc\nd", actual: "a\nB\nC\nd") == "  a\n- b\n+ B\n- c\n+ C\n  d")
        #expect(lineDiff(expected: "a\nb\nc", actual: "a\nB") == "  a\n- b\n+ B\n- c")
        #expect(lineDiff(expected: "a", actual: "a\nb") == "  a\n+ b")
    }
}
