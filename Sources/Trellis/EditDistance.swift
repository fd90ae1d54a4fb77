/// How far apart two names are, for "did you mean" in error messages (unknown devices, unknown
/// view names).
package enum EditDistance {
    /// The Levenshtein distance between `a` and `b`: the fewest characters inserted, deleted or
    /// replaced to turn one into the other.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, character) in a.enumerated() {
            var current = [i + 1]
            for (j, other) in b.enumerated() {
                current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == other ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
