/// The parameters of one node kind, which know the kind that holds them: how a corrected value
/// is put back in its node (the solver's rules correct parameters without knowing their case).
package protocol NodeParameters: Hashable, Sendable {
    /// The node kind holding these parameters.
    var nodeKind: NodeKind { get }
}
