/// Whether something is shown: a list row's separators, a dialog's title, a scroll view's
/// indicators.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// As the platform or the style decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
