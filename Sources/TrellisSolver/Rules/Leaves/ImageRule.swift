import Foundation
import TrellisGraph

// Models: SwiftUI's `Image` and `resizable()` — documented in the ContentViewMetrics article.

/// An image keeps its natural size whatever it is offered; a resizable one takes the
/// proposal, its natural length standing in for an unspecified axis.
enum ImageRule: LeafRule {
    typealias Spec = ImageSpec

    static func normalize(_ spec: inout ImageSpec, _ report: inout NormalizationReport) {
        spec.naturalSize = CGSize(width: report.usableLength(spec.naturalSize.width, .imageWidth),
                                  height: report.usableLength(spec.naturalSize.height, .imageHeight))
    }

    static func cachePolicy(_ spec: ImageSpec, children: ChildFacts<CachePolicy>) -> CachePolicy { .recomputed }

    static func readDimensions(_ spec: ImageSpec, children: ChildFacts<ProposalDimensions>) -> ProposalDimensions {
        spec.isResizable ? .eachAlongItsAxis : []
    }

    /// A symbol that is not resized sits on the text baseline: its top and bottom edges touch a
    /// text or another symbol above or below it.
    static func spacing(_ spec: ImageSpec, children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs) -> EdgeSpacing {
        spec.isSymbol && !spec.isResizable ? EdgeSpacing(text: .symbol) : .none
    }

    static func name(_ spec: ImageSpec, in context: NodeContext) -> LayoutRule {
        spec.isResizable ? .imageResizable : .imageNaturalSize
    }

    static func size(_ spec: ImageSpec, for proposal: ProposedViewSize, in context: NodeContext) -> CGSize {
        if spec.naturalSize == .zero, !spec.isResizable {
            context.warn(.imageWithoutSize, context.node, .imageWithoutSize(name: spec.name))
        }
        guard spec.isResizable else { return spec.naturalSize }
        return CGSize(width: proposal.width ?? spec.naturalSize.width, height: proposal.height ?? spec.naturalSize.height)
    }
}
