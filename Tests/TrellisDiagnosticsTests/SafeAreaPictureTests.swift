import Foundation
import Testing
import Trellis

/// Pictures of a layout on a device shade the window's safe-area insets.
@Suite("Pictures of safe areas") @MainActor
struct SafeAreaPictureTests {
    private func strips(_ svg: String) -> [String] {
        svg.components(separatedBy: "\n").filter { $0.hasPrefix(#"<rect class="safe-area-inset""#) }
    }

    @Test("the SVG shades the insets of a device in portrait and in landscape")
    func svg() {
        // iPhone 15 portrait: 59 at the top and 34 at the bottom of 393×852.
        let portrait = Wireframe.svg(Color.red.id("c").layout(on: .iPhone15))
        #expect(strips(portrait) == [
            #"<rect class="safe-area-inset" x="0" y="0" width="393" height="59" fill="gray" fill-opacity="0.25"/>"#,
            #"<rect class="safe-area-inset" x="0" y="818" width="393" height="34" fill="gray" fill-opacity="0.25"/>"#,
        ])
        // Landscape 852×393: 21 at the bottom, 59 on each side of the 372 above it.
        let landscape = Wireframe.svg(Color.red.id("c").layout(on: Device.iPhone15.landscape))
        #expect(strips(landscape) == [
            #"<rect class="safe-area-inset" x="0" y="372" width="852" height="21" fill="gray" fill-opacity="0.25"/>"#,
            #"<rect class="safe-area-inset" x="0" y="0" width="59" height="372" fill="gray" fill-opacity="0.25"/>"#,
            #"<rect class="safe-area-inset" x="793" y="0" width="59" height="372" fill="gray" fill-opacity="0.25"/>"#,
        ])
        // A plain window has no safe area to shade.
        #expect(strips(Wireframe.svg(Color.red.layout(in: CGSize(width: 300, height: 500)))).isEmpty)
    }

    @Test("the keyboard's region is shaded inside the window's")
    func keyboard() {
        var device = Device.iPhone15
        device.keyboardHeight = 336
        // The window's strips, then the keyboard's: 336 − 34 = 302 above the home indicator.
        #expect(strips(Wireframe.svg(Color.red.layout(on: device))).last
            == #"<rect class="safe-area-inset" x="0" y="516" width="393" height="302" fill="gray" fill-opacity="0.25"/>"#)
    }

    @Test("the HTML page carries the shaded picture")
    func html() {
        #expect(strips(Wireframe.html(Color.red.id("c").layout(on: .iPhone15))).count == 2)
    }
}
