/// How the corners of a rounded shape are drawn. It changes only drawing, never layout.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Corners whose curvature changes smoothly into the straight edges.
    case continuous
}
