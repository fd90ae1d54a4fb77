import Foundation

/// A style of gauges; accepted, with no effect on layout (`Gauge` itself is not yet offered).
public protocol GaugeStyle {}
/// A style of tables; accepted, with no effect on layout (`Table` itself is not yet offered).
public protocol TableStyle {}
/// A style of split views: `.balanced` puts the leading columns beside the detail,
/// `.prominentDetail` over it.
public protocol NavigationSplitViewStyle {}

extension NamedControlStyle: GaugeStyle, TableStyle, NavigationSplitViewStyle {}

extension GaugeStyle where Self == NamedControlStyle {
    /// The platform's gauge style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// A linear bar.
    public static var linearCapacity: NamedControlStyle { NamedControlStyle(name: "linearCapacity") }
    /// An open ring.
    public static var accessoryCircular: NamedControlStyle { NamedControlStyle(name: "accessoryCircular") }
    /// A closed ring.
    public static var accessoryCircularCapacity: NamedControlStyle { NamedControlStyle(name: "accessoryCircularCapacity") }
    /// A thin bar.
    public static var accessoryLinear: NamedControlStyle { NamedControlStyle(name: "accessoryLinear") }
    /// A thin filled bar.
    public static var accessoryLinearCapacity: NamedControlStyle { NamedControlStyle(name: "accessoryLinearCapacity") }
}

extension TableStyle where Self == NamedControlStyle {
    /// The platform's table style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// Inset rows.
    public static var inset: NamedControlStyle { NamedControlStyle(name: "inset") }
}

extension NavigationSplitViewStyle where Self == NamedControlStyle {
    /// The platform's split view style.
    public static var automatic: NamedControlStyle { NamedControlStyle(name: "automatic") }
    /// The columns side by side.
    public static var balanced: NamedControlStyle { NamedControlStyle(name: "balanced") }
    /// The detail column prominent.
    public static var prominentDetail: NamedControlStyle { NamedControlStyle(name: "prominentDetail") }
}

// Styles of views Trellis does not yet offer: accepted so that code setting them
// compiles, with no layout effect.
nonisolated extension View {
    /// The gauges in this view in `style`; it lays out unchanged.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { drawingOnly() }
    /// The tables in this view in `style`; it lays out unchanged.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View { drawingOnly() }
    /// The column headers of the tables in this view shown or hidden; it lays out unchanged.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View { drawingOnly() }
}
