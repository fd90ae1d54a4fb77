// The "Beside SwiftUI" example of "Testing layouts": a view file that an app compiles against
// SwiftUI and this test target against Trellis, and its preview laid out as a test.
#if canImport(SwiftUI)
import SwiftUI
#else
import Trellis
#endif

struct GreetingRow: View {
    let name: String

    var body: some View {
        HStack {
            Image(systemName: "hand.wave")
                .accessibilityIdentifier("icon")
            Text("Hello, \(name)")
                .accessibilityIdentifier("greeting")
            Spacer()
        }
        .padding()
    }
}

struct GreetingRow_Previews: PreviewProvider {
    static var previews: some View {
        GreetingRow(name: "Ada")
    }
}

#if !canImport(SwiftUI)
import Testing
import TrellisTesting

@Suite @MainActor struct GreetingRowPreviewTests {
    @Test func previewLaysOutOnEveryPhone() {
        sweepLayout(of: GreetingRow_Previews.previews, devices: Device.allPhones) { _, layout in
            expectNoWarnings(in: layout)
            expectView(.accessibilityIdentifier("icon"), isLeftOf: .accessibilityIdentifier("greeting"), in: layout)
            expectAligned(.accessibilityIdentifier("icon"), .accessibilityIdentifier("greeting"), on: .centerY, in: layout)
        }
    }
}
#endif
