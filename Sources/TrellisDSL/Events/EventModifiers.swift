import Foundation
import TrellisGraph

/// What submits a value for `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// The triggers with the bits `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A text field's return key.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's search key.
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The kinds of hit testing `contentShape(_:_:eoFill:)` shapes.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// The kinds with the bits `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Taps and other interactions.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

// Events and lifecycle: Trellis runs no events and calls none of these actions (a layout is
// of the state as it is); each accepts SwiftUI's arguments and has no layout effect.
nonisolated extension View {
    /// This view calling `action` when tapped `count` times; it lays out unchanged.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<Self, _RenderingModifier> { interactive(.tapGesture) }

    /// This view calling `action` with the tap's location in `coordinateSpace` when tapped
    /// `count` times; it lays out unchanged.
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> ModifiedContent<Self, _RenderingModifier> { interactive(.tapGesture) }

    /// This view calling `action` when pressed for `minimumDuration` seconds; it lays out unchanged.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view recognising `gesture`; it lays out unchanged.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view recognising `gesture` together with its subviews' gestures; it lays out unchanged.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view recognising `gesture` before its subviews' gestures; it lays out unchanged.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view calling `action` when it appears; it lays out unchanged.
    public func onAppear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view calling `action` when it disappears; it lays out unchanged.
    public func onDisappear(perform action: (() -> Void)? = nil) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view running `action` while it is shown; it lays out unchanged.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view running `action` while it is shown, again each time `id` changes; it lays out
    /// unchanged.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view calling `action` with the new value when `value` changes (the older form); it
    /// lays out unchanged.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view calling `action` with the old and new values when `value` changes; it lays out
    /// unchanged.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view calling `action` when `value` changes; it lays out unchanged.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view calling `action` when its text field submits; it lays out unchanged.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view refreshed by `action` when pulled down; it lays out unchanged.
    public func refreshable(@_inheritActorContext action: @escaping @isolated(any) @Sendable () async -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view hit-tested within `shape`; it lays out unchanged.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's `kind` of hit testing done within `shape`; it lays out unchanged.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view taking part in hit testing only when `enabled`; it lays out unchanged.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's controls turned off when `disabled`: `isEnabled` in its environment becomes
    /// `false`. As in SwiftUI, `disabled(false)` never re-enables what an ancestor disabled. It
    /// lays out unchanged.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _EnvironmentTransformModifier<Bool>> {
        transformEnvironment(\.isEnabled) { isEnabled in isEnabled = isEnabled && !disabled }
    }
}
