import Foundation
import Testing
import Trellis
@testable import TrellisTesting

/// The textual rewrite that records inline snapshots, on sources held in strings and on a
/// source file copied to a temporary directory (never on the project's own tests).
@Suite("Inline snapshot rewriter")
@MainActor
struct InlineSnapshotRewriterTests {
    private let snapshot = "HStack: 45 372 300 100\n  Color.red 'r': 103 372 242 100"

    @Test("a call without a closure gets a trailing closure holding a multi-line string literal")
    func insertsTrailingClosure() throws {
        let source = """
            func test() {
                assertInlineLayoutSnapshot(of: layout, as: .frames)
                print("after")
            }
            """
        let rewrite = try InlineSnapshotRewriter.rewrite(source, line: 2, column: 31, snapshot: snapshot)
        #expect(rewrite.source == """
            func test() {
                assertInlineLayoutSnapshot(of: layout, as: .frames) {
                    \"""
                    HStack: 45 372 300 100
                      Color.red 'r': 103 372 242 100
                    \"""
                }
                print("after")
            }
            """)
        #expect(rewrite.lineDelta == 5)
    }

    @Test("a trailing closure is replaced whole, even with braces, parentheses and quotes in its literal and comments")
    func replacesTrailingClosure() throws {
        let source = """
            x()
                assertInlineLayoutSnapshot(
                    of: layout, as: .frames  // a comment with ) and {
                ) {
                    \"""
                    old } ) \\(1 + (2)) "quoted" \""" with text after the literal
                    \"""
                }
            y()
            """
        // #column given at the call's name rather than at its parenthesis.
        let rewrite = try InlineSnapshotRewriter.rewrite(source, line: 2, column: 5, snapshot: "new")
        #expect(rewrite.source == """
            x()
                assertInlineLayoutSnapshot(
                    of: layout, as: .frames  // a comment with ) and {
                ) {
                    \"""
                    new
                    \"""
                }
            y()
            """)
        #expect(rewrite.lineDelta == 0)
    }

    @Test("a matches: argument is replaced in place, and a snapshot with a backslash gets a raw literal")
    func replacesLabelledClosure() throws {
        let source = """
            assertInlineLayoutSnapshot(of: layout, as: .json, matches: { #\"""
                a \\ b
                \"""# }, line: 1)
            """
        let rewrite = try InlineSnapshotRewriter.rewrite(source, line: 1, column: 27, snapshot: "a \\ b\n\"\"\" c")
        #expect(rewrite.source == """
            assertInlineLayoutSnapshot(of: layout, as: .json, matches: {
                #\"""
                a \\ b
                \""" c
                \"""#
            }, line: 1)
            """)
        #expect(rewrite.lineDelta == 3)
    }

    @Test("a site that is not a call, or a call that does not end, is a clear error")
    func errors() {
        #expect(throws: InlineSnapshotRewriter.Failure.self) {
            try InlineSnapshotRewriter.rewrite("let x = 1\n", line: 1, column: 1, snapshot: "")
        }
        do {
            _ = try InlineSnapshotRewriter.rewrite("f(a, b\n", line: 1, column: 2, snapshot: "")
            Issue.record("an unterminated call was rewritten")
        } catch {
            #expect(error.description == "the call at line 1 has no closing parenthesis")
        }
        do {
            _ = try InlineSnapshotRewriter.rewrite("f()\n", line: 7, column: 1, snapshot: "")
            Issue.record("a line past the end was rewritten")
        } catch {
            #expect(error.description == "the source has no line 7, column 1")
        }
    }

    @Test("recording writes each inline snapshot of a copied test file at its call, lines shifted by earlier ones")
    func recordsIntoACopiedFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-inline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("CardTests.swift")
        try """
            @Test func card() {
                assertInlineLayoutSnapshot(of: first, as: .frames)
                assertInlineLayoutSnapshot(of: second, as: .frames) {
                    \"""
                    stale
                    \"""
                }
            }

            """.write(to: file, atomically: true, encoding: .utf8)
        let first = Color.red.frame(width: 40, height: 10).layout(in: CGSize(width: 100, height: 100))
        let second = Color.blue.frame(width: 20, height: 20).layout(in: CGSize(width: 100, height: 100))
        // The lines and columns the compiler gave the calls, before any rewrite.
        withKnownIssue {
            _ = inlineSnapshot(of: first, as: .frames, record: nil, expected: nil, sourcePath: file.path,
                               site: CallSite(line: 2, column: 31))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "there was no inline snapshot yet, so it was recorded\ninto CardTests.swift:2; check it and run the test again"
        }
        withKnownIssue {
            _ = inlineSnapshot(of: second, as: .frames, record: .failed, expected: "stale", sourcePath: file.path,
                               site: CallSite(line: 3, column: 31))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("the inline snapshot differed, so it was recorded again (record mode failed):\n- stale\n+ Color.blue: 40 40 20 20")
        }
        // Reached again in the same run (a loop): written once.
        withKnownIssue {
            _ = inlineSnapshot(of: first, as: .frames, record: .all, expected: nil, sourcePath: file.path, site: CallSite(line: 2, column: 31))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == """
            @Test func card() {
                assertInlineLayoutSnapshot(of: first, as: .frames) {
                    \"""
                    Color.red: 30 45 40 10
                    \"""
                }
                assertInlineLayoutSnapshot(of: second, as: .frames) {
                    \"""
                    Color.blue: 40 40 20 20
                    \"""
                }
            }

            """)
    }
}
