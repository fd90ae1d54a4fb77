import Foundation
import TrellisGraph

/// A view that shows an image: its natural size, or with `resizable()` the size it is offered.
///
/// A named image takes the size registered for it with ``register(_:size:)`` (an asset
/// catalog's role); an image without a registered size is empty, 0 × 0, as SwiftUI shows a
/// missing image. A symbol (`systemName`) follows the font: its own frame in em of the font
/// (``Font/symbolSize(named:scale:displayScale:)``, from ``SymbolMetrics``), times the factor
/// of the environment's ``Image/Scale``.
nonisolated public struct Image: View, PrimitiveView, Hashable, Sendable {
    private var spec: ImageSpec

    /// The image registered as `name`, from the asset catalog of `bundle` (the main bundle's
    /// when `nil`). Trellis has one registry for every bundle, so `bundle` changes nothing.
    public init(_ name: String, bundle: Bundle? = nil) {
        spec = ImageSpec(name: name, naturalSize: ImageCatalog.shared.size(of: name) ?? .zero)
    }

    /// The image registered as `name`, hidden from accessibility (a decorative image); it lays
    /// out as `Image(name)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// The system symbol `systemName`, sized for the font in the environment: the symbol's
    /// frame in that font (``Font/symbolSize(named:scale:displayScale:)``).
    public init(systemName: String) {
        spec = ImageSpec(name: systemName, naturalSize: .zero, isSymbol: true)
    }

    /// An image whose natural size is `size`.
    public init(size: CGSize) {
        spec = ImageSpec(naturalSize: size)
    }

    /// Registers the natural size of the image called `name`, for every `Image(name)` made
    /// afterwards.
    public static func register(_ name: String, size: CGSize) {
        ImageCatalog.shared.register(name, size: size)
    }

    /// This image, stretched to the size it is offered.
    public func resizable() -> Image {
        var image = self
        image.spec.isResizable = true
        return image
    }

    /// Never called: `Image` is a primitive view.
    public var body: Never { primitiveBody(of: Self.self) }

    package func lower(into lowering: inout GraphLowering) -> [NodeID] {
        var spec = spec
        if spec.isSymbol {
            let environment = lowering.environment
            spec.naturalSize = environment.scaledFont.symbolSize(
                named: spec.name ?? "", scale: environment.imageScale.factor, displayScale: environment.displayScale)
        }
        return [lowering.add(.image(spec))]
    }
}

/// The natural sizes of named images, registered by the program.
private final class ImageCatalog: @unchecked Sendable {
    static let shared = ImageCatalog()
    private var sizes: [String: CGSize] = [:]
    private let lock = NSLock()

    func register(_ name: String, size: CGSize) {
        lock.withLock { sizes[name] = size }
    }

    func size(of name: String) -> CGSize? {
        lock.withLock { sizes[name] }
    }
}
