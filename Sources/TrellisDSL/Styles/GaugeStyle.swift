/// A style that makes a gauge's appearance from its value and labels, as in SwiftUI: a custom
/// style's `makeBody(configuration:)` lays out. Every built-in style lays a gauge out as the
/// iOS linear capacity bar (see ``Gauge``).
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The gauge made from `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The value and labels of the gauge being styled.
    typealias Configuration = GaugeStyleConfiguration
}

/// The value and labels of a gauge being styled by a ``GaugeStyle``.
public struct GaugeStyleConfiguration {
    /// The type of the gauge's label: any view.
    public typealias Label = AnyView
    /// The type of the current value's label: any view.
    public typealias CurrentValueLabel = AnyView
    /// The type of the minimum value's label: any view.
    public typealias MinimumValueLabel = AnyView
    /// The type of the maximum value's label: any view.
    public typealias MaximumValueLabel = AnyView
    /// The type of a marked value's label: any view.
    public typealias MarkedValueLabel = AnyView
    /// Where the value lies within the gauge's range, from 0 at its lower bound to 1 at its
    /// upper bound.
    public var value: Double
    /// What the gauge shows.
    public var label: Label
    /// The current value's label, if the gauge has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The minimum value's label, if the gauge has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The maximum value's label, if the gauge has one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// The platform's gauge style: on iOS, the linear capacity bar.
nonisolated public struct DefaultGaugeStyle: GaugeStyle {
    /// The platform's style.
    public init() {}
    /// The label, the bar between its bounds' labels, and the current value's label.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { GaugeLayout(configuration) }
}

/// A gauge drawn as a bar filled up to its value.
nonisolated public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
    /// The label, the bar between its bounds' labels, and the current value's label.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { GaugeLayout(configuration) }
}

/// A gauge drawn as an open ring with a marker at its value; Trellis lays it out as the linear
/// capacity bar.
nonisolated public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The open ring style.
    public init() {}
    /// The label, the bar between its bounds' labels, and the current value's label.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { GaugeLayout(configuration) }
}

/// A gauge drawn as a closed ring filled up to its value; Trellis lays it out as the linear
/// capacity bar.
nonisolated public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The closed ring style.
    public init() {}
    /// The label, the bar between its bounds' labels, and the current value's label.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { GaugeLayout(configuration) }
}

/// A gauge drawn as a thin bar with a marker at its value; Trellis lays it out as the linear
/// capacity bar.
nonisolated public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The thin bar style.
    public init() {}
    /// The label, the bar between its bounds' labels, and the current value's label.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { GaugeLayout(configuration) }
}

/// A gauge drawn as a thin bar filled up to its value; Trellis lays it out as the linear
/// capacity bar.
nonisolated public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The thin filled bar style.
    public init() {}
    /// The label, the bar between its bounds' labels, and the current value's label.
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { GaugeLayout(configuration) }
}

extension GaugeLayout where Label == AnyView, CurrentValueLabel == AnyView?, BoundsLabel == AnyView {
    /// The linear capacity layout of the gauge `configuration` describes.
    init(_ configuration: GaugeStyleConfiguration) {
        self.init(label: configuration.label, currentValueLabel: configuration.currentValueLabel,
                  minimumValueLabel: configuration.minimumValueLabel, maximumValueLabel: configuration.maximumValueLabel)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's gauge style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled up to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A closed ring.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin filled bar.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue: StyleMaker<GaugeStyleConfiguration>? = nil
}

extension EnvironmentValues {
    /// How the gauges in the view make their view; `nil`: the linear capacity bar.
    var gaugeStyleMaker: StyleMaker<GaugeStyleConfiguration>? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Styles the gauges in this view with `style`: a custom style lays them out through its
    /// `makeBody(configuration:)`.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        styled(\.gaugeStyleMaker) { AnyView(MainActorBody.makeBody(of: style, configuration: $0)) }
    }
}
