/// Something a layer above the solver found about a layout and reports as a ``LayoutWarning``,
/// such as a layout session whose views' state never settled.
///
/// The solver carries a finding in ``LayoutWarning/Detail/finding(_:)`` without knowing what it
/// means; the type that defines it says it in words.
public protocol LayoutFinding: Sendable, Hashable {
    /// The finding in words, about the view the warning names.
    func message(about view: LayoutWarning.ViewName) -> String
}

/// A ``LayoutFinding`` of any type, compared and hashed by its type and value.
public struct AnyLayoutFinding: Sendable, Hashable {
    /// The finding.
    public let base: any LayoutFinding

    /// Wraps `base`.
    public init(_ base: some LayoutFinding) { self.base = base }

    public static func == (lhs: AnyLayoutFinding, rhs: AnyLayoutFinding) -> Bool {
        lhs.base.isEqual(to: rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }
}

extension LayoutFinding {
    /// Whether `other` is a finding of this type with the same value.
    fileprivate func isEqual(to other: any LayoutFinding) -> Bool {
        (other as? Self) == self
    }
}
