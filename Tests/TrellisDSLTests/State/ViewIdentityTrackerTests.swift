import Testing
@testable import TrellisDSL

/// The tracker works a view's identity out only when asked; these pin that the identity it
/// answers is the one mixed step by step from the root, whichever views were asked about
/// before.
@Suite("State: the identity tracker")
struct ViewIdentityTrackerTests {
    private struct Outer {}
    private struct Inner {}

    @Test("the identity asked for is the path mixed from the root, asked deep first or shallow first")
    func lazyIdentityMatchesThePath() {
        let outer = ViewIdentity.root.child(ObjectIdentifier(Outer.self), at: 0)
        let element = outer.element(bits: ViewIdentity.elementBits("b"))
        let second = element.child(ObjectIdentifier(Inner.self), at: 1)

        var deepFirst = ViewIdentityTracker(store: ViewStateStore())
        deepFirst.enter(Outer.self)
        deepFirst.enterElement("b")
        deepFirst.enter(Inner.self)
        deepFirst.leave()
        deepFirst.enter(Inner.self)
        #expect(deepFirst.current == second)
        deepFirst.leave()
        #expect(deepFirst.current == element)
        deepFirst.leave()
        #expect(deepFirst.current == outer)

        var shallowFirst = ViewIdentityTracker(store: ViewStateStore())
        shallowFirst.enter(Outer.self)
        #expect(shallowFirst.current == outer)
        shallowFirst.enterElement("b")
        shallowFirst.enter(Inner.self)
        shallowFirst.leave()
        shallowFirst.enter(Inner.self)
        #expect(shallowFirst.current == second)
        // An integer ID is mixed in as it is.
        shallowFirst.leave()
        shallowFirst.leave()
        shallowFirst.enterElement(7)
        #expect(shallowFirst.current == outer.element(bits: 7))
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
