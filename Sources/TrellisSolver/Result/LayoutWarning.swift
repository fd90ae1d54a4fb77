import TrellisGraph

/// Something in a layout that SwiftUI would log, or that is rarely what the author meant.
public struct LayoutWarning: Sendable, Hashable, CustomStringConvertible {
    /// The kind of problem: one of the solver's kinds below, or one a layer above the solver
    /// adds (such as the layout session's `stateDidNotSettle`).
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The kind's name, as reports and graph tools show it.
        public let rawValue: String

        /// The kind called `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A fixed frame dimension, padding, offset, position, spacing, priority or aspect ratio
        /// that is negative, NaN or infinite, or another parameter outside its range.
        public static let invalidValue = Kind(rawValue: "invalidValue")
        /// Flexible frame limits out of order (min > ideal, ideal > max or min > max).
        public static let contradictoryFrame = Kind(rawValue: "contradictoryFrame")
        /// A stack's children need more length than it was offered, so it overflows.
        public static let overflow = Kind(rawValue: "overflow")
        /// A modifier that has no effect where it stands (`layoutPriority` not on a container's
        /// child, `alignmentGuide` for a guide no container reads).
        public static let ineffectiveModifier = Kind(rawValue: "ineffectiveModifier")
        /// A `Spacer` outside any stack, which expands on both axes.
        public static let spacerOutsideStack = Kind(rawValue: "spacerOutsideStack")
        /// No `ViewThatFits` candidate fits, so the last one is shown.
        public static let viewThatFitsFallback = Kind(rawValue: "viewThatFitsFallback")

        /// Reads the kind's name.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Writes the kind's name.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        public var description: String { rawValue }
    }

    /// The kind of problem.
    public var kind: Kind
    /// The node the warning is about.
    public var node: NodeID
    /// What is wrong and what the solver did about it.
    public var message: String

    /// Creates a warning about `node`.
    public init(kind: Kind, node: NodeID, message: String) {
        self.kind = kind
        self.node = node
        self.message = message
    }

    public var description: String { "\(node): \(message)" }
}
