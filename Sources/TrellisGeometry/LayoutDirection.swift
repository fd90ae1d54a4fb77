/// The direction in which a layout runs along the horizontal axis.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Leading is left, as in English. Trellis lays out left to right.
    case leftToRight
    /// Leading is right, as in Arabic and Hebrew.
    case rightToLeft
}
