import Trellis

/// One of `count` parts of the audit's work, for CI jobs that share a matrix: shard `index`
/// of `count` (counted from 1) takes every `count`-th layout, starting at the `index`-th, in
/// the order previews × columns. The parts are disjoint, together they are the whole, and
/// they do not change from run to run.
public struct AuditShard: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Which part, from 1 to ``count``.
    public var index: Int
    /// How many parts.
    public var count: Int

    /// Shard `index` of `count`; `nil` unless 1 ≤ `index` ≤ `count`.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard `text` spells as `i/n`, such as `2/4`; `nil` for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `i/n`.
    public var description: String { "\(index)/\(count)" }

    /// Whether the layout at `position` of the whole run (counted from 0) is this shard's.
    public func contains(_ position: Int) -> Bool {
        position % count == index - 1
    }
}
