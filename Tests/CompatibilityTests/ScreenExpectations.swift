import Testing
import Trellis

/// One line of body text on `device`: the font's line height, 17 × 1.19336 = 20.29, rounded up to
/// the pixel grid of the device's display scale (ContentViewMetrics): 20.5 on the @2x iPhone SE,
/// 20.333 on the @3x iPhone 15.
private func bodyLine(on device: TestDevice) -> CGFloat {
    let scale = device.device.displayScale
    return (Font.body.lineHeight * scale).rounded(.up) / scale
}

/// One frame expectation (or more) per screen, derived from SwiftUI's documented rules; the
/// arithmetic is written beside each. `W` is the window's width (iPhone SE 375, iPhone 15
/// 393), `top` and `bottom` the edges of its safe area (20 and 667; 59 and 818).
extension CompatibilityHarness {
    @Test("settings: the toggle row fills the padded width; the button sits at the leading edge")
    func settingsFrames() {
        onBothDevices(SettingsScreen()) { result, device in
            // padding() is 16 on each side; a Toggle fills the width offered: W − 32.
            expectFrame(result, "notifications", on: device, minX: 16, width: device.width - 32)
            // A leading-aligned VStack puts the button's leading edge at the padding: 16.
            expectFrame(result, "signOut", on: device, minX: 16)
        }
    }

    @Test("profile card: the 96-point avatar is centred across the window")
    func profileCardFrames() {
        onBothDevices(ProfileCardScreen()) { result, device in
            // The card is centred in the window and the circle in the card: (W − 96) / 2.
            expectFrame(result, "avatar", on: device, minX: (device.width - 96) / 2, width: 96, height: 96)
        }
    }

    @Test("receipt: the rule spans the padded width")
    func receiptFrames() {
        onBothDevices(ReceiptScreen()) { result, device in
            // The rows hold spacers, so the VStack takes W − 32; a Divider fills it.
            expectFrame(result, "rule", on: device, minX: 16, width: device.width - 32)
        }
    }

    @Test("onboarding: the scaled icon keeps 64 points at the default text size, centred")
    func onboardingFrames() {
        onBothDevices(OnboardingScreen()) { result, device in
            // @ScaledMetric returns its base value at the large Dynamic Type size: 64.
            expectFrame(result, "icon", on: device, minX: (device.width - 64) / 2, width: 64, height: 64)
        }
    }

    @Test("counter app: the text field fills the padded width")
    func counterFrames() {
        onBothDevices(CounterApp().body.rootView ?? AnyView(EmptyView())) { result, device in
            // A TextField takes the width offered; the VStack offers W − 32 inside padding().
            expectFrame(result, "stepField", on: device, minX: 16, width: device.width - 32)
        }
    }

    @Test("login form: the full-width button fills the padded width")
    func loginFrames() {
        onBothDevices(LoginFormScreen()) { result, device in
            // The label's frame(maxWidth: .infinity) takes all of W − 32; the bordered
            // button adds its insets inside that width.
            expectFrame(result, "continue", on: device, minX: 16, width: device.width - 32)
        }
    }

    @Test("radial menu: the ring is centred across and the hub in the ring")
    func radialMenuFrames() {
        onBothDevices(RadialMenuScreen()) { result, device in
            // A 240 × 240 frame centred in the window: (W − 240) / 2.
            let ringX = (device.width - 240) / 2
            expectFrame(result, "ring", on: device, minX: ringX, width: 240, height: 240)
            // An overlay centres its 64-point content: 240 / 2 − 64 / 2 = 88 inside the ring.
            let ringY = result.frame(of: "ring")?.minY ?? 0
            expectFrame(result, "hub", on: device, minX: ringX + 88, minY: ringY + 88, width: 64, height: 64)
        }
    }

    @Test("flow tags: the first row starts at the padding and tags follow 8 apart")
    func flowTagsFrames() {
        onBothDevices(FlowTagsScreen()) { result, device in
            expectFrame(result, "flow", on: device, minX: 16)
            expectFrame(result, "Swift", on: device, minX: 16)
            // The layout places the next tag 8 after the previous one on the same row.
            let first = result.frame(of: "Swift") ?? .zero
            expectFrame(result, "SwiftUI", on: device, minX: first.maxX + 8, minY: first.minY)
        }
    }

