import Foundation

/// A device whose screen a layout can be tried on, in portrait orientation unless named.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The device's marketing name.
    public var name: String
    /// The window size in points.
    public var size: CGSize

    public init(name: String, size: CGSize) {
        self.name = name
        self.size = size
    }

    /// iPhone SE (2nd and 3rd generation): 375×667 pt.
    public static let iPhoneSE = Device(name: "iPhone SE", size: CGSize(width: 375, height: 667))
    /// iPhone 15: 393×852 pt.
    public static let iPhone15 = Device(name: "iPhone 15", size: CGSize(width: 393, height: 852))
    /// iPhone 15 Pro Max: 430×932 pt.
    public static let iPhone15ProMax = Device(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932))
    /// iPad (10th generation) in portrait: 820×1180 pt.
    public static let iPad = Device(name: "iPad", size: CGSize(width: 820, height: 1180))

    /// The same device turned to landscape.
    public var landscape: Device {
        Device(name: name + " (landscape)", size: CGSize(width: size.height, height: size.width))
    }

    public var description: String { "\(name) \(Int(size.width))×\(Int(size.height))" }
}
