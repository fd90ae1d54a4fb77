import TrellisGraph

/// The alignment guides a node reports explicitly (see ``GuidePropagation``): the ten built-in
/// guides as bits of one word, and custom guides in a set made only for a node that reports
/// one. Asking whether a text reports a guide, which every stack aligning it does, then hashes
/// nothing.
struct GuideSet: Equatable {
    /// One bit per built-in guide (``bit(of:)``).
    private var builtIn: UInt16 = 0
    /// The custom guides, `nil` when there are none.
    private var custom: Set<AlignmentKey>?

    /// No guide.
    init() {}

    /// The guides of `keys`.
    init(_ keys: some Sequence<AlignmentKey>) {
        for key in keys { insert(key) }
    }

    /// Whether the set holds no guide.
    var isEmpty: Bool { builtIn == 0 && custom == nil }

    /// Whether the set holds `key`.
    @inline(__always)
    func contains(_ key: AlignmentKey) -> Bool {
        guard let bit = Self.bit(of: key) else { return custom?.contains(key) ?? false }
        return builtIn & bit != 0
    }

    /// Adds `key`.
    mutating func insert(_ key: AlignmentKey) {
        if let bit = Self.bit(of: key) {
            builtIn |= bit
        } else {
            custom = (custom ?? []).union([key])
        }
    }

    /// Adds the guides of `other`.
    mutating func formUnion(_ other: GuideSet) {
        builtIn |= other.builtIn
        if let more = other.custom { custom = custom?.union(more) ?? more }
    }

    /// The guides of the set that a container of several children passes on from them
    /// (``AlignmentKey/propagatesThroughContainers``): the text baselines and every custom guide.
    var passedThroughContainers: GuideSet {
        var passed = self
        passed.builtIn &= Self.baselineBits
        return passed
    }

    /// The axes of the set's guides.
    var axes: Axis.Set {
        var axes: Axis.Set = []
        if builtIn & Self.horizontalBits != 0 { axes.insert(.horizontal) }
        if builtIn & ~Self.horizontalBits != 0 { axes.insert(.vertical) }
        for key in custom ?? [] { axes.insert(key.axis == .horizontal ? .horizontal : .vertical) }
        return axes
    }

    /// The bit of a built-in guide: five per axis, the horizontal ones first; `nil` for a custom guide.
    @inline(__always)
    private static func bit(of key: AlignmentKey) -> UInt16? {
        let position: UInt16
        switch key.guide {
        case .start: position = 0
        case .center: position = 1
        case .end: position = 2
        case .firstTextBaseline: position = 3
        case .lastTextBaseline: position = 4
        case .custom: return nil
        }
        return 1 << (key.axis == .horizontal ? position : position + 5)
    }

    /// The bits of the horizontal guides.
    private static var horizontalBits: UInt16 { 0b11111 }
    /// The bits of the baselines, on either axis.
    private static var baselineBits: UInt16 { 0b11000_11000 }
}
