import Foundation

/// What one rule keeps during one layout, beside the engine rather than in it: a grid's
/// decisions for its rows, the readers whose content waits for every frame. Each rule that
/// keeps some declares one type of state; the engine makes it on first use and drops it with
/// the layout.
protocol RuleState: AnyObject {
    /// An empty state, at the start of a layout.
    init()

    /// Work once every node of the layout has its frame. The default does nothing.
    func layoutDidFinish(in tree: LayoutProxy)

    /// The layout's result as this state completes it. The default leaves it unchanged.
    func completing(_ result: LayoutResult) -> LayoutResult
}

extension RuleState {
    func layoutDidFinish(in tree: LayoutProxy) {}

    func completing(_ result: LayoutResult) -> LayoutResult { result }
}
