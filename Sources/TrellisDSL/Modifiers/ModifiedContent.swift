import TrellisGraph

/// A view with a modifier applied: what every modifier method such as `padding()` returns.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Never called: `ModifiedContent` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        let role = lowering.roles.role(ofModifier: Modifier.self)
        if case .environment = role, let environmentModifier = modifier as? any EnvironmentModifier {
            let outer = lowering.environment
            let nodes = lowering.withEnvironment(environmentModifier.transform) { $0.lower(content) }
            var inner = lowering.environment
            environmentModifier.transform(&inner)
            let mirrored = lowering.marking(nodes, laidOut: inner.layoutDirection, within: outer.layoutDirection)
            return lowering.marking(mirrored, scaledBy: inner.displayScale, within: outer.displayScale)
        }
        if Modifier.self == _IdentifiedModifier.self, let identified = modifier as? _IdentifiedModifier {
            lowering.identity.distinguish(by: identified.name)
        }
        if case .subtreePreference = role, let reading = modifier as? any SubtreePreferenceModifier {
            let start = lowering.preferences.count
            return reading.lower(content: lowering.lower(content), preferencesFrom: start, into: &lowering)
        }
        guard case .primitive(let type) = role else {
            // Only a `GeometryEffect` is a modifier without a body that Trellis does not lower
            // itself: it changes where the view is drawn, not its frame.
            if Modifier.Body.self == Never.self { return lowering.lower(content) }
            return lowering.lowerBody(of: modifier, content: content)
        }
        let contentNodes = lowering.lower(content)
        return type.lower(modifier, content: contentNodes, into: &lowering)
    }

    package func lower(into lowering: inout GraphLowering, appendingTo nodes: inout [NodeID]) {
        // A built-in modifier other than `.id(_:)` works on its content's nodes in place.
        guard case .primitive(let type) = lowering.roles.role(ofModifier: Modifier.self), Modifier.self != _IdentifiedModifier.self else {
            nodes += lower(into: &lowering)
            return
        }
        let start = nodes.count
        lowering.lower(content, appendingTo: &nodes)
        type.lower(modifier, contentIn: &nodes, from: start, into: &lowering)
    }
}
