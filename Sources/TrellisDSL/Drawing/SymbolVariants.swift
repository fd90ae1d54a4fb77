/// A variant of a symbol image: filled, in a circle, a square, a rectangle, slashed.
nonisolated public struct SymbolVariants: Hashable, Sendable {
    private let names: [String]

    /// No variant.
    public static let none = SymbolVariants(names: [])
    /// The symbol in a circle.
    public static let circle = SymbolVariants(names: ["circle"])
    /// The symbol in a square.
    public static let square = SymbolVariants(names: ["square"])
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants(names: ["rectangle"])
    /// The filled symbol.
    public static let fill = SymbolVariants(names: ["fill"])
    /// The symbol with a slash.
    public static let slash = SymbolVariants(names: ["slash"])

    /// This variant in a circle.
    public var circle: SymbolVariants { SymbolVariants(names: names + ["circle"]) }
    /// This variant in a square.
    public var square: SymbolVariants { SymbolVariants(names: names + ["square"]) }
    /// This variant in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(names: names + ["rectangle"]) }
    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(names: names + ["fill"]) }
    /// This variant slashed.
    public var slash: SymbolVariants { SymbolVariants(names: names + ["slash"]) }

    /// Whether this variant includes `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool { other.names.allSatisfy(names.contains) }
}

nonisolated extension View {
    /// The symbols in this view drawn as `variant`. Trellis sizes a symbol by its font alone,
    /// so it lays out unchanged.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { drawingOnly() }
}
