import TrellisGraph

/// Which node of one graph is which node of another: the views of two layouts of the same view,
/// before and after a change of code, state, environment or window.
///
/// The roots match. Below two matched nodes, their children are lined up in order, the way a
/// line diff lines up lines: a child matches a child of the same kind (`HStack`, `frame`,
/// `Text`, …) that carries no other name, and a named child prefers the child with its name.
/// Children inserted or removed between them are left unmatched, and a modifier inserted around
/// a child (or removed from it) is looked through, so the child still matches. Last, a named
/// node still unmatched matches the unmatched node with the same name anywhere in the other
/// graph (a view moved to another container).
struct NodeMatching {
    /// For each node of the first graph, its node in the second, if any.
    private(set) var forward: [NodeID?]
    /// For each node of the second graph, its node in the first, if any.
    private(set) var backward: [NodeID?]

    /// Children lists longer than this (in product) are lined up by a linear scan rather than
    /// by the quadratic alignment.
    private static let alignmentLimit = 250_000

    init(from old: LayoutGraph, to new: LayoutGraph) {
        forward = Array(repeating: nil, count: old.count)
        backward = Array(repeating: nil, count: new.count)
        guard old.count > 0, new.count > 0 else { return }
        var pending = [(old.root, new.root)]
        while let next = pending.popLast() {
            let (a, b) = next
            pair(a, b)
            pending += Self.alignedChildren(of: a, in: old, b, in: new)
        }
        matchNamesAnywhere(old, new, pending: &pending)
        while let next = pending.popLast() {
            let (a, b) = next
            pair(a, b)
            pending += Self.alignedChildren(of: a, in: old, b, in: new).filter { forward[$0.0.index] == nil && backward[$0.1.index] == nil }
        }
    }

    private mutating func pair(_ a: NodeID, _ b: NodeID) {
        forward[a.index] = b
        backward[b.index] = a
    }

    /// Pairs the named nodes left unmatched with the unmatched node of the same name in the
    /// other graph, when exactly one node on each side carries it.
    private mutating func matchNamesAnywhere(_ old: LayoutGraph, _ new: LayoutGraph, pending: inout [(NodeID, NodeID)]) {
        var left: [String: [NodeID]] = [:], right: [String: [NodeID]] = [:]
        for a in old.nodeIDs where forward[a.index] == nil {
            for name in old.names(of: a) { left[name, default: []].append(a) }
        }
        for b in new.nodeIDs where backward[b.index] == nil {
            for name in new.names(of: b) { right[name, default: []].append(b) }
        }
        for a in old.nodeIDs where forward[a.index] == nil {
            for name in old.names(of: a) {
                guard left[name]?.count == 1, let candidates = right[name], candidates.count == 1, backward[candidates[0].index] == nil else { continue }
                pair(a, candidates[0])
                pending += Self.alignedChildren(of: a, in: old, candidates[0], in: new)
                break
            }
        }
    }

    /// The children of `a` and `b` that match each other, looking through modifiers inserted
    /// around a child or removed from it.
    static func alignedChildren(of a: NodeID, in old: LayoutGraph, _ b: NodeID, in new: LayoutGraph) -> [(NodeID, NodeID)] {
        let left = Array(old.children(of: a)), right = Array(new.children(of: b))
        var pairs: [(NodeID, NodeID)] = []
        var start = 0
        // The common case: the same kinds in the same order.
        while start < left.count, start < right.count, score(left[start], old, right[start], new) > 0 { start += 1 }
        pairs += (0..<start).map { (left[$0], right[$0]) }
        guard start < left.count || start < right.count else { return pairs.map { lookThrough($0, old, new) } }
        let restLeft = Array(left[start...]), restRight = Array(right[start...])
        let aligned = restLeft.count * restRight.count <= alignmentLimit
            ? align(restLeft, old, restRight, new) : scan(restLeft, old, restRight, new)
        var matchedLeft = Set<NodeID>(), matchedRight = Set<NodeID>()
        for pair in aligned {
            pairs.append(pair)
            matchedLeft.insert(pair.0)
            matchedRight.insert(pair.1)
        }
        pairs = pairs.map { lookThrough($0, old, new) }
        // A modifier inserted around a child, or removed from it: the unmatched child matches
        // the first node of the same kind inside the other side's unmatched modifiers.
        let looseLeft = restLeft.filter { !matchedLeft.contains($0) }, looseRight = restRight.filter { !matchedRight.contains($0) }
        guard looseLeft.count * looseRight.count <= alignmentLimit else { return pairs }
        for l in looseLeft {
            for r in looseRight where !matchedRight.contains(r) {
                if let inner = inside(r, of: new, matching: { score(l, old, $0, new) > 0 }) {
                    pairs.append((l, inner))
                } else if let inner = inside(l, of: old, matching: { score($0, old, r, new) > 0 }) {
                    pairs.append((inner, r))
                } else {
                    continue
                }
                matchedRight.insert(r)
                break
            }
        }
        return pairs
    }

