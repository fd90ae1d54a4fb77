import Foundation

/// One child's (or grid track's) place in a distribution order, with what the order is
/// decided by.
struct DistributionCandidate {
    var offset: Int
    var priority: Double
    /// The child's length when offered 0 along the axis.
    var minimum: CGFloat
    /// The child's length when offered ∞ along the axis.
    var maximum: CGFloat
    /// `maximum − minimum`, with an undefined range counted as infinite.
    var flexibility: CGFloat

    init(offset: Int, priority: Double, minimum: CGFloat, maximum: CGFloat) {
        self.offset = offset
        self.priority = priority
        self.minimum = minimum
        self.maximum = maximum
        let range = maximum - minimum
        flexibility = range.isNaN ? .infinity : range
    }

    /// SwiftUI's order: higher priority first; then less flexible first; among equally,
    /// infinitely flexible children the larger minimum first; otherwise source order.
    static func precedes(_ a: DistributionCandidate, _ b: DistributionCandidate) -> Bool {
        if a.priority != b.priority { return a.priority > b.priority }
        if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
        if a.flexibility.isInfinite, a.minimum != b.minimum { return a.minimum > b.minimum }
        return a.offset < b.offset
    }
}
