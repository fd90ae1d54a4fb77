import Foundation
import Trellis

struct ProfileRow: View {
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text("Ada Lovelace").font(.headline).id("name")
            Spacer()
            Button("Follow") {}.id("follow")
        }
        .padding()
    }
}

/// The statements of "Getting started", in the article's order, with `print` writing into the returned
/// text, cut where the article shows output.
@MainActor
func gettingStartedExample() -> [String] {
    var output = [""]
    func print(_ items: Any...) { output[output.count - 1] += items.map { "\($0)" }.joined(separator: " ") + "\n" }
    func cut() { output.append("") }

    let row = ProfileRow().layout(in: CGSize(width: 390, height: 100))
    print(row.frameTable())
    cut()

    print(row.explain("follow"))
    cut()

    for device in [Device.iPhoneSE, Device.iPad] {
        let follow = ProfileRow().layout(on: device).frame(of: "follow")!
        print(device.name, follow.minX, follow.minY)
    }
    cut()

    let ideal = ProfileRow().sizeThatFits(.unspecified)
    print(ideal.width, ideal.height)
    cut()

    let crowded = HStack {
        Color.red.frame(width: 200).id("left")
        Color.blue.frame(width: 200).id("right")
    }
    .layout(in: CGSize(width: 300, height: 100))
    for warning in crowded.warnings {
        print(warning.message)
    }

    return output
}
