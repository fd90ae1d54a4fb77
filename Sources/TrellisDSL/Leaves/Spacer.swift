import Foundation
import TrellisGraph

/// Flexible space that grows along the axis of the stack containing it.
nonisolated public struct Spacer: View, PrimitiveView {
    /// The least length the spacer takes, or `nil` for the default spacing.
    public var minLength: CGFloat?

    /// Creates a spacer no shorter than `minLength` (the default spacing when `nil`).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Never called: `Spacer` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        [lowering.add(.spacer(SpacerSpec(minLength: minLength)))]
    }
}
