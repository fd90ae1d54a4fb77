import Testing
import Trellis

/// Every screen of the suite, laid out on a small and a large phone: each must lower and give
/// finite frames. The screens are plain SwiftUI code with `import Trellis` in place of
/// `import SwiftUI`.
@Suite("SwiftUI-style screens")
@MainActor
struct CompatibilityHarness {
    static let screens: [(name: String, view: @MainActor () -> AnyView)] = [
        ("settings", { AnyView(SettingsScreen()) }),
        ("profile card", { AnyView(ProfileCardScreen()) }),
        ("receipt", { AnyView(ReceiptScreen()) }),
        ("onboarding", { AnyView(OnboardingScreen()) }),
        ("counter app", { CounterApp().body.rootView ?? AnyView(EmptyView()) }),
        ("login form", { AnyView(LoginFormScreen()) }),
        ("radial menu", { AnyView(RadialMenuScreen()) }),
        ("flow tags", { AnyView(FlowTagsScreen()) }),
        ("photo grid", { AnyView(PhotoGridScreen()) }),
        ("dashboard", { AnyView(DashboardScreen()) }),
        ("chat", { AnyView(ChatScreen()) }),
        ("media player", { AnyView(MediaPlayerScreen()) }),
        ("checkout", { AnyView(CheckoutScreen()) }),
        ("countdown timer", { AnyView(CountdownTimerScreen()) }),
        ("weather card", { AnyView(WeatherCardScreen()) }),
        ("product detail", { AnyView(ProductDetailScreen()) }),
        ("inbox list", { AnyView(InboxListScreen()) }),
        ("tabbed app", { AnyView(TabbedAppScreen()) }),
        ("calendar month", { AnyView(CalendarMonthScreen()) }),
        ("stats row", { AnyView(StatsRowScreen()) }),
        ("profile header", { AnyView(ProfileHeaderScreen()) }),
        ("notification banner", { AnyView(NotificationBannerScreen()) }),
        ("sign up", { AnyView(SignUpScreen()) }),
        ("recipe cards", { AnyView(RecipeCardScreen()) }),
        ("onboarding pager", { AnyView(OnboardingPagerScreen()) }),
        ("segmented filter", { AnyView(SegmentedFilterScreen()) }),
        ("keypad", { AnyView(KeypadScreen()) }),
        ("activity rings", { AnyView(ActivityRingsScreen()) }),
        ("bar chart", { AnyView(BarChartScreen()) }),
        ("empty state", { AnyView(EmptyStateScreen()) }),
        ("photo viewer", { AnyView(PhotoViewerScreen()) }),
        ("legacy settings", { AnyView(LegacySettingsScreen()) }),
    ]

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