    @Test("photo grid: three equal square columns 2 apart span the window")
    func photoGridFrames() {
        onBothDevices(PhotoGridScreen()) { result, device in
            // Flexible cells share the width equally: (W − 2 × 2) / 3; aspectRatio(1) makes
            // them square.
            let side = (device.width - 4) / 3
            expectFrame(result, "photo-0", on: device, minX: 0, width: side, height: side)
            expectFrame(result, "photo-1", on: device, minX: side + 2, width: side)
            expectFrame(result, "photo-2", on: device, maxX: device.width)
        }
    }

    @Test("dashboard: two metric cards share the padded width 12 apart")
    func dashboardFrames() {
        onBothDevices(DashboardScreen()) { result, device in
            // Two maxWidth: .infinity cards in an HStack(spacing: 12) inside padding():
            // (W − 32 − 12) / 2 each.
            let card = (device.width - 44) / 2
            expectFrame(result, "revenue", on: device, minX: 16, width: card)
            expectFrame(result, "orders", on: device, minX: 16 + card + 12, width: card)
            expectFrame(result, "goal", on: device, minX: 16, width: device.width - 32)
        }
    }

    @Test("chat: the composer sits on the bottom of the safe area, full width")
    func chatFrames() {
        onBothDevices(ChatScreen()) { result, device in
            // safeAreaInset(edge: .bottom) places its 52-tall content at the bottom of the
            // scroll view, which fills the safe area.
            expectFrame(result, "composer", on: device, minX: 0, width: device.width, height: 52, maxY: device.safeBottom)
        }
    }

    @Test("media player: the artwork is square, centred and no wider than the padded width")
    func mediaPlayerFrames() {
        onBothDevices(MediaPlayerScreen()) { result, device in
            guard let artwork = result.frame(of: "artwork") else {
                Issue.record("no artwork on \(device.device)")
                return
            }
            // aspectRatio(1, contentMode: .fit) makes it square within W − 48; a VStack
            // centres it: its midX is W / 2.
            #expect(abs(artwork.width - artwork.height) <= 0.5)
            #expect(artwork.width <= device.width - 48 + 0.5)
            #expect(abs(artwork.midX - device.width / 2) <= 0.5)
        }
    }

    @Test("checkout: the large prominent button sits on the bottom of the safe area")
    func checkoutFrames() {
        onBothDevices(CheckoutScreen()) { result, device in
            // Body text is one line on the device's pixel grid; a large bordered button adds 14
            // above and below; padding() adds 16 on each side: 16 + 14 + line + 14 + 16.
            let height = 16 + 14 + bodyLine(on: device) + 14 + 16
            expectFrame(result, "placeOrder", on: device, minX: 0, width: device.width, height: height, maxY: device.safeBottom)
        }
    }

    @Test("countdown: the ring is centred and the large buttons are a body line + 28 tall, 16 apart")
    func countdownFrames() {
        onBothDevices(CountdownTimerScreen()) { result, device in
            expectFrame(result, "ring", on: device, minX: (device.width - 260) / 2, width: 260, height: 260)
            // A large bordered button: 14 + one body line + 14.
            let button = 14 + bodyLine(on: device) + 14
            expectFrame(result, "reset", on: device, height: button)
            let reset = result.frame(of: "reset") ?? .zero
            expectFrame(result, "start", on: device, minX: reset.maxX + 16, height: button)
        }
    }

    @Test("weather card: five days share the card's inner width")
    func weatherFrames() {
        onBothDevices(WeatherCardScreen()) { result, device in
            // The card is inset 16 from the window and pads its content by 20: W − 72 inside;
            // five maxWidth: .infinity days with four gaps of 8: (W − 72 − 32) / 5.
            let day = (device.width - 104) / 5
            expectFrame(result, "card", on: device, minX: 0, width: device.width)
            expectFrame(result, "Mon", on: device, minX: 36, width: day)
            expectFrame(result, "Fri", on: device, width: day, maxX: device.width - 36)
        }
    }

