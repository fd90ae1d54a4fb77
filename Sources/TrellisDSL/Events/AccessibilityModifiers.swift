import TrellisGraph

/// How accessibility sees a view's children.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let kind: Int

    /// The children are left out.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children are kept as the element's children.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's properties are merged into the element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// Traits that describe a view to accessibility.
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt64

    /// The traits with the bits `rawValue`.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// A heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// Selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// A search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// An image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// Plays sound.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// A key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// Static text.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// A summary of the screen.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// Updates often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Adjustable.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Changes the page.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// A modal view.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// A toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// The kinds of accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
    private let kind: Int

    /// The default action.
    public static let `default` = AccessibilityActionKind(kind: 0)
    /// Escape.
    public static let escape = AccessibilityActionKind(kind: 1)
    /// Magic tap.
    public static let magicTap = AccessibilityActionKind(kind: 2)

    private init(kind: Int) {
        self.kind = kind
    }
}

/// `accessibilityIdentifier(_:)`: gives the view's node the identifier as a name, as `.id`
/// does, without changing the view's identity; several views (the rows of a list) may share
/// it without a warning. It adds no node.
nonisolated public struct _AccessibilityIdentifierModifier: ViewModifier, PrimitiveModifier {
    /// The identifier.
    public let identifier: String

    /// Never called: `_AccessibilityIdentifierModifier` is a primitive modifier.
    public func body(content: Content) -> Never { primitiveBody(of: Self.self) }

    package func lower(content: [NodeID], into lowering: inout GraphLowering) -> [NodeID] {
        for node in content {
            lowering.addName(identifier, to: node, isAccessibilityIdentifier: true)
        }
        return content
    }
}