    /// `pair`, or, when its nodes share a name but not a kind because modifiers were added
    /// around one of them (and the name moved out to them), that node and the node of the
    /// other's kind inside the modifiers.
    private static func lookThrough(_ pair: (NodeID, NodeID), _ old: LayoutGraph, _ new: LayoutGraph) -> (NodeID, NodeID) {
        let (l, r) = pair
        let keyLeft = kindKey(old.kind(of: l)), keyRight = kindKey(new.kind(of: r))
        guard keyLeft != keyRight else { return pair }
        if let inner = inside(r, of: new, matching: { kindKey(new.kind(of: $0)) == keyLeft }) { return (l, inner) }
        if let inner = inside(l, of: old, matching: { kindKey(old.kind(of: $0)) == keyRight }) { return (inner, r) }
        return pair
    }

    /// The first node down `wrapper`'s chain of one-child modifiers for which `matching` holds;
    /// `nil` when `wrapper` is no modifier or none does.
    private static func inside(_ wrapper: NodeID, of graph: LayoutGraph, matching: (NodeID) -> Bool) -> NodeID? {
        var current = wrapper
        while graph.kind(of: current).isModifier, let child = graph.children(of: current).first {
            current = child
            if matching(current) { return current }
        }
        return nil
    }

    /// How well `a` matches `b`: 0 when they cannot be the same view (other kinds, or names
    /// with none in common), 2 when they share a name, 1 otherwise.
    static func score(_ a: NodeID, _ old: LayoutGraph, _ b: NodeID, _ new: LayoutGraph) -> Int {
        let namesA = old[a].ids, namesB = new[b].ids
        if !namesA.isEmpty, !namesB.isEmpty {
            guard namesA.contains(where: namesB.contains) else { return 0 }
            return kindKey(old.kind(of: a)) == kindKey(new.kind(of: b)) ? 3 : 2
        }
        return kindKey(old.kind(of: a)) == kindKey(new.kind(of: b)) ? 1 : 0
    }

    /// The kind without its parameters, its spec's matching key: two nodes with the same key
    /// can be the same view.
    static func kindKey(_ kind: NodeKind) -> String { kind.matchingKey }

    /// The best-scoring order-keeping pairing of `left` with `right` (a weighted longest common
    /// subsequence).
    private static func align(_ left: [NodeID], _ old: LayoutGraph, _ right: [NodeID], _ new: LayoutGraph) -> [(NodeID, NodeID)] {
        let n = left.count, m = right.count
        var best = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                let s = score(left[i], old, right[j], new)
                best[i][j] = max(best[i + 1][j], best[i][j + 1], s > 0 ? best[i + 1][j + 1] + s : 0)
            }
        }
        var pairs: [(NodeID, NodeID)] = []
        var i = 0, j = 0
        while i < n, j < m {
            let s = score(left[i], old, right[j], new)
            if s > 0, best[i][j] == best[i + 1][j + 1] + s {
                pairs.append((left[i], right[j])); i += 1; j += 1
            } else if best[i + 1][j] >= best[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }

    /// A pairing of long lists in one pass: each child of `left` with the next child of
    /// `right`, from where the last pair left off, that it matches among the next few.
    private static func scan(_ left: [NodeID], _ old: LayoutGraph, _ right: [NodeID], _ new: LayoutGraph) -> [(NodeID, NodeID)] {
        var pairs: [(NodeID, NodeID)] = []
        var j = 0
        for a in left where j < right.count {
            let window = right[j..<min(right.count, j + 8)]
            if let found = window.firstIndex(where: { score(a, old, $0, new) > 0 }) {
                pairs.append((a, right[found]))
                j = found + 1
            }
        }
        return pairs
    }
}
