import Foundation

/// A screen that several models share: its portrait size in points, display scale, the safe-area
/// insets UIKit reports for a full-screen app with no bars in each orientation, and whether it is
/// regular across in landscape. The catalogue (``Device/all``) names the models that have each.
///
/// Sources, per screen, are in the DeviceCatalog article; the figures marked *chosen* there are
/// not confirmed by a source and say why they were picked.
struct DeviceScreen: Sendable {
    /// The full-screen window in portrait, in points.
    var size: CGSize
    /// Pixels per point.
    var displayScale: CGFloat
    /// The safe-area insets in portrait.
    var portraitInsets: EdgeInsets
    /// The safe-area insets in landscape.
    var landscapeInsets: EdgeInsets
    /// Whether the screen is an iPad's: regular both ways in both orientations.
    var isPad = false
    /// Whether a phone's screen is regular across in landscape, as the Plus and Max phones are.
    var isRegularAcrossInLandscape = false

    /// The model named `name` with this screen, running the major iOS versions `versions`, and
    /// laying out with the newest of their designs Trellis draws (iOS 17's for a model whose
    /// newest system is iOS 17).
    func device(_ name: String, runs versions: [Int]) -> Device {
        var device = Device(
            name: name, size: size, displayScale: displayScale,
            horizontalSizeClass: isPad ? .regular : .compact, verticalSizeClass: .regular,
            landscapeHorizontalSizeClass: isPad || isRegularAcrossInLandscape ? .regular : .compact,
            safeAreaInsets: portraitInsets, landscapeSafeAreaInsets: landscapeInsets, supportedOSVersions: versions)
        let designs = versions.compactMap(OSVersion.init(majorVersion:))
        device.osVersion = designs.max { $0.majorVersion < $1.majorVersion } ?? .current
        return device
    }

    // MARK: iPhones

    /// A phone with a home button (iPhone SE, 2nd and 3rd generation): 375×667 at 2×; the
    /// 20-point status bar in portrait, nothing in landscape, where the status bar is hidden.
    static let homeButtonPhone = DeviceScreen(
        size: CGSize(width: 375, height: 667), displayScale: 2,
        portraitInsets: EdgeInsets(top: 20), landscapeInsets: EdgeInsets())
    /// iPhone Xs and 11 Pro: 375×812 at 3×, a 44-point notch.
    static let notch44 = sensorHousing(375, 812, scale: 3, top: 44)
    /// iPhone Xs Max and 11 Pro Max: 414×896 at 3×, a 44-point notch, regular across in landscape.
    static let notch44Max = sensorHousing(414, 896, scale: 3, top: 44, regularInLandscape: true)
    /// iPhone Xʀ and 11: 414×896 at 2×, a 48-point notch, regular across in landscape.
    static let notch48 = sensorHousing(414, 896, scale: 2, top: 48, regularInLandscape: true)
    /// iPhone 12 mini and 13 mini: 375×812 at 3×, a 50-point notch.
    static let notch50Mini = sensorHousing(375, 812, scale: 3, top: 50)
    /// iPhone 12, 12 Pro, 13, 13 Pro, 14 and 16e: 390×844 at 3×, a 47-point notch.
    static let notch47 = sensorHousing(390, 844, scale: 3, top: 47)
    /// iPhone 12 Pro Max, 13 Pro Max and 14 Plus: 428×926 at 3×, a 47-point notch, regular across
    /// in landscape.
    static let notch47Max = sensorHousing(428, 926, scale: 3, top: 47, regularInLandscape: true)
    /// iPhone 14 Pro, 15, 15 Pro and 16: 393×852 at 3×, the Dynamic Island's 59 points.
    static let island59 = sensorHousing(393, 852, scale: 3, top: 59)
    /// iPhone 14 Pro Max, 15 Plus, 15 Pro Max and 16 Plus: 430×932 at 3×, 59 points, regular
    /// across in landscape.
    static let island59Max = sensorHousing(430, 932, scale: 3, top: 59, regularInLandscape: true)
    /// iPhone 16 Pro, 17 and 17 Pro: 402×874 at 3×, the Dynamic Island's 62 points.
    static let island62 = sensorHousing(402, 874, scale: 3, top: 62)
    /// iPhone 16 Pro Max and 17 Pro Max: 440×956 at 3×, 62 points, regular across in landscape.
    static let island62Max = sensorHousing(440, 956, scale: 3, top: 62, regularInLandscape: true)
    /// iPhone Air: 420×912 at 3×, 68 points, regular across in landscape (all chosen: see the
    /// DeviceCatalog article).
    static let island68Air = sensorHousing(420, 912, scale: 3, top: 68, regularInLandscape: true)

