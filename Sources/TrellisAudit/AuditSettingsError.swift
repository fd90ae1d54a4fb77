import Trellis

/// A setting of the audit that could not be used, with where it was given — a command-line
/// option, or a file and the key in it — and what is wrong with it.
public struct AuditSettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the setting was given: `--text-size`, or `trellis.json: key 'textSizes'`.
    public var place: String
    /// What is wrong, naming the values that would do.
    public var problem: String

    /// The error for a setting given at `place`.
    public init(place: String, problem: String) {
        self.place = place
        self.problem = problem
    }

    /// "PLACE: PROBLEM".
    public var description: String { "\(place): \(problem)" }
}
