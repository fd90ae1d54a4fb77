/// The phase of a transition: the view is being inserted, shown, or removed.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is about to appear.
    case willAppear
    /// The view is shown; a transition leaves it as it is.
    case identity
    /// The view is disappearing.
    case didDisappear

    /// Whether the view is shown as it is.
    public var isIdentity: Bool { self == .identity }

    /// -1 while appearing, 0 while shown, 1 while disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition needs from the system.
nonisolated public struct TransitionProperties: Sendable {
    /// Whether the transition animates.
    public var hasMotion: Bool

    /// Properties of a transition that animates when `hasMotion`.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A custom transition: how a view is drawn as it is inserted or removed. Trellis lays views out
/// at rest, in the identity phase, where a transition changes nothing.
@MainActor @preconcurrency
public protocol Transition {
    /// The view the transition makes of its content.
    associatedtype Body: View

    /// The content view a transition changes.
    typealias Content = PlaceholderContentView<Self>

    /// The view of `content` in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition needs from the system.
    nonisolated static var properties: TransitionProperties { get }
}

extension Transition {
    /// A transition that animates.
    nonisolated public static var properties: TransitionProperties { TransitionProperties() }
}

nonisolated extension View {
    /// This view inserted and removed with the custom `transition`; it lays out unchanged.
    public func transition<T: Transition>(_ transition: T) -> some View { drawingOnly() }
}
