import Foundation

/// A device a layout can be tried on: its window size, display scale and size classes.
///
/// Presets are in portrait; ``landscape`` turns one. Size classes follow Apple's published
/// per-device table: iPhones are compact across, regular down in portrait, compact in both
/// directions in landscape except the Max models (regular across); iPads are regular both
/// ways in both orientations.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The device's marketing name.
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

    /// Creates a device from its full-screen window size in points, its display scale and its
    /// size classes in portrait. `landscapeHorizontalSizeClass` is the horizontal size class once
    /// turned to landscape; `nil` keeps the portrait one.
    public init(name: String, size: CGSize, displayScale: CGFloat, horizontalSizeClass: UserInterfaceSizeClass,
                verticalSizeClass: UserInterfaceSizeClass, landscapeHorizontalSizeClass: UserInterfaceSizeClass? = nil) {
        self.name = name
        self.size = size
        self.displayScale = displayScale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass ?? horizontalSizeClass
    }

    /// iPhone SE (2nd and 3rd generation): 375×667 pt at 2×.
    public static let iPhoneSE = Device(name: "iPhone SE", size: CGSize(width: 375, height: 667), displayScale: 2,
                                        horizontalSizeClass: .compact, verticalSizeClass: .regular)
    /// iPhone 15: 393×852 pt at 3×.
    public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852), displayScale: 3,
                                        horizontalSizeClass: .compact, verticalSizeClass: .regular)
    /// iPhone 15 Pro Max: 430×932 pt at 3×; regular across in landscape.
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), displayScale: 3,
                                              horizontalSizeClass: .compact, verticalSizeClass: .regular, landscapeHorizontalSizeClass: .regular)
    /// iPad (10th generation): 820×1180 pt at 2×.
    public static let iPad = Device(name: "iPad", size: CGSize(width: 820, height: 1180), displayScale: 2,
                                    horizontalSizeClass: .regular, verticalSizeClass: .regular)

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
        return turned
    }

    /// `environment` with this device's display scale and size classes.
    public func environment(_ environment: EnvironmentValues = EnvironmentValues()) -> EnvironmentValues {
        var environment = environment
        environment.displayScale = displayScale
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        return environment
    }

    public var description: String { "\(name) \(Int(size.width))×\(Int(size.height))" }
}
