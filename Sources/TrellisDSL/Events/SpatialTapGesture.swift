import Foundation
import TrellisGraph

/// A tap that reports where it happened.
nonisolated public struct SpatialTapGesture: Gesture {
    /// Where a tap happened.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps needed.
    public var count: Int

    /// A gesture of `count` taps, reporting locations in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
    }
}
