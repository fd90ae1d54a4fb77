extension LayoutGraph {
    /// Adds a node laid out by `layout`, with `children` as its subviews.
    @discardableResult
    public mutating func addCustomLayout(_ layout: AnyLayout, children: [NodeID], ids: [String] = []) -> NodeID {
        customLayouts.append(layout)
        let id = CustomLayoutID(Int32(customLayouts.count - 1))
        return add(.customLayout(CustomLayoutSpec(layout: id)), children: children, ids: ids)
    }

    /// The layout a custom layout node refers to.
    public func customLayout(_ id: CustomLayoutID) -> AnyLayout {
        customLayouts[Int(id.rawValue)]
    }

    /// Gives `node` the value `value` for the layout value key `key`, replacing any it had.
    package mutating func setLayoutValue(_ value: Any, for key: ObjectIdentifier, on node: NodeID) {
        layoutValues[node, default: [:]][key] = LayoutValueBox(value)
    }

    /// The value `node` has for the layout value key `key`: its own, or else that of the view
    /// it modifies, through any number of modifiers (as a trait passes through them in SwiftUI).
    package func layoutValue(_ key: ObjectIdentifier, of node: NodeID) -> Any? {
        var current = node
        while true {
            if let box = layoutValues[current]?[key] { return box.value }
            guard self[current].kind.isModifier, let child = children(of: current).first else { return nil }
            current = child
        }
    }
}
