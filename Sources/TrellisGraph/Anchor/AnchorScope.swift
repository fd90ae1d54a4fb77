/// The identity of a graph whose nodes anchors refer to. A graph gets one when its first anchor
/// is made; the solver finds the frames of the nodes of the graphs being laid out by it
/// (``AnchorFrames``).
package final class AnchorScope: Sendable {
    /// A new scope, distinct from every other.
    package init() {}
}
