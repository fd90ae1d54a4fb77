import TrellisGraph

/// Inside `phaseAnimator` and `keyframeAnimator` content, the view being animated.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
    init() {}

    /// Never called: `PlaceholderContentView` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        lowering.lowerPendingContent()
    }
}

/// `phaseAnimator` and `keyframeAnimator`: the content closure made once with the first phase
/// or the initial value, which is what is laid out.
nonisolated public struct _AnimatorModifier<Base, Value, Result: View>: ViewModifier {
    private let make: (PlaceholderContentView<Base>, Value) -> Result
    private let first: Value

    init(first: Value, make: @escaping (PlaceholderContentView<Base>, Value) -> Result) {
        self.first = first
        self.make = make
    }

    /// The content made for the first phase or the initial value.
    public func body(content: Content) -> Result {
        make(PlaceholderContentView(), first)
    }
}

nonisolated extension View {
    /// The modifiers `body` applies to this view animated with `animation` (iOS 17): `body`
    /// receives the view as a placeholder. Trellis lays out the view as `body` modifies it.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> ModifiedContent<Self, _AnimatorModifier<Self, Void, V>> {
        let made = body(PlaceholderContentView())
        return modifier(_AnimatorModifier(first: ()) { _, _ in made })
    }

    /// This view animated through `phases` each time `trigger` changes. Trellis lays out the
    /// content made for the first phase (nothing when `phases` is empty).
    public func phaseAnimator<Phase: Equatable, Result: View>(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> ModifiedContent<Self, _AnimatorModifier<Self, Phase?, Result?>> {
        let first = phases.first { _ in true }
        return modifier(_AnimatorModifier(first: first) { placeholder, phase in phase.map { content(placeholder, $0) } })
    }

    /// This view animated through `phases` continuously. Trellis lays out the content made for
    /// the first phase (nothing when `phases` is empty).
    public func phaseAnimator<Phase: Equatable, Result: View>(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Result, animation: @escaping (Phase) -> Animation? = { _ in .default }) -> ModifiedContent<Self, _AnimatorModifier<Self, Phase?, Result?>> {
        phaseAnimator(phases, trigger: 0, content: content, animation: animation)
    }

    /// This view animated by keyframes from `initialValue`. Trellis lays out the content made
    /// for `initialValue` and never asks for the keyframes.
    public func keyframeAnimator<Value, Result: View>(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Result, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes) -> ModifiedContent<Self, _AnimatorModifier<Self, Value, Result>> {
        modifier(_AnimatorModifier(first: initialValue, make: content))
    }

    /// This view animated by keyframes each time `trigger` changes. Trellis lays out the content
    /// made for `initialValue` and never asks for the keyframes.
    public func keyframeAnimator<Value, Result: View>(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> Result, @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes) -> ModifiedContent<Self, _AnimatorModifier<Self, Value, Result>> {
        modifier(_AnimatorModifier(first: initialValue, make: content))
    }
}
