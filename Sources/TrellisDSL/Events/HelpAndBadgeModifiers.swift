/// How prominent a badge is drawn.
nonisolated public struct BadgeProminence: Hashable, Sendable {
    private let kind: Int

    /// The standard badge.
    public static let standard = BadgeProminence(kind: 0)
    /// A more noticeable badge.
    public static let increased = BadgeProminence(kind: 1)
    /// A less noticeable badge.
    public static let decreased = BadgeProminence(kind: 2)
}

// Help tags and badges are drawn over or beside a view by the system (a tooltip, a tab bar
// item's or a list row's counter); Trellis does not lay out the badge (see the
// DifferencesFromSwiftUI article), and the modified view lays out unchanged.
nonisolated extension View {
    /// This view showing `text` as its help tag; it lays out unchanged.
    public func help(_ text: Text) -> some View { drawingOnly() }
    /// This view showing `text` as its help tag; it lays out unchanged.
    public func help<S: StringProtocol>(_ text: S) -> some View { drawingOnly() }
    /// This view's tab item or list row with the counter `count` (none when 0); it lays out
    /// unchanged.
    public func badge(_ count: Int) -> some View { drawingOnly() }
    /// This view's tab item or list row with the badge `label`; it lays out unchanged.
    public func badge(_ label: Text?) -> some View { drawingOnly() }
    /// This view's tab item or list row with the badge `label`; it lays out unchanged.
    public func badge<S: StringProtocol>(_ label: S?) -> some View { drawingOnly() }
    /// The badges in this view drawn with `prominence`; it lays out unchanged.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { drawingOnly() }
}
