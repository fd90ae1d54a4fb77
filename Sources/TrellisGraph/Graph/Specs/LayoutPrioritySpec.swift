import Foundation

// `layoutPriority(_:)`: a priority node's spec is its priority
// (`NodeKind.layoutPriority(Double)`), as SwiftUI's modifier takes it. `Double` is the spec of
// this kind only; another kind holding a number wraps it in a spec of its own.
extension Double: NodeSpec {
    package var nodeKind: NodeKind { .layoutPriority(self) }
    var displayName: String { "layoutPriority" }
    var matchingKey: String { displayName }
    static var isModifier: Bool { true }
    static var fileNames: [String] { ["layoutPriority"] }

    /// A `layoutPriority` node: `value`, 0 when absent.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<Double> {
        FileNode(Double(try file.length("value", .signed) ?? 0), fields: ["value"], childCount: 1)
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName("layoutPriority")
        try file.put("value", CGFloat(self))
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> Double { self }
}
