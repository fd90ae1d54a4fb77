import Foundation

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The space between adjacent rows of the lists in the view (`listRowSpacing(_:)`); `nil`
    /// for none, rows touching.
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// This view with `spacing` points between adjacent rows of its lists, within each section;
    /// `nil` leaves the rows touching, as by default.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\.listRowSpacing, spacing)
    }

    /// This view's section headers in `prominence`: `.increased` sets header text in the larger
    /// header style (title 3, bold, as written) in place of the design's.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}
