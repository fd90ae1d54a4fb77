import Foundation

/// The states of one layout's rules, one of each type, in the order they were first used.
final class RuleStates {
    private var states: [ObjectIdentifier: any RuleState] = [:]
    private var order: [any RuleState] = []

    /// The state of type `State`, made empty on first use.
    func of<State: RuleState>(_ type: State.Type) -> State {
        if let state = states[ObjectIdentifier(type)] as? State { return state }
        let state = State()
        states[ObjectIdentifier(type)] = state
        order.append(state)
        return state
    }

    /// Lets every state do its work once the layout has placed every node.
    func layoutDidFinish(in tree: LayoutProxy) {
        // A state's work may lay out more (a reader's content) and make more states.
        var index = 0
        while index < order.count {
            order[index].layoutDidFinish(in: tree)
            index += 1
        }
    }

    /// `result` completed by every state.
    func completing(_ result: LayoutResult) -> LayoutResult {
        order.reduce(result) { $1.completing($0) }
    }
}
