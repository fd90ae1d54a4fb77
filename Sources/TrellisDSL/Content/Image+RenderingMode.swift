/// How an image's pixels are drawn: as they are, or as a mask filled with the foreground style.
nonisolated extension Image {
    /// Whether an image draws its own colours or takes the foreground style's.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's pixels are a mask filled with the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// This image drawn in `renderingMode` (`nil`: the image's default). It draws only: the
    /// image keeps its size.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        self
    }
}
