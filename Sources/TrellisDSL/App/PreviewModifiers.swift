import Foundation

/// How a preview is sized in Xcode's canvas.
public enum PreviewLayout: Sendable {
    /// The preview device's screen.
    case device
    /// The view at its ideal size.
    case sizeThatFits
    /// A container `width` × `height` points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device Xcode previews on, by name, such as `"iPhone 15 Pro"`.
nonisolated public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String

    /// The device called `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The device called `value`.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }
}

/// The orientation of a device's interface.
nonisolated public struct InterfaceOrientation: Hashable, Sendable {
    private let kind: Int

    /// Upright.
    public static let portrait = InterfaceOrientation(kind: 0)
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(kind: 1)
    /// Turned with the top to the left.
    public static let landscapeLeft = InterfaceOrientation(kind: 2)
    /// Turned with the top to the right.
    public static let landscapeRight = InterfaceOrientation(kind: 3)
}

// Preview settings configure Xcode's canvas only; a Trellis layout chooses its device with
// `layout(on:)`, so each is accepted and has no layout effect.
nonisolated extension View {
    /// This preview sized as `layout` says in Xcode's canvas; it lays out unchanged.
    public func previewLayout(_ layout: PreviewLayout) -> some View { drawingOnly() }
    /// This preview named `displayName` in Xcode's canvas; it lays out unchanged.
    public func previewDisplayName(_ displayName: String?) -> some View { drawingOnly() }
    /// This preview shown on `device` in Xcode's canvas; it lays out unchanged.
    public func previewDevice(_ device: PreviewDevice?) -> some View { drawingOnly() }
    /// This preview shown in `orientation` in Xcode's canvas; it lays out unchanged.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { drawingOnly() }
}
