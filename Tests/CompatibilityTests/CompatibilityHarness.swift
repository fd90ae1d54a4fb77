import Testing
import Trellis

/// Every screen of the suite, laid out on a small and a large phone: each must lower and give
/// finite frames. The screens are plain SwiftUI code with `import Trellis` in place of
/// `import SwiftUI`.
@Suite("SwiftUI-style screens")
@MainActor
struct CompatibilityHarness {
    /// Each screen's name and how to make it.
    static let screens = allScreens()

    /// The screens, each added by a statement of its own, so that the type checker times the
    /// making of each screen (its properties' initial values included) apart rather than summed
    /// in one expression; `Scripts/check-typecheck-budget.sh` holds every expression to a budget.
    private static func allScreens() -> [(name: String, view: @MainActor () -> AnyView)] {
        var screens: [(name: String, view: @MainActor () -> AnyView)] = []
        screens.append(("settings", { AnyView(SettingsScreen()) }))
        screens.append(("profile card", { AnyView(ProfileCardScreen()) }))
        screens.append(("receipt", { AnyView(ReceiptScreen()) }))
        screens.append(("onboarding", { AnyView(OnboardingScreen()) }))
        screens.append(("counter app", { CounterApp().body.rootView ?? AnyView(EmptyView()) }))
        screens.append(("login form", { AnyView(LoginFormScreen()) }))
        screens.append(("radial menu", { AnyView(RadialMenuScreen()) }))
        screens.append(("flow tags", { AnyView(FlowTagsScreen()) }))
        screens.append(("photo grid", { AnyView(PhotoGridScreen()) }))
        screens.append(("dashboard", { AnyView(DashboardScreen()) }))
        screens.append(("chat", { AnyView(ChatScreen()) }))
        screens.append(("media player", { AnyView(MediaPlayerScreen()) }))
        screens.append(("checkout", { AnyView(CheckoutScreen()) }))
        screens.append(("countdown timer", { AnyView(CountdownTimerScreen()) }))
        screens.append(("weather card", { AnyView(WeatherCardScreen()) }))
        screens.append(("product detail", { AnyView(ProductDetailScreen()) }))
        screens.append(("inbox list", { AnyView(InboxListScreen()) }))
        screens.append(("tabbed app", { AnyView(TabbedAppScreen()) }))
        screens.append(("calendar month", { AnyView(CalendarMonthScreen()) }))
        screens.append(("stats row", { AnyView(StatsRowScreen()) }))
        screens.append(("profile header", { AnyView(ProfileHeaderScreen()) }))
        screens.append(("notification banner", { AnyView(NotificationBannerScreen()) }))
        screens.append(("sign up", { AnyView(SignUpScreen()) }))
        screens.append(("recipe cards", { AnyView(RecipeCardScreen()) }))
        screens.append(("onboarding pager", { AnyView(OnboardingPagerScreen()) }))
        screens.append(("segmented filter", { AnyView(SegmentedFilterScreen()) }))
        screens.append(("keypad", { AnyView(KeypadScreen()) }))
        screens.append(("activity rings", { AnyView(ActivityRingsScreen()) }))
        screens.append(("bar chart", { AnyView(BarChartScreen()) }))
        screens.append(("empty state", { AnyView(EmptyStateScreen()) }))
        screens.append(("photo viewer", { AnyView(PhotoViewerScreen()) }))
        screens.append(("legacy settings", { AnyView(LegacySettingsScreen()) }))
        return screens
    }

    @Test("every screen lays out on two devices with finite frames")
    func finiteFrames() {
        for screen in Self.screens {
            for device in TestDevice.all.map(\.device) {
                let result = screen.view().layout(on: device)
                #expect(!result.frames.isEmpty, "\(screen.name) on \(device)")
                for case let frame? in result.frames {
                    #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite,
                            "\(screen.name) on \(device): \(frame)")
                }
            }
        }
    }
}
