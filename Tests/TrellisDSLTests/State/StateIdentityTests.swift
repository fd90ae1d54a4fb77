import Testing
import Trellis

/// Shows a `Growing` in one branch of an `if`/`else` or the other, and switches to the other
/// branch once its own preference says so.
private struct Branches: View {
    @State private var second = false

    var body: some View {
        VStack {
            if second {
                Growing(name: "second", target: 30)
            } else {
                Growing(name: "first", target: 50)
            }
        }
        .onPreferenceChange(TargetKey.self) { target in second = target == 50 }
    }
}

@Suite("State: identity")
@MainActor
struct StateIdentityTests {
    @Test("the two branches of an if/else hold views of the same type with separate state")
    func branchesKeepSeparateState() {
        let session = Branches().layoutSession(in: CGSize(width: 200, height: 200))
        let result = session.result
        // Round 1 shows the first branch; 50 is delivered to both actions: its box becomes 50
        // wide and `second` true. Round 2 shows the second branch, whose box starts at 10 (its
        // own state) and becomes 30; the outer action gets 30 and sets `second` false. From then
        // on the inner values never change (50 and 30 kept per branch), while the outer action
        // flips `second` every round, so the layout stops at the bound.
        #expect(session.rounds == 10)
        #expect(result.warnings.map(\.kind) == [.stateDidNotSettle])
        // Round 10 shows the second branch with its own width, 30. Had the branches shared
        // state, the first branch would have set it back to 50 in round 9.
        #expect(result.frame(of: "second")?.width == 30)
    }

    @Test("a view given another .id is another view: its state starts again")
    func idResetsState() {
        struct Renamed: View {
            @State private var generation = 0
            var body: some View {
                Growing(name: "box", target: 50)
                    .id(generation)
                    .onPreferenceChange(TargetKey.self) { _ in generation = 1 }
            }
        }
        let session = Renamed().layoutSession(in: CGSize(width: 200, height: 200))
        let result = session.result
        // Round 1: generation 0; the box grows to 50 and generation becomes 1. Round 2: the box
        // has a new identity, so its width starts at 10 again; its action grows it to 50 and
        // generation stays 1. Round 3 shows it 50 wide and changes nothing.
        #expect(session.rounds == 3)
        #expect(result.frame(of: "box")?.width == 50)
    }

    @Test("a ForEach identifies its views by element ID: state follows the element when others are removed")
    func forEachStateFollowsElements() {
        struct Rows: View {
            @State private var names = ["a", "b", "c"]
            var body: some View {
                VStack {
                    ForEach(names, id: \.self) { name in
                        Growing(name: name, target: ["a": 20, "b": 40, "c": 60][name]!)
                    }
                }
                .onPreferenceChange(TargetKey.self) { _ in names = ["b", "c"] }
            }
        }
        let session = Rows().layoutSession(in: CGSize(width: 200, height: 200))
        let result = session.result
        // Round 1: the rows grow to 20, 40 and 60, and "a" is removed. Round 2: "b" and "c"
        // keep their widths, so no action changes anything. Had the rows been identified by
        // position, "b" would have started from "a"'s 20 and needed a third round.
        #expect(session.rounds == 2)
        #expect(result.frame(of: "a") == nil)
        #expect(result.frame(of: "b")?.width == 40)
        #expect(result.frame(of: "c")?.width == 60)
    }
}
