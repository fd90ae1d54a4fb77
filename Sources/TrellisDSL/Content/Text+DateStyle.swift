import Foundation

nonisolated extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        fileprivate enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }

        fileprivate let kind: Kind

        /// The time of day: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The day: "June 3, 2024".
        public static let date = DateStyle(kind: .date)
        /// The distance from now, in the two largest units: "2 hr, 5 min".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now: "+2 hours".
        public static let offset = DateStyle(kind: .offset)
        /// A count-up or countdown timer: "5:02".
        public static let timer = DateStyle(kind: .timer)

        /// `date` written in this style; the relative styles count from now.
        func string(for date: Date) -> String { kind.string(for: date, now: Date()) }
    }

    /// A text showing `date` in `style`, written in US English as the text model sets it. The
    /// relative styles count from the moment of the layout.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.string(for: date))
    }
}

extension Text.DateStyle.Kind {
    /// `date` written in this style, `now` being the moment of the layout.
    func string(for date: Date, now: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        switch self {
        case .time:
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            return formatter.string(from: date)
        case .date:
            formatter.dateStyle = .long
            formatter.timeStyle = .none
            return formatter.string(from: date)
        case .relative:
            return Self.units(abs(Int(date.timeIntervalSince(now))), names: ["hr", "min", "sec"]).prefix(2).joined(separator: ", ")
        case .offset:
            let seconds = Int(date.timeIntervalSince(now))
            let largest = Self.units(abs(seconds), names: ["hours", "minutes", "seconds"]).first ?? "0 seconds"
            return (seconds < 0 ? "-" : "+") + largest
        case .timer:
            let seconds = abs(Int(date.timeIntervalSince(now)))
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
        }
    }

    /// `seconds` as its non-zero hours, minutes and seconds, largest first ("2 hr").
    private static func units(_ seconds: Int, names: [String]) -> [String] {
        let parts = [seconds / 3600, seconds / 60 % 60, seconds % 60]
        let written = zip(parts, names).filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return written.isEmpty ? ["0 \(names[2])"] : written
    }
}
