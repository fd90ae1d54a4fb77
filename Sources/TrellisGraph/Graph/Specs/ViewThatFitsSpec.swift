/// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on `axes`.
public struct ViewThatFitsSpec: Hashable, Sendable {
    /// The axes on which a candidate must fit; the others are not checked.
    public var axes: Axis.Set

    /// Creates the parameters of a `ViewThatFits` constrained on `axes` (both by default).
    public init(axes: Axis.Set = [.horizontal, .vertical]) {
        self.axes = axes
    }
}
