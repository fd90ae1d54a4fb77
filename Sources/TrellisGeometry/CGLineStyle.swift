#if !canImport(CoreGraphics)
/// How the open ends of a line are drawn, as Core Graphics names it; Foundation on Linux lacks it.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops at its end point.
    case butt
    /// A half-circle closes the line.
    case round
    /// A half-square closes the line.
    case square
}

/// How the corners of a line are drawn, as Core Graphics names it; Foundation on Linux lacks it.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut-off corner.
    case bevel
}
#endif
