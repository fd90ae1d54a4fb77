import Foundation
import TrellisGraph

/// How a menu orders its items.
nonisolated public struct MenuOrder: Hashable, Sendable {
    private let kind: Int
    /// The platform's order.
    public static let automatic = MenuOrder(kind: 0)
    /// The first item nearest the menu's source.
    public static let priority = MenuOrder(kind: 1)
    /// The items as declared, top to bottom.
    public static let fixed = MenuOrder(kind: 2)
}

/// Whether a button repeats its action while held.
nonisolated public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let kind: Int
    /// The platform's choice.
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// The action repeats.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// The action runs once.
    public static let disabled = ButtonRepeatBehavior(kind: 2)
}

/// Whether text in a view can be selected.
nonisolated public struct TextSelectability: Sendable {
    private let selectable: Bool
    /// The text can be selected.
    public static let enabled = TextSelectability(selectable: true)
    /// The text cannot be selected.
    public static let disabled = TextSelectability(selectable: false)
}

/// A transition of a navigation push.
nonisolated public struct NavigationTransition: Sendable {
    private let kind: Int
    /// The platform's transition.
    public static let automatic = NavigationTransition(kind: 0)

    /// A zoom from the view marked `matchedTransitionSource(id:in:)` with `sourceID`.
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransition { NavigationTransition(kind: 1) }
}

// Menus, buttons' repetition, text selection, transitions between views, URLs opened in the app,
// geometry change callbacks and speech: none changes a frame.
nonisolated extension View {
    /// The indicator of the menus in this view shown or hidden; on iOS a menu's label shows
    /// none, so it lays out unchanged.
    public func menuIndicator(_ visibility: Visibility) -> some View { drawingOnly() }
    /// The menus in this view ordering their items as `order` says; it lays out unchanged.
    public func menuOrder(_ order: MenuOrder) -> some View { drawingOnly() }
    /// The buttons in this view repeating while held as `behavior` says; it lays out unchanged.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { drawingOnly() }
    /// The text in this view selectable as `selectability` says; it lays out unchanged.
    public func textSelection(_ selectability: TextSelectability) -> some View { drawingOnly() }
    /// This view's hit-testing and drawing shape for containers set to `shape`; it lays out
    /// unchanged.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { drawingOnly() }
    /// This view's geometry animated as one group; it lays out unchanged.
    public func geometryGroup() -> some View { drawingOnly() }
    /// This view the source of a zoom transition identified by `id`; it lays out unchanged.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { drawingOnly() }
    /// This view pushed with `style`; it lays out unchanged.
    public func navigationTransition(_ style: NavigationTransition) -> some View { drawingOnly() }
    /// This view drawn mirrored in right-to-left layouts when `enabled`; its frame is the same
    /// either way, so it lays out unchanged.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { drawingOnly() }
    /// This view calling `action` with the URLs the app is asked to open; it lays out
    /// unchanged.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { drawingOnly() }
    /// This view calling `action` with the value `transform` reads from its geometry when that
    /// value changes; it lays out unchanged.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View { drawingOnly() }
    /// This view calling `action` with the old and new values `transform` reads from its
    /// geometry when they change; it lays out unchanged.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { drawingOnly() }
    /// This view's speech read with `pitch` adjusted; it lays out unchanged.
    public func speechAdjustedPitch(_ value: Double) -> some View { drawingOnly() }
    /// This view's speech reading punctuation when `value`; it lays out unchanged.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { drawingOnly() }
    /// This view's announcements queued when `value`; it lays out unchanged.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { drawingOnly() }
    /// This view's speech spelling out characters when `value`; it lays out unchanged.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { drawingOnly() }
}
