import Foundation

/// A value that changes with time, which a `Text` shows through a format style:
/// `Text(.currentDate, format: .timer(countingDownIn: start..<end))`.
///
/// SwiftUI updates such a text as time passes. A layout in Trellis is one moment, so the text
/// shows the source's value at the moment of the layout.
public struct TimeDataSource<Value>: Sendable {
    /// The value at the moment it is read.
    private let current: @Sendable () -> Value

    /// The value now.
    var value: Value { current() }
}

extension TimeDataSource where Value == Date {
    /// The current date: the moment of the layout, in Trellis.
    public static var currentDate: TimeDataSource<Date> { TimeDataSource(current: { Date() }) }
}
