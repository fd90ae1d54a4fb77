/// A run of a line's characters at one bidirectional embedding level: the pieces a line is
/// drawn in, left to right, once the Unicode Bidirectional Algorithm (UAX #9) has ordered them.
public struct TextRun: Hashable, Sendable {
    /// The run's characters, as offsets into its line's ``TextLine/text``, in logical (reading)
    /// order.
    public var characters: Range<Int>
    /// The run's embedding level: even left to right, odd right to left.
    public var level: Int

    /// Creates a run.
    public init(characters: Range<Int>, level: Int) {
        self.characters = characters
        self.level = level
    }

    /// Whether the run reads right to left, so its characters are drawn in reverse order.
    public var isRightToLeft: Bool { level % 2 == 1 }
}
