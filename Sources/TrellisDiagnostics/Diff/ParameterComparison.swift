import Foundation
import TrellisGraph

/// Compares the parameters of matched nodes field by field, as the graph file writes them, so
/// a change reads in the file's words: `width`, `string`, `fontSize`, `top`.
///
/// Nodes whose kinds are equal have no changes, and the graphs are written as JSON only the
/// first time two kinds differ. A graph that cannot be written as a file (it holds a closure,
/// such as a custom layout) gives changes without fields.
final class ParameterComparison {
    private let before: LayoutGraph
    private let after: LayoutGraph
    private var records: (before: [[String: Any]], after: [[String: Any]])?

    init(before: LayoutGraph, after: LayoutGraph) {
        self.before = before
        self.after = after
    }

    /// The fields of `old` (in the first graph) that differ in `new` (in the second), in the
    /// order of their names; empty when the kinds differ in a way the file does not show, `nil`
    /// when the kinds are equal.
    func changes(of old: NodeID, to new: NodeID) -> [LayoutDiff.ParameterChange]? {
        guard before.kind(of: old) != after.kind(of: new) || before.colorName(of: old) != after.colorName(of: new) else { return nil }
        let (oldRecords, newRecords) = fileRecords()
        guard old.index < oldRecords.count, new.index < newRecords.count else { return [] }
        let then = oldRecords[old.index], now = newRecords[new.index]
        let ignored: Set<String> = ["children", "ids", "accessibilityIdentifiers"]
        return Set(then.keys).union(now.keys).subtracting(ignored).sorted().compactMap { field in
            let a = then[field].map(Self.text), b = now[field].map(Self.text)
            return a == b ? nil : LayoutDiff.ParameterChange(field: field, before: a, after: b)
        }
    }

    /// Each graph's nodes as the graph file writes them, made the first time they are needed.
    private func fileRecords() -> (before: [[String: Any]], after: [[String: Any]]) {
        if let records { return records }
        let made = (Self.nodes(of: before), Self.nodes(of: after))
        records = made
        return made
    }

    private static func nodes(of graph: LayoutGraph) -> [[String: Any]] {
        guard let data = try? graph.jsonData(prettyPrinted: false),
              let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let nodes = file["nodes"] as? [[String: Any]] else { return [] }
        return nodes
    }

    /// A field's value as the file writes it: a number without trailing zeros, a string in
    /// quotes, anything else as compact JSON.
    private static func text(_ value: Any) -> String {
        switch value {
        case let string as String: return "\"\(string)\""
        case let number as NSNumber where String(cString: number.objCType) == "c": return number.boolValue ? "true" : "false"
        case let number as NSNumber: return PointFormat.string(CGFloat(number.doubleValue))
        default:
            guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]) else { return "\(value)" }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
