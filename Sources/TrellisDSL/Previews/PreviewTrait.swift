import Foundation

/// A trait of a preview: how it is laid out, or which way the device is turned. `T` is the kind
/// of preview the trait applies to; view previews take `PreviewTrait<Preview.ViewTraits>`.
public struct PreviewTrait<T>: Sendable {
    /// What a trait asks for.
    package enum Value: Sendable, Equatable {
        /// The device turned to `orientation`.
        case orientation(Orientation)
        /// The view laid out at the size it chooses for an unspecified proposal.
        case sizeThatFits
        /// The view laid out in a window of `size`, without safe area.
        case fixed(CGSize)
        /// The view laid out full screen on the device.
        case device
        /// The view wrapped by a preview modifier.
        case modifier(PreviewModifierBox)

        package static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case let (.orientation(a), .orientation(b)): a == b
            case (.sizeThatFits, .sizeThatFits), (.device, .device): true
            case let (.fixed(a), .fixed(b)): a == b
            case let (.modifier(a), .modifier(b)): a === b
            default: false
            }
        }
    }

    /// A way to hold the device.
    package enum Orientation: Sendable, Equatable {
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

        /// Whether the device's long side is horizontal.
        package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    /// What the trait asks for.
    package let value: Value

    package init(_ value: Value) {
        self.value = value
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The device held upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// The device held upside down; laid out as in portrait.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portraitUpsideDown)) }
    /// The device turned so that its top is on the left: laid out on the device's landscape.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeLeft)) }
    /// The device turned so that its top is on the right: laid out on the device's landscape.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscapeRight)) }
    /// The view laid out at the size it chooses when offered an unspecified size, in a window
    /// of that size without safe area.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.sizeThatFits) }
    /// The view laid out full screen on the device, as with no layout trait.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.device) }

    /// The view laid out in a window of `width` × `height` points without safe area.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.fixed(CGSize(width: width, height: height)))
    }
}
