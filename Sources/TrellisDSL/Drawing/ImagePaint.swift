import Foundation

/// A shape style that tiles an image, as `.image(_:sourceRect:scale:)` makes it. It changes only
/// drawing.
nonisolated public struct ImagePaint: ShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image used, in unit coordinates.
    public var sourceRect: CGRect
    /// The scale the image is drawn at.
    public var scale: CGFloat

    /// A paint tiling the part `sourceRect` of `image` at `scale`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint tiling the part `sourceRect` of `image` at `scale`.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
