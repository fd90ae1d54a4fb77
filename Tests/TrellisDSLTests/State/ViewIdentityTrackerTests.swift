import Testing
@testable import TrellisDSL

/// The tracker works a view's identity out only when asked; these pin that the identity it
/// answers is the one mixed step by step from the root, whichever views were asked about
/// before.
@Suite("State: the identity tracker")
struct ViewIdentityTrackerTests {
    private struct Outer {}
    private struct Inner {}

    /// Enters an `Outer`, a `ForEach` element with ID "b", an `Inner`, leaves it and enters a
    /// second `Inner`, asking for the identity after each step in `asking`; returns the answers
    /// by step.
    private func walk(asking: Set<Int>) -> [Int: ViewIdentity] {
        var tracker = ViewIdentityTracker(store: ViewStateStore())
        let steps: [(inout ViewIdentityTracker) -> Void] = [
            { $0.enter(Outer.self) }, { $0.enterElement("b") }, { $0.enter(Inner.self) }, { $0.leave() }, { $0.enter(Inner.self) },
        ]
        var answers: [Int: ViewIdentity] = [:]
        for (number, step) in steps.enumerated() {
            step(&tracker)
            if asking.contains(number) { answers[number] = tracker.current }
        }
        return answers
    }

    @Test("the identity asked for is the path mixed from the root, asked deep first or at every step")
    func lazyIdentityMatchesThePath() {
        let outer = ViewIdentity.root.child(ObjectIdentifier(Outer.self), at: 0)
        let element = outer.element(bits: ViewIdentity.elementBits("b"))
        let expected = [0: outer, 1: element, 2: element.child(ObjectIdentifier(Inner.self), at: 0), 3: element,
                        4: element.child(ObjectIdentifier(Inner.self), at: 1)]
        #expect(walk(asking: [4]) == [4: expected[4]!])
        #expect(walk(asking: [2, 4]) == [2: expected[2]!, 4: expected[4]!])
        #expect(walk(asking: Set(0...4)) == expected)
    }

    @Test("an integer element ID is mixed in as it is")
    func integerElementIDs() {
        var tracker = ViewIdentityTracker(store: ViewStateStore())
        tracker.enterElement(7)
        #expect(tracker.current == ViewIdentity.root.element(bits: 7))
    }

    @Test("a view distinguished by a name gives its later children identities from the named one")
    func distinguishedViewsChildren() {
        var tracker = ViewIdentityTracker(store: ViewStateStore())
        tracker.enter(Outer.self)
        tracker.distinguish(by: "first")
        tracker.enter(Inner.self)
        let named = ViewIdentity.root.child(ObjectIdentifier(Outer.self), at: 0).named("first")
        #expect(tracker.current == named.child(ObjectIdentifier(Inner.self), at: 0))
        tracker.leave()
        #expect(tracker.current == named)
        #expect(tracker.current != ViewIdentity.root.child(ObjectIdentifier(Outer.self), at: 0))
    }
}
