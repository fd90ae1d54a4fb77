import Testing
import Trellis
import TrellisExamples

/// The safe area of a window on a device, and the modifiers that read or change it. Every
/// expected value is derived by hand in the comments from SwiftUI's documented behaviour: the
/// root is proposed what the insets leave and centred there; a view that ignores the safe area
/// grows into the insets on the edges its frame reaches.
@Suite("Safe areas") @MainActor
struct SafeAreaTests {
    @Test("device presets carry their safe-area insets per orientation")
    func deviceInsets() {
        #expect(Device.iPhoneSE.safeAreaInsets == EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
        #expect(Device.iPhoneSE.landscape.safeAreaInsets == EdgeInsets())
        for phone in [Device.iPhone15, .iPhone15ProMax] {
            #expect(phone.safeAreaInsets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
            #expect(phone.landscape.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        }
        #expect(Device.iPad.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
        #expect(Device.iPad.landscape.safeAreaInsets == EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    }

    @Test("the dashboard's header starts below the Dynamic Island on iPhone 15")
    func dashboardOnIPhone15() {
        // The safe area leaves 393×759 at (0, 59). The header (200…400 tall) is less flexible
        // than the content colour, so it is offered 759 / 2 = 379.5 first and takes it; the
        // content takes the other 379.5 below it.
        let result = Dashboard().layout(on: .iPhone15)
        #expect(result.frame(of: "header") == CGRect(x: 0, y: 59, width: 393, height: 379.5))
        #expect(result.frame(of: "content") == CGRect(x: 0, y: 438.5, width: 393, height: 379.5))
    }

    @Test("a root colour covers the safe area, and the whole window once it ignores it", arguments: Device.allPhones + Device.allPads)
    func rootColour(device: Device) {
        let insets = device.safeAreaInsets
        let safe = CGRect(x: insets.leading, y: insets.top, width: device.size.width - insets.leading - insets.trailing,
                          height: device.size.height - insets.top - insets.bottom)
        #expect(Color.red.id("c").layout(on: device).frame(of: "c") == safe)
        #expect(Color.red.id("c").ignoresSafeArea().layout(on: device).frame(of: "c") == CGRect(origin: .zero, size: device.size))
        #expect(Color.red.id("c").edgesIgnoringSafeArea(.all).layout(on: device).frame(of: "c") == CGRect(origin: .zero, size: device.size))
    }

    @Test("ignoring only some edges grows only on those")
    func someEdges() {
        // iPhone 15 portrait: safe area (0, 59, 393, 759). Top only: 0…818. Bottom only: 59…852.
        #expect(Color.red.id("c").ignoresSafeArea(edges: .top).layout(on: .iPhone15).frame(of: "c") == CGRect(x: 0, y: 0, width: 393, height: 818))
        #expect(Color.red.id("c").ignoresSafeArea(edges: .bottom).layout(on: .iPhone15).frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 793))
        // Landscape: safe area (59, 0, 734, 372). Leading and trailing only: 852 wide, 372 tall.
        #expect(Color.red.id("c").ignoresSafeArea(edges: .horizontal).layout(on: Device.iPhone15.landscape).frame(of: "c") == CGRect(x: 0, y: 0, width: 852, height: 372))
    }

    @Test("a view that does not reach the safe area's edge does not grow")
    func notReaching() {
        // A 100×100 square centred in the safe area (0, 59, 393, 759) touches no edge.
        let result = Color.red.frame(width: 100, height: 100).ignoresSafeArea().id("s").layout(on: .iPhone15)
        #expect(result.frame(of: "s") == CGRect(x: 146.5, y: 59 + 329.5, width: 100, height: 100))
    }

    @Test("a keyboard forms its own region")
    func keyboard() {
        var device = Device.iPhone15
        device.keyboardHeight = 336
        // The keyboard covers 852 − 336 = 516 down: the content gets 59…516 (457 tall).
        #expect(Color.red.id("c").layout(on: device).frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 457))
        // Ignoring the keyboard only: down to the container's bottom inset, 818.
        #expect(Color.red.id("c").ignoresSafeArea(.keyboard).layout(on: device).frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
        // Ignoring the container only: up to the top, still above the keyboard.
        #expect(Color.red.id("c").ignoresSafeArea(.container).layout(on: device).frame(of: "c") == CGRect(x: 0, y: 0, width: 393, height: 516))
        #expect(Color.red.id("c").ignoresSafeArea().layout(on: device).frame(of: "c") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("safeAreaPadding insets like padding, and a view ignoring the safe area grows back")
    func safeAreaPadding() {
        // The root safe area leaves (0, 59, 393, 759); 20 more on each side: (20, 59, 353, 759).
        #expect(Color.red.id("c").safeAreaPadding(.horizontal, 20).layout(on: .iPhone15).frame(of: "c") == CGRect(x: 20, y: 59, width: 353, height: 759))
        #expect(Color.red.id("c").ignoresSafeArea().safeAreaPadding(.horizontal, 20).layout(on: .iPhone15).frame(of: "c") == CGRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("safeAreaInset places its content along each edge and shrinks the view's safe area")
    func safeAreaInset() {
        // Bottom: the bar (393×50) sits at the bottom of the safe area, 59 + 759 − 50 = 768; with
        // no spacing given, the default 8 between two plain views keeps the view 8 above it: it
        // is offered 759 − 50 − 8 = 701 from 59.
        let bottom = Color.red.id("c").safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).id("bar") }.layout(on: .iPhone15)
        #expect(bottom.frame(of: "bar") == CGRect(x: 0, y: 768, width: 393, height: 50))
        #expect(bottom.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 701))
        // Top, with 10 of spacing: bar at 59, view from 59 + 50 + 10 = 119, 759 − 60 = 699 tall.
        let top = Color.red.id("c").safeAreaInset(edge: .top, spacing: 10) { Color.blue.frame(height: 50).id("bar") }.layout(on: .iPhone15)
        #expect(top.frame(of: "bar") == CGRect(x: 0, y: 59, width: 393, height: 50))
        #expect(top.frame(of: "c") == CGRect(x: 0, y: 119, width: 393, height: 699))
        // Leading and trailing: a 40-wide bar at x = 0 or 353, the view 393 − 40 − 8 = 345 wide
        // beside it, 8 away.
        let leading = Color.red.id("c").safeAreaInset(edge: .leading) { Color.blue.frame(width: 40).id("bar") }.layout(on: .iPhone15)
        #expect(leading.frame(of: "bar") == CGRect(x: 0, y: 59, width: 40, height: 759))
        #expect(leading.frame(of: "c") == CGRect(x: 48, y: 59, width: 345, height: 759))
        let trailing = Color.red.id("c").safeAreaInset(edge: .trailing) { Color.blue.frame(width: 40).id("bar") }.layout(on: .iPhone15)
        #expect(trailing.frame(of: "bar") == CGRect(x: 353, y: 59, width: 40, height: 759))
        #expect(trailing.frame(of: "c") == CGRect(x: 0, y: 59, width: 345, height: 759))
        // A view ignoring the safe area grows under the bar and into the device's insets; a bar
        // ignoring it grows into the bottom inset: 768…852.
        let under = Color.red.id("c").ignoresSafeArea()
            .safeAreaInset(edge: .bottom) { Color.blue.id("bar").ignoresSafeArea().frame(height: 50) }.layout(on: .iPhone15)
        #expect(under.frame(of: "c") == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(under.frame(of: "bar") == CGRect(x: 0, y: 768, width: 393, height: 84))
    }

    @Test("the solver takes insets through its graph API, and layout(in:) keeps a window without them")
    func solverAPI() {
        let graph = Color.red.id("c").layoutGraph()
        let result = LayoutSolver().layout(graph, in: CGSize(width: 300, height: 500), safeAreaInsets: EdgeInsets(top: 10, leading: 5, bottom: 30, trailing: 15))
        #expect(result.frame(of: "c") == CGRect(x: 5, y: 10, width: 280, height: 460))
        #expect(Color.red.id("c").layout(in: CGSize(width: 300, height: 500)).frame(of: "c") == CGRect(x: 0, y: 0, width: 300, height: 500))
        #expect(Color.red.id("c").layout(in: CGSize(width: 300, height: 500), safeAreaInsets: EdgeInsets(top: 10, leading: 5, bottom: 30, trailing: 15)).frame(of: "c")
            == CGRect(x: 5, y: 10, width: 280, height: 460))
    }

    @Test("explanations start from the window and its safe area")
    func explanation() {
        let why = Dashboard().layout(on: .iPhone15, explain: true).explain("header")
        #expect(why.hasPrefix("safeArea offered 393×852 by the window"))
        #expect(why.contains("\n  VStack offered 393×759 (the window's safe area, at (0, 59))\n"))
    }

    @Test("bad insets and keyboards give warnings, never a non-finite frame")
    func badInput() {
        let size = CGSize(width: 300, height: 500)
        for insets in [EdgeInsets(top: -10, leading: 0, bottom: 0, trailing: 0), EdgeInsets(top: .nan, leading: .infinity, bottom: 0, trailing: 0)] {
            let result = Color.red.id("c").ignoresSafeArea(edges: .bottom).layout(in: size, safeAreaInsets: insets)
            #expect(result.warnings.contains { $0.kind == .invalidValue })
            #expect(result.frame(of: "c") == CGRect(x: 0, y: 0, width: 300, height: 500))
        }
        // Insets taller than the window: the content is offered 0 and a warning names the sum.
        let tall = Color.red.id("c").layout(in: size, safeAreaInsets: EdgeInsets(top: 400, leading: 0, bottom: 300, trailing: 0))
        #expect(tall.warnings.contains { $0.detail == .insetsExceedSpace(axis: .vertical, insets: 700, space: 500) })
        #expect(tall.frame(of: "c").map { $0.height == 0 && $0.minY.isFinite } == true)
        var device = Device.iPhoneSE
        device.keyboardHeight = 1000
        let covered = Color.red.id("c").layout(on: device)
        #expect(covered.warnings.contains { $0.kind == .insetsExceedSpace })
        #expect(covered.frames.allSatisfy { $0.map { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite } ?? true })
        device.keyboardHeight = -.infinity
        #expect(Color.red.id("c").layout(on: device).warnings.contains { $0.kind == .invalidValue })
    }
}
