import Foundation
import TrellisGraph

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The bar and side an item lands on.
    enum Position: Hashable, Sendable {
        /// The navigation bar's leading side.
        case leading
        /// The middle of the navigation bar, in place of the inline title.
        case principal
        /// The navigation bar's trailing side.
        case trailing
        /// The toolbar at the bottom of the screen.
        case bottom
        /// Not shown in any bar the layout sees (above the keyboard).
        case hidden
    }

    let position: Position

    /// The system's choice: the navigation bar's trailing side on iOS.
    public static let automatic = ToolbarItemPlacement(position: .trailing)
    /// The middle of the navigation bar, replacing the inline title.
    public static let principal = ToolbarItemPlacement(position: .principal)
    /// The navigation bar's leading side.
    public static let topBarLeading = ToolbarItemPlacement(position: .leading)
    /// The navigation bar's trailing side.
    public static let topBarTrailing = ToolbarItemPlacement(position: .trailing)
    /// The older name of `topBarLeading`.
    public static let navigationBarLeading = ToolbarItemPlacement(position: .leading)
    /// The older name of `topBarTrailing`.
    public static let navigationBarTrailing = ToolbarItemPlacement(position: .trailing)
    /// The toolbar at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(position: .bottom)
    /// A navigation action (a browser's back and forward): the navigation bar's leading side on
    /// iOS, as Apple documents it. (Beside a system back button at compact width SwiftUI moves it
    /// to the primary action's place; Trellis lays out no back button, so it stays leading.)
    public static let navigation = ToolbarItemPlacement(position: .leading)
    /// The most used action: the navigation bar's trailing side on iOS.
    public static let primaryAction = ToolbarItemPlacement(position: .trailing)
    /// A less used action: the navigation bar's trailing side on iOS.
    public static let secondaryAction = ToolbarItemPlacement(position: .trailing)
    /// A confirming action (Done, Save): the navigation bar's trailing side on iOS.
    public static let confirmationAction = ToolbarItemPlacement(position: .trailing)
    /// A cancelling action: the navigation bar's leading side on iOS.
    public static let cancellationAction = ToolbarItemPlacement(position: .leading)
    /// A destructive action: the navigation bar's trailing side on iOS.
    public static let destructiveAction = ToolbarItemPlacement(position: .trailing)
    /// Status information: the middle of the bottom toolbar on iOS.
    public static let status = ToolbarItemPlacement(position: .bottom)
    /// Above the software keyboard, shown only with it: not laid out with the screen.
    public static let keyboard = ToolbarItemPlacement(position: .hidden)
}

/// Content for a toolbar: items and groups of items, each with its placement, or a type of
/// your own whose `body` builds them.
public protocol ToolbarContent {
    /// The type of the content this content is made of.
    associatedtype Body: ToolbarContent = _ToolbarEntries

    /// The items and groups this content is made of.
    @ToolbarContentBuilder var body: Body { get }

    /// The items this content declares, in order. Trellis reads it; it is not meant to be
    /// called by hand.
    var _toolbarEntries: [_ToolbarEntries.Entry] { get }
}

extension ToolbarContent {
    /// The items of the content's `body`.
    public var _toolbarEntries: [_ToolbarEntries.Entry] { body._toolbarEntries }
}

extension ToolbarContent where Body == _ToolbarEntries {
    /// The items themselves, for the built-in items and groups.
    public var body: _ToolbarEntries { _ToolbarEntries(_toolbarEntries: _toolbarEntries) }
}

/// The toolbar items a ``ToolbarContentBuilder`` builds.
public struct _ToolbarEntries: ToolbarContent {
    /// One item: where it goes and its view.
    public struct Entry {
        let entry: ToolbarEntry
    }

    /// The items, in order.
    public let _toolbarEntries: [Entry]
}

/// One item in a toolbar: `content` at `placement`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    private let placement: ToolbarItemPlacement
    private let content: Content

    /// The item as a toolbar entry.
    public var _toolbarEntries: [_ToolbarEntries.Entry] {
        [_ToolbarEntries.Entry(entry: ToolbarEntry(placement: placement, content: AnyView(content)))]
    }
}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item identified by `id` (for customisable toolbars) showing `content` at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views placed together in a toolbar, side by side at `placement`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    private let placement: ToolbarItemPlacement
    private let content: Content

    /// A group of the views `content` builds, at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// The group as one toolbar entry, its views side by side.
    public var _toolbarEntries: [_ToolbarEntries.Entry] {
        [_ToolbarEntries.Entry(entry: ToolbarEntry(placement: placement, content: AnyView(content)))]
    }
}

/// Builds toolbar content from items, groups, conditions and loops.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One item or group.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> [_ToolbarEntries.Entry] { content._toolbarEntries }
    /// Items in order.
    public static func buildBlock(_ parts: [_ToolbarEntries.Entry]...) -> [_ToolbarEntries.Entry] { parts.flatMap { $0 } }
    /// Items present only when a condition holds.
    public static func buildOptional(_ part: [_ToolbarEntries.Entry]?) -> [_ToolbarEntries.Entry] { part ?? [] }
    /// The items of the branch taken.
    public static func buildEither(first part: [_ToolbarEntries.Entry]) -> [_ToolbarEntries.Entry] { part }
    /// The items of the branch taken.
    public static func buildEither(second part: [_ToolbarEntries.Entry]) -> [_ToolbarEntries.Entry] { part }
    /// The items of every pass of a loop.
    public static func buildArray(_ parts: [[_ToolbarEntries.Entry]]) -> [_ToolbarEntries.Entry] { parts.flatMap { $0 } }
    /// The items as toolbar content.
    public static func buildFinalResult(_ parts: [_ToolbarEntries.Entry]) -> _ToolbarEntries { _ToolbarEntries(_toolbarEntries: parts) }
}

extension View {
    /// This view with toolbar `content` in its navigation stack's bars, each item at its
    /// placement.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationBarModifier> {
        let entries = content()._toolbarEntries.map(\.entry)
        return modifier(_NavigationBarModifier { $0.items = entries + $0.items })
    }

    /// This view with the views `content` builds as toolbar items at the automatic placement
    /// (the navigation bar's trailing side on iOS).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _NavigationBarModifier> {
        let entry = ToolbarEntry(placement: .automatic, content: AnyView(content()))
        return modifier(_NavigationBarModifier { $0.items = [entry] + $0.items })
    }
}
