import Foundation
import TrellisGraph
import TrellisSupport

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
        Rule.size(for: proposal, in: NodeContext(node, spec, engine))
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
        Rule.placements(proposal: proposal, size: size, origin: origin, in: NodeContext(node, spec, engine))
    }
}

/// Places a node's children where its rule puts them. Each rule's placements are consumed in
/// the function that made them, one per rule, rather than returned through the dispatch: a
/// child's placement copied back through memory right after it was written stalls the
/// processor at every node. It holds the values of a ``PlacementQuestion`` itself: wrapping
/// one made cold layouts of wide stacks slower (`trellis-bench --fresh flat-1000` measures it).
struct PlaceChildrenQuestion: RuleQuestion {
    typealias Answer = Void

    let node: NodeID
    let proposal: ProposedViewSize
    let size: CGSize
    let origin: CGPoint
    let engine: LayoutEngine

    @inline(never)
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) {
        switch Rule.placements(proposal: proposal, size: size, origin: origin, in: NodeContext(node, spec, engine)) {
        case .none:
            break
        case .one(let placement):
            engine.place(placement, in: node, at: origin)
        case .many(let placements):
            for placement in placements { engine.place(placement, in: node, at: origin) }
        case .taken(let kept):
            for placement in kept.placements { engine.place(placement, in: node, at: origin) }
        }
    }
}

/// The work that follows a node's placement.
struct DidPlaceQuestion: RuleQuestion {
    typealias Answer = Void

    let node: NodeID
    let frame: CGRect
    let engine: LayoutEngine

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) {
        Rule.didPlace(at: frame, in: NodeContext(node, spec, engine))
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
        Rule.explicitGuide(key, proposal: proposal, in: NodeContext(node, spec, engine))
    }
}

/// The name of the behaviour that sizes a node.
struct NameQuestion: RuleQuestion {
    typealias Answer = LayoutRule

    let node: NodeID
    let engine: LayoutEngine

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> LayoutRule {
        Rule.name(in: NodeContext(node, spec, engine))
    }
}

/// A node's kind with its parameters corrected, or `nil` when they needed no correction.
struct NormalizeQuestion: RuleQuestion {
    typealias Answer = NodeKind?

    let node: NodeID
    let report: BorrowedValue<NormalizationReport>

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> NodeKind? {
        var corrected = spec
        return Self.correct(rule, &corrected, of: node, report: report) ? corrected.nodeKind : nil
    }

    /// Corrects `spec`, the parameters of `node`, through `rule`, noting each correction in
    /// `report`, and tells whether anything was corrected.
    @inline(__always)
    static func correct<Rule: NodeRule>(_ rule: Rule.Type, _ spec: inout Rule.Spec, of node: NodeID,
                                        report: BorrowedValue<NormalizationReport>) -> Bool {
        let before = report.value.corrections
        report.value.node = node
        Rule.normalize(&spec, &report.value)
        return report.value.corrections != before
    }
}

/// The bottom-up facts of a node, from its children's, written straight into the node's entry
/// of each column (a struct of them returned and copied costs more than the rule's answers,
/// through partial stores the processor cannot forward). It holds only borrowed storage, so
/// asking it of every node touches no reference count. The answer says whether the node's rule may warn
/// and whether the node measures a `containerRelativeFrame` container.
struct BottomUpQuestion: RuleQuestion {
    /// The columns the answers go into, borrowed.
    struct Columns {
        let cachePolicy: BorrowedColumn<CachePolicy>
        let readDimensions: BorrowedColumn<ProposalDimensions>
        let priority: BorrowedColumn<Double>
        let spacing: BorrowedColumn<EdgeSpacing>
        let followsPlacement: BorrowedColumn<Bool>

        init(_ columns: TreeFacts.Columns) {
            cachePolicy = columns.cachePolicy.borrowed
            readDimensions = columns.readDimensions.borrowed
            priority = columns.priority.borrowed
            spacing = columns.spacing.borrowed
            followsPlacement = columns.followsPlacement.borrowed
        }
    }

    let index: Int
    let children: ChildList
    let columns: Columns
    let inputs: SpacingInputs
    /// The axes along which the node reports explicit alignment guides. A guide's closure sees
    /// both of a view's lengths, so a container aligning the node by one takes whatever the
    /// node reads into its length along that axis.
    let guideAxes: Axis.Set

    struct Answer {
        var mayWarn: Bool
        var measuresContainer: Bool
    }

