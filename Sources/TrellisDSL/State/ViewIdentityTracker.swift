/// Follows the identity of the view being lowered and binds each view's `@State` properties to
/// their storage in ``store`` before its `body` is evaluated.
package struct ViewIdentityTracker {
    /// Where the state of the views lowered is kept.
    package let store: ViewStateStore
    /// The views being lowered, outermost first (one array, so that entering and leaving a
    /// view grows and shrinks one). A step's identity is worked out only when something asks
    /// for it (a view with `@State`, a view kept to be lowered again): most views are built-in
    /// ones nobody asks about, and mixing every step into a hash as it was entered was a
    /// noticeable part of lowering's work.
    private var path: [Step] = [Step(identity: .root)]
    /// The position among its siblings of the next child of the view entered last. Kept here
    /// rather than counted in the view's step, so that entering a view changes the path once.
    private var nextPosition = 0

    /// One view on the path.
    private struct Step {
        /// The view's identity, once ``isResolved``.
        var identity: ViewIdentity
        /// Whether ``identity`` is worked out; if not, it is its parent's mixed with ``key``.
        var isResolved: Bool
        /// What tells the view apart from its siblings.
        var key: Key
        /// The position of the parent's next child once this view is left.
        var parentsNext = 0

        enum Key {
            /// The root, whose identity is known.
            case root
            /// The child of a type (identified) at a position among its parent's children.
            case child(ObjectIdentifier, Int)
            /// The views of a `ForEach` element, by the bits of its ID.
            case element(UInt64)
        }

        init(identity: ViewIdentity) {
            self.identity = identity
            isResolved = true
            key = .root
        }

        init(key: Key, parentsNext: Int) {
            identity = .root
            isResolved = false
            self.key = key
            self.parentsNext = parentsNext
        }
    }

    /// A tracker at the root that keeps state in `store`.
    package init(store: ViewStateStore) {
        self.store = store
    }

    /// The identity of the view being lowered.
    package var current: ViewIdentity {
        mutating get { resolve(path.count - 1) }
    }

    /// The identity of the step at `index`, worked out from the nearest step above it whose
    /// identity is known, and kept in every step on the way.
    private mutating func resolve(_ index: Int) -> ViewIdentity {
        if path[index].isResolved { return path[index].identity }
        var known = index
        while !path[known].isResolved { known -= 1 }
        var identity = path[known].identity
        for step in known + 1...index {
            switch path[step].key {
            case .root: break
            case .child(let type, let position): identity = identity.child(type, at: position)
            case .element(let bits): identity = identity.element(bits: bits)
            }
            path[step].identity = identity
            path[step].isResolved = true
        }
        return identity
    }

    /// Starts lowering the next child, of type `type`, of the view being lowered.
    package mutating func enter(_ type: Any.Type) {
        let position = nextPosition
        path.append(Step(key: .child(ObjectIdentifier(type), position), parentsNext: position + 1))
        nextPosition = 0
    }

    /// Starts lowering the views of the element identified by `id` of the `ForEach` being
    /// lowered: they are identified by the element's ID instead of its position.
    package mutating func enterElement(_ id: some Hashable) {
        path.append(Step(key: .element(ViewIdentity.elementBits(id)), parentsNext: nextPosition))
        nextPosition = 0
    }

    /// Finishes lowering the view (or `ForEach` element) entered last.
    package mutating func leave() {
        nextPosition = path.removeLast().parentsNext
    }

    /// Distinguishes the view being lowered by `name`: a view with another name in the same
    /// place is another view, with state of its own. `.id(_:)` names views with their ID; an
    /// `if`/`else` names its views by branch, so both branches never share state.
    package mutating func distinguish(by name: String) {
        let last = path.count - 1
        path[last].identity = resolve(last).named(name)
    }

    /// Binds the `@State` properties of `view`, the view (or `ViewModifier`) being lowered, to
    /// their storage, and tells whether it has any.
    @discardableResult
    package mutating func bindState(of view: Any) -> Bool {
        var bound = false
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any StateProperty, let label = child.label else { continue }
            property.bind(to: store, key: StateKey(view: current, property: label))
            bound = true
        }
        return bound
    }
}

/// A property wrapper whose value lives in a ``ViewStateStore``: `@State`.
package protocol StateProperty {
    /// Reads and writes the value stored under `key` in `store` from now on.
    func bind(to store: ViewStateStore, key: StateKey)
}
