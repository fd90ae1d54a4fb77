import TrellisGraph

/// A built-in modifier that reads or rewrites the preference values its content set.
package protocol SubtreePreferenceModifier {
    /// Lowers the modifier around `content`, the nodes its content contributed; the content's
    /// preference values are those in `lowering.preferences` from `start` on. Returns the nodes
    /// the modified view contributes to its parent.
    func lower(content: [NodeID], preferencesFrom start: Int, into lowering: inout GraphLowering) -> [NodeID]
}
