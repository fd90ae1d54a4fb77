/// What a node draws besides its colour, where that moves the pixels it covers: the stroke of a
/// shape, the shadows drawn behind a view, whether it is clipped and the transforms it is drawn
/// through. Layout never reads it; it
/// lets a picture or a comparison with a rendering say which region a node paints.
public struct NodeDrawing: Hashable, Sendable {
    /// The outline a shape leaf is drawn with instead of being filled, if any.
    public var stroke: StrokeDrawing?
    /// The box a shape leaf paints in its frame, for a shape whose outline is not one of the
    /// built-in shapes' (a custom, trimmed, rotated, inset or offset shape); `nil` otherwise.
    public var ink: InkExtent?
    /// The shadows drawn behind the node, innermost modifier first.
    public var shadows: [ShadowDrawing] = []
    /// Whether the node and everything below it are drawn only inside its frame (`clipped`,
    /// `clipShape` and `cornerRadius` cut them to the modified view's frame or a shape in it).
    public var isClipped = false
    /// The transforms the node and everything below it are drawn through (`rotationEffect`,
    /// `scaleEffect`, `transformEffect`, `rotation3DEffect`), innermost modifier first, each
    /// about a point of the node's frame.
    public var transforms: [DrawingTransform] = []
}

/// A shape's outline: `stroke` centres it on the shape's edge, so it reaches half its width
/// outside the frame; `strokeBorder` draws it inside the edge.
public struct StrokeDrawing: Hashable, Sendable {
    /// Where the line lies against the shape's edge.
    public enum Placement: String, Hashable, Sendable {
        /// Centred on the edge (`stroke`).
        case centred = "stroke"
        /// Inside the edge (`strokeBorder`).
        case inside = "strokeBorder"
    }

    /// The line's width in points.
    public var lineWidth: Double
    /// Where the line lies against the edge.
    public var placement: Placement

    /// An outline `lineWidth` wide, placed as `placement` says.
    public init(lineWidth: Double, placement: Placement) {
        self.lineWidth = lineWidth
        self.placement = placement
    }
}

/// A shadow of a view's drawing (`shadow(color:radius:x:y:)`), offset by `x` and `y` and
/// blurred by `radius`.
public struct ShadowDrawing: Hashable, Sendable {
    /// The shadow's colour, if it is a colour with a name.
    public var color: ColorName?
    /// The blur radius; 0 draws the view's silhouette with a sharp edge.
    public var radius: Double
    /// The offset to the right.
    public var x: Double
    /// The offset down.
    public var y: Double

    /// A shadow of `color` blurred by `radius` and offset by `x` and `y`.
    public init(color: ColorName?, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

extension LayoutGraph {
    /// What node `id` draws besides its colour (its stroke and shadows), if anything; nothing
    /// for a graph read from a file.
    public func drawing(of id: NodeID) -> NodeDrawing? { drawings[id] }

    /// Records that shape leaf `node` is drawn as an outline, `stroke`.
    package mutating func setStroke(_ stroke: StrokeDrawing, on node: NodeID) {
        drawings[node, default: NodeDrawing()].stroke = stroke
    }

    /// Records the box shape leaf `node` paints in a frame.
    package mutating func setInk(_ ink: InkExtent, on node: NodeID) {
        drawings[node, default: NodeDrawing()].ink = ink
    }

    /// Records that `shadow` is drawn behind `node`.
    package mutating func addShadow(_ shadow: ShadowDrawing, to node: NodeID) {
        drawings[node, default: NodeDrawing()].shadows.append(shadow)
    }

    /// Records that `node` and its subtree are drawn only inside `node`'s frame.
    package mutating func setClipped(_ node: NodeID) {
        drawings[node, default: NodeDrawing()].isClipped = true
    }

    /// Records that `node` and its subtree are drawn through `transform`, after the transforms
    /// recorded on it before.
    package mutating func addTransform(_ transform: DrawingTransform, to node: NodeID) {
        drawings[node, default: NodeDrawing()].transforms.append(transform)
    }
}
