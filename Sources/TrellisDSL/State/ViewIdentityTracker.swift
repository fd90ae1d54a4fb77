/// Follows the identity of the view being lowered and binds each view's `@State` properties to
/// their storage in ``store`` before its `body` is evaluated.
package struct ViewIdentityTracker {
    /// Where the state of the views lowered is kept.
    package let store: ViewStateStore
    /// The views being lowered, outermost first: each one's identity and how many children it
    /// has lowered so far (one array, so that entering and leaving a view grows and shrinks one).
    private var path: [(identity: ViewIdentity, children: Int)] = [(.root, 0)]

    /// A tracker at the root that keeps state in `store`.
    package init(store: ViewStateStore) {
        self.store = store
    }

    /// The identity of the view being lowered.
    package var current: ViewIdentity { path[path.count - 1].identity }

    /// Starts lowering the next child, of type `type`, of the view being lowered.
    package mutating func enter(_ type: Any.Type) {
        let last = path.count - 1
        let index = path[last].children
        path[last].children = index + 1
        path.append((path[last].identity.child(type, at: index), 0))
    }

    /// Starts lowering the views of the element identified by `id` of the `ForEach` being
    /// lowered: they are identified by the element's ID instead of its position.
    package mutating func enterElement(_ id: some Hashable) {
        path.append((current.element(id), 0))
    }

    /// Finishes lowering the view (or `ForEach` element) entered last.
    package mutating func leave() {
        path.removeLast()
    }

    /// Distinguishes the view being lowered by `name`: a view with another name in the same
    /// place is another view, with state of its own. `.id(_:)` names views with their ID; an
    /// `if`/`else` names its views by branch, so both branches never share state.
    package mutating func distinguish(by name: String) {
        path[path.count - 1].identity = current.named(name)
    }

    /// Binds the `@State` properties of `view`, the view (or `ViewModifier`) being lowered, to
    /// their storage, and tells whether it has any.
    @discardableResult
    package func bindState(of view: Any) -> Bool {
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
