import Foundation
import Testing
import Trellis
import XCTest

/// Where an expectation was written, in the form both test frameworks need.
public struct CallSite: Sendable {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The call site of the expectation that defaults it.
    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The site as Swift Testing locates it.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }
}

/// Reports a failed expectation to the test framework that is running it: an issue in a
/// Swift Testing test, an `XCTFail` in an XCTest test; inside a sweep, the sweep collects it
/// instead and reports the failures of every case together. When the expectation was about
/// `layout`, its pictures are written (see `FailurePictures`) and the message ends with where.
func fail(_ message: String, at site: CallSite, layout: LayoutResult? = nil) {
    let message = layout.map { message + "\n" + FailurePictures.record($0, at: site) } ?? message
    if let collector = FailureCollector.current {
        collector.add(message)
        return
    }
    if Test.current != nil {
        Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    } else {
        XCTFail(message, file: site.filePath, line: site.line)
    }
}

/// The failures of the expectations run for one case of a sweep, collected rather than
/// reported so that the sweep can report every case together.
final class FailureCollector: @unchecked Sendable {
    /// The collector of the sweep case running on this task, if any.
    @TaskLocal static var current: FailureCollector?

    private let lock = NSLock()
    private var collected: [String] = []

    /// The failure messages collected so far, in order.
    var messages: [String] { lock.withLock { collected } }

    /// Collects `message`.
    func add(_ message: String) {
        lock.withLock { collected.append(message) }
    }
}

/// The why-chain of `node` as a failure message shows it: "why:" and the chain's lines under
/// it, each started by `indent` and two more spaces.
func why(_ node: NodeID, in layout: LayoutResult, indent: String) -> String {
    let lines = layout.explain(node: node).split(separator: "\n", omittingEmptySubsequences: false)
    return "\(indent)why:\n" + lines.map { "\(indent)  \($0)" }.joined(separator: "\n")
}
