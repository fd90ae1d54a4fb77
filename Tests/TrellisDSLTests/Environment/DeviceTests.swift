import Testing
import Trellis

/// Device presets set the window, the display scale and the size classes together.
@Suite("Devices and size classes")
@MainActor
struct DeviceTests {
    /// Switches between a row and a column through `AnyLayout`, keeping the same children.
    private struct Adaptive: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical

        var body: some View {
            let layout = vertical == .compact || horizontal == .regular ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
            layout {
                Color.red.frame(width: 100, height: 100).id("a")
                Color.blue.frame(width: 100, height: 100).id("b")
            }
        }
    }

    @Test("presets carry SwiftUI's size classes in both orientations")
    func presets() {
        #expect(Device.iPhone15.horizontalSizeClass == .compact && Device.iPhone15.verticalSizeClass == .regular)
        #expect(Device.iPhone15.landscape.horizontalSizeClass == .compact && Device.iPhone15.landscape.verticalSizeClass == .compact)
        #expect(Device.iPhone15ProMax.landscape.horizontalSizeClass == .regular)
        #expect(Device.iPad.landscape.horizontalSizeClass == .regular && Device.iPad.landscape.verticalSizeClass == .regular)
        #expect(Device.iPhoneSE.landscape.size == CGSize(width: 667, height: 375))
        #expect(Device.allPhones.count == 6 && Device.allPads.count == 2)
    }

    @Test("a view reading the size classes switches between VStackLayout and HStackLayout")
    func sizeClassSwitchesLayout() {
        // Portrait phone (compact, regular): a column 210 tall, centred in the safe area, which
        // leaves 393×759 at (0, 59): y = 59 + (759 − 210) / 2 = 333.5.
        let portrait = Adaptive().layout(on: .iPhone15)
        #expect(portrait.frame(of: "a") == CGRect(x: 146.5, y: 333.5, width: 100, height: 100))
        #expect(portrait.frame(of: "b") == CGRect(x: 146.5, y: 443.5, width: 100, height: 100))
        // Landscape phone (vertically compact): a row 210 wide, centred in the safe area, which
        // leaves 852 − 118 = 734 × 393 − 21 = 372 at (59, 0): x = 59 + (734 − 210) / 2 = 321,
        // y = (372 − 100) / 2 = 136.
        let landscape = Adaptive().layout(on: Device.iPhone15.landscape)
        #expect(landscape.frame(of: "a") == CGRect(x: 321, y: 136, width: 100, height: 100))
        #expect(landscape.frame(of: "b") == CGRect(x: 431, y: 136, width: 100, height: 100))
        // iPad (regular across): a row too.
        #expect(Adaptive().layout(on: .iPad).frame(of: "b")?.minX == 415)
    }

    @Test("plain windows get size classes from Trellis's size heuristic")
    func windowHeuristic() {
        #expect(UserInterfaceSizeClass.forWindow(CGSize(width: 390, height: 844)) == (.compact, .regular))
        #expect(UserInterfaceSizeClass.forWindow(CGSize(width: 844, height: 390)) == (.regular, .compact))
        #expect(Adaptive().layout(in: CGSize(width: 844, height: 390)).frame(of: "b")?.minY == 145)
    }
}
