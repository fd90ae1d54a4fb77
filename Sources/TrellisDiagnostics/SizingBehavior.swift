import Foundation
import TrellisGraph
import TrellisSolver

/// How a view sizes itself along one axis, in the vocabulary of "Understanding SwiftUI Layout
/// Behaviors" (Samuel Défago, 2021).
public enum SizingBehavior: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The same length whatever it is offered (`frame(width:)`, an image that is not resizable).
    case fixed
    /// Takes its ideal length when offered more, and can shrink below it (`Text`).
    case hugging
    /// Takes the length it is offered (`Color`, `Spacer` along its stack, `frame(maxWidth: .infinity)`).
    case expanding
    /// Its length follows what it is offered on the other axis (`aspectRatio`).
    case proportional
    /// A container or modifier that has no behaviour of its own: it takes its content's.
    case dependsOnChildren

    public var description: String {
        self == .dependsOnChildren ? "depends on children" : rawValue
    }
}

/// A view's sizing behaviour on each axis.
public struct SizingBehaviors: Hashable, Sendable, CustomStringConvertible {
    /// How the view sizes itself along the horizontal axis.
    public var horizontal: SizingBehavior
    /// How the view sizes itself along the vertical axis.
    public var vertical: SizingBehavior

    /// Creates the pair from each axis's behaviour.
    public init(horizontal: SizingBehavior, vertical: SizingBehavior) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The behaviour along `axis`.
    public subscript(axis: Axis) -> SizingBehavior {
        axis == .horizontal ? horizontal : vertical
    }

    public var description: String { "horizontal: \(horizontal), vertical: \(vertical)" }
}

/// Classifies the sizing behaviour of the view a graph describes by probing it, per axis, with
/// its minimum (0), ideal (`nil`), a middle (150 pt) and its maximum (∞) proposal while the
/// other axis is offered 100 pt, and the ideal again with the other axis offered 50 and 200 pt
/// to see whether it follows that axis.
public func sizingBehavior(of graph: LayoutGraph) -> SizingBehaviors {
    sizingBehavior(of: graph.root, probe: SizeProbe(graph))
}

/// The sizing behaviour of `node`, where it stands in the graph `probe` asks.
package func sizingBehavior(of node: NodeID, probe: SizeProbe) -> SizingBehaviors {
    func length(_ axis: Axis, _ offered: CGFloat?, across: CGFloat = 100) -> CGFloat {
        probe.size(of: node, for: ProposedViewSize(major: offered, minor: across, along: axis))[axis]
    }
    func classify(_ axis: Axis) -> SizingBehavior {
        let middle: CGFloat = 150
        let minimum = length(axis, 0), ideal = length(axis, nil), atMiddle = length(axis, middle), maximum = length(axis, .infinity)
        if length(axis, nil, across: 50) != length(axis, nil, across: 200) { return .proportional }
        if minimum == ideal, ideal == atMiddle, atMiddle == maximum { return .fixed }
        if maximum > ideal, atMiddle == max(middle, minimum) || maximum.isInfinite { return .expanding }
        return .hugging
    }
    return SizingBehaviors(horizontal: classify(.horizontal), vertical: classify(.vertical))
}
