/// How much of a why-chain ``LayoutResult/explain(_:detail:)`` shows.
///
/// Both show one hop a line, indented by depth, with the decision that chose the view's size
/// marked `◀ decided here` (or `◀ width decided here` and `◀ height decided here` when the two
/// lengths were chosen in different places).
public enum ExplainDetail: Sendable, Hashable {
    /// Runs of views that pass their offer on unchanged or less a constant (paddings, frames
    /// that forward the offer, backgrounds) are folded into one line with what they took off in
    /// total.
    case folded
    /// Every view from the root down to the view, each on its own line.
    case full
}
