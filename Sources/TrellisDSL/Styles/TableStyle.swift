/// A style that makes a table's appearance, as in SwiftUI. Trellis does not offer `Table`, so
/// no style is ever asked for a body: code declaring or setting table styles compiles, and
/// lays out unchanged.
@MainActor @preconcurrency
public protocol TableStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The table made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The table being styled.
    typealias Configuration = TableStyleConfiguration
}

/// A table being styled by a ``TableStyle``; it has no public members, as in SwiftUI.
public struct TableStyleConfiguration {}

/// The platform's table style.
nonisolated public struct AutomaticTableStyle: TableStyle {
    /// The platform's style; code names it `.automatic`, as in SwiftUI.
    init() {}
    /// Nothing: Trellis has no table to lay out.
    public func makeBody(configuration: TableStyleConfiguration) -> some View { EmptyView() }
}

/// Table rows inset from the table's edges.
nonisolated public struct InsetTableStyle: TableStyle {
    /// The inset style.
    public init() {}
    /// Nothing: Trellis has no table to lay out.
    public func makeBody(configuration: TableStyleConfiguration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Inset rows.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

nonisolated extension View {
    /// The tables in this view in `style`; Trellis offers no table, so it lays out unchanged.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { drawingOnly() }
    /// The column headers of the tables in this view shown or hidden; it lays out unchanged.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { drawingOnly() }
}