    @Test("product detail: the hero spans the window; size chips are 44 points, 8 apart")
    func productFrames() {
        onBothDevices(ProductDetailScreen()) { result, device in
            expectFrame(result, "hero", on: device, minX: 0, width: device.width, height: 320)
            expectFrame(result, "size-XS", on: device, minX: 16, width: 44, height: 44)
            expectFrame(result, "size-S", on: device, minX: 16 + 44 + 8, width: 44, height: 44)
        }
    }

    @Test("inbox: plain-list rows start at the row inset and stack downwards")
    func inboxFrames() {
        onBothDevices(InboxListScreen()) { result, device in
            // A compact-width list insets row content 16 from the leading edge.
            expectFrame(result, "row-1", on: device, minX: 16)
            expectFrame(result, "row-2", on: device, minX: 16)
            let first = result.frame(of: "row-1") ?? .zero
            let second = result.frame(of: "row-2") ?? .zero
            #expect(second.minY >= first.maxY, "rows stack on \(device.device)")
        }
    }

    @Test("tabbed app: the banner ends on the 49-point tab bar and spans the window")
    func tabbedFrames() {
        onBothDevices(TabbedAppScreen()) { result, device in
            // The tab bar takes 49 above the bottom of the safe area; the spacer pushes the
            // banner down onto it.
            expectFrame(result, "banner", on: device, minX: 0, width: device.width, height: 120, maxY: device.safeBottom - 49)
        }
    }

    @Test("calendar: seven equal columns, the month starting on Wednesday")
    func calendarFrames() {
        onBothDevices(CalendarMonthScreen()) { result, device in
            // Seven flexible columns 4 apart in W − 32: (W − 32 − 24) / 7 each.
            let column = (device.width - 56) / 7
            expectFrame(result, "day-1", on: device, minX: 16 + 2 * (column + 4), width: column)
            // Day 14 is cell 2 + 13 = 15: the third week, second column.
            expectFrame(result, "day-14", on: device, minX: 16 + column + 4, width: column)
            #expect((result.frame(of: "day-1")?.height ?? 0) >= 40)
        }
    }

    @Test("stats row: the equal-width layout gives every stat the widest one's width, 10 apart")
    func statsFrames() {
        onBothDevices(StatsRowScreen()) { result, device in
            let posts = result.frame(of: "posts") ?? .zero
            expectFrame(result, "followers", on: device, minX: posts.maxX + 10, width: posts.width)
            let followers = result.frame(of: "followers") ?? .zero
            expectFrame(result, "following", on: device, minX: followers.maxX + 10, width: posts.width)
        }
    }

    @Test("profile header: the cover spans the window; the avatar is centred")
    func profileHeaderFrames() {
        onBothDevices(ProfileHeaderScreen()) { result, device in
            expectFrame(result, "cover", on: device, minX: 0, width: device.width, height: 180)
            expectFrame(result, "avatar", on: device, minX: (device.width - 96) / 2, width: 96, height: 96)
        }
    }

    @Test("notification banner: the backdrop fills the screen; the banner hangs from the safe area")
    func bannerFrames() {
        onBothDevices(NotificationBannerScreen()) { result, device in
            // ignoresSafeArea() lets the colour take the whole window.
            expectFrame(result, "backdrop", on: device, minX: 0, minY: 0, width: device.width, height: device.height)
            // ZStack(alignment: .top) puts the banner at the top of the safe area; its
            // horizontal padding is part of its frame, which spans the window.
            expectFrame(result, "banner", on: device, minX: 0, minY: device.safeTop, width: device.width)
        }
    }

    @Test("sign up: the large button rests on the bottom padding, full width")
    func signUpFrames() {
        onBothDevices(SignUpScreen()) { result, device in
            // The spacer pushes the button down to the padding (20); large bordered: 14 + one
            // body line + 14.
            expectFrame(result, "submit", on: device, minX: 20, width: device.width - 40, height: 14 + bodyLine(on: device) + 14,
                        maxY: device.safeBottom - 20)
        }
    }

    @Test("recipe cards: each card fills the padded width")
    func recipeFrames() {
        onBothDevices(RecipeCardScreen()) { result, device in
            expectFrame(result, "Lemon garlic pasta", on: device, minX: 16, width: device.width - 32)
        }
    }

