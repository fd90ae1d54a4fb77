import Foundation

/// An image in an asset catalogue, as Xcode's generated symbols name it
/// (`Image(.avatar)`). Trellis has no asset catalogue: the image takes the size registered for
/// its name with ``Image/register(_:size:)``.
nonisolated public struct ImageResource: Hashable, Sendable {
    /// The image's name in the catalogue.
    public let name: String

    /// The image `name` of the catalogue in `bundle` (the bundle changes nothing in Trellis).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Image {
    /// The catalogue image `resource`, laid out as `Image(resource.name)`.
    public init(_ resource: ImageResource) {
        self.init(resource.name)
    }
}
