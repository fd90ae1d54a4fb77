import Foundation
import TrellisGraph

/// The state of an `AsyncImage`'s loading.
public enum AsyncImagePhase: Sendable {
    /// Nothing loaded yet.
    case empty
    /// The image loaded.
    case success(Image)
    /// Loading failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The loading error, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A view that loads and shows an image from a URL. Trellis loads nothing, so an async image
/// is laid out as it is before its image arrives: as its placeholder. The default placeholder
/// fills the space it is offered (10 pt on an unspecified axis, like a `Color`), as Apple
/// documents.
nonisolated public struct AsyncImage<Content: View>: View {
    /// The image's URL; layout never reads it.
    public let url: URL?
    private let content: Content

    /// An image loaded from `url`, shown as `content` makes it for each loading phase.
    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content(.empty)
    }

    /// The view's layout: what it shows before the image loads.
    public var body: some View { content }
}

extension AsyncImage where Content == Color {
    /// An image loaded from `url`, with the standard placeholder until then.
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.content = Color.clear
    }
}

extension AsyncImage {
    /// An image loaded from `url`, shown as `content` makes it, with `placeholder` until then.
    public init<I: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> Content) {
        self.url = url
        self.content = placeholder()
    }
}
