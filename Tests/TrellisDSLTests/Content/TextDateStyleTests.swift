import Foundation
import Testing
import Trellis

/// `Text(_:style:)` writes the date as SwiftUI does in US English, and bindings convert to and
/// from optionals.
@Suite("Date styles and binding conversions") @MainActor
struct TextDateStyleTests {
    private let window = CGSize(width: 390, height: 200)

    @Test("the time and date styles write the date in US English")
    func timeAndDate() throws {
        let date = try #require(Calendar.current.date(from: DateComponents(year: 2024, month: 6, day: 3, hour: 9, minute: 41)))
        let result = VStack { Text(date, style: .time); Text(date, style: .date) }.layout(in: window)
        // iOS 17's formats (and this Foundation's) put a narrow no-break space before AM.
        #expect(result.frame(ofText: "9:41\u{202F}AM") != nil)
        #expect(result.frame(ofText: "June 3, 2024") != nil)
    }

    @Test("the timer and relative styles count from the moment of the layout")
    func countingStyles() {
        let past = Date().addingTimeInterval(-(5 * 60 + 2.5))
        let result = VStack { Text(past, style: .timer); Text(past, style: .relative) }.layout(in: window)
        #expect(result.frame(ofText: "5:02") != nil || result.frame(ofText: "5:03") != nil)
        #expect(result.frame(ofText: "5 min, 2 sec") != nil || result.frame(ofText: "5 min, 3 sec") != nil)
    }

    @Test("a binding to an optional writes through unless nil is written; one from an optional exists only while it holds a value")
    func optionalBindings() {
        var stored = "a"
        let base = Binding(get: { stored }, set: { stored = $0 })
        let optional = Binding<String?>(base)
        optional.wrappedValue = "b"
        #expect(stored == "b")
        optional.wrappedValue = nil
        #expect(stored == "b")
        var maybe: String? = nil
        let holder = Binding(get: { maybe }, set: { maybe = $0 })
        #expect(Binding(holder) == nil)
        maybe = "c"
        let unwrapped = Binding(holder)
        unwrapped?.wrappedValue = "d"
        #expect(maybe == "d")
        var number = 1
        let erased = Binding<AnyHashable>(Binding(get: { number }, set: { number = $0 }))
        erased.wrappedValue = AnyHashable(2)
        erased.wrappedValue = AnyHashable("not a number")
        #expect(number == 2)
    }
}
