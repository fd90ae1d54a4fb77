import Foundation
import Testing
import Trellis
import TrellisTesting

/// The failure messages a test saw, collected from Swift Testing's `matching:` closures.
private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []
    var all: [String] { lock.withLock { collected } }
    func add(_ issue: Issue) { lock.withLock { collected.append(issue.comments.map(\.rawValue).joined(separator: "\n")) } }
}

/// A failed expectation about a layout writes the layout's SVG and HTML pictures and says where.
@Suite("Pictures on failure")
@MainActor
struct FailurePicturesTests {
    private let layout = HStack {
        Color.blue.frame(width: 50).id("b")
        Color.red.id("r")
    }
    .frame(width: 300, height: 100)
    .layout(in: CGSize(width: 390, height: 844))

    /// The files the `pictures:` line of `message` names, read from the current directory
    /// when the paths are relative to it.
    private nonisolated static func pictures(in message: String) -> [URL] {
        guard let line = message.split(separator: "\n").last, line.hasPrefix("  pictures: ") else { return [] }
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return line.dropFirst("  pictures: ".count).components(separatedBy: ", ").map { path in
            path.hasPrefix("/") ? URL(fileURLWithPath: path) : current.appendingPathComponent(path)
        }
    }

    @Test("a failing frame expectation ends with the paths of an SVG and an HTML picture that exist")
    func frameFailureWritesPictures() throws {
        let messages = Messages()
        withKnownIssue {
            expectFrame(of: "r", in: layout, equals: CGRect(x: 103, y: 372, width: 250, height: 100))
        } matching: { issue in
            messages.add(issue)
            return true
        }
        let message = try #require(messages.all.first)
        let files = Self.pictures(in: message)
        try #require(files.count == 2, "no pictures line in: \(message)")
        #expect(message.contains("  pictures: .build/trellis-failures/FailurePicturesTests/frameFailureWritesPictures.line"))
        #expect(files.map(\.pathExtension) == ["svg", "html"])
        let svg = try String(contentsOf: files[0], encoding: .utf8)
        #expect(svg.hasPrefix("<svg") && svg.contains("Color.red 'r' 242×100"))
        let html = try String(contentsOf: files[1], encoding: .utf8)
        // The explorer draws its own picture and names each view for its script.
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<svg") && html.contains(#""r": "#))
    }

    @Test("a site that fails again writes new pictures beside the first; a sweep's table leaves the paths out")
    func repeatedFailures() throws {
        let messages = Messages()
        withKnownIssue {
            for width: CGFloat in [1, 2] {
                expectWidth(of: "b", in: layout, equals: width)
            }
        } matching: { issue in
            messages.add(issue)
            return true
        }
        let files = messages.all.map { Self.pictures(in: $0).first?.lastPathComponent ?? "" }
        #expect(files.count == 2 && files[0].hasSuffix(".svg") && files[1] == files[0].replacingOccurrences(of: ".svg", with: "-2.svg"))
        var report: SweepReport?
        withKnownIssue {
            report = sweepLayout(of: Color.red.frame(width: 500, height: 10).id("bar"), devices: [.iPhoneSE]) { _, layout in
                expectView("bar", isInside: .window, in: layout)
            }
        }
        #expect(report?.table.contains("pictures") == false)
        #expect(report?.results.first?.failures.first?.contains("\n  pictures: .build/trellis-failures/") == true)
    }
}
