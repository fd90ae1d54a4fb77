import Foundation

nonisolated extension Text {
    /// A text showing the value of `source` formatted by `format`, such as
    /// `Text(.currentDate, format: .timer(countingDownIn: start..<end))`.
    ///
    /// SwiftUI updates the text as the value changes. A layout in Trellis is one moment: the text
    /// shows the value at the moment of the layout, formatted in the environment's locale, and
    /// is measured as a text of that string.
    public init<F: DiscreteFormatStyle>(_ source: TimeDataSource<F.FormatInput>, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(source.value, format: format)
    }

    /// A text showing a timer running within `timerInterval`, counting down from its length to
    /// `0:00` (or up from `0:00`, unless `countsDown`), with hours as a field of their own once
    /// the time reaches an hour when `showsHours`, stopped at `pauseTime` when one is given.
    ///
    /// The text shows the timer's reading at `pauseTime`, else at the moment of the layout,
    /// written as ``SystemFormatStyle/Timer`` writes it (`12:00`, `1:05:00`), and is measured as
    /// a text of that string.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let interval = timerInterval.lowerBound..<timerInterval.upperBound
        let timer: SystemFormatStyle.Timer = countsDown
            ? .timer(countingDownIn: interval, showsHours: showsHours)
            : .timer(countingUpIn: interval, showsHours: showsHours)
        self.init(verbatim: timer.format(pauseTime ?? Date()))
    }
}
