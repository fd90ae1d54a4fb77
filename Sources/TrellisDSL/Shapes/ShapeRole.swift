import TrellisGraph

/// What a shape is for, which decides how some styles draw it.
public enum ShapeRole: Hashable, Sendable {
    /// A filled shape.
    case fill
    /// A stroked outline.
    case stroke
    /// A separator.
    case separator
}

/// Whether a shape or view is mirrored in right-to-left layouts.
nonisolated public struct LayoutDirectionBehavior: Hashable, Sendable {
    private let mirrors: Bool

    /// Never mirrored.
    public static let fixed = LayoutDirectionBehavior(mirrors: false)
    /// Mirrored in right-to-left layouts.
    public static let mirrors = LayoutDirectionBehavior(mirrors: true)

    /// Mirrored when the layout direction is `layoutDirection`.
    public static func mirrors(in layoutDirection: LayoutDirection) -> LayoutDirectionBehavior {
        LayoutDirectionBehavior(mirrors: layoutDirection == .rightToLeft)
    }
}

// Shapes fill by default and do not mirror; a shape may declare its own `role` and
// `layoutDirectionBehavior`. Mirroring flips how a view is drawn inside its frame, never the
// frame.
nonisolated extension Shape {
    /// The shape's role: a fill.
    public static var role: ShapeRole { .fill }

    /// Whether the shape mirrors in right-to-left layouts: it does not.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

nonisolated extension View {
    /// This view drawn mirrored in right-to-left layouts as `behavior` says; its frame is the
    /// same either way, so it lays out unchanged.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { drawingOnly() }
}
