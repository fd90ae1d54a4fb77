import Foundation
import TrellisGraph

// The questions the engine and the passes over the graph ask of a node's rule through
// ``RuleTable``, one small value per requirement of ``NodeRule``.
//
// Sizing and placement recurse once per level of the tree through the function that dispatches
// on the node kind. Their questions call the rule out of line, so that this function's stack
// frame holds the rule's arguments only and not the locals of every rule it could inline: a
// frame with room for all of them is kilobytes, and a deep tree touches it at every level.

/// The size a node chooses for a proposal.
struct SizeQuestion: RuleQuestion {
    typealias Answer = CGSize

    let node: NodeID
    let proposal: ProposedViewSize
    let engine: LayoutEngine

    @inline(never)
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> CGSize {
        Rule.size(spec, of: node, for: proposal, in: engine)
    }
}

/// Where a node puts its children.
struct PlacementQuestion: RuleQuestion {
    typealias Answer = Placements

    let node: NodeID
    let proposal: ProposedViewSize
    let size: CGSize
    let origin: CGPoint
    let engine: LayoutEngine

    @inline(never)
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Placements {
        Rule.placements(spec, of: node, proposal: proposal, size: size, origin: origin, in: engine)
    }
}

/// The work that follows a node's placement.
struct DidPlaceQuestion: RuleQuestion {
    typealias Answer = Void

    let node: NodeID
    let frame: CGRect
    let engine: LayoutEngine

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) {
        Rule.didPlace(spec, node, at: frame, in: engine)
    }
}

/// The explicit value of a guide.
struct ExplicitGuideQuestion: RuleQuestion {
    typealias Answer = CGFloat?

    let key: AlignmentKey
    let node: NodeID
    let proposal: ProposedViewSize
    let engine: LayoutEngine

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> CGFloat? {
        Rule.explicitGuide(key, spec, of: node, proposal: proposal, in: engine)
    }
}

/// The name of the behaviour that sizes a node.
struct NameQuestion: RuleQuestion {
    typealias Answer = LayoutRule

    let node: NodeID
    let facts: TreeFacts

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> LayoutRule {
        Rule.name(spec, of: node, facts: facts)
    }
}

/// A node's kind with its parameters corrected, or `nil` when they needed no correction.
struct NormalizeQuestion: RuleQuestion {
    typealias Answer = NodeKind?

    let node: NodeID
    let report: UnsafeMutablePointer<NormalizationReport>

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> NodeKind? {
        var corrected = spec
        let before = report.pointee.corrections
        report.pointee.node = node
        Rule.normalize(&corrected, &report.pointee)
        return report.pointee.corrections == before ? nil : Rule.kind(corrected)
    }
}

/// The bottom-up facts of a node, from its children's. It holds only pointers, so asking it of
/// every node touches no reference count.
struct BottomUpQuestion: RuleQuestion {
    let children: UnsafeBufferPointer<NodeID>
    let readDimensions: UnsafeMutableBufferPointer<ProposalDimensions>
    let spacing: UnsafeMutableBufferPointer<EdgeSpacing>
    let inputs: SpacingInputs

    struct Answer {
        var cachePolicy: CachePolicy
        var readDimensions: ProposalDimensions
        var priority: PriorityPassing
        var spacing: EdgeSpacing
        var guides: GuidePassing
        var mayWarn: Bool
        var followsPlacement: Bool
        var measuresContainer: Bool
    }

    @inline(__always)
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Answer {
        Answer(
            cachePolicy: Rule.cachePolicy(spec),
            readDimensions: Rule.readDimensions(spec, children: ChildFacts(children: children, column: readDimensions)),
            priority: Rule.priorityPassing(spec, childCount: children.count),
            spacing: Rule.spacing(spec, children: ChildFacts(children: children, column: spacing), inputs),
            guides: Rule.guidePassing(spec, childCount: children.count),
            mayWarn: Rule.mayWarn,
            followsPlacement: Rule.followsPlacement(spec),
            measuresContainer: Rule.relativeFrameRole(spec) == .measuresContainer)
    }
}

/// What a node's children learn about where they stand, written into `contexts`; the answer
/// is whether the node mirrors its subtree. The graph is read through a pointer, so asking it
/// of every node touches no reference count.
struct TopDownQuestion: RuleQuestion {
    typealias Answer = Bool

    let context: InheritedContext
    let children: UnsafeBufferPointer<NodeID>
    let graph: UnsafePointer<LayoutGraph>
    let contexts: UnsafeMutableBufferPointer<InheritedContext>

    @inline(__always)
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Bool {
        for (index, child) in children.enumerated() {
            contexts[child.index] = Rule.childContext(spec, context, child: index, graph: graph.pointee)
        }
        return Rule.mirrorsSubtree(spec, in: context)
    }
}

/// Whether a node may align its children by a guide.
struct AlignsQuestion: RuleQuestion {
    typealias Answer = Bool

    let key: AlignmentKey

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Bool {
        Rule.mayAlignChildren(on: key, spec)
    }
}

/// A node's structural warnings.
struct StructuralWarningsQuestion: RuleQuestion {
    typealias Answer = [LayoutWarning]

    let node: NodeID
    let inputs: WarningInputs

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> [LayoutWarning] {
        Rule.structuralWarnings(spec, of: node, inputs)
    }
}
