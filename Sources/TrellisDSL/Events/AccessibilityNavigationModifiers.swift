import TrellisGraph

/// An entry of an accessibility rotor: a view a rotor can jump to.
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: Sendable {
    /// An entry labelled `label` for the view identified by `id`.
    public init<S: StringProtocol>(_ label: S, id: ID) {}

    /// An entry labelled `label` for the view identified by `id` in `namespace`.
    public init<S: StringProtocol>(_ label: S, id: ID, in namespace: Namespace.ID) {}
}

/// Builds the entries of an accessibility rotor.
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    /// The entries, in order.
    public static func buildBlock<ID: Hashable>(_ entries: AccessibilityRotorEntry<ID>...) -> [AccessibilityRotorEntry<ID>] { entries }
}

/// A zoom gesture that assistive technologies perform on a view.
nonisolated public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the zoom goes.
    public enum Direction: Sendable {
        /// Zoom in.
        case zoomIn
        /// Zoom out.
        case zoomOut
    }

    /// Which way the zoom goes.
    public let direction: Direction
}

/// Which part of a labelled pair a view is.
public enum AccessibilityLabeledPairRole: Sendable {
    /// The label.
    case label
    /// The content.
    case content
}

/// How a view that takes touches directly behaves under VoiceOver.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// The options with the bits `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// VoiceOver keeps speaking while the view is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1)
    /// A touch activates the view.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 2)
}

// How assistive technologies navigate a view: rotors, zooming, dragging and dropping points,
// labelled pairs and linked groups. None changes a frame.
nonisolated extension View {
    /// A rotor labelled `label` over the entries `entries` builds; it lays out unchanged.
    public func accessibilityRotor<S: StringProtocol, ID: Hashable>(_ label: S, @AccessibilityRotorContentBuilder entries: () -> [AccessibilityRotorEntry<ID>]) -> some View { drawingOnly() }
    /// A rotor labelled `label` over the entries `entries` builds; it lays out unchanged.
    public func accessibilityRotor<ID: Hashable>(_ label: Text, @AccessibilityRotorContentBuilder entries: () -> [AccessibilityRotorEntry<ID>]) -> some View { drawingOnly() }
    /// This view marked as an entry of a rotor, identified by `id` in `namespace`; it lays out
    /// unchanged.
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { drawingOnly() }
    /// This view zoomed by `handler`; it lays out unchanged.
    public func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view's drag starting at `point`, described by `description`; it lays out unchanged.
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view's drop landing at `point`, described by `description`; it lays out unchanged.
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view the `role` of the pair `id` in `namespace`; it lays out unchanged.
    public func accessibilityLabeledPair<ID: Hashable>(role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID) -> some View { drawingOnly() }
    /// This view linked to the group `id` in `namespace`; it lays out unchanged.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View { drawingOnly() }
    /// This view taking touches directly under VoiceOver when `isDirectTouchArea`; it lays out
    /// unchanged.
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
