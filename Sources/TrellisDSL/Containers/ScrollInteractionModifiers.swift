import TrellisGraph

/// How scrolling dismisses the keyboard.
nonisolated public struct ScrollDismissesKeyboardMode: Sendable {
    private let kind: Int

    /// The platform's choice for the scroll view.
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
    /// As soon as a scroll starts.
    public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
    /// Following the drag, cancellable.
    public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

/// Whether a scroll view bounces at its ends.
nonisolated public struct ScrollBounceBehavior: Sendable {
    private let kind: Int

    /// The platform's choice: always on iOS.
    public static let automatic = ScrollBounceBehavior(kind: 0)
    /// Always.
    public static let always = ScrollBounceBehavior(kind: 1)
    /// Only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(kind: 2)
}

/// The phase of a scroll view's scrolling.
public enum ScrollPhase: Equatable, Sendable {
    /// Not scrolling.
    case idle
    /// About to scroll.
    case tracking
    /// Dragged by the user.
    case interacting
    /// Slowing down after a drag.
    case decelerating
    /// Scrolled by the program, animated.
    case animating

    /// Whether the scroll view is scrolling.
    public var isScrolling: Bool { self != .idle }
}

/// What a scroll view knows when its phase changes (iOS 18): its geometry. (SwiftUI's
/// `velocity`, a `CGVector`, is not offered: Linux's Foundation has no `CGVector`, and Trellis
/// runs no scrolling to measure.)
nonisolated public struct ScrollPhaseChangeContext: Sendable {
    /// The scroll view's geometry when the phase changed.
    public var geometry: ScrollGeometry
}

// Scrolling behaviour: Trellis lays a scroll view out at its resting offset and runs no
// scrolling, so each accepts SwiftUI's arguments and has no layout effect.
nonisolated extension View {
    /// Scrolling turned off in this view when `disabled`; it lays out unchanged.
    public func scrollDisabled(_ disabled: Bool) -> some View { drawingOnly() }
    /// The keyboard dismissed by scrolling as `mode` says; it lays out unchanged.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { drawingOnly() }
    /// The scroll views in this view bouncing along `axes` as `behavior` says; it lays out
    /// unchanged.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { drawingOnly() }
    /// The scroll indicators flashing when this view appears, if `onAppear`; it lays out
    /// unchanged.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { drawingOnly() }
    /// The scroll indicators flashing when `value` changes; it lays out unchanged.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { drawingOnly() }
    /// This view calling `action` when its scroll view's phase changes; it lays out unchanged.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View { drawingOnly() }
    /// This view calling `action` with the scroll view's geometry when its phase changes; it
    /// lays out unchanged.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void) -> some View { drawingOnly() }
    /// This view calling `action` when it becomes visible or hidden in its scroll view by
    /// `threshold`; it lays out unchanged.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View { drawingOnly() }
    /// The system gestures on `edges` deferred to this view's; it lays out unchanged.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { drawingOnly() }
}
