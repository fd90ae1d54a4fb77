import Foundation

/// The parameters of one node kind, with everything the graph layer knows about that kind: its
/// SwiftUI name, whether it modifies a single view, how a graph file names, reads and writes it,
/// and which of the graph's side tables it points into.
///
/// Each case of ``NodeKind`` holds one spec type, and its line in ``NodeKind/ask(_:)`` opens it,
/// so the generic code (``NodeKind/displayName``, ``NodeKind/isModifier``, the graph file's
/// reader and writer, ``NodeKind/mappingTableReferences(_:)``) reaches every kind through that
/// one switch. A spec type belongs to one kind: ``NodeParameters/nodeKind`` puts it back in its
/// case.
protocol NodeSpec: NodeParameters {
    /// The SwiftUI name of the view or modifier a node of this kind models.
    var displayName: String { get }

    /// The name of `node`, of this kind, in frame tables and explanations: the SwiftUI name with
    /// the colour `graph` keeps for the node, such as `Rectangle (red)`. The default fits every
    /// kind named by its SwiftUI name.
    func displayName(of node: NodeID, in graph: LayoutGraph) -> String

    /// The kind without its parameters, as comparing two graphs sees it: nodes with the same key
    /// can be the same view (every `Text` is `Text`, a fixed and a flexible `frame` are both
    /// `frame`). It has no default, so a new kind states it.
    var matchingKey: String { get }

    /// The indices of the children drawn behind the child at `index`, of `childCount`, topmost
    /// first, as a view of this kind layers them (a `ZStack`'s earlier children, a background
    /// under its content, an overlay's content under the overlay). The default, none, fits
    /// every kind that lays its children out side by side or has one.
    func layersBehind(child index: Int, childCount: Int) -> [Int]

    /// Whether the node modifies a single view (its first child) rather than being a view or a
    /// container itself.
    static var isModifier: Bool { get }

    /// The names a graph file gives nodes of this kind, in the order the reader lists them when
    /// it meets a name it does not know; empty for a kind a graph file cannot hold.
    static var fileNames: [String] { get }

    /// Reads a node called `name`, one of ``fileNames``, with the fields it accepts and its exact
    /// number of children.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<Self>

    /// Writes the node's name and fields, or throws when a graph file cannot hold it.
    func write(to file: inout FieldWriter) throws

    /// The spec with each of its references to a side table moved by `map`: `self` for a kind
    /// that points into none. Copying a node into another graph, splicing graphs, reading a
    /// graph file and refusing edits of kinds with content all read it.
    func mappingTableReferences(_ map: inout some TableReferenceMap) -> Self
}

extension NodeSpec {
    func layersBehind(child index: Int, childCount: Int) -> [Int] { [] }

    func displayName(of node: NodeID, in graph: LayoutGraph) -> String {
        guard let color = graph.colorName(of: node)?.string else { return displayName }
        return "\(displayName) (\(color))"
    }
}

/// A question answered by a node kind's spec, whatever its type (see ``NodeKind/ask(_:)``).
protocol SpecQuestion {
    associatedtype Answer
    /// The answer for a node whose parameters are `spec`.
    mutating func ask<Spec: NodeSpec>(_ spec: Spec) -> Answer
}
