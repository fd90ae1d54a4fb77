import Foundation
import Trellis

/// The row of "How layout works"; `Documentation/Examples/layout-row.json` is its graph.
struct SizesGoUp: View {
    var body: some View {
        HStack {
            Text("Sizes go up").id("title")
            Spacer()
            Color.orange.frame(width: 60, height: 40).id("badge")
        }
        .padding()
    }
}

/// The column of "How layout works"; `Documentation/Examples/layout-alignment.json` is its graph.
struct LeadingColumn: View {
    var body: some View {
        VStack(alignment: .leading) {
            Color.red.frame(width: 120, height: 30).id("short")
            Color.green.frame(width: 200, height: 30).id("long")
            Color.blue.frame(width: 80, height: 30).id("shortest")
        }
        .id("column")
    }
}

/// The statements of "How layout works", with `print` writing into the returned
/// text.
@MainActor
func howLayoutWorksExample() -> [String] {
    var output = [""]
    func print(_ items: Any...) { output[output.count - 1] += items.map { "\($0)" }.joined(separator: " ") + "\n" }

    let title = Text("Sizes go up")
    for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 60, height: nil), .zero, .infinity] {
        let size = title.sizeThatFits(proposal)
        print("offered \(proposal), chooses", size.width, "×", size.height)
    }

    return output
}
