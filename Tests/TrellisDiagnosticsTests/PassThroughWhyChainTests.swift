import Foundation
import Testing
import Trellis

/// An overlay or background takes its primary view's size, choosing nothing: the chain of a
/// view so modified goes on down to the view that chose the size, as SwiftUI's overlay and
/// background report their primary view's size as theirs.
@Suite("Why-chains through overlays and backgrounds") @MainActor
struct PassThroughWhyChainTests {
    /// A 72-pt avatar: a fixed frame, ringed by an overlay and set on a background.
    private var result: LayoutResult {
        VStack {
            Color.gray.frame(width: 72, height: 72)
                .overlay(Circle().stroke(lineWidth: 2))
                .background(Color.blue)
                .id("avatar")
            Text("Ada Lovelace")
        }
        .layout(in: CGSize(width: 390, height: 844), explain: true)
    }

    @Test("the avatar's chain ends at the frame(width: 72, height: 72) that chose 72, marked as deciding")
    func endsAtFrame() {
        let chain = result.explain("avatar")
        let last = chain.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last.hasSuffix("frame is fixed by frame(width:height:), whatever its child: 72×72  ◀ decided here"), "\(chain)")
        #expect(!chain.contains("takes its primary view's size"), "\(chain)")
        // The named view is still on the way.
        #expect(chain.contains("'avatar'"), "\(chain)")
    }
}
