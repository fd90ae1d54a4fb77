/// A key a keyboard shortcut or a key press names: a character, or one of the named keys.
nonisolated public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    /// The key that types the one-character literal `character`.
    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// The up arrow.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The delete (backspace) key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The forward delete key.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The home key.
    public static let home = KeyEquivalent("\u{F729}")
    /// The end key.
    public static let end = KeyEquivalent("\u{F72B}")
    /// The page up key.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// The page down key.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// The clear key.
    public static let clear = KeyEquivalent("\u{F739}")
    /// The tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The return key.
    public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key: command, shift, option, control, caps lock, the numeric
/// keypad and function keys.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// The modifiers with the bits `rawValue`.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps lock.
    public static let capsLock = EventModifiers(rawValue: 1)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 2)
    /// Control.
    public static let control = EventModifiers(rawValue: 4)
    /// Option.
    public static let option = EventModifiers(rawValue: 8)
    /// Command.
    public static let command = EventModifiers(rawValue: 16)
    /// A key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 32)
    /// A function key.
    public static let function = EventModifiers(rawValue: 64)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key with its modifiers that triggers a button or a menu item.
nonisolated public struct KeyboardShortcut: Hashable, Sendable {
    /// How a shortcut adapts to the keyboard layout.
    public struct Localization: Hashable, Sendable {
        private let kind: Int

        /// Adapts the key and modifiers to the keyboard layout.
        public static let automatic = Localization(kind: 0)
        /// Keeps the key, mirrored in right-to-left layouts.
        public static let withoutMirroring = Localization(kind: 1)
        /// Keeps the key and modifiers as written.
        public static let custom = Localization(kind: 2)
    }

    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with the key.
    public var modifiers: EventModifiers
    /// How the shortcut adapts to the keyboard layout.
    public var localization: Localization

    /// The shortcut `key` with `modifiers` (command by default).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// The return key: the default action.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// The escape key (and command-period): the cancel action.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

// Keyboard shortcuts trigger actions Trellis never runs; each accepts SwiftUI's arguments and
// has no layout effect.
nonisolated extension View {
    /// This view's control triggered by `shortcut`; it lays out unchanged.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { drawingOnly() }

    /// This view's control triggered by `shortcut`, or by none when it is `nil`; it lays out
    /// unchanged.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { drawingOnly() }

    /// This view's control triggered by `key` with `modifiers`; it lays out unchanged.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { drawingOnly() }

    /// This view's control triggered by `key` with `modifiers`, adapted to the keyboard as
    /// `localization` says; it lays out unchanged.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) -> some View { drawingOnly() }
}
