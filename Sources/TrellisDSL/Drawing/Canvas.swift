import Foundation
import TrellisGraph

/// A view drawn by a closure, as SwiftUI's `Canvas` is. It lays out as a colour does: as large
/// as it is offered on each axis (10 points where the offer is unspecified).
///
/// Trellis draws nothing, so the renderer is never called (see ``GraphicsContext``); nor are
/// the symbols laid out.
nonisolated public struct Canvas<Symbols: View>: View {
    /// Whether the canvas is opaque.
    public var isOpaque: Bool
    /// The colour mode drawing is done in.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas draws off the main thread.
    public var rendersAsynchronously: Bool
    /// The views the renderer may draw as symbols.
    public var symbols: Symbols
    /// The closure that draws the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`, which may draw `symbols` (views tagged with `tag(_:)`).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }

    /// A flexible leaf as large as it is offered.
    public var body: some View {
        ControlLeaf(spec: ControlSpec(name: "Canvas", width: .flexible(ideal: 10), height: .flexible(ideal: 10)))
    }
}

nonisolated extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}
