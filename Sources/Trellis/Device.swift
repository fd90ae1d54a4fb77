import Foundation

/// A device a layout can be tried on: its window size, display scale, size classes,
/// safe-area insets and the iOS design it runs (``osVersion``, iOS 26 for every preset).
///
/// Safe-area insets are those UIKit's `safeAreaInsets` reports for a full-screen app with no
/// bars, in points (sources and confidence in the LayoutRules article, §12 "Safe areas"; the
/// iPad's and the landscape figures rest on developers' measurements, not Apple's pages):
/// iPhone SE (2nd and 3rd generation) top 20 (the status bar) in portrait and none in
/// landscape, where the status bar is hidden; iPhone 15 and iPhone 15 Pro Max top 59 (the
/// Dynamic Island and status bar) and bottom 34 (the home indicator) in portrait, leading 59,
/// trailing 59 and bottom 21 in landscape; iPad (10th generation) top 24 (the status bar) and
/// bottom 20 (the home indicator) in both orientations.
///
/// Beside these presets, ``all`` is the catalogue of every iPhone and iPad that iOS 17, 18 and
/// 26 run on, under the names Xcode gives its simulators; ``named(_:)`` finds one by name, and
/// ``testWindow`` and ``macWindow`` are windows that are no device (see the DeviceCatalog
/// article).
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The device's name: Xcode's simulator name for a catalogue entry.
    public var name: String
    /// The window size in points.
    public var size: CGSize
    /// Pixels per point.
    public var displayScale: CGFloat
    /// The horizontal size class of the full-screen window.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class of the full-screen window.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The horizontal size class once turned to landscape.
    private var landscapeHorizontalSizeClass: UserInterfaceSizeClass
    private var isLandscape = false
    /// The safe-area insets of the full-screen window, in points.
    public var safeAreaInsets: EdgeInsets
    /// The safe-area insets once turned to landscape.
    private var landscapeSafeAreaInsets: EdgeInsets
    /// The height of the software keyboard shown over the bottom of the window, in points; 0
    /// when it is hidden. Views are kept above it unless they ignore the keyboard's safe area.
    /// When 0, the environment's `keyboardHeight` is used instead.
    public var keyboardHeight: CGFloat = 0
    /// The iOS design the device draws its lists, bars and controls with: `.iOS26` (the current
    /// SDK's) unless ``running(_:)`` says otherwise.
    public var osVersion: OSVersion = .current
    /// The major iOS (or iPadOS) versions the device runs, ascending, among those the catalogue
    /// covers (17, 18 and 26); empty for a device made by hand or a window that is no device.
    public var supportedOSVersions: [Int]

    /// Creates a device from its full-screen window size in points, its display scale, its
    /// size classes and safe-area insets in portrait. `landscapeHorizontalSizeClass` is the
    /// horizontal size class once turned to landscape; `nil` keeps the portrait one.
    /// `landscapeSafeAreaInsets` are the insets once turned; `nil` keeps the portrait ones.
    /// `supportedOSVersions` are the major iOS versions the device runs, if known.
    public init(name: String, size: CGSize, displayScale: CGFloat, horizontalSizeClass: UserInterfaceSizeClass,
                verticalSizeClass: UserInterfaceSizeClass, landscapeHorizontalSizeClass: UserInterfaceSizeClass? = nil,
                safeAreaInsets: EdgeInsets = EdgeInsets(), landscapeSafeAreaInsets: EdgeInsets? = nil,
                supportedOSVersions: [Int] = []) {
        self.name = name
        self.supportedOSVersions = supportedOSVersions.sorted()
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets ?? safeAreaInsets
        self.size = size
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass ?? horizontalSizeClass
    }

    /// iPhone SE (2nd and 3rd generation): 375×667 pt at 2×; safe area top 20 in portrait (the
    /// status bar), none in landscape (no status bar). The catalogue's
    /// "iPhone SE (3rd generation)" under its shorter name.
    public static let iPhoneSE = DeviceScreen.homeButtonPhone.device("iPhone SE", runs: [17, 18, 26])
    /// iPhone 15: 393×852 pt at 3×; safe area top 59, bottom 34 in portrait, leading 59,
    /// trailing 59, bottom 21 in landscape.
    public static let iPhone15 = DeviceScreen.island59.device("iPhone 15", runs: [17, 18, 26])
    /// iPhone 15 Pro Max: 430×932 pt at 3×; regular across in landscape; safe area as the
    /// iPhone 15's.
    public static let iPhone15ProMax = DeviceScreen.island59Max.device("iPhone 15 Pro Max", runs: [17, 18, 26])
    /// iPad (10th generation): 820×1180 pt at 2×; safe area top 24 (status bar), bottom 20
    /// (home indicator) in both orientations. The catalogue's "iPad (10th generation)" under its
    /// shorter name.
    public static let iPad = DeviceScreen.pad820.device("iPad", runs: [17, 18, 26])

    /// Every iPhone preset, in portrait and in landscape.
    public static var allPhones: [Device] {
        [iPhoneSE, iPhone15, iPhone15ProMax].flatMap { [$0, $0.landscape] }
    }

    /// Every iPad preset, in portrait and in landscape.
    public static var allPads: [Device] { [iPad, iPad.landscape] }

    /// The same device turned to landscape: width and height swap, the vertical size class is
    /// compact on phones, and the horizontal one is the device's landscape class.
    public var landscape: Device {
        guard !isLandscape else { return self }
        var turned = self
        turned.name = name + " (landscape)"
        turned.size = CGSize(width: size.height, height: size.width)
        turned.horizontalSizeClass = landscapeHorizontalSizeClass
        if horizontalSizeClass == .compact { turned.verticalSizeClass = .compact }
        turned.isLandscape = true
        turned.safeAreaInsets = landscapeSafeAreaInsets
        return turned
    }

    /// The same device running `version`'s design: `layout(on: .iPhone15.running(.iOS18))`.
    public func running(_ version: OSVersion) -> Device {
        var device = self
        device.osVersion = version
        return device
    }

    /// `environment` with this device's display scale, size classes and OS version, and its
    /// keyboard height when one is set (otherwise the environment's own `keyboardHeight` stays).
    public func environment(_ environment: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var environment = environment
        environment.osVersion = osVersion
        if keyboardHeight != 0 { environment.keyboardHeight = keyboardHeight }
        environment.displayScale = displayScale
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        return environment
    }

    public var description: String { "\(name) \(Int(size.width))×\(Int(size.height))" }
}
