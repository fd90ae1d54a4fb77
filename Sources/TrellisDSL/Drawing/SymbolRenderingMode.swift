/// How a symbol image's layers are coloured. It changes only drawing.
public struct SymbolRenderingMode: Hashable, Sendable {
    private let name: String
    /// One colour for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

nonisolated extension Image {
    /// This image with its symbol layers coloured by `mode`; its size is unchanged.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

nonisolated extension View {
    /// Colours the symbol images in this view by `mode`; it lays out unchanged.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
