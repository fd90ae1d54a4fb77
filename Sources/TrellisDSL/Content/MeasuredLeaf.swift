import Foundation
import TrellisGraph

/// A leaf whose size a host framework computes: `sizeThatFits` answers each proposal the solver
/// makes, including `nil` (the ideal size) and the 0 and ∞ probes of stacks. It must answer the
/// same proposal with the same size.
///
/// ```swift
/// MeasuredLeaf("Chart") { proposal in
///     CGSize(width: proposal.width ?? 200, height: 120)
/// }
/// ```
nonisolated public struct MeasuredLeaf: View, PrimitiveView {
    private let function: SizeFunction

    /// A leaf called `name` (in frame tables and explanations) sized by `sizeThatFits`.
    public init(_ name: String, sizeThatFits: @escaping @Sendable (ProposedViewSize) -> CGSize) {
        function = SizeFunction(name: name, sizeThatFits: sizeThatFits)
    }

    /// Never called: `MeasuredLeaf` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        [lowering.addMeasuredLeaf(function)]
    }
}
