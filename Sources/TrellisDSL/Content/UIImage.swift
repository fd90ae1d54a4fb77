import Foundation

/// Stands in for UIKit's `UIImage`, which Linux lacks, so that SwiftUI code showing an image
/// literal (`Image(uiImage: #imageLiteral(resourceName: "avatar"))`) or an image made from
/// downloaded bytes (`UIImage(data:)`) compiles. Trellis keeps the image's name, or the size
/// its bytes declare: a named image lays out as `Image(name)` does.
public struct UIImage: Hashable, Sendable {
    /// The name of the image resource, such as `avatar`; empty for an image made from data.
    public let name: String
    /// The image's size in points, when it was made from data; `nil` for a named image, whose
    /// size is the one registered for its name.
    let pointSize: CGSize?
}

/// The type an `#imageLiteral(resourceName:)` makes where no other type is expected, as UIKit
/// declares it: `let avatar = #imageLiteral(resourceName: "avatar")` is a ``UIImage``.
public typealias _ImageLiteralType = UIImage

extension UIImage {
    /// An empty image, as UIKit's `UIImage()`: it names no resource, so `Image(uiImage:)` lays
    /// it out with no size.
    public init() {
        name = ""
        pointSize = nil
    }

    /// The image `data` encodes, at a scale of 1, as UIKit's `UIImage(data:)`: one point per
    /// pixel, read from the image's header without decoding it. `nil` when `data` is not a PNG,
    /// JPEG, GIF or BMP image (the formats Trellis reads), as UIKit gives `nil` for data it
    /// cannot decode.
    public init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image `data` encodes, at `scale` pixels per point, as UIKit's
    /// `UIImage(data:scale:)`: a 200 × 100 pixel image at scale 2 is 100 × 50 points. `nil`
    /// when `data` is not an image Trellis reads, or `scale` is not positive.
    public init?(data: Data, scale: CGFloat) {
        guard scale > 0, scale.isFinite, let pixels = EncodedImageDimensions.pixelSize(of: data) else { return nil }
        name = ""
        pointSize = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral(resourceName:)`: the resource named `path`.
    public init(imageLiteralResourceName path: String) {
        name = path
        pointSize = nil
    }
}

extension Image {
    /// The image `image`: one made from data at its size in points, as SwiftUI lays out a
    /// `UIImage` at its `size`; a named one laid out as `Image(image.name)`, with the size
    /// registered for that name (see ``register(_:size:)``), or empty when none is.
    public init(uiImage image: UIImage) {
        if let size = image.pointSize {
            self.init(size: size)
        } else {
            self.init(image.name)
        }
    }
}
