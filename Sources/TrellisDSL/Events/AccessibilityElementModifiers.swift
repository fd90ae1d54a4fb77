// Accessibility and identity: no layout effect.
nonisolated extension View {
    /// This view described to accessibility by `label`; it lays out unchanged.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _RenderingModifier> { modifier(_RenderingModifier(.accessibilityLabel)) }

    /// This view described to accessibility by `label`; it lays out unchanged.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _RenderingModifier> { modifier(_RenderingModifier(.accessibilityLabel)) }

    /// This view described to accessibility by the text of `labelKey`; it lays out unchanged.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's action explained to accessibility by `hint`; it lays out unchanged.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's action explained to accessibility by `hint`; it lays out unchanged.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's action explained to accessibility by the text of `hintKey`; it lays out
    /// unchanged.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's value told to accessibility as `value`; it lays out unchanged.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's value told to accessibility as `value`; it lays out unchanged.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's value told to accessibility as the text of `valueDescription`; it lays out
    /// unchanged.
    public func accessibilityValue(_ valueDescription: LocalizedStringKey) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view identified to UI tests as `identifier`. Trellis also names the view's node
    /// `identifier`, so `LayoutResult.frame(of:)` finds it, as for `.id(_:)`; unlike `.id`, the
    /// view's identity (and its state) is unchanged. It lays out unchanged.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AccessibilityIdentifierModifier> {
        modifier(_AccessibilityIdentifierModifier(identifier: identifier))
    }

    /// This view hidden from accessibility when `hidden`; it lays out unchanged.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view made one accessibility element whose children are treated as `children` says;
    /// it lays out unchanged.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view described with the extra `traits`; it lays out unchanged.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view described without `traits`; it lays out unchanged.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view offering accessibility the action `handler`; it lays out unchanged.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view offering accessibility the action `name`; it lays out unchanged.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view read by accessibility in the order `sortPriority` gives; it lays out unchanged.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view tagged with `tag`, as a `Picker` or `TabView` selection; it lays out unchanged.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
