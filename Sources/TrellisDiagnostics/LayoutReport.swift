import Foundation
import TrellisGraph
import TrellisSolver

/// A layout as one JSON document: the graph, every frame, the warnings and the trace.
///
/// ```json
/// {"format": "trellis-layout", "version": 1, "window": {"width": 390, "height": 844},
///  "graph": {…graph file…}, "frames": [{"node": 0, "x": 0, "y": 0, "width": 390, "height": 844}, null],
///  "warnings": [{"kind": "overflow", "node": 3, "message": "…"}], "trace": [{…}]}
/// ```
public struct LayoutReport: Encodable {
    /// The report format's version.
    public static let version = 1

    private struct Frame: Encodable {
        var node: Int32
        var x, y, width, height: CGFloat
    }

    private struct Warning: Encodable {
        var kind: String
        var node: Int32
        var message: String
    }

    private struct Event: Encodable {
        var phase: String
        var node: Int32
        var parent: Int32?
        var proposal: [CGFloat?]
        var size: [CGFloat]
        var origin: [CGFloat]?
        var rule: String
        var note: String?
        var cacheHit: Bool
    }

    private let result: LayoutResult

    /// Collects the report of `result`: its graph, frames and warnings, and its trace (empty
    /// unless the result was laid out in explain mode).
    public init(_ result: LayoutResult) {
        self.result = result
    }

    private enum Key: String, CodingKey {
        case format, version, window, graph, frames, warnings, trace
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode("trellis-layout", forKey: .format)
        try c.encode(Self.version, forKey: .version)
        try c.encode(["width": result.windowSize.width, "height": result.windowSize.height], forKey: .window)
        try c.encode(result.graph, forKey: .graph)
        try c.encode(result.frames.enumerated().map { index, frame in
            frame.map { Frame(node: Int32(index), x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
        }, forKey: .frames)
        try c.encode(result.warnings.map { Warning(kind: $0.kind.rawValue, node: $0.node.rawValue, message: $0.message) }, forKey: .warnings)
        try c.encode(result.trace.map { event in
            Event(phase: event.phase.rawValue, node: event.node.rawValue, parent: event.parent?.rawValue,
                  proposal: [event.proposal.width, event.proposal.height], size: [event.size.width, event.size.height],
                  origin: event.origin.map { [$0.x, $0.y] }, rule: event.rule.rawValue, note: event.note, cacheHit: event.cacheHit)
        }, forKey: .trace)
    }

    /// The report as JSON; infinite lengths are written as the string "infinity".
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        return try encoder.encode(self)
    }
}
