/// The level of a heading that `accessibilityHeading(_:)` marks.
public enum AccessibilityHeadingLevel: UInt, Sendable {
    /// A heading of no particular level.
    case unspecified
    /// A level-one heading.
    case h1
    /// A level-two heading.
    case h2
    /// A level-three heading.
    case h3
    /// A level-four heading.
    case h4
    /// A level-five heading.
    case h5
    /// A level-six heading.
    case h6
}

/// The direction of an adjustable element's adjustment.
public enum AccessibilityAdjustmentDirection: Sendable {
    /// Increase the value.
    case increment
    /// Decrease the value.
    case decrement
}

/// What kind of text an element holds, for how assistive technologies read it.
nonisolated public struct AccessibilityTextContentType: Sendable {
    private let kind: Int

    /// Plain text.
    public static let plain = AccessibilityTextContentType(kind: 0)
    /// Console output.
    public static let console = AccessibilityTextContentType(kind: 1)
    /// A file system entry.
    public static let fileSystem = AccessibilityTextContentType(kind: 2)
    /// Messaging.
    public static let messaging = AccessibilityTextContentType(kind: 3)
    /// A narrative.
    public static let narrative = AccessibilityTextContentType(kind: 4)
    /// Source code.
    public static let sourceCode = AccessibilityTextContentType(kind: 5)
    /// A spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(kind: 6)
    /// A word-processing document.
    public static let wordProcessing = AccessibilityTextContentType(kind: 7)
}

/// The key of a piece of custom accessibility content.
nonisolated public struct AccessibilityCustomContentKey: Sendable {
    /// The label the content is read with.
    public let label: Text
    /// The identifier of the content.
    public let id: String

    /// The key read as `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label
        self.id = id
    }

    /// The key read and identified as `labelKey`.
    public init(_ labelKey: LocalizedStringKey) {
        self.label = Text(labelKey)
        self.id = labelKey.string
    }
}

/// Which accessibility element has the assistive focus. Trellis has no assistive focus, so the
/// value stays as set, kept like `@State`, exactly as a ``FocusState`` keeps the keyboard focus;
/// `accessibilityFocused` does not change layout.
public typealias AccessibilityFocusState<Value: Hashable> = FocusState<Value>