    @Test("onboarding pager: the indicator is centred and its dots 8 apart")
    func pagerFrames() {
        onBothDevices(OnboardingPagerScreen()) { result, device in
            // 20 + 8 + 8 + 8 + 8 = 52 wide, centred.
            expectFrame(result, "indicator", on: device, minX: (device.width - 52) / 2, width: 52, height: 8)
            expectFrame(result, "dot-1", on: device, minX: (device.width - 52) / 2 + 28, width: 8)
        }
    }

    @Test("segmented filter: the padded picker spans the window, 32 + 32 tall")
    func segmentedFrames() {
        onBothDevices(SegmentedFilterScreen()) { result, device in
            // A segmented control is 32 tall (ContentViewMetrics); padding() adds 16 + 16.
            expectFrame(result, "picker", on: device, minX: 0, minY: device.safeTop, width: device.width, height: 64)
        }
    }

    @Test("keypad: 76-point keys, 20 across and 16 down, centred")
    func keypadFrames() {
        onBothDevices(KeypadScreen()) { result, device in
            // Three 76 columns and two gaps of 20: 268, centred.
            let left = (device.width - 268) / 2
            expectFrame(result, "key-1", on: device, minX: left, width: 76, height: 76)
            expectFrame(result, "key-2", on: device, minX: left + 96)
            let one = result.frame(of: "key-1") ?? .zero
            expectFrame(result, "key-4", on: device, minX: left, minY: one.minY + 92)
        }
    }

    @Test("activity rings: the 220-point rings are centred across")
    func ringsFrames() {
        onBothDevices(ActivityRingsScreen()) { result, device in
            expectFrame(result, "rings", on: device, minX: (device.width - 220) / 2, width: 220, height: 220)
        }
    }

    @Test("bar chart: bars share the width, bottom aligned, heights in proportion")
    func barChartFrames() {
        onBothDevices(BarChartScreen()) { result, device in
            // Seven columns with six gaps of 8 in W − 32: (W − 80) / 7.
            let bar = (device.width - 80) / 7
            expectFrame(result, "bar-Thu", on: device, minX: 16 + 3 * (bar + 8), width: bar, height: 200)
            // 200 × 4 100 / 12 000.
            let thursday = result.frame(of: "bar-Thu") ?? .zero
            expectFrame(result, "bar-Wed", on: device, width: bar, height: 200 * 4_100 / 12_000, maxY: thursday.maxY)
        }
    }

    @Test("empty state: the unavailable view fills the width below the navigation bar")
    func emptyStateFrames() {
        onBothDevices(EmptyStateScreen()) { result, device in
            expectFrame(result, "content", on: device, minX: 0, width: device.width, maxY: device.safeBottom)
        }
    }

    @Test("photo viewer: without its navigation bar the photo fills the safe area; the bare switch sits at the padding")
    func photoViewerFrames() {
        onBothDevices(PhotoViewerScreen()) { result, device in
            // toolbar(.hidden, for: .navigationBar) removes the 44-point bar: the ZStack, and the
            // Rectangle in it, take the whole safe area, top to bottom.
            expectFrame(result, "photo", on: device, minX: 0, minY: device.safeTop, width: device.width, height: device.safeBottom - device.safeTop)
            // labelsHidden() leaves the toggle its switch, 63 × 28 in the devices' iOS 26 design; the
            // row is padded 16 and, as the tallest view in it, the switch sits 16 above the bottom
            // of the safe area.
            expectFrame(result, "infoToggle", on: device, width: 63, height: 28, maxX: device.width - 16, maxY: device.safeBottom - 16)
        }
    }

    @Test("legacy settings: the form starts below the bar and large title; the edit button ends at the bar's margin")
    func legacySettingsFrames() {
        onBothDevices(LegacySettingsScreen()) { result, device in
            // navigationBarTitle at the root shows a large title: iOS 26's 54-point bar and 62
            // points of title, so the form starts 116 below the top of the safe area and fills
            // the rest.
            expectFrame(result, "form", on: device, minX: 0, minY: device.safeTop + 116, width: device.width, maxY: device.safeBottom)
            // A trailing bar item ends at the bar's 16-point margin.
            expectFrame(result, "edit", on: device, maxX: device.width - 16)
        }
    }
}
