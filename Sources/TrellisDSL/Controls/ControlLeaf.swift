import TrellisGraph

/// The part of a control drawn by the platform (a switch, a slider's track, a text field's box),
/// laid out as a `control` node.
nonisolated struct ControlLeaf: View, PrimitiveView {
    let spec: ControlSpec

    /// Never called: `ControlLeaf` is a primitive view.
    var body: Never { primitiveBody(of: Self.self) }

    func lower(into lowering: inout GraphLowering) -> [NodeID] {
        [lowering.add(.control(spec))]
    }
}
