import Foundation

/// When a timeline view updates: its dates from a start date on.
public protocol TimelineSchedule: Sendable {}

/// A schedule named by its kind: periodic, every minute, at explicit dates, or every frame.
nonisolated public struct NamedTimelineSchedule: TimelineSchedule {
    private let kind: String

    /// The schedule of kind `kind`.
    init(kind: String) { self.kind = kind }
}

extension TimelineSchedule where Self == NamedTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> NamedTimelineSchedule { NamedTimelineSchedule(kind: "periodic") }
    /// At the start of every minute.
    public static var everyMinute: NamedTimelineSchedule { NamedTimelineSchedule(kind: "everyMinute") }
    /// At each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> NamedTimelineSchedule where S.Element == Date { NamedTimelineSchedule(kind: "explicit") }
    /// As often as the display refreshes.
    public static var animation: NamedTimelineSchedule { NamedTimelineSchedule(kind: "animation") }
    /// As often as the display refreshes, at least `minimumInterval` apart, paused when
    /// `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> NamedTimelineSchedule { NamedTimelineSchedule(kind: "animation") }
}

/// The moment a timeline view's update is for.
nonisolated public struct TimelineViewDefaultContext: Sendable {
    /// How often the view updates.
    public enum Cadence: Comparable, Sendable {
        /// Every frame.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The date of this update.
    public let date: Date
    /// How often the view updates.
    public let cadence: Cadence
}

/// A view that rebuilds its content on a schedule. It adds nothing to layout: Trellis lays the
/// content out once, for the moment of the layout, as SwiftUI lays out each update.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// The moment an update is for.
    public typealias Context = TimelineViewDefaultContext

    private let content: (Context) -> Content

    /// A timeline view updating on `schedule`, showing what `content` makes for each moment.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.content = content
    }

    /// The content for the moment of the layout.
    public var body: some View {
        content(Context(date: Date(), cadence: .live))
    }
}
