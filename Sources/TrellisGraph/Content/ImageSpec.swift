import Foundation
import TrellisSupport

/// An `Image`: its natural size and whether it is resizable.
public struct ImageSpec: Hashable, Sendable {
    /// The image's name (`nil` for an image made from a size).
    public var name: String? {
        get { storedName?.string }
        set { storedName = newValue.map(InternedString.init) }
    }
    private var storedName: InternedString?
    /// The image's size in points when it is not resized.
    public var naturalSize: CGSize
    /// Whether `resizable()` was applied: the image then takes the size it is offered.
    public var isResizable: Bool

    /// Creates the parameters of an image node.
    public init(name: String? = nil, naturalSize: CGSize, isResizable: Bool = false) {
        self.storedName = name.map(InternedString.init)
        self.naturalSize = naturalSize
        self.isResizable = isResizable
    }
}
