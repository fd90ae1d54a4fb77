import Foundation
import TrellisGraph

extension LayoutResult {
    /// The laid-out `Text` views that show exactly `text`, in graph order.
    public func nodes(showingText text: String) -> [NodeID] {
        graph.nodeIDs.filter { node in
            guard frames[node.index] != nil, case .text(let spec) = graph.kind(of: node) else { return false }
            return spec.string == text
        }
    }

    /// The frame, in window coordinates, of the one laid-out `Text` that shows exactly `text`,
    /// such as a button's title:
    ///
    /// ```swift
    /// layout.frame(ofText: "Sign in")
    /// ```
    ///
    /// `nil` when no laid-out text shows it, and also when several do, since the answer would
    /// then depend on the order of the views; ``frames(ofText:)`` lists them all. The frame is
    /// the text's own, without the modifiers around it.
    public func frame(ofText text: String) -> CGRect? {
        let matches = nodes(showingText: text)
        guard matches.count == 1 else { return nil }
        return frames[matches[0].index]
    }

    /// The frames of every laid-out `Text` that shows exactly `text`, in graph order.
    public func frames(ofText text: String) -> [CGRect] {
        nodes(showingText: text).compactMap { frames[$0.index] }
    }

    /// The laid-out nodes made by the `body` of a view of `type`, in graph order: the outermost
    /// node of each such view (several when its body makes several views side by side).
    public func nodes(madeBy type: Any.Type) -> [NodeID] {
        graph.nodes(madeBy: type).filter { frames[$0.index] != nil }
    }

    /// The frames, in window coordinates, of every laid-out view of type `type`, in graph order:
    ///
    /// ```swift
    /// layout.frames(of: ProfileCard.self)   // one frame per card on screen
    /// ```
    ///
    /// Views are found by the type whose `body` made them, so only views with a `body` (your
    /// own views, not primitives such as `Text` or `HStack`) are found, and only in layouts of
    /// views lowered from Swift: graph files do not keep view types.
    public func frames(of type: Any.Type) -> [CGRect] {
        nodes(madeBy: type).compactMap { frames[$0.index] }
    }
}
