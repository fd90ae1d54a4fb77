import TrellisGraph

/// The values views give the container that holds them (iOS 18): set with
/// `.containerValue(_:_:)`, read from a ``Subview``'s (or a ``SectionConfiguration``'s)
/// `containerValues`. Unlike environment values, they do not flow down: a view's values reach
/// only the container whose subview it is, through the modifiers applied after them and
/// through groups, whose views each take them.
public struct ContainerValues {
    /// The values set, by key type, each of its key's value type.
    private var values: [ObjectIdentifier: Any] = [:]

    /// Values with every key at its default.
    init() {}

    /// The value for `key`, or its default.
    public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension LayoutGraph {
    /// The container values `node` carries: its own, or else those of the view it modifies,
    /// through any number of modifiers.
    func containerValues(of node: NodeID) -> ContainerValues {
        layoutValue(ObjectIdentifier(ContainerValues.self), of: node) as? ContainerValues ?? ContainerValues()
    }
}
