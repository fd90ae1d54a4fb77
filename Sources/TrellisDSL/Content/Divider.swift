import TrellisGraph

/// A line that separates content: horizontal in a `VStack` (and outside any stack), vertical in
/// an `HStack`, one pixel thick (1 pt at accessibility text sizes).
nonisolated public struct Divider: View, PrimitiveView {
    /// A divider.
    public init() {}

    /// Never called: `Divider` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let environment = lowering.environment
        let thickness = environment.dynamicTypeSize.isAccessibilitySize ? 1 : environment.pixelLength
        return [lowering.add(.divider(DividerSpec(thickness: thickness)))]
    }
}
