/// Stands in for UIKit's `UIImage`, which Linux lacks, so that SwiftUI code showing an image
/// literal (`Image(uiImage: #imageLiteral(resourceName: "avatar"))`) compiles. Trellis keeps
/// only the image's name: the image lays out as `Image(name)` does.
public struct UIImage: Hashable, Sendable {
    /// The name of the image resource, such as `avatar`.
    public let name: String
}

/// The type an `#imageLiteral(resourceName:)` makes where no other type is expected, as UIKit
/// declares it: `let avatar = #imageLiteral(resourceName: "avatar")` is a ``UIImage``.
public typealias _ImageLiteralType = UIImage

extension UIImage {
    /// An empty image, as UIKit's `UIImage()`: it names no resource, so `Image(uiImage:)` lays
    /// it out with no size.
    public init() {
        name = ""
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral(resourceName:)`: the resource named `path`.
    public init(imageLiteralResourceName path: String) {
        name = path
    }
}

extension Image {
    /// The image `image`, laid out as `Image(image.name)`: with the size registered for that
    /// name (see ``register(_:size:)``), or empty when none is.
    public init(uiImage image: UIImage) {
        self.init(image.name)
    }
}
