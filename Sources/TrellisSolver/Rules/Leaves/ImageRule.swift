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

    static func cachePolicy(children: ChildFacts<CachePolicy>, in context: FactsContext<ImageSpec>) -> CachePolicy { .recomputed }

    static func readDimensions(children: ChildFacts<ProposalDimensions>, in context: FactsContext<ImageSpec>) -> ProposalDimensions {
        context.spec.isResizable ? .eachAlongItsAxis : []
    }

    /// A symbol that is not resized sits on the text baseline: its top and bottom edges touch a
    /// text or another symbol above or below it.
    static func spacing(children: ChildFacts<EdgeSpacing>, _ inputs: SpacingInputs, in context: FactsContext<ImageSpec>) -> EdgeSpacing {
        context.spec.isSymbol && !context.spec.isResizable ? EdgeSpacing(text: .symbol) : .none
    }

    static func name(in context: NodeContext<ImageSpec>) -> LayoutRule {
        context.spec.isResizable ? .imageResizable : .imageNaturalSize
    }

    static func size(for proposal: ProposedViewSize, in context: NodeContext<ImageSpec>) -> CGSize {
        if context.spec.naturalSize == .zero, !context.spec.isResizable {
            context.warn(.imageWithoutSize, context.node, .imageWithoutSize(name: context.spec.name))
        }
        guard context.spec.isResizable else { return context.spec.naturalSize }
        return CGSize(width: proposal.width ?? context.spec.naturalSize.width, height: proposal.height ?? context.spec.naturalSize.height)
    }
}
