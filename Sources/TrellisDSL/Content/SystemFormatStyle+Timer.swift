import Foundation

extension SystemFormatStyle {
    /// A count-up or countdown timer within an interval of dates, written as a clock:
    /// `4:32`, `1:23:45`.
    ///
    /// As SwiftUI documents it, a timer counting up shows the time elapsed since the interval's
    /// start (from `0:00` to the interval's length) and one counting down the time left to its
    /// end (from the length to `0:00`); before the interval it shows its starting value and after
    /// it its final one. The first field is written without padding and the others with two
    /// digits. Hours are a field of their own once the time reaches an hour, unless
    /// `showsHours` is `false`, when minutes go past 60 (`131:00`). At most `maxFieldCount`
    /// fields are shown, the largest first: with 2, a time of hours shows hours and minutes.
    ///
    /// The time is written in whole steps of `maxPrecision` (a second unless set): rounded down
    /// when counting up and up when counting down, so that a countdown shows `0:00` only at its
    /// end (Trellis's choice; SwiftUI does not document the rounding).
    public struct Timer: DiscreteFormatStyle, Sendable {
        /// The dates the timer runs between.
        public var interval: Range<Date>
        /// Whether the timer counts down (the time left) rather than up (the time elapsed).
        public var countsDown: Bool
        /// Whether hours are a field of their own once the time reaches an hour.
        public var showsHours: Bool
        /// How many fields are shown at most, the largest first.
        public var maxFieldCount: Int
        /// The smallest step the timer shows.
        public var maxPrecision: Duration

        /// A timer counting up from the start of `interval`.
        public init(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.init(interval: interval, countsDown: false, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }

        /// A timer counting down to the end of `interval`.
        public init(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
            self.init(interval: interval, countsDown: true, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
        }

        private init(interval: Range<Date>, countsDown: Bool, showsHours: Bool, maxFieldCount: Int, maxPrecision: Duration) {
            self.interval = interval
            self.countsDown = countsDown
            self.showsHours = showsHours
            self.maxFieldCount = maxFieldCount
            self.maxPrecision = maxPrecision
        }

        /// The timer's reading at `date`.
        public func format(_ date: Date) -> String {
            let step = self.step
            let length = interval.upperBound.timeIntervalSince(interval.lowerBound)
            let elapsed = min(max(date.timeIntervalSince(interval.lowerBound), 0), length)
            let steps = countsDown ? ((length - elapsed) / step).rounded(.up) : (elapsed / step).rounded(.down)
            return TimerClock(seconds: Int(steps * step), showsHours: showsHours, maxFieldCount: maxFieldCount).text
        }

        /// The latest moment before `date` at which the reading changes: the interval's start
        /// plus a whole number of steps, or its end.
        public func discreteInput(before date: Date) -> Date? {
            guard date > interval.lowerBound else { return nil }
            guard date <= interval.upperBound else { return interval.upperBound }
            let steps = (date.timeIntervalSince(interval.lowerBound) / step).rounded(.up) - 1
            return interval.lowerBound.addingTimeInterval(steps * step)
        }

        /// The earliest moment after `date` at which the reading changes: the interval's start
        /// plus a whole number of steps, or its end.
        public func discreteInput(after date: Date) -> Date? {
            guard date < interval.upperBound else { return nil }
            guard date >= interval.lowerBound else { return interval.lowerBound }
            let steps = (date.timeIntervalSince(interval.lowerBound) / step).rounded(.down) + 1
            return min(interval.lowerBound.addingTimeInterval(steps * step), interval.upperBound)
        }

        /// `maxPrecision` in seconds, at least a millisecond.
        private var step: TimeInterval {
            let (seconds, attoseconds) = maxPrecision.components
            return max(Double(seconds) + Double(attoseconds) / 1e18, 0.001)
        }
    }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
    /// A timer counting up from the start of `interval`: `0:00` at its start.
    public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }

    /// A timer counting down to the end of `interval`: `0:00` at its end.
    public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true, maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) -> SystemFormatStyle.Timer {
        SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
    }
}

/// A number of seconds written as a timer's clock: `5:02`, `1:00:05`.
struct TimerClock {
    /// The seconds shown.
    let seconds: Int
    /// Whether hours are a field of their own from an hour on.
    let showsHours: Bool
    /// How many fields are shown at most, the largest first.
    let maxFieldCount: Int

    /// The clock: the first field unpadded, the others with two digits, joined by colons.
    var text: String {
        let fields = showsHours && seconds >= 3600 ? [seconds / 3600, seconds / 60 % 60, seconds % 60] : [seconds / 60, seconds % 60]
        let shown = fields.prefix(max(maxFieldCount, 1))
        return shown.enumerated().map { $0.offset == 0 ? String($0.element) : String(format: "%02d", $0.element) }.joined(separator: ":")
    }
}