    /// A phone with a notch or the Dynamic Island and a home indicator: `top` in portrait and
    /// 34 at the bottom; in landscape `top` on both sides (the housing's side, mirrored) and 21
    /// at the bottom.
    private static func sensorHousing(_ width: CGFloat, _ height: CGFloat, scale: CGFloat, top: CGFloat,
                                      regularInLandscape: Bool = false) -> DeviceScreen {
        DeviceScreen(size: CGSize(width: width, height: height), displayScale: scale,
                     portraitInsets: EdgeInsets(top: top, bottom: 34),
                     landscapeInsets: EdgeInsets(leading: top, bottom: 21, trailing: top),
                     isRegularAcrossInLandscape: regularInLandscape)
    }

    // MARK: iPads

    /// iPad (6th generation) and iPad mini (5th generation): 768×1024 at 2×, a home button.
    static let pad768 = homeButtonPad(768, 1024)
    /// iPad (7th to 9th generation): 810×1080 at 2×, a home button.
    static let pad810 = homeButtonPad(810, 1080)
    /// iPad Air (3rd generation) and iPad Pro (10.5-inch): 834×1112 at 2×, a home button.
    static let pad834HomeButton = homeButtonPad(834, 1112)
    /// iPad Pro (12.9-inch) (2nd generation): 1024×1366 at 2×, a home button.
    static let pad1024HomeButton = homeButtonPad(1024, 1366)
    /// iPad mini (6th generation) and iPad mini (A17 Pro): 744×1133 at 2×, a home indicator.
    static let pad744 = homeIndicatorPad(744, 1133)
    /// iPad (10th generation), iPad (A16), iPad Air (4th and 5th generation) and iPad Air
    /// 11-inch: 820×1180 at 2×, a home indicator.
    static let pad820 = homeIndicatorPad(820, 1180)
    /// iPad Pro 11-inch, 1st to 4th generation: 834×1194 at 2×, a home indicator.
    static let pad834 = homeIndicatorPad(834, 1194)
    /// iPad Pro 11-inch (M4) and (M5): 834×1210 at 2×, a home indicator.
    static let pad834Tall = homeIndicatorPad(834, 1210)
    /// iPad Pro 12.9-inch, 3rd to 6th generation, and iPad Air 13-inch: 1024×1366 at 2×, a home
    /// indicator.
    static let pad1024 = homeIndicatorPad(1024, 1366)
    /// iPad Pro 13-inch (M4) and (M5): 1032×1376 at 2×, a home indicator.
    static let pad1032 = homeIndicatorPad(1032, 1376)

    /// An iPad with a home button: the 20-point status bar at the top in both orientations.
    private static func homeButtonPad(_ width: CGFloat, _ height: CGFloat) -> DeviceScreen {
        DeviceScreen(size: CGSize(width: width, height: height), displayScale: 2,
                     portraitInsets: EdgeInsets(top: 20), landscapeInsets: EdgeInsets(top: 20), isPad: true)
    }

    /// An iPad with a home indicator: 24 at the top for the status bar and 20 at the bottom for
    /// the indicator, in both orientations.
    private static func homeIndicatorPad(_ width: CGFloat, _ height: CGFloat) -> DeviceScreen {
        let insets = EdgeInsets(top: 24, bottom: 20)
        return DeviceScreen(size: CGSize(width: width, height: height), displayScale: 2,
                            portraitInsets: insets, landscapeInsets: insets, isPad: true)
    }
}
