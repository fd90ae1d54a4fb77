import Foundation
import Trellis

/// The statements of "Reading explain traces", with `print` writing into the returned
/// text.
@MainActor
func readingExplainTracesExample() -> [String] {
    var output = [""]
    func print(_ items: Any...) { output[output.count - 1] += items.map { "\($0)" }.joined(separator: " ") + "\n" }

    let result = HStack {
        Color.blue.frame(width: 50).id("b")
        Color.red.id("r")
    }
    .frame(width: 300, height: 100)
    .layout(in: CGSize(width: 390, height: 844), explain: true)

    let red = result.node(named: "r")
    for event in result.trace where event.node == red {
        var line = "\(event.phase) \(event.proposal) → \(event.size.width)×\(event.size.height) [\(event.rule)]"
        if let note = event.note { line += " \(note)" }
        print(line)
    }

    return output
}
