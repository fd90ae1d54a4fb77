extension Gradient {
    /// The space a gradient's colours are mixed in; it changes only drawing.
    nonisolated public struct ColorSpace: Hashable, Sendable {
        private let name: String

        /// The device's colour space: plain interpolation of the components.
        public static let device = ColorSpace(name: "device")
        /// A perceptually even space, where mixed colours look evenly spaced.
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
