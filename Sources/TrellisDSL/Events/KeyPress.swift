import Foundation

/// A key pressed while a view has the focus, handed to `onKeyPress`.
nonisolated public struct KeyPress: Sendable {
    /// What the handler did with the press.
    public enum Result: Sendable {
        /// The press was handled; it goes no further.
        case handled
        /// The press goes on to the next handler.
        case ignored
    }

    /// The phases of a key press.
    public struct Phases: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// The phases with the bits `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The key went down.
        public static let down = Phases(rawValue: 1)
        /// The key repeats while held.
        public static let `repeat` = Phases(rawValue: 2)
        /// The key went up.
        public static let up = Phases(rawValue: 4)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// The phase of this press.
    public let phase: Phases
    /// The key.
    public let key: KeyEquivalent
    /// The characters the key types.
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
}

// Key presses reach the focused view; Trellis has no keyboard, so the handlers are never called
// and the view lays out unchanged.
nonisolated extension View {
    /// This view calling `action` when `key` goes down; it lays out unchanged.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { drawingOnly() }
    /// This view calling `action` with the presses of `key` in `phases`; it lays out unchanged.
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { drawingOnly() }
    /// This view calling `action` with the presses of any of `keys`; it lays out unchanged.
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { drawingOnly() }
    /// This view calling `action` with the presses of keys that type `characters`; it lays out
    /// unchanged.
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View { drawingOnly() }
    /// This view calling `action` with every key press in `phases`; it lays out unchanged.
    public func onKeyPress(phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View { drawingOnly() }
}
