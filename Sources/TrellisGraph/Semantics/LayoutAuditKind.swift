/// A kind of problem the layout audit finds, which `.layoutAudit(ignore:)` can turn off for a
/// view and everything inside it. The rule behind each kind, and its source, is in the
/// LayoutAudit article.
public enum LayoutAuditKind: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// A text cut short with an ellipsis, scaled down or clipped, where no line limit asked for it.
    case truncation
    /// A text shortened to the lines its `lineLimit` allows: often intended, so a kind of its own.
    case lineLimit
    /// A line break inside a word, because the word is wider than the line.
    case brokenWord
    /// Two interactive views (buttons, toggles, links, pickers, text fields, views with tap
    /// gestures) whose frames overlap.
    case overlappingControls
    /// A button, toggle, link or tap-gesture view whose hit region is smaller than 44 × 44 pt.
    case smallHitRegion
    /// A text in a font of fixed size, which does not grow with Dynamic Type.
    case fixedTextSize
    /// Content beyond the window or its safe area that no scroll view can bring into view.
    case unreachableContent
    /// An interactive view whose only content is an image, with no accessibility label.
    case unlabeledImage
    /// A text whose contrast with the solid colour behind it is below WCAG 2 level AA.
    case lowContrast

    /// The kind's name, as in `.layoutAudit(ignore: .truncation)`.
    public var description: String { rawValue }
}
