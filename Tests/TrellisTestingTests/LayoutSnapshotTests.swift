import Foundation
import Testing
import Trellis
import TrellisExamples
@testable import TrellisTesting

/// A view of the test's own, so the tree strategy has a type to name.
private struct Badge: View {
    var body: some View {
        HStack {
            Color.blue.frame(width: 50).id("b")
            Text("Hi").id("r")
        }
        .frame(width: 300, height: 100)
    }
}

/// A layout written in Swift, which a graph file (and so the JSON report) cannot hold.
private struct Pile: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
}

@Suite("Layout snapshots")
@MainActor
struct LayoutSnapshotTests {
    /// A 300 × 100 row centred in 390 × 844: at (45, 372); the blue square takes 50, the
    /// spacing 8 and the red colour the remaining 242 from x = 103.
    private func card(naming name: String = "r", blueWidth: CGFloat = 50) -> LayoutResult {
        HStack {
            Color.blue.frame(width: blueWidth).id("b")
            Color.red.id(name)
        }
        .frame(width: 300, height: 100)
        .layout(in: CGSize(width: 390, height: 844))
    }

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("trellis-snapshots-\(UUID().uuidString)")
    }

    private nonisolated static func messages(of issue: Issue) -> String {
        issue.comments.map(\.rawValue).joined(separator: "\n")
    }

    // MARK: - Strategies

    @Test("the frames strategy writes one view per line, name then x y width height, unpadded")
    func framesFormat() throws {
        #expect(try LayoutSnapshotStrategy.frames.snapshot(card()) == """
            HStack: 45 372 300 100
              frame 'b': 45 372 50 100
                Color.blue: 45 372 50 100
              Color.red 'r': 103 372 242 100
            """)
    }

    @Test("renaming one view changes exactly its line of the frames snapshot")
    func renameChangesOneLine() throws {
        let before = try LayoutSnapshotStrategy.frames.snapshot(card()).split(separator: "\n")
        let after = try LayoutSnapshotStrategy.frames.snapshot(card(naming: "a much longer name than any other")).split(separator: "\n")
        #expect(before.count == after.count)
        let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(changed == [3])
        #expect(after[3] == "  Color.red 'a much longer name than any other': 103 372 242 100")
    }

    @Test("the tree strategy lists every node with its names, texts and view types, and no frames")
    func treeFormat() throws {
        let tree = try LayoutSnapshotStrategy.tree.snapshot(Badge().layout(in: CGSize(width: 390, height: 844)))
        #expect(tree == """
            frame from Badge
              HStack
                frame 'b'
                  Color.blue
                Text "Hi" 'r'
            """)
    }

    @Test("the JSON, SVG and HTML strategies write the layout report and the two pictures")
    func documentStrategies() throws {
        let layout = card()
        let json = try LayoutSnapshotStrategy.json.snapshot(layout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "trellis-layout")
        #expect(LayoutSnapshotStrategy.json.pathExtension == "json")
        let svg = try LayoutSnapshotStrategy.svg.snapshot(layout)
        #expect(svg.hasPrefix("<svg") && svg.hasSuffix("</svg>") && svg.contains("Color.red 'r' 242×100"))
        #expect(LayoutSnapshotStrategy.svg.pathExtension == "svg")
        let html = try LayoutSnapshotStrategy.html.snapshot(layout)
        // The explorer draws its own picture and names each view for its script.
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<svg") && html.contains(#""r": "#))
        #expect(LayoutSnapshotStrategy.html.pathExtension == "html")
    }

    @Test("a pulled-back strategy snapshots another value through the layout strategy")
    func pullback() throws {
        let strategy = LayoutSnapshotStrategy<LayoutResult>.frames.pullback { (width: CGFloat) in
            MainActor.assumeIsolated { Color.red.frame(width: width, height: 10).layout(in: CGSize(width: 100, height: 100)) }
        }
        #expect(try strategy.snapshot(40) == "Color.red: 30 45 40 10")
        #expect(strategy.pathExtension == "txt")
    }

    // MARK: - Files

    @Test("a missing snapshot is recorded with a failure that says so, then matches; a change shows a line diff")
    func snapshotLifecycle() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("snapshotLifecycle.card.txt")
        withKnownIssue {
            assertLayoutSnapshot(of: card(), as: .frames, named: "card", record: .missing, directory: directory)
        } matching: { issue in
            Self.messages(of: issue).contains("there was no snapshot yet, so it was recorded\nat \(file.path)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("HStack: 45 372 300 100\n"))
        #expect(assertLayoutSnapshot(of: card(), as: .frames, named: "card", record: .missing, directory: directory))
        withKnownIssue {
            assertLayoutSnapshot(of: card(blueWidth: 60), as: .frames, named: "card", record: .missing, directory: directory)
        } matching: { issue in
            let text = Self.messages(of: issue)
            return text.contains("differs from the snapshot at \(file.path)")
                && text.contains("\n-   frame 'b': 45 372 50 100\n+   frame 'b': 45 372 60 100\n-     Color.blue: 45 372 50 100\n")
                && text.contains("\n  HStack: 45 372 300 100\n")
                && text.contains("\n  pictures: .build/trellis-failures/LayoutSnapshotTests/snapshotLifecycle.line")
        }
    }

    @Test("record modes: failed records a mismatch, all records a match, never records nothing")
    func recordModes() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue {
            assertLayoutSnapshot(of: card(), as: .frames, named: "modes", record: .never, directory: directory)
        } matching: { issue in
            Self.messages(of: issue).contains("there is no snapshot at") && Self.messages(of: issue).contains("TRELLIS_RECORD=missing")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
        withKnownIssue { assertLayoutSnapshot(of: card(), as: .frames, named: "modes", record: .failed, directory: directory) }
        withKnownIssue {
            assertLayoutSnapshot(of: card(blueWidth: 60), as: .frames, named: "modes", record: .failed, directory: directory)
        } matching: { issue in
            Self.messages(of: issue).contains("the snapshot differed, so it was recorded again (record mode failed)")
        }
        #expect(assertLayoutSnapshot(of: card(blueWidth: 60), as: .frames, named: "modes", record: .never, directory: directory))
        withKnownIssue {
            assertLayoutSnapshot(of: card(blueWidth: 60), as: .frames, named: "modes", record: .all, directory: directory)
        } matching: { issue in
            Self.messages(of: issue).contains("the snapshot was recorded again (record mode all)")
        }
    }

    @Test("a snapshot the strategy cannot make fails with the reason, and nothing is written")
    func strategyError() {
        let directory = temporaryDirectory()
        let layout = Pile { Color.red }.layout(in: CGSize(width: 100, height: 100))
        withKnownIssue {
            assertLayoutSnapshot(of: layout, as: .json, named: "pile", directory: directory)
        } matching: { issue in
            let text = Self.messages(of: issue)
            return text.hasPrefix("could not make the .json snapshot: this view is laid out by the custom Layout ")
                && text.hasSuffix("Pile, which is Swift code, so a graph file cannot store it")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("unnamed snapshots of a test are numbered in order; each strategy has its extension")
    func unnamedSnapshots() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        withKnownIssue {
            assertLayoutSnapshot(of: card(), as: .frames, directory: directory)
            assertLayoutSnapshot(of: card(), as: .svg, directory: directory)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        // The frames snapshot keeps its layout beside it; the pictures keep none.
        #expect(names == ["unnamedSnapshots.1.layout.json", "unnamedSnapshots.1.txt", "unnamedSnapshots.2.svg"])
    }

    @Test("snapshot files are named after the test and kept beside the test file")
    func fileNames() {
        let url = SnapshotFiles.url(filePath: "/project/Tests/CardTests.swift", testName: "card(on:)", name: "iPhone SE",
                                    pathExtension: "svg", directory: nil)
        #expect(url.path == "/project/Tests/__Snapshots__/CardTests/card.iPhone-SE.svg")
    }

    @Test("the Dashboard on iPhone SE matches its recorded snapshot")
    func dashboard() {
        assertLayoutSnapshot(of: Dashboard().layout(on: .iPhoneSE), as: .frames, named: "iPhoneSE")
    }

    // MARK: - Record mode

    @Test("the record mode comes from the argument, else the environment, else missing; a bad value is an error")
    func recordModeFromEnvironment() {
        #expect(SnapshotRecordMode.resolve(nil, environment: [:]).mode == .missing)
        #expect(SnapshotRecordMode.resolve(nil, environment: ["TRELLIS_RECORD": "failed"]).mode == .failed)
        #expect(SnapshotRecordMode.resolve(nil, environment: ["TRELLIS_RECORD": "ALL"]).mode == .all)
        #expect(SnapshotRecordMode.resolve(.never, environment: ["TRELLIS_RECORD": "all"]).mode == .never)
        let bad = SnapshotRecordMode.resolve(nil, environment: ["TRELLIS_RECORD": "yes"])
        #expect(bad.mode == .never)
        #expect(bad.error == "TRELLIS_RECORD is 'yes', which is not a record mode; use one of all, missing, failed, never")
    }

    @Test("a trait sets the record mode of the test's snapshots", .layoutSnapshots(record: .never))
    func recordModeFromTrait() {
        #expect(SnapshotRecordMode.resolve(nil, environment: ["TRELLIS_RECORD": "all"]).mode == .never)
        #expect(SnapshotRecordMode.resolve(.failed, environment: [:]).mode == .failed)
        let directory = temporaryDirectory()
        withKnownIssue {
            assertLayoutSnapshot(of: card(), as: .frames, named: "trait", directory: directory)
        } matching: { issue in
            Self.messages(of: issue).contains("record mode never records none")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    // MARK: - Inline

    @Test("an inline snapshot that matches passes")
    func inlineMatch() {
        #expect(assertInlineLayoutSnapshot(of: card(), as: .frames) {
            """
            HStack: 45 372 300 100
              frame 'b': 45 372 50 100
                Color.blue: 45 372 50 100
              Color.red 'r': 103 372 242 100
            """
        })
    }

    @Test("an inline snapshot that differs fails with a line diff, and records nothing in mode never")
    func inlineMismatch() {
        withKnownIssue {
            assertInlineLayoutSnapshot(of: card(blueWidth: 60), as: .frames, record: .never, matches: {
                """
                HStack: 45 372 300 100
                  frame 'b': 45 372 50 100
                    Color.blue: 45 372 50 100
                  Color.red 'r': 103 372 242 100
                """
            })
        } matching: { issue in
            let text = Self.messages(of: issue)
            return text.hasPrefix("the layout differs from the inline snapshot (- expected, + actual):\n  HStack: 45 372 300 100\n")
                && text.contains("\n-   frame 'b': 45 372 50 100\n") && text.contains("\n+   frame 'b': 45 372 60 100\n")
        }
    }
}
