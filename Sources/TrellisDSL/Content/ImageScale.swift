import Foundation

nonisolated extension Image {
    /// The scale of symbol images relative to the font they are shown with.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// A smaller symbol: 0.8 of the medium size, "approximately 20% smaller" in Apple's
        /// documentation of symbol scales (see the ContentViewMetrics article).
        case small
        /// The default size: one line of the font.
        case medium
        /// A larger symbol: 1.3 times the medium size, "approximately 30% larger" in Apple's
        /// documentation; a large globe's ink measured 1.29 times a medium one's (see the
        /// ContentViewMetrics article).
        case large

        /// How much larger than the medium size a symbol of this scale is.
        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .medium: return 1
            case .large: return 1.3
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The scale of symbol images in the view, `medium` by default.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows the symbol images in this view at `scale`: their frames are multiplied by the
    /// scale's factor, so this changes their size.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
