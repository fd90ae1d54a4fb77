import Testing
import Trellis

/// Hiding bars with `toolbar(_:for:)`, `toolbarVisibility(_:for:)` and `navigationBarHidden(_:)`.
/// On iPhone 15 the safe area is (0, 59, 393, 759): without its bar a stack's content keeps the
/// whole safe area, as SwiftUI's does when the bar is hidden; a page without its tab bar reaches
/// the bottom of the safe area, 818.
@Suite("Bar visibility") @MainActor
struct BarVisibilityTests {
    @Test("a hidden navigation bar leaves the content the safe area below the status bar")
    func hiddenNavigationBar() {
        let hidden = NavigationStack {
            Color.red.id("c").navigationTitle("Title").toolbar(.hidden, for: .navigationBar)
        }.layout(on: .iPhone15)
        #expect(hidden.frame(of: "navigationBar") == nil)
        #expect(hidden.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
        let older = NavigationStack { Color.red.id("c").navigationBarHidden(true) }.layout(on: .iPhone15)
        #expect(older.frame(of: "c") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("a visible navigation bar keeps its 44 points (iOS 18), and the outer choice wins")
    func visibleNavigationBar() {
        let result = NavigationStack {
            Color.red.id("c").toolbar(.hidden, for: .navigationBar).toolbarVisibility(.visible, for: .navigationBar)
        }.layout(on: .iPhone15.running(.iOS18))
        #expect(result.frame(of: "navigationBar") == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 103, width: 393, height: 715))
    }

    @Test("a page that hides the tab bar fills the tab view, also from inside a navigation stack")
    func hiddenTabBar() {
        let result = TabView {
            NavigationStack {
                Color.red.id("page").toolbar(.hidden, for: .navigationBar, .tabBar)
            }
            .tabItem { Text("One") }
        }.layout(on: .iPhone15)
        #expect(result.frame(of: "tabBar") == nil)
        #expect(result.frame(of: "page") == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test("a hidden bottom toolbar takes no room")
    func hiddenBottomBar() {
        let result = NavigationStack {
            Color.red.id("c")
                .toolbar { ToolbarItem(placement: .bottomBar) { Text("Share") } }
                .toolbar(.hidden, for: .bottomBar)
                .navigationBarTitleDisplayMode(.inline)
        }.layout(on: .iPhone15.running(.iOS18))
        #expect(result.frame(of: "bottomBar") == nil)
        #expect(result.frame(of: "c") == CGRect(x: 0, y: 103, width: 393, height: 715))
    }
}

/// `labelsHidden()`: SwiftUI shows a toggle, stepper or date picker without its label as its
/// control alone, which then no longer fills the row.
@Suite("Hidden labels") @MainActor
struct HiddenLabelsTests {
    @Test("a toggle without its label is the switch alone: 49 × 31 on iOS 18 (its 51-pt track drawn 2 past), 63 × 28 on iOS 26")
    func toggle() {
        var iOS18 = EnvironmentValues()
        iOS18.osVersion = .iOS18
        let result = VStack { Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("t") }.layout(in: CGSize(width: 300, height: 200), environment: iOS18)
        // GoodSwiftUI's iOS 18.6 snapshot of a label-hidden switch is 49 × 31, the track clipped
        // at the image's edge; bitwarden's iOS 17 screens draw the track 2 pt past the frame.
        #expect(result.frame(of: "t")?.size == CGSize(width: 49, height: 31))
        let current = VStack { Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden().id("t") }.layout(in: CGSize(width: 300, height: 200))
        #expect(current.frame(of: "t")?.size == CGSize(width: 63, height: 28))
        let shown = VStack { Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.visible).id("t") }.layout(in: CGSize(width: 300, height: 200), environment: iOS18)
        #expect(shown.frame(of: "t")?.size == CGSize(width: 300, height: 31))
    }

    @Test("a stepper without its label is its − and + control")
    func stepper() {
        let result = VStack { Stepper("Count", value: .constant(1), in: 0...5).labelsHidden().id("s") }.layout(in: CGSize(width: 300, height: 200))
        // The stepper's control is 94 × 32 (ContentViewMetrics).
        #expect(result.frame(of: "s")?.size == CGSize(width: 94, height: 32))
    }
}
