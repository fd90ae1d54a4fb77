/// A device name ``Device/named(_:)`` does not know, with the known names closest to it.
///
/// Its description reads "unknown device 'iPhone 16 Pr'; did you mean 'iPhone 16 Pro',
/// 'iPhone 16 Plus', …?": the closest names by edit distance (the fewest characters inserted,
/// deleted or replaced, ignoring case), then by the longest shared beginning, then newest first.
public struct UnknownDeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as it was given.
    public var name: String
    /// The known names closest to ``name``, closest first; at most ``suggestionLimit``.
    public var suggestions: [String]

    /// How many names ``suggestions`` holds at most.
    public static let suggestionLimit = 5

    /// The error for `name`, suggesting the closest of `knownNames`, which are in catalogue order
    /// (oldest first).
    init(name: String, knownNames: [String]) {
        self.name = name
        let key = Device.lookupKey(name)
        let ranked = knownNames.enumerated().map { index, known in
            let knownKey = Device.lookupKey(known)
            return (name: known, distance: EditDistance.between(key, knownKey),
                    sharedStart: zip(key, knownKey).prefix { $0 == $1 }.count, index: index)
        }
        suggestions = ranked.sorted {
            ($0.distance, -$0.sharedStart, -$0.index) < ($1.distance, -$1.sharedStart, -$1.index)
        }.prefix(Self.suggestionLimit).map(\.name)
    }

    /// "unknown device 'NAME'; did you mean 'A', 'B', …?"
    public var description: String {
        "unknown device '\(name)'; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
    }
}