    @inline(__always)
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Answer {
        let context = FactsContext(NodeID(Int32(index)), spec, childCount: children.count)
        columns.cachePolicy[index] = Rule.cachePolicy(children: ChildFacts(children: children, column: columns.cachePolicy), in: context)
        let read = Rule.readDimensions(children: ChildFacts(children: children, column: columns.readDimensions), in: context)
        columns.readDimensions[index] = guideAxes.isEmpty ? read
            : Axis.both.reduce(read) { guideAxes.contains($1) ? $0.tyingLength(along: $1) : $0 }
        columns.priority[index] = PriorityPropagation.priority(
            Rule.priorityPassing(in: context), children: ChildFacts(children: children, column: columns.priority))
        columns.spacing[index] = Rule.spacing(children: ChildFacts(children: children, column: columns.spacing), inputs, in: context)
        let roles = Rule.roles(in: context)
        columns.followsPlacement[index] = roles.contains(.followsPlacement)
        return Answer(mayWarn: roles.contains(.mayWarn), measuresContainer: roles.contains(.measuresRelativeFrameContainer))
    }
}

/// What the pass that makes a graph's facts asks of each node, in one dispatch on its kind: its
/// parameters corrected as ``NormalizeQuestion`` does (the correction reported), the explicit
/// guides it reports when the graph may have any, and its bottom-up facts from the corrected
/// parameters (``BottomUpQuestion``). Asked as three questions, a dispatch each, they cost
/// making the facts of wide graphs more work.
struct NewNodeFactsQuestion: RuleQuestion {
    typealias Answer = BottomUpQuestion.Answer

    let index: Int
    let children: ChildList
    let columns: BottomUpQuestion.Columns
    let inputs: SpacingInputs
    let report: BorrowedValue<NormalizationReport>
    /// The explicit guides of the nodes before this one, for a graph that may have any.
    let guides: BorrowedValue<[GuideSet]>?

    @inline(__always)
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Answer {
        let node = NodeID(Int32(index))
        var corrected = spec
        if NormalizeQuestion.correct(rule, &corrected, of: node, report: report) { report.value.replace(node, with: corrected.nodeKind) }
        // A graph that can have no explicit guides (nearly every graph) skips them altogether.
        var guideAxes = Axis.Set()
        if let guides {
            let reported = GuidePropagation.reportedGuides(Rule.guidePassing(in: FactsContext(node, corrected, childCount: children.count)),
                                                           children: Children(children, ownedBy: node), known: guides.value)
            guides.value[index] = reported
            guideAxes = reported.axes
        }
        return BottomUpQuestion(index: index, children: children, columns: columns, inputs: inputs, guideAxes: guideAxes).ask(rule, corrected)
    }
}

/// What a node's children learn about where they stand, written into `contexts`; the answer
/// is whether the node mirrors its subtree. The graph and the contexts are borrowed, so asking
/// it of every node touches no reference count.
struct TopDownQuestion: RuleQuestion {
    typealias Answer = Bool

    let node: NodeID
    let context: InheritedContext
    let children: ChildList
    let graph: BorrowedValue<LayoutGraph>
    let contexts: BorrowedColumn<InheritedContext>

    @inline(__always)
    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Bool {
        let facts = FactsContext(node, spec, childCount: children.count)
        var mirrors = false
        for (index, child) in children.enumerated() {
            let inner = Rule.childContext(context, child: index, graph: graph.value, in: facts)
            // A node mirrors its subtree when the direction it hands its first child differs
            // from its own; a node without children has no subtree to mirror.
            if index == 0 { mirrors = inner.direction != context.direction }
            contexts[child.index] = inner
        }
        return mirrors
    }
}

/// Whether a node may align its children by a guide.
struct AlignsQuestion: RuleQuestion {
    typealias Answer = Bool

    let key: AlignmentKey
    let node: NodeID
    let childCount: Int

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> Bool {
        Rule.mayAlignChildren(on: key, in: FactsContext(node, spec, childCount: childCount))
    }
}

/// A node's structural warnings.
struct StructuralWarningsQuestion: RuleQuestion {
    typealias Answer = [LayoutWarning]

    let node: NodeID
    let inputs: WarningInputs

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> [LayoutWarning] {
        Rule.structuralWarnings(inputs, in: FactsContext(node, spec, childCount: inputs.facts.childCount(of: node)))
    }
}

/// Where a node's length along an axis comes from, for the causes of warnings.
struct LengthOriginQuestion: RuleQuestion {
    typealias Answer = LengthOrigin

    let axis: Axis
    let length: CGFloat
    let node: NodeID
    let childCount: Int

    func ask<Rule: NodeRule>(_ rule: Rule.Type, _ spec: Rule.Spec) -> LengthOrigin {
        Rule.lengthOrigin(along: axis, length: length, in: FactsContext(node, spec, childCount: childCount))
    }
}
