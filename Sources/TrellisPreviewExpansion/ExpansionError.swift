/// Why a macro's source could not be expanded, and where: the error becomes a compiler
/// diagnostic at `offset`.
public struct ExpansionError: Error, Equatable, CustomStringConvertible {
    /// The problem, in a sentence the compiler shows as it is.
    public var message: String
    /// The UTF-8 offset of the problem in the macro's source text.
    public var offset: Int

    /// An error reading `message` at `offset` in the macro's source text.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) (at offset \(offset))" }
}
