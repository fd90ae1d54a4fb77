import Foundation
import TrellisSupport

/// A control laid out as a leaf (for example `ProgressView`): on each axis either a fixed
/// length or the length offered.
public struct ControlSpec: Hashable, Sendable {
    /// How a control is sized along one axis.
    public enum Length: Hashable, Sendable {
        /// Always this length, whatever is offered.
        case fixed(CGFloat)
        /// The length offered; `ideal` when nothing is.
        case flexible(ideal: CGFloat)
    }

    /// The SwiftUI name of the control.
    public var name: String {
        get { storedName.string }
        set { storedName = InternedString(newValue) }
    }
    private var storedName: InternedString
    /// How the width is chosen.
    public var width: Length
    /// How the height is chosen.
    public var height: Length

    /// Creates the parameters of a control node.
    public init(name: String, width: Length, height: Length) {
        self.storedName = InternedString(name)
        self.width = width
        self.height = height
    }
}

/// `Divider`: a line across the axis of the stack containing it, `thickness` thick.
public struct DividerSpec: Hashable, Sendable {
    /// The thickness of the line (one pixel, `1 / displayScale`).
    public var thickness: CGFloat

    /// Creates the parameters of a divider node.
    public init(thickness: CGFloat) {
        self.thickness = thickness
    }
}
