import Foundation
import Testing
import Trellis

/// The timer format style of iOS 18 and `Text(timerInterval:)` write what Apple's documentation
/// shows: a countdown from the interval's length to `0:00`, a count-up from `0:00`, hours as a
/// field of their own from an hour on.
@Suite("Timer texts") @MainActor
struct TimerFormatTests {
    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    private let window = CGSize(width: 390, height: 200)

    @Test("a five-minute countdown reads 5:00, 4:00, 0:30 and 0:00 as Apple's table shows")
    func countdown() {
        let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(300))
        let readings = [0.0, 60, 270, 300].map { timer.format(start.addingTimeInterval($0)) }
        #expect(readings == ["5:00", "4:00", "0:30", "0:00"])
    }

    @Test("a count-up starts at 0:00 and shows hours once it reaches an hour")
    func countUp() {
        let timer: SystemFormatStyle.Timer = .timer(countingUpIn: start..<start.addingTimeInterval(3600))
        #expect(timer.format(start) == "0:00")
        #expect(timer.format(start.addingTimeInterval(30 * 60 + 5)) == "30:05")
        #expect(timer.format(start.addingTimeInterval(3600)) == "1:00:00")
    }

    @Test("outside its interval a timer shows its first or last reading")
    func outsideInterval() {
        let timer = SystemFormatStyle.Timer(countingDownIn: start..<start.addingTimeInterval(600))
        #expect(timer.format(start.addingTimeInterval(-50)) == "10:00")
        #expect(timer.format(start.addingTimeInterval(5000)) == "0:00")
    }

    @Test("without hours, minutes go past 60; two fields of a time of hours are hours and minutes")
    func fields() {
        let interval = start..<start.addingTimeInterval(131 * 60)
        #expect(SystemFormatStyle.Timer(countingDownIn: interval, showsHours: false).format(start) == "131:00")
        #expect(SystemFormatStyle.Timer(countingDownIn: interval).format(start) == "2:11:00")
        #expect(SystemFormatStyle.Timer(countingDownIn: interval, maxFieldCount: 2).format(start) == "2:11")
    }

    @Test("the reading changes at whole seconds from the interval's start")
    func discreteInputs() {
        let timer = SystemFormatStyle.Timer(countingUpIn: start..<start.addingTimeInterval(10))
        #expect(timer.discreteInput(after: start.addingTimeInterval(2.5)) == start.addingTimeInterval(3))
        #expect(timer.discreteInput(before: start.addingTimeInterval(2.5)) == start.addingTimeInterval(2))
        #expect(timer.discreteInput(after: start.addingTimeInterval(10)) == nil)
    }

    @Test("Text(.currentDate, format: .timer) shows the reading at the moment of the layout")
    func currentDateText() {
        let now = Date()
        let result = Text(.currentDate, format: .timer(countingDownIn: now..<now.addingTimeInterval(600))).layout(in: window)
        // Rounded up while counting down, so the reading is 10:00 until a whole second passes.
        #expect(result.frame(ofText: "10:00") != nil || result.frame(ofText: "9:59") != nil)
    }

    @Test("Text(timerInterval:) counts down by default, and stops at its pause time")
    func timerInterval() {
        let now = Date()
        let running = Text(timerInterval: now...now.addingTimeInterval(12 * 60)).layout(in: window)
        #expect(running.frame(ofText: "12:00") != nil || running.frame(ofText: "11:59") != nil)
        let paused = Text(timerInterval: start...start.addingTimeInterval(600), pauseTime: start.addingTimeInterval(90)).layout(in: window)
        #expect(paused.frame(ofText: "8:30") != nil)
        let upward = Text(timerInterval: start...start.addingTimeInterval(600), pauseTime: start.addingTimeInterval(90), countsDown: false).layout(in: window)
        #expect(upward.frame(ofText: "1:30") != nil)
    }
}
