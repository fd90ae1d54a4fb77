import Foundation

/// The storage of every `@State` of a view tree, and the `onPreferenceChange` actions to run
/// after each layout, kept across the rounds of layout of one `layout(in:)` or `LayoutHost`.
///
/// Lowering the views binds each `@State` to its storage by the view's identity and queues each
/// `onPreferenceChange`, with the value its subtree combined, under the identity of the view
/// that observes it (an observer lowered again replaces its action). After a layout,
/// ``deliverPreferenceChanges()`` runs the actions whose values changed. When an action (or
/// anything else) changes a state value, ``stateChanged`` is set, the view that declares the
/// state is listed in ``takeChangedViews()``, and the views need another round.
///
/// The store is locked around each access: a lowered graph may be laid out on several threads
/// at once, each making its readers' content (which binds state and queues actions).
package final class ViewStateStore: @unchecked Sendable {
    /// One `onPreferenceChange` found while lowering.
    private struct PendingChange {
        let observer: ViewIdentity
        /// Delivers the subtree's value, combined now, when it differs from `last` (the value
        /// delivered before, or `nil`), and returns it; returns `nil` otherwise.
        let deliverIfChanged: (_ last: Any?) -> Any?
    }

    private let lock = NSLock()
    private var values: [StateKey: Any] = [:]
    private var delivered: [ViewIdentity: Any] = [:]
    private var pending: [PendingChange] = []
    /// Where each observer's action is in ``pending``.
    private var pendingIndex: [ViewIdentity: Int] = [:]
    private var changed = false
    private var changedViews: Set<ViewIdentity> = []

    /// Whether a state value changed since ``beginRound()``.
    package var stateChanged: Bool { lock.withLock { changed } }

    /// An empty store: every `@State` starts from its initial value.
    package init() {}

    /// Starts a round of layout: ``stateChanged`` tells from now on whether a value changes.
    package func beginRound() {
        lock.withLock { changed = false }
    }

    /// Forgets the queued `onPreferenceChange` actions, before the views are lowered again from
    /// their root.
    package func forgetQueuedChanges() {
        lock.withLock {
            pending.removeAll()
            pendingIndex.removeAll()
        }
    }

    /// How many `onPreferenceChange` actions are queued.
    package var queuedChangeCount: Int { lock.withLock { pending.count } }

    /// The views whose state changed since the last call, which returns them and forgets them.
    package func takeChangedViews() -> Set<ViewIdentity> {
        lock.withLock {
            defer { changedViews.removeAll() }
            return changedViews
        }
    }

    /// The value stored for `key`, storing `initial` first if there is none.
    package func value<Value>(for key: StateKey, initial: Value) -> Value {
        lock.withLock {
            // Unwrap the dictionary's optional first: casting a missing entry (`nil` as `Any?`)
            // to an optional `Value` would succeed and read an optional state as `nil`.
            if let stored = values[key], let value = stored as? Value { return value }
            values[key] = initial
            return initial
        }
    }

    /// Stores `value` for `key`. Setting a value equal to the stored one changes nothing, as in
    /// SwiftUI; values that are not `Equatable` always count as a change.
    package func set<Value>(_ value: Value, for key: StateKey) {
        lock.withLock {
            if let old = values[key], Self.equal(old, value) { return }
            values[key] = value
            changed = true
            changedViews.insert(key.view)
        }
    }

    /// Queues `action` for the `onPreferenceChange` at `observer`; `value` combines its subtree's
    /// value once the layout is done.
    package func queuePreferenceChange<Value: Equatable>(at observer: ViewIdentity, value: @escaping () -> Value, action: @escaping (Value) -> Void) {
        let change = PendingChange(observer: observer) { last in
            let current = value()
            if let last = last as? Value, last == current { return nil }
            action(current)
            return current
        }
        lock.withLock {
            if let index = pendingIndex[observer] {
                pending[index] = change
            } else {
                pendingIndex[observer] = pending.count
                pending.append(change)
            }
        }
    }

    /// Runs, in view-tree order, the queued actions whose value differs from the one delivered
    /// to them before. The actions stay queued for the next layout of the same views. Each action is called after the first layout with its initial value,
    /// whatever it is, as SwiftUI does since iOS 18.1 (earlier releases skipped a first value
    /// equal to the key's default).
    package func deliverPreferenceChanges() {
        let changes = lock.withLock { pending }
        for change in changes {
            // The action runs unlocked: it sets state.
            let last = lock.withLock { delivered[change.observer] }
            if let value = change.deliverIfChanged(last) {
                lock.withLock { delivered[change.observer] = value }
            }
        }
    }

    private static func equal(_ old: Any, _ new: some Any) -> Bool {
        guard let new = new as? any Equatable else { return false }
        return new.isEqual(to: old)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}

/// Where one `@State` property's value is stored: its view's identity and the property's name.
package struct StateKey: Hashable {
    /// The identity of the view that declares the property.
    package let view: ViewIdentity
    /// The property's name in the view.
    package let property: String
}
