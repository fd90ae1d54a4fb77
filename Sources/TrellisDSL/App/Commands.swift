/// A group of menu commands an app adds to its scenes with `commands(content:)`. Trellis shows
/// no menus, so commands never change a layout; they are accepted with SwiftUI's names.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands' body.
    associatedtype Body: Commands
    /// The commands this group is made of.
    @CommandsBuilder var body: Body { get }
}

/// Builds a ``Commands`` body from its command groups and menus.
@resultBuilder
public enum CommandsBuilder {
    /// One group of commands.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// Several groups of commands.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> _CommandsTuple<(repeat each C)> {
        _CommandsTuple(content: (repeat each content))
    }
    /// Commands shown only when a condition holds.
    public static func buildOptional<C: Commands>(_ content: C?) -> _OptionalCommands<C> { _OptionalCommands(content: content) }
    /// A single expression.
    public static func buildExpression<C: Commands>(_ content: C) -> C { content }
}

/// Commands with no body of their own: the primitive command types end here.
nonisolated public struct _NeverCommands: Commands {
    /// Never called.
    public var body: _NeverCommands { self }
}

/// No commands.
nonisolated public struct EmptyCommands: Commands {
    /// No commands.
    public init() {}
    /// Never called: empty commands are primitive.
    public var body: _NeverCommands { _NeverCommands() }
}

/// Two or more groups of commands.
nonisolated public struct _CommandsTuple<Content>: Commands {
    /// The groups.
    public let content: Content
    /// Never called: a tuple of commands is primitive.
    public var body: _NeverCommands { _NeverCommands() }
}

/// Commands present only when a condition held.
nonisolated public struct _OptionalCommands<Content: Commands>: Commands {
    /// The commands, if any.
    public let content: Content?
    /// Never called: optional commands are primitive.
    public var body: _NeverCommands { _NeverCommands() }
}

/// A menu of the app's menu bar, titled `title`, holding the controls `content` makes.
nonisolated public struct CommandMenu<Content: View>: Commands {
    /// The menu titled `title` with the items `content` makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    /// The menu titled with `titleKey` with the items `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// Never called: a command menu is primitive.
    public var body: _NeverCommands { _NeverCommands() }
}

/// Where a ``CommandGroup`` goes among the standard menu items.
nonisolated public struct CommandGroupPlacement: Sendable {
    private let name: String
    /// The About item.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The Settings item.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The items that make new documents and windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// The items that save documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// The items that print.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, Copy and Paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// The items that edit text.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// The items that format text.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar items of the View menu.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar item of the View menu.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The items that arrange windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// The window list.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The window size items.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The Help items.
    public static let help = CommandGroupPlacement(name: "help")
    /// The items that show or hide the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// The app's termination item.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// The services menu.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// The import and export items.
    public static let importExport = CommandGroupPlacement(name: "importExport")
}

/// Menu items placed before, after or instead of a standard group.
nonisolated public struct CommandGroup<Content: View>: Commands {
    /// Items placed before the group at `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Items placed after the group at `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Items replacing the group at `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Never called: a command group is primitive.
    public var body: _NeverCommands { _NeverCommands() }
}

/// The standard sidebar command (View › Show Sidebar).
nonisolated public struct SidebarCommands: Commands {
    /// The sidebar command.
    public init() {}
    /// Never called: the sidebar command is primitive.
    public var body: _NeverCommands { _NeverCommands() }
}

/// The standard toolbar commands (View › Show Toolbar, Customize Toolbar).
nonisolated public struct ToolbarCommands: Commands {
    /// The toolbar commands.
    public init() {}
    /// Never called: the toolbar commands are primitive.
    public var body: _NeverCommands { _NeverCommands() }
}

/// The standard text editing commands (Find, Spelling, Substitutions).
nonisolated public struct TextEditingCommands: Commands {
    /// The text editing commands.
    public init() {}
    /// Never called: the text editing commands are primitive.
    public var body: _NeverCommands { _NeverCommands() }
}

extension Scene {
    /// This scene with the menu commands `content` makes; menus change no layout.
    nonisolated public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { self }
}
