/// A type-erased list of the values a `NavigationStack(path:root:)` has pushed, as SwiftUI's
/// `NavigationPath` is. Trellis lays out the stack's root, so the path is bookkeeping only.
public struct NavigationPath: Equatable, Sendable {
    private var elements: [AnyHashableSendable] = []

    /// An empty path.
    public init() {}

    /// A path of `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        for element in elements {
            self.elements.append(AnyHashableSendable(element))
        }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashableSendable(value))
    }

    /// Pops the last `k` values.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// A hashable value of any type, held by a sendable path.
private struct AnyHashableSendable: Hashable, @unchecked Sendable {
    // `@unchecked`: SwiftUI's `NavigationPath` is `Sendable` and takes any `Hashable` value
    // (its `append(_:)` and `init(_:)` ask no more), so Trellis's does the same; the path only
    // compares and counts what it holds, never reads a value across isolation.
    let value: AnyHashable

    init<V: Hashable>(_ value: V) {
        self.value = AnyHashable(value)
    }
}
