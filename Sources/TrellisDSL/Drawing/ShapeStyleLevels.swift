nonisolated extension ShapeStyle {
    /// This style at the secondary level of its hierarchy (`.background.secondary`). Styles
    /// only draw, so the level changes no layout.
    public var secondary: some ShapeStyle { self }

    /// This style at the tertiary level of its hierarchy.
    public var tertiary: some ShapeStyle { self }

    /// This style at the quaternary level of its hierarchy.
    public var quaternary: some ShapeStyle { self }

    /// This style at the quinary level of its hierarchy.
    public var quinary: some ShapeStyle { self }
}
