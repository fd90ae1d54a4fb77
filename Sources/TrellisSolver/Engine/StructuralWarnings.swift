import Foundation
import TrellisGraph

/// Modifiers and views that do nothing where they stand, found from the graph's shape alone.
enum StructuralWarnings {
    static func find(in graph: LayoutGraph, context: GraphContext) -> [LayoutWarning] {
        // The parent links are needed only for priorities and guides, which most graphs lack,
        // so they are built on first use rather than on every layout.
        var links: [NodeID?]?
        func parents() -> [NodeID?] {
            if let links { return links }
            let built = graph.parents()
            links = built
            return built
        }
        var warnings: [LayoutWarning] = []
        for id in context.warningCandidates {
            switch graph.kind(of: id) {
            case .spacer where context.stackAxis[id.index] == nil:
                warnings.append(LayoutWarning(kind: .spacerOutsideStack, node: id, message: "Spacer outside any HStack or VStack expands on both axes; put it in a stack to make it grow along one"))
            case .layoutPriority(let value) where !priorityIsRead(from: id, graph: graph, parents: parents()):
                warnings.append(LayoutWarning(kind: .ineffectiveModifier, node: id, message: "layoutPriority(\(PointFormat.string(CGFloat(value)))) has no effect: only a container's direct child reports its priority, and a frame or padding around it hides it"))
            case .alignmentGuide(let spec) where !guideIsRead(spec.key, from: id, graph: graph, parents: parents()):
                warnings.append(LayoutWarning(kind: .ineffectiveModifier, node: id, message: "alignmentGuide(.\(spec.key.name)) has no effect: no container around it aligns on that guide"))
            default:
                break
            }
        }
        return warnings
    }

    /// Whether a container reads the priority set at `node`: walking up through the modifiers
    /// that pass priority through, the first other node is a container of several children.
    private static func priorityIsRead(from node: NodeID, graph: LayoutGraph, parents: [NodeID?]) -> Bool {
        var current = node
        while let parent = parents[current.index] {
            switch graph.kind(of: parent) {
            case .fixedSize, .offset, .alignmentGuide, .gridCell, .layoutDirection, .layoutPriority:
                current = parent
            case .secondary:
                guard graph.children(of: parent).first == current else { return false }
                current = parent
            case .stack, .zstack:
                if graph.children(of: parent).count > 1 { return true }
                current = parent
            case .customLayout, .grid, .gridRow:
                return true
            default:
                return false
            }
        }
        return false
    }

    /// Whether some ancestor aligns on `key`: a stack across its axis, a ZStack, frame or
    /// secondary layer in its alignment, a custom layout or grid. The search stops at a
    /// container of several children that does not pass the guide on.
    private static func guideIsRead(_ key: AlignmentKey, from node: NodeID, graph: LayoutGraph, parents: [NodeID?]) -> Bool {
        var current = node
        while let parent = parents[current.index] {
            let kind = graph.kind(of: parent)
            switch kind {
            case .stack(let spec):
                if spec.alignment == key { return true }
            case .zstack(let spec):
                if spec.alignment[key.axis] == key { return true }
            case .frame(let spec):
                if spec.alignment[key.axis] == key { return true }
            case .flexFrame(let spec):
                if spec.alignment[key.axis] == key { return true }
            case .secondary(let spec):
                if spec.alignment[key.axis] == key { return true }
            case .customLayout, .grid, .gridRow, .viewThatFits, .scrollView, .geometryReader:
                return true
            default:
                break
            }
            let isContainer: Bool
            switch kind {
            case .stack, .zstack: isContainer = graph.children(of: parent).count > 1
            default: isContainer = false
            }
            if isContainer, !key.propagatesThroughContainers { return false }
            current = parent
        }
        return false
    }
}
