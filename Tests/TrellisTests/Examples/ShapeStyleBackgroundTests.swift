import Testing
import Trellis

/// `background(_:ignoresSafeAreaEdges:)` and `overlay(_:ignoresSafeAreaEdges:)` take every
/// shape style through one generic declaration, as SwiftUI's do. SwiftUI's documentation of
/// `background(_:ignoresSafeAreaEdges:)`: the style fills the view's bounds and, by default,
/// ignores the safe-area insets on all edges; an empty set of edges respects them.
///
/// The view is a flexible frame filling the iPhone 15's safe area (393×852, insets 59 at the
/// top and 34 at the bottom), so it is 393×759 at (0, 59) and reaches the safe area on every
/// edge; a layer that ignores the safe area grows to the whole window, 393×852 at (0, 0).
@Suite("Shape-style backgrounds and overlays")
@MainActor
struct ShapeStyleBackgroundTests {
    private let safeArea = CGRect(x: 0, y: 59, width: 393, height: 759)
    private let window = CGRect(x: 0, y: 0, width: 393, height: 852)

    private func filling() -> some View {
        Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).id("view")
    }

    /// The frame of the one shape leaf painted `color` (`nil`: unpainted) other than the view's
    /// own clear colour.
    private func layerFrame(in result: LayoutResult, color: String?) -> CGRect? {
        let graph = result.graph
        let layers = graph.nodeIDs.filter { node in
            guard case .shape = graph.kind(of: node) else { return false }
            return graph.colorName(of: node)?.string == color
        }
        guard layers.count == 1, let layer = layers.first else { return nil }
        return result.frame(ofNode: layer)
    }

    @Test("a colour background is the colour's own leaf and grows into the safe area")
    func colourBackground() {
        let result = filling().background(Color.red).layout(on: .iPhone15)
        #expect(result.frame(of: "view") == safeArea)
        #expect(layerFrame(in: result, color: "red") == window)
    }

    @Test("a material, a gradient or a hierarchical style grows into the safe area as a colour does")
    func otherStyles() {
        let material = filling().background(.ultraThinMaterial).layout(on: .iPhone15)
        #expect(layerFrame(in: material, color: nil) == window)
        let gradient = filling().overlay(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)).layout(on: .iPhone15)
        #expect(layerFrame(in: gradient, color: nil) == window)
        let hierarchical = filling().background(.secondary).layout(on: .iPhone15)
        #expect(layerFrame(in: hierarchical, color: nil) == window)
    }

    @Test("with no edges the layer stays in the view's bounds, and on some edges grows only there")
    func edges() {
        let none = filling().background(.regularMaterial, ignoresSafeAreaEdges: []).layout(on: .iPhone15)
        #expect(layerFrame(in: none, color: nil) == safeArea)
        let top = filling().overlay(Color.blue, ignoresSafeAreaEdges: .top).layout(on: .iPhone15)
        #expect(layerFrame(in: top, color: "blue") == CGRect(x: 0, y: 0, width: 393, height: 818))
    }

    @Test("Color.red and .red are the same colour")
    func standardColours() {
        let style: Color = .red
        #expect(Color.red == style)
        #expect(Color.red.description == "red")
        #expect(Color.clear != Color.black)
    }
}
