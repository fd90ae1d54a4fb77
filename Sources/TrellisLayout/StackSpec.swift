import Foundation
import TrellisGeometry

/// `HStack(alignment:spacing:)` or `VStack(alignment:spacing:)`.
public struct StackSpec: Hashable, Sendable {
    /// The axis the children are laid out along.
    public var axis: Axis
    /// The guide, on the other axis, the children are aligned by.
    public var alignment: AlignmentKey
    /// The distance between adjacent children, or `nil` for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a stack's parameters. `alignment` must be a guide on the cross axis.
    public init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat? = nil) {
        precondition(alignment.axis != axis, "a stack aligns its children on its cross axis")
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// `ZStack(alignment:)`.
public struct ZStackSpec: Hashable, Sendable {
    /// How the children are aligned with each other on both axes.
    public var alignment: Alignment
    /// Creates a z-stack's parameters.
    public init(alignment: Alignment = .center) { self.alignment = alignment }
}
