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

// Accessibility and identity: no layout effect.
nonisolated extension View {
    /// This view described to accessibility by `label`; it lays out unchanged.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, _RenderingModifier> { modifier(_RenderingModifier(.accessibilityLabel)) }

    /// This view described to accessibility by `label`; it lays out unchanged.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, _RenderingModifier> { modifier(_RenderingModifier(.accessibilityLabel)) }

    /// This view described to accessibility by the text of `labelKey`; it lays out unchanged.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's action explained to accessibility by `hint`; it lays out unchanged.
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's action explained to accessibility by `hint`; it lays out unchanged.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's action explained to accessibility by the text of `hintKey`; it lays out
    /// unchanged.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's value told to accessibility as `value`; it lays out unchanged.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's value told to accessibility as `value`; it lays out unchanged.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view's value told to accessibility as the text of `valueDescription`; it lays out
    /// unchanged.
    public func accessibilityValue(_ valueDescription: LocalizedStringKey) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view identified to UI tests as `identifier`. Trellis also names the view's node
    /// `identifier`, so `LayoutResult.frame(of:)` finds it, as for `.id(_:)`; unlike `.id`, the
    /// view's identity (and its state) is unchanged. It lays out unchanged.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AccessibilityIdentifierModifier> {
        modifier(_AccessibilityIdentifierModifier(identifier: identifier))
    }

    /// This view hidden from accessibility when `hidden`; it lays out unchanged.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view made one accessibility element whose children are treated as `children` says;
    /// it lays out unchanged.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view described with the extra `traits`; it lays out unchanged.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view described without `traits`; it lays out unchanged.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view offering accessibility the action `handler`; it lays out unchanged.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view offering accessibility the action `name`; it lays out unchanged.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view read by accessibility in the order `sortPriority` gives; it lays out unchanged.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }

    /// This view tagged with `tag`, as a `Picker` or `TabView` selection; it lays out unchanged.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _RenderingModifier> { drawingOnly() }
}
