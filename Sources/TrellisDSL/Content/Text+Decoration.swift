nonisolated extension Text {
    /// This text underlined when `isActive`; no effect on layout.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// This text struck through when `isActive`; no effect on layout.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}
