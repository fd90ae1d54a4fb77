import Foundation

/// One child's (or grid track's) place in a distribution order, with what the order is
/// decided by: 24 bytes, since a layout session keeps an order for every stack it sorts.
struct DistributionCandidate {
    private var storedOffset: Int32
    /// The child's layout priority as its rank among its siblings' priorities: 0 for the
    /// highest, one more for each lower priority. Ranks order and group the children as their
    /// priorities do, in 4 bytes instead of 8.
    var rank: Int32
    /// The child's length when offered 0 along the axis.
    var minimum: CGFloat
    /// The child's length when offered ∞ along the axis.
    var maximum: CGFloat

    init(offset: Int, rank: Int32, minimum: CGFloat, maximum: CGFloat) {
        storedOffset = Int32(offset)
        self.rank = rank
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The child's position among its siblings.
    @inline(__always)
    var offset: Int { Int(storedOffset) }

    /// `maximum − minimum`, with an undefined range counted as infinite.
    @inline(__always)
    var flexibility: CGFloat {
        let range = maximum - minimum
        return range.isNaN ? .infinity : range
    }

    /// SwiftUI's order: higher priority (a lower rank) first; then less flexible first; among
    /// equally, infinitely flexible children the larger minimum first; otherwise source order.
    static func precedes(_ a: DistributionCandidate, _ b: DistributionCandidate) -> Bool {
        if a.rank != b.rank { return a.rank < b.rank }
        let (flexibilityA, flexibilityB) = (a.flexibility, b.flexibility)
        if flexibilityA != flexibilityB { return flexibilityA < flexibilityB }
        if flexibilityA.isInfinite, a.minimum != b.minimum { return a.minimum > b.minimum }
        return a.storedOffset < b.storedOffset
    }
}
