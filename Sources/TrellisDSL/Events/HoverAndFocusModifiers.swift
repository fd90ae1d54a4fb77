/// How a view reacts while a pointer hovers over it.
nonisolated public struct HoverEffect: Sendable {
    private let kind: Int

    /// The system's effect for the view.
    public static let automatic = HoverEffect(kind: 0)
    /// A platter behind the view.
    public static let highlight = HoverEffect(kind: 1)
    /// The view lifted with a shadow.
    public static let lift = HoverEffect(kind: 2)
}

/// The kinds of interaction a focusable view takes part in.
public struct FocusInteractions: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// The interactions with the bits `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Activation, such as a button's.
    public static let activate = FocusInteractions(rawValue: 1)
    /// Editing, such as a text field's.
    public static let edit = FocusInteractions(rawValue: 2)
    /// Every interaction.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// How strongly a default focus is preferred.
nonisolated public struct DefaultFocusEvaluationPriority: Sendable {
    private let kind: Int

    /// The default focus applies when the system moves focus by itself.
    public static let automatic = DefaultFocusEvaluationPriority(kind: 0)
    /// The default focus applies whenever the focus scope appears.
    public static let userInitiated = DefaultFocusEvaluationPriority(kind: 1)
}

// Hover and focus change how a view is drawn and which view receives keys; Trellis has no
// pointer and no focus, so each accepts SwiftUI's arguments and has no layout effect.
nonisolated extension View {
    /// This view calling `action` when a pointer enters or leaves it; it lays out unchanged.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { drawingOnly() }

    /// This view drawn with `effect` while hovered; it lays out unchanged.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { drawingOnly() }

    /// This view's hover effects turned off when `disabled`; it lays out unchanged.
    public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { drawingOnly() }

    /// This view able to take focus when `isFocusable`; it lays out unchanged.
    public func focusable(_ isFocusable: Bool = true) -> some View { drawingOnly() }

    /// This view able to take focus for `interactions` when `isFocusable`; it lays out
    /// unchanged.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { drawingOnly() }

    /// This view's focus ring turned off when `disabled`; it lays out unchanged.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { drawingOnly() }

    /// `value` focused by default in this view's focus scope; it lays out unchanged.
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View { drawingOnly() }
}
