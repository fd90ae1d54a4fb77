import Foundation
import TrellisGeometry

/// A shape or colour leaf. Its colour, which layout never reads, is kept on the node
/// (``LayoutNode/color``).
public struct ShapeSpec: Hashable, Sendable {
    /// Which view the leaf is.
    public enum Shape: String, Hashable, Sendable, CaseIterable {
        /// `Color`, `Rectangle`, `RoundedRectangle`, `Capsule` and `Ellipse`, which take the
        /// space they are offered (10 points on an axis offered nothing), and `Circle`, which
        /// takes the largest square of it.
        case color, rectangle, roundedRectangle, circle, capsule, ellipse
    }

    /// Which shape or colour the leaf is.
    public var shape: Shape
    /// The corner radius of a `RoundedRectangle`.
    public var cornerRadius: CGFloat?

    /// Creates the parameters of a shape leaf; `cornerRadius` is read only for a rounded
    /// rectangle.
    public init(shape: Shape, cornerRadius: CGFloat? = nil) {
        self.shape = shape
        self.cornerRadius = cornerRadius
    }

    /// `Color`, `Rectangle`, …
    public var displayName: String {
        switch shape {
        case .color: return "Color"
        case .rectangle: return "Rectangle"
        case .roundedRectangle: return "RoundedRectangle"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        }
    }
    var matchingKey: String { displayName }
}

extension ShapeSpec: NodeSpec {
    package var nodeKind: NodeKind { .shape(self) }

    /// `Color.red` for a colour, `Rectangle (red)` for a filled shape.
    func displayName(of node: NodeID, in graph: LayoutGraph) -> String {
        guard let color = graph.colorName(of: node)?.string else { return displayName }
        return shape == .color ? "\(displayName).\(color)" : "\(displayName) (\(color))"
    }

    static var isModifier: Bool { false }
    static var fileNames: [String] { Shape.allCases.map(\.rawValue) }

    /// A shape node: its shape's name, `color` and, for a rounded rectangle, `cornerRadius`.
    static func read(named name: String, from file: FieldReader) throws -> FileNode<ShapeSpec> {
        let shape = Shape(rawValue: name) ?? .color
        let radius = shape == .roundedRectangle ? try file.length("cornerRadius") : nil
        return FileNode(ShapeSpec(shape: shape, cornerRadius: radius), fields: shape == .roundedRectangle ? ["color", "cornerRadius"] : ["color"],
                        childCount: 0, color: try file.container.decodeIfPresent(String.self, forKey: FieldKey("color")))
    }

    func write(to file: inout FieldWriter) throws {
        try file.kindName(shape.rawValue)
        try file.encodeIfPresent(file.graph.colorName(of: file.node)?.string, "color")
        try file.put("cornerRadius", cornerRadius)
    }

    func mappingTableReferences(_ map: inout some TableReferenceMap) -> ShapeSpec { self }
}

extension ShapeSpec.Shape {
    /// The size this shape takes when proposed `proposal`: the proposal, with 10 for an
    /// unspecified dimension; for a circle, the largest square of that (SwiftUI's
    /// `Circle.sizeThatFits(_:)`).
    package func size(for proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        guard self == .circle else { return size }
        let side = min(size.width, size.height)
        return CGSize(width: side, height: side)
    }
}
