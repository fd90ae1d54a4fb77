// The "Previews as tests" example of "Testing layouts": `#Preview`s beside a view, and a test
// that lays out every preview of the test binary.
import Testing
import Trellis
import TrellisTesting

#Preview("Greeting", traits: .sizeThatFitsLayout) {
    GreetingRow(name: "Ada")
}

#Preview("Greeting, editable") {
    @Previewable @State var name = "Ada"
    GreetingRow(name: name)
    TextField("Name", text: $name)
}

@Suite @MainActor struct PreviewsAsTestsExample {
    @Test func everyPreviewLaysOutCleanly() {
        expectPreviewsLayOutCleanly(on: [.iPhoneSE, .iPhone15, .iPad])
    }

    @Test func theExamplesPreviewsAreAmongThem() {
        let names = Preview.all.filter { $0.fileID == "TrellisTests/PreviewsAsTestsExample.swift" }.map(\.displayName)
        #expect(names == ["Greeting", "Greeting, editable"])
    }
}
