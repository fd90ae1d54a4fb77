/// How a view's content fills the space it is offered while keeping its aspect ratio.
public enum ContentMode: String, Hashable, CaseIterable, Sendable {
    /// The content is scaled to fit inside the space on both axes; it may leave space free on one.
    case fit
    /// The content is scaled to fill the space on both axes; it may extend beyond it on one.
    case fill
}
