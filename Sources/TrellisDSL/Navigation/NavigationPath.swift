/// A type-erased list of the values a `NavigationStack(path:root:)` has pushed, as SwiftUI's
/// `NavigationPath` is. Trellis lays out the stack's root, so the path is bookkeeping only.
public struct NavigationPath: Equatable, Sendable {
    private var elements: [AnyHashableSendable] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable & Sendable {
        self.elements = elements.map(AnyHashableSendable.init)
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable & Sendable>(_ value: V) {
        elements.append(AnyHashableSendable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// A hashable, sendable value of any type.
private struct AnyHashableSendable: Hashable, @unchecked Sendable {
    // `@unchecked`: only `Sendable` values are wrapped (the initialiser requires it).
    let value: AnyHashable

    init<V: Hashable & Sendable>(_ value: V) {
        self.value = AnyHashable(value)
    }
}
