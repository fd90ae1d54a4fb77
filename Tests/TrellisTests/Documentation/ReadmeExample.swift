import Foundation
import Trellis   // in place of `import SwiftUI`

/// The README's example, verbatim, with `print` writing into the returned
/// text.
@MainActor
func readmeExample() -> [String] {
    var output = [""]
    func print(_ items: Any...) { output[output.count - 1] += items.map { "\($0)" }.joined(separator: " ") + "\n" }

    struct Card: View {
        var body: some View {
            HStack {
                Color.blue.frame(width: 50).id("b")
                Color.red.id("r")
            }
            .frame(width: 300, height: 100)
        }
    }

    let result = Card().layout(on: .iPhone15)   // 393×852, safe area 59 at the top, 34 at the bottom
    print(result.frameTable())
    print(result.explain("r"))

    return output
}
