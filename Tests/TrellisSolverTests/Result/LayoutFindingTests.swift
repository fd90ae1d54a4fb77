import Testing
import TrellisGraph
import TrellisSolver

/// A finding of a layer above the solver, for the tests.
private struct Rounds: LayoutFinding {
    let count: Int
    func message(about view: LayoutWarning.ViewName) -> String { "\(view.label) ran \(count) rounds" }
}

/// Another finding type with the same stored value, which must not compare equal to `Rounds`.
private struct Passes: LayoutFinding {
    let count: Int
    func message(about view: LayoutWarning.ViewName) -> String { "\(view.label) ran \(count) passes" }
}

@Suite("Layout findings of the layers above the solver")
struct LayoutFindingTests {
    @Test("findings compare by type and value, so warnings carrying them do too")
    func equality() {
        #expect(AnyLayoutFinding(Rounds(count: 3)) == AnyLayoutFinding(Rounds(count: 3)))
        #expect(AnyLayoutFinding(Rounds(count: 3)) != AnyLayoutFinding(Rounds(count: 4)))
        #expect(AnyLayoutFinding(Rounds(count: 3)) != AnyLayoutFinding(Passes(count: 3)))
        let set: Set = [AnyLayoutFinding(Rounds(count: 3)), AnyLayoutFinding(Rounds(count: 3)), AnyLayoutFinding(Passes(count: 3))]
        #expect(set.count == 2)
    }

    @Test("a warning carrying a finding is worded by the finding")
    func wording() {
        var graph = LayoutGraph()
        let root = graph.color("red")
        let warning = LayoutWarning(kind: LayoutWarning.Kind(rawValue: "rounds"), node: root, in: graph,
                                    detail: .finding(AnyLayoutFinding(Rounds(count: 2))))
        guard case .finding(let finding) = warning.detail else { Issue.record("the detail is not a finding"); return }
        #expect(finding.base.message(about: warning.view) == "Color.red ran 2 rounds")
    }
}
