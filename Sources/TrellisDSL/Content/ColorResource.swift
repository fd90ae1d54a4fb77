import Foundation

/// A colour in an asset catalogue, as Xcode's generated symbols name it (`Color(.brand)`,
/// `.foregroundStyle(.brand)`). Trellis has no asset catalogue: the colour is the one named
/// `name`, as `Color(name)` makes it.
nonisolated public struct ColorResource: Hashable, Sendable {
    /// The colour's name in the catalogue.
    public let name: String

    /// The colour `name` of the catalogue in `bundle` (the bundle changes nothing in Trellis).
    public init(name: String, bundle: Bundle) {
        self.name = name
    }
}

extension Color {
    /// The catalogue colour `resource`, the colour `Color(resource.name)` makes.
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
