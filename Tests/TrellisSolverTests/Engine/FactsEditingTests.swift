import Foundation
import Testing
@testable import TrellisSolver
import Trellis
import TrellisTestSupport

/// An edit in a layout session brings the solver's facts up to date along the edited node's
/// subtree and ancestors only; what it brings them to must be what the edited graph's facts are
/// when worked out from scratch, fact by fact and warning by warning.
@Suite("Facts after an edit")
struct FactsEditingTests {
    @Test("after each random edit, the facts brought up to date equal the facts worked out from scratch", arguments: 1...120)
    func randomGraphs(seed: UInt64) throws {
        try expectEditsKeepFacts(of: RandomGraphs.graph(seed: seed, depth: 5), seed: seed)
    }

    @Test("after each random edit of a view with texts and alignment guides, its explicit guides are those worked out from scratch", arguments: 1...30)
    @MainActor
    func guides(seed: UInt64) throws {
        let view = VStack(alignment: .leading) {
            HStack(alignment: .firstTextBaseline) {
                Text("Title").padding(4)
                Color.red.frame(width: 20, height: 10).alignmentGuide(.firstTextBaseline) { dimensions in dimensions.height }
            }
            Color.blue.frame(width: 50, height: 5).alignmentGuide(.leading) { _ in 8 }.padding(2)
            HStack {
                Spacer()
                Text("Body").frame(width: 100).padding(.horizontal, 3)
            }
        }
        try expectEditsKeepFacts(of: view.layoutGraph(), seed: seed)
    }

    private func expectEditsKeepFacts(of original: LayoutGraph, seed: UInt64) throws {
        var random = SeededGenerator(seed: seed &* 104_729)
        var graph = original
        var prepared = PreparedGraph(graph, memoize: true)
        let parents = graph.parents()
        for round in 0..<8 {
            guard let (node, kind) = RandomEdits.edit(in: graph, using: &random) else { return }
            try graph.replaceKind(of: node, with: kind)
            // A graph whose facts an edit cannot bring up to date is prepared again whole.
            let ancestors = Array(sequence(first: node) { parents[$0.index] }.dropFirst())
            guard prepared.replaceKind(of: node, with: kind, subtree: graph.subtree(of: node), ancestors: ancestors) else {
                prepared = PreparedGraph(graph, memoize: true)
                continue
            }
            expectSame(prepared, PreparedGraph(graph, memoize: true), "seed \(seed), edit \(round) of node \(node.rawValue)")
        }
    }

    private func expectSame(_ edited: PreparedGraph, _ fresh: PreparedGraph, _ context: String) {
        let facts = edited.facts, expected = fresh.facts
        #expect(facts.graph.nodeIDs.map { String(describing: facts.graph.kind(of: $0)) }
            == expected.graph.nodeIDs.map { String(describing: expected.graph.kind(of: $0)) }, "\(context): corrected kinds")
        #expect(Array(facts.columns.stackAxis) == Array(expected.columns.stackAxis), "\(context): stack axes")
        #expect(Array(facts.columns.spacing) == Array(expected.columns.spacing), "\(context): spacing")
        #expect(Array(facts.columns.priority) == Array(expected.columns.priority), "\(context): priorities")
        #expect(Array(facts.columns.cachePolicy) == Array(expected.columns.cachePolicy), "\(context): cache policies")
        #expect(Array(facts.columns.readDimensions) == Array(expected.columns.readDimensions), "\(context): read dimensions")
        #expect(Array(facts.columns.followsPlacement) == Array(expected.columns.followsPlacement), "\(context): placement work")
        #expect(facts.mirroredSubtrees == expected.mirroredSubtrees, "\(context): mirrored subtrees")
        #expect(facts.childrenOfGrids == expected.childrenOfGrids, "\(context): rows of grids")
        #expect(facts.warningCandidates == expected.warningCandidates, "\(context): nodes that may warn")
        #expect(facts.explicitGuides == expected.explicitGuides, "\(context): explicit guides")
        #expect(edited.graphWarnings.map(\.message) == fresh.graphWarnings.map(\.message), "\(context): the graph's warnings, in order")
    }
}
