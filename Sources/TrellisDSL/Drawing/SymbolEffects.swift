/// An animation of a symbol image, for `symbolEffect` and `.symbolEffect` content transitions.
/// Trellis animates nothing: the symbol is laid out at rest.
public protocol SymbolEffect: Sendable {}

/// A symbol effect with its variations, named by its kind and the variations chosen.
nonisolated public struct NamedSymbolEffect: SymbolEffect, Hashable {
    private let names: [String]

    /// This effect on each layer of the symbol in turn.
    public var byLayer: NamedSymbolEffect { NamedSymbolEffect(names: names + ["byLayer"]) }
    /// This effect on the whole symbol at once.
    public var wholeSymbol: NamedSymbolEffect { NamedSymbolEffect(names: names + ["wholeSymbol"]) }
    /// This effect upwards.
    public var up: NamedSymbolEffect { NamedSymbolEffect(names: names + ["up"]) }
    /// This effect downwards.
    public var down: NamedSymbolEffect { NamedSymbolEffect(names: names + ["down"]) }
    /// This effect layer after layer.
    public var iterative: NamedSymbolEffect { NamedSymbolEffect(names: names + ["iterative"]) }
    /// This effect building up layer by layer.
    public var cumulative: NamedSymbolEffect { NamedSymbolEffect(names: names + ["cumulative"]) }
    /// This effect reversed at its end.
    public var reversing: NamedSymbolEffect { NamedSymbolEffect(names: names + ["reversing"]) }
    /// This effect replacing downwards then upwards.
    public var downUp: NamedSymbolEffect { NamedSymbolEffect(names: names + ["downUp"]) }
    /// This effect replacing off then up.
    public var offUp: NamedSymbolEffect { NamedSymbolEffect(names: names + ["offUp"]) }
    /// This effect replacing upwards then upwards.
    public var upUp: NamedSymbolEffect { NamedSymbolEffect(names: names + ["upUp"]) }

    /// The effect of kind `name`.
    init(_ name: String) { names = [name] }

    private init(names: [String]) { self.names = names }
}

extension SymbolEffect where Self == NamedSymbolEffect {
    /// A bounce.
    public static var bounce: NamedSymbolEffect { NamedSymbolEffect("bounce") }
    /// A pulse of opacity.
    public static var pulse: NamedSymbolEffect { NamedSymbolEffect("pulse") }
    /// Colours cycling through the layers.
    public static var variableColor: NamedSymbolEffect { NamedSymbolEffect("variableColor") }
    /// A change of scale.
    public static var scale: NamedSymbolEffect { NamedSymbolEffect("scale") }
    /// An appearance.
    public static var appear: NamedSymbolEffect { NamedSymbolEffect("appear") }
    /// A disappearance.
    public static var disappear: NamedSymbolEffect { NamedSymbolEffect("disappear") }
    /// One symbol replacing another.
    public static var replace: NamedSymbolEffect { NamedSymbolEffect("replace") }
    /// A wiggle.
    public static var wiggle: NamedSymbolEffect { NamedSymbolEffect("wiggle") }
    /// A rotation.
    public static var rotate: NamedSymbolEffect { NamedSymbolEffect("rotate") }
    /// A breathing pulse of scale.
    public static var breathe: NamedSymbolEffect { NamedSymbolEffect("breathe") }
}

/// How a symbol effect repeats and how fast it runs.
nonisolated public struct SymbolEffectOptions: Hashable, Sendable {
    private var count: Int?
    private var rate: Double = 1

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeating without end.
    public static let repeating = SymbolEffectOptions(count: nil)
    /// Running once.
    public static let nonRepeating = SymbolEffectOptions(count: 1)

    /// Running `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(count: count) }
    /// Running at `speed` times the normal rate.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(rate: speed) }

    /// These options, running `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { var options = self; options.count = count; return options }
    /// These options, at `speed` times the normal rate.
    public func speed(_ speed: Double) -> SymbolEffectOptions { var options = self; options.rate = speed; return options }
}

extension ContentTransition {
    /// A symbol replaced by another with the default symbol effect.
    public static var symbolEffect: ContentTransition { .identity }

    /// A symbol replaced by another with `effect`.
    public static func symbolEffect(_ effect: some SymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition { .identity }
}

// Symbol effects animate how a symbol is drawn; it keeps its size.
nonisolated extension View {
    /// The symbols in this view animated with `effect` while `isActive`; it lays out unchanged.
    public func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View { drawingOnly() }
    /// The symbols in this view animated with `effect` each time `value` changes; it lays out
    /// unchanged.
    public func symbolEffect<T: SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View { drawingOnly() }
    /// The symbol effects in this view removed when `isEnabled`; it lays out unchanged.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { drawingOnly() }
}
