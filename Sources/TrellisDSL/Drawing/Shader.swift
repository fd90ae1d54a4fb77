import Foundation

/// A Metal shader function with its arguments, for `colorEffect`, `distortionEffect` and
/// `layerEffect`. Trellis runs no shaders: the effects change only drawing.
nonisolated public struct Shader: Sendable {
    /// An argument passed to a shader function.
    public struct Argument: Sendable {
        private let kind: String

        /// A floating-point number.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float") }
        /// Two floating-point numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(kind: "float2") }
        /// A point.
        public static func float2(_ point: CGPoint) -> Argument { Argument(kind: "float2") }
        /// A size.
        public static func float2(_ size: CGSize) -> Argument { Argument(kind: "float2") }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(kind: "color") }
        /// An array of numbers.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(kind: "floatArray") }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
        /// The bounding rectangle of the view being drawn.
        public static let boundingRect = Argument(kind: "boundingRect")
    }

    /// The shader `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {}
}

/// A named function of a shader library; calling it with arguments makes a ``Shader``.
@dynamicCallable
nonisolated public struct ShaderFunction: Sendable {
    /// The function's name.
    public let name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.name = name
    }

    /// The shader of this function with `arguments`.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A library of Metal shader functions, its functions named as members
/// (`ShaderLibrary.ripple(.float(1))`).
@dynamicMemberLookup
nonisolated public struct ShaderLibrary: Sendable {
    /// The app's default library.
    public static let `default` = ShaderLibrary()

    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

// Shaders recolour or displace the pixels a view draws; the view keeps its frame.
nonisolated extension View {
    /// This view's colours passed through `shader` when `isEnabled`; it lays out unchanged.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { drawingOnly() }
    /// This view's pixels displaced by `shader` when `isEnabled`; it lays out unchanged.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { drawingOnly() }
    /// This view's layer drawn through `shader` when `isEnabled`; it lays out unchanged.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { drawingOnly() }
}
