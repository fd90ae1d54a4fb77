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

    let result = Card().layout(in: CGSize(width: 390, height: 844))
    print(result.frameTable())
    print(result.explain("r"))

    return output
}
