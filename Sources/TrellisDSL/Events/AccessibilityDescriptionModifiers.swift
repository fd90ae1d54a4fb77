import TrellisGraph

// More ways to describe a view to assistive technologies; none changes a frame.
nonisolated extension View {
    /// This view read as `label` when `isEnabled`; it lays out unchanged.
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, _RenderingModifier> { modifier(_RenderingModifier(.accessibilityLabel)) }
    /// This view read with the hint `hint` when `isEnabled`; it lays out unchanged.
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view read with the value `value` when `isEnabled`; it lays out unchanged.
    public func accessibilityValue(_ value: Text, isEnabled: Bool) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view hidden from assistive technologies when `hidden` and `isEnabled`; it lays out
    /// unchanged.
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view read as a heading of `level`; it lays out unchanged.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view answering to the spoken `inputLabels`; it lays out unchanged.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view answering to the spoken `inputLabels`; it lays out unchanged.
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view adjusted by `handler` when swiped up or down; it lays out unchanged.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view scrolled by `handler`; it lays out unchanged.
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view's text read as `textContentType`; it lays out unchanged.
    public func accessibilityTextContentType(_ textContentType: AccessibilityTextContentType) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view activated at `activationPoint`; it lays out unchanged.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view read as responding to interaction when `respondsToUserInteraction`; it lays
    /// out unchanged.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view read with `value` as custom content under `key`; it lays out unchanged.
    public func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view read with `value` as custom content labelled `label`; it lays out unchanged.
    public func accessibilityCustomContent<V: StringProtocol>(_ label: LocalizedStringKey, _ value: V) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view kept from inverting colours when `active`; it lays out unchanged.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View { drawingOnly() }
    /// This view shown large by the large content viewer; it lays out unchanged.
    public func accessibilityShowsLargeContentViewer() -> some View { drawingOnly() }
    /// This view's element focused while `condition` is true; it lays out unchanged.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { drawingOnly() }
    /// This view's element focused while `binding` holds `value`; it lays out unchanged.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View { drawingOnly() }
    /// This view's accessibility element taken from `representation`, which is never shown; it
    /// lays out unchanged.
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { drawingOnly() }
    /// This view's accessibility children taken from `children`, which are never shown; it lays
    /// out unchanged.
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { drawingOnly() }
    /// This view with the actions `content` makes, never shown; it lays out unchanged.
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { drawingOnly() }
}
