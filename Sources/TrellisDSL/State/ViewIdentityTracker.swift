/// Follows the identity of the view being lowered and binds each view's `@State` properties to
/// their storage in ``store`` before its `body` is evaluated.
package struct ViewIdentityTracker {
    /// Where the state of the views lowered is kept.
    package let store: ViewStateStore
    /// The identities of the views being lowered, outermost first.
    private var path: [ViewIdentity] = [.root]
    /// For each view being lowered, how many children it has lowered so far.
    private var childCounts: [Int] = [0]

    /// A tracker at the root that keeps state in `store`.
    package init(store: ViewStateStore) {
        self.store = store
    }

    /// The identity of the view being lowered.
    package var current: ViewIdentity { path[path.count - 1] }

    /// Starts lowering the next child, of type `type`, of the view being lowered.
    package mutating func enter(_ type: Any.Type) {
        let index = childCounts[childCounts.count - 1]
        childCounts[childCounts.count - 1] = index + 1
        path.append(current.child(type, at: index))
        childCounts.append(0)
    }

    /// Starts lowering the views of the element identified by `id` of the `ForEach` being
    /// lowered: they are identified by the element's ID instead of its position.
    package mutating func enterElement(_ id: some Hashable) {
        path.append(current.element(id))
        childCounts.append(0)
    }

    /// Finishes lowering the view (or `ForEach` element) entered last.
    package mutating func leave() {
        path.removeLast()
        childCounts.removeLast()
    }

    /// Distinguishes the view being lowered by `name`: a view with another name in the same
    /// place is another view, with state of its own. `.id(_:)` names views with their ID; an
    /// `if`/`else` names its views by branch, so both branches never share state.
    package mutating func distinguish(by name: String) {
        path[path.count - 1] = current.named(name)
    }

    /// Binds the `@State` properties of `view`, the view (or `ViewModifier`) being lowered, to
    /// their storage.
    package func bindState(of view: Any) {
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? any StateProperty, let label = child.label else { continue }
            property.bind(to: store, key: StateKey(view: current, property: label))
        }
    }
}

/// A property wrapper whose value lives in a ``ViewStateStore``: `@State`.
package protocol StateProperty {
    /// Reads and writes the value stored under `key` in `store` from now on.
    func bind(to store: ViewStateStore, key: StateKey)
}
