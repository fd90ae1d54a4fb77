nonisolated extension Text {
    /// This text drawn in `color`, still a `Text` (so it can be joined with `+`); colour changes
    /// no layout.
    public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = color?.colorName } }

    /// This text drawn in `style`, still a `Text` (so it can be joined with `+`); a style
    /// changes no layout.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.foreground = style.paintColor } }
}
