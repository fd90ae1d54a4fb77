import Testing
import Trellis

/// Views placed beyond their parent, the window or the safe area, whatever put them there.
@Suite("Warnings about views out of bounds") @MainActor
struct OutOfBoundsWarningTests {
    private func outOfBounds(_ result: LayoutResult) -> [String] {
        result.warnings.filter { $0.kind == .outOfBounds }.map(\.message)
    }

    @Test("a 500-pt banner in a VStack in a 390-pt window is placed at x = -55, 55 pt beyond each side")
    func bannerPosition() {
        let result = VStack {
            Color.orange.frame(width: 500, height: 60).id("banner")
        }
        .layout(in: CGSize(width: 390, height: 844))
        #expect(result.frame(of: "banner")?.minX == -55)
        // The stack, 500×60, is centred in the window: x −55…445, y 392…452.
        // The warning leads with the banner, whose fixed width makes the stack 110 pt too wide.
        #expect(outOfBounds(result).contains {
            $0.hasPrefix("'banner' is 500 pt wide (frame(width: 500)), 110 pt wider than the 390-pt window")
                && $0.contains("sticks out of it by 55 pt on the left and 55 pt on the right (centred, it spans x -55…445, y 392…452)")
        }, "\(outOfBounds(result))")
    }

    @Test("a view pushed past the bottom of the safe area is named, with how far and a fix")
    func pastTheBottomSafeArea() throws {
        // iPhone 15 portrait: the safe area is y 59…818. The footer sits at its bottom, then
        // the offset pushes it 30 pt further, into the home indicator's inset but not out of
        // the 852-pt window.
        let result = VStack {
            Spacer()
            Color.gray.frame(height: 20).id("footer").offset(y: 30)
        }
        .layout(on: .iPhone15)
        #expect(result.frame(of: "footer") == CGRect(x: 0, y: 828, width: 393, height: 20))
        let message = try #require(outOfBounds(result).first)
        #expect(outOfBounds(result).count == 1)
        #expect(message == "'footer' (393×20 at x 0…393, y 828…848) sticks out of the safe area (x 0…393, y 59…818) by 30 pt at the bottom; "
            + "move it in (check its .offset or .position, or pad it), or, if it should reach the screen's edge, give it .ignoresSafeArea()")
    }

    @Test("a view taller than the safe area but not the window is reported against the safe area")
    func tallerThanTheSafeArea() throws {
        // 800 pt in the 759 pt the iPhone 15's safe area leaves, centred there: y 38.5…838.5.
        let result = Color.gray.frame(height: 800).id("sheet").layout(on: .iPhone15)
        let message = try #require(outOfBounds(result).first)
        #expect(message.hasPrefix("'sheet' (393×800 at x 0…393, y 38.5…838.5) sticks out of the safe area (x 0…393, y 59…818) by 20.5 pt at the top and 20.5 pt at the bottom; it is larger than the safe area"))
    }

    @Test("views that ignore the safe area on purpose give no warning about it")
    func ignoringTheSafeArea() {
        let background = ZStack {
            Color.blue.ignoresSafeArea().id("background")
            Text("Hello")
        }
        #expect(outOfBounds(background.layout(on: .iPhone15)).isEmpty)
        // A bar at the bottom of the safe area that ignores its bottom edge grows into the home
        // indicator's inset: from 778 to 852; its 40-pt content is centred there, at y 795…835.
        let bar = VStack {
            Spacer()
            Color.gray.frame(height: 40).id("bar").ignoresSafeArea(edges: .bottom)
        }
        let barLayout = bar.layout(on: .iPhone15)
        #expect(barLayout.frame(of: "bar") == CGRect(x: 0, y: 795, width: 393, height: 40))
        #expect(outOfBounds(barLayout).isEmpty)
        // Ignoring only the top edge does not excuse the bottom.
        let topOnly = VStack {
            Spacer()
            Color.gray.frame(height: 20).id("footer").offset(y: 30)
        }
        .ignoresSafeArea(edges: .top)
        #expect(outOfBounds(topOnly.layout(on: .iPhone15)).count == 1)
    }

    @Test("a view larger than the frame around it sticks out of its parent")
    func outsideItsParent() throws {
        // The 50-pt frame is centred in the 390×844 window at x 170…220; the 100-pt view is
        // centred in it, 25 pt beyond each side.
        let result = Color.red.frame(width: 100, height: 20).id("wide").frame(width: 50).id("box")
            .layout(in: CGSize(width: 390, height: 844))
        let message = try #require(outOfBounds(result).first)
        #expect(message == "'wide' (100×20 at x 145…245, y 412…432) sticks out of its parent 'box' (50×20 at x 170…220, y 412…432) by 25 pt on the left and 25 pt on the right; "
            + "let 'wide' shrink to what 'box' offers (.frame(maxWidth: .infinity) in place of a fixed length, .minimumScaleFactor on text) or give 'box' more room")
    }

    @Test("an offset that moves a view out of the window is reported; one that moves a badge off its icon is not")
    func offsets() throws {
        let toast = Color.red.frame(width: 100, height: 100).id("toast").offset(x: 200).layout(in: CGSize(width: 300, height: 300))
        let message = try #require(outOfBounds(toast).first)
        #expect(message == "'toast' (100×100 at x 300…400, y 100…200) sticks out of the 300×300 window by 100 pt on the right; move it in: check the .offset, .position or alignment that puts it there")
        let badge = Color.blue.frame(width: 40, height: 40)
            .overlay(alignment: .topTrailing) { Color.red.frame(width: 10, height: 10).offset(x: 5, y: -5) }
        #expect(outOfBounds(badge.layout(in: CGSize(width: 300, height: 300))).isEmpty)
    }

    @Test("scrolled content beyond the window gives no warning")
    func scrolledContent() {
        let result = ScrollView { Color.red.frame(height: 2000) }.layout(on: .iPhone15)
        #expect(outOfBounds(result).isEmpty)
    }

    @Test("the sweep sees a view leave the window")
    func sweep() {
        // Centred, then moved 100 pt right: the view's right edge is at W / 2 + 150, inside the
        // window from W = 300 on.
        let graph = Color.red.frame(width: 100, height: 10).id("toast").offset(x: 100).layoutGraph()
        let changes = StructureSweep(graph: graph).changes(from: CGSize(width: 200, height: 100), to: CGSize(width: 400, height: 100))
        #expect(changes.map(\.size.width) == [300])
        #expect(changes.first?.description == "ends: outOfBounds at 'toast'")
    }
}
