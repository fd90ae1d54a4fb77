/// Where a macro's source text starts in its file, as the compiler tells a plugin: the
/// location of the first byte of the text, leading whitespace and comments included.
public struct MacroSourceLocation: Equatable, Sendable {
    /// The file as `#fileID` names it: `Module/File.swift`.
    public var fileID: String
    /// The file's path, as `#filePath` gives it.
    public var filePath: String
    /// The 1-based line of the first byte.
    public var line: Int
    /// The 1-based column of the first byte.
    public var column: Int

    /// A location in the file `fileID` at `filePath`, at `line` and `column`.
    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The location `offset` UTF-8 bytes into `text`, when `text` starts at this location.
    func advanced(by offset: Int, in text: String) -> MacroSourceLocation {
        var location = self
        for byte in text.utf8.prefix(offset) {
            if byte == .newline {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
        }
        return location
    }
}
