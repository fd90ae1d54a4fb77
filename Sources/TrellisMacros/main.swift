// Trellis's compiler plugin: `#Preview` and `@Previewable`, expanded without swift-syntax.
// The compiler runs this program and talks to it over standard input and output; the work is
// done by TrellisPreviewExpansion.
import Foundation
import TrellisPreviewExpansion

var handler = PluginMessageHandler()
while let message = PluginMessageFraming.nextMessage({ FileHandle.standardInput.readData(ofLength: $0) }) {
    FileHandle.standardOutput.write(PluginMessageFraming.frame(handler.answer(message)))
}
