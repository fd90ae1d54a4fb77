import Foundation
import TrellisGraph

/// The measurements of the text nodes of one layout, by node and proposal, so that a text's
/// size and its baselines come from one call to its measurer (which may be a host framework's
/// costly one), and so that a proposal another measurement reaches (``TextMeasurementReach``:
/// a wider one for a text on one line, a taller one at the same width) is not measured again.
///
/// A text is asked about a handful of proposals, so each node's measurements are a short chain
/// in one array, newest first, which a lookup walks: no hashing, and no array per node. Each
/// node's newest entry is found by its index, in a column made at the first measurement, so a
/// graph without text pays nothing for it.
///
/// One layout's engine uses the cache on one thread, and no access to its storage overlaps
/// another (a measurement is made between two of them), so its stored properties skip the
/// dynamic exclusivity checks of a class's, which cost more than the lookups they guard.
final class TextMeasurementCache {
    /// One measurement without its lines, what it answers and where the node's earlier one is:
    /// plain values only, so that the array of entries grows by copying bytes and is freed
    /// without visiting each entry.
    private struct Entry {
        let proposal: ProposedViewSize
        let size: CGSize
        let firstBaseline: CGFloat
        let lastBaseline: CGFloat
        let isTruncated: Bool
        let scaleFactor: CGFloat
        let reach: TextMeasurementReach
        /// The index of the node's entry made before this one, or −1.
        let earlier: Int32
    }

    /// Every measurement kept, in the order they were made.
    @exclusivity(unchecked) private var entries: [Entry] = []
    /// The lines of the measurements kept with lines (another measurer's), by entry index: the
    /// built-in model's kept measurements have none.
    @exclusivity(unchecked) private var linesOfEntry: [Int32: [TextLine]] = [:]
    /// The index in ``entries`` of each node's newest measurement, by node index; −1 for none.
    @exclusivity(unchecked) private var newest: [Int32] = []
    /// Each text's preparation for the built-in model (its shaped string and its font's
    /// metrics), made at its first measurement.
    @exclusivity(unchecked) private var preparations: [PreparedText] = []
    /// The index in ``preparations`` of each node's, by node index; −1 for none.
    @exclusivity(unchecked) private var preparationOf: [Int32] = []
    /// The number of nodes of the graph, which ``newest`` and ``preparationOf`` are made for.
    private let nodeCount: Int

    /// An empty cache for a graph of `nodeCount` nodes.
    init(nodeCount: Int) {
        self.nodeCount = nodeCount
    }

    /// The measurement of `node` for `proposal`: the one kept for it or for a proposal whose
    /// measurement reaches it, or the one `measure` makes, which is then kept with its reach.
    func measurement(of node: NodeID, for proposal: ProposedViewSize,
                     measure: () -> (measurement: TextMeasurement, reach: TextMeasurementReach)) -> TextMeasurement {
        let index = node.index
        if index < newest.count {
            var at = Int(newest[index])
            while at >= 0 {
                // Read field by field, so that passing over an entry copies no measurement.
                let measured = entries[at].proposal
                if measured == proposal || entries[at].reach.answers(proposal, measuredFor: measured) { return measurement(at: at) }
                at = Int(entries[at].earlier)
            }
        } else {
            Self.extend(&newest, toHold: index, nodeCount: nodeCount)
        }
        let made = measure()
        let kept = made.measurement
        if !kept.lines.isEmpty { linesOfEntry[Int32(entries.count)] = kept.lines }
        entries.append(Entry(proposal: proposal, size: kept.size, firstBaseline: kept.firstBaseline, lastBaseline: kept.lastBaseline,
                             isTruncated: kept.isTruncated, scaleFactor: kept.scaleFactor, reach: made.reach, earlier: newest[index]))
        newest[index] = Int32(entries.count - 1)
        return kept
    }

    /// The measurement of the entry at `index`, with its lines when it has any.
    private func measurement(at index: Int) -> TextMeasurement {
        let entry = entries[index]
        return TextMeasurement(size: entry.size, firstBaseline: entry.firstBaseline, lastBaseline: entry.lastBaseline,
                               lines: linesOfEntry.isEmpty ? [] : linesOfEntry[Int32(index)] ?? [],
                               isTruncated: entry.isTruncated, scaleFactor: entry.scaleFactor)
    }

    /// `text`, the text of `node`, prepared for the built-in model: the preparation made at its
    /// first measurement, or a new one, kept.
    func preparation(of node: NodeID, _ text: TextSpec) -> PreparedText {
        let index = node.index
        if index < preparationOf.count, case let at = Int(preparationOf[index]), at >= 0 { return preparations[at] }
        Self.extend(&preparationOf, toHold: index, nodeCount: nodeCount)
        let made = PreparedText(text)
        preparationOf[index] = Int32(preparations.count)
        preparations.append(made)
        return made
    }

    /// Forgets the measurements and the preparation of `node`, whose text changed.
    func forget(_ node: NodeID) {
        if node.index < newest.count { newest[node.index] = -1 }
        if node.index < preparationOf.count { preparationOf[node.index] = -1 }
    }

    /// Makes `column` long enough to hold node `index`: as long as the graph, or longer for a
    /// node added since, each new node holding none (−1).
    private static func extend(_ column: inout [Int32], toHold index: Int, nodeCount: Int) {
        guard index >= column.count else { return }
        column.append(contentsOf: repeatElement(-1, count: max(index + 1, nodeCount) - column.count))
    }
}
