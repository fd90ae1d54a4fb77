import TrellisSupport

/// A colour's name (`red`, `rgb(1, 0.5, 0)`, `AccentBlue`), kept once per process so that the
/// values naming it are plain pointers: they copy without reference counting, compare by
/// identity and read their text without a lock.
///
/// Making a name looks it up in a process-wide table, adding it the first time. The table keeps
/// every distinct name for the life of the process (about 100 bytes each), which is what makes
/// the names plain values; a program naming colours from a few dozen to a few thousand, as apps
/// do, keeps a few hundred kilobytes at most.
public struct ColorName: Hashable, Sendable, CustomStringConvertible {
    /// The process's one copy of the name, which the table keeps alive.
    private unowned(unsafe) let text: Text

    /// The name `string`, added to the process's names if it is new.
    public init(_ string: String) {
        text = Self.known.withLock { known in
            if let text = known[string] { return text }
            let text = Text(string)
            known[string] = text
            return text
        }
    }

    /// The name's text.
    public var string: String { text.string }

    public var description: String { string }

    public static func == (lhs: ColorName, rhs: ColorName) -> Bool { lhs.text === rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(text)) }

    /// The one object holding a name's text.
    private final class Text: Sendable {
        let string: String
        init(_ string: String) { self.string = string }
    }

    /// Every name made in this process, by text.
    private static let known = LockedValue([String: Text]())
}
