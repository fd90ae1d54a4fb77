/// The Liquid Glass material of iOS 26, which `glassEffect(_:in:)` draws behind a view.
nonisolated public struct Glass: Hashable, Sendable {
    private let name: String
    private var tintName: String?
    private var isInteractive = false

    private init(name: String) { self.name = name }

    /// The standard glass.
    public static let regular = Glass(name: "regular")
    /// A more transparent glass.
    public static let clear = Glass(name: "clear")
    /// No glass.
    public static let identity = Glass(name: "identity")

    /// This glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintName = color?.description
        return glass
    }

    /// This glass reacting to touches when `isEnabled`.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}

nonisolated extension View {
    /// This view with `glass` drawn behind it in `shape` (iOS 26); glass only draws, so the
    /// view lays out unchanged.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View { drawingOnly() }
}
