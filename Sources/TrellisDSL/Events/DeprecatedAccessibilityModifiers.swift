import TrellisGraph

// The older `accessibility(…:)` forms SwiftUI still accepts (deprecated since iOS 14): each
// describes the view to assistive technologies only and has no layout effect.
nonisolated extension View {
    /// This view read as `label`; it lays out unchanged.
    public func accessibility(label: Text) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view read with the hint `hint`; it lays out unchanged.
    public func accessibility(hint: Text) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view read with the value `value`; it lays out unchanged.
    public func accessibility(value: Text) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view hidden from assistive technologies when `hidden`; it lays out unchanged.
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view identified as `identifier` for UI tests; it lays out unchanged.
    public func accessibility(identifier: String) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view with `traits` added; it lays out unchanged.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view with `traits` removed; it lays out unchanged.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view read in the order `sortPriority` gives; it lays out unchanged.
    public func accessibility(sortPriority: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view answering to the spoken `inputLabels`; it lays out unchanged.
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
    /// This view activated at `activationPoint`; it lays out unchanged.
    public func accessibility(activationPoint: UnitPoint) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
