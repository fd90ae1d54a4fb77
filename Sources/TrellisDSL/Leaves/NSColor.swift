/// Stands in for AppKit's `NSColor`, which Linux lacks, so that macOS SwiftUI code naming the
/// system's colours (`Color(nsColor: .windowBackgroundColor)`) compiles. A colour changes only
/// drawing.
public struct NSColor: Hashable, Sendable {
    /// The colour's name, such as `windowBackgroundColor`.
    public let name: String

    private init(_ name: String) { self.name = name }

    /// A window's background.
    public static let windowBackgroundColor = NSColor("windowBackgroundColor")
    /// The background of controls.
    public static let controlBackgroundColor = NSColor("controlBackgroundColor")
    /// The background of text.
    public static let textBackgroundColor = NSColor("textBackgroundColor")
    /// The background of an under-page area.
    public static let underPageBackgroundColor = NSColor("underPageBackgroundColor")
    /// Primary text.
    public static let labelColor = NSColor("labelColor")
    /// Secondary text.
    public static let secondaryLabelColor = NSColor("secondaryLabelColor")
    /// Tertiary text.
    public static let tertiaryLabelColor = NSColor("tertiaryLabelColor")
    /// Text of a text field or view.
    public static let textColor = NSColor("textColor")
    /// Separators.
    public static let separatorColor = NSColor("separatorColor")
    /// Grid lines.
    public static let gridColor = NSColor("gridColor")
    /// The user's accent colour.
    public static let controlAccentColor = NSColor("controlAccentColor")
    /// Selected content's background.
    public static let selectedContentBackgroundColor = NSColor("selectedContentBackgroundColor")
}

extension Color {
    /// The AppKit colour `color`; it changes only drawing.
    public init(nsColor color: NSColor) {
        self.init(color.name, bundle: nil)
    }
}
